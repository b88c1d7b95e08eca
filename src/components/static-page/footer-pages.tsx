// The published static pages as footer links (/page/{slug}). Asked once per browser session and kept, as
// the lookups are: pages change rarely, and the footer is on every screen.
import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { StaticPost } from '@/contracts/posts';
import { postService } from '@/services/post.api';
import { useResource } from '@/hooks/use-resource';

/** Most pages a footer lists. */
const FOOTER_PAGES = 20;

type FooterPage = Pick<StaticPost, '_id' | 'slug' | 'title'>;
let kept: Promise<FooterPage[]> | null = null;

export function footerPages(): Promise<FooterPage[]> {
  kept ??= postService
    .search({ pageSize: FOOTER_PAGES })
    .then((res) => res.data.data.map(({ _id, slug, title }) => ({ _id, slug, title })))
    .catch((e: unknown) => {
      // Not kept: the next screen asks again.
      kept = null;
      throw e;
    });
  return kept;
}

/** Forget the kept list (tests). */
export const forgetFooterPages = () => {
  kept = null;
};

export const staticPagePath = (slug: string) => `/page/${encodeURIComponent(slug)}`;

const loadFooterPages = async () => ({ data: await footerPages() });

export function FooterPageLinks({ style }: { style?: CSSProperties }) {
  // A footer without these links still works; the failure is not worth a toast.
  const pages = useResource(loadFooterPages, 'footer-pages').value ?? [];

  return (
    <>
      {pages.map((page) => (
        <Link key={page._id} href={staticPagePath(page.slug)} style={style} data-testid={`footer-page-${page.slug}`}>
          {page.title}
        </Link>
      ))}
    </>
  );
}
