// The published static pages as footer links (/page/{slug}). The server's page bootstrap reads them into the
// ui slice (src/redux/bootstrap.ts), so the page arrives with them and the browser asks nothing. Only when
// the bootstrap could not read them does the browser ask, once per session, and keep the answer.
import Link from '@/components/common/app-link';
import type { CSSProperties } from 'react';
import { useResource } from '@/hooks/use-resource';
import { useAppSelector } from '@/redux/hooks';
import type { FooterPage } from '@/redux/ui/types';

/** Most pages a footer lists. */
const FOOTER_PAGES = 20;

/** The footer's pages as the API lists them (GET /posts/search), reduced to what a link needs. */
export async function readFooterPages(): Promise<FooterPage[]> {
  // Loaded when asked: a page's HTML already holds the list, so the browser seldom asks (and every page loads this).
  const { postService } = await import('@/services/post.api');
  const res = await postService.search({ pageSize: FOOTER_PAGES });
  return res.data.data.map(({ _id, slug, title }) => ({ _id, slug, title }));
}

let kept: Promise<FooterPage[]> | null = null;

export function footerPages(): Promise<FooterPage[]> {
  kept ??= readFooterPages().catch((e: unknown) => {
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
  const fromServer = useAppSelector((state) => state.ui.footerPages);
  // A footer without these links still works; the failure is not worth a toast.
  const fetched = useResource(loadFooterPages, 'footer-pages', { ready: !fromServer }).value;
  const pages = fromServer ?? fetched ?? [];

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
