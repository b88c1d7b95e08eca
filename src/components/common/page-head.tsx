// The document title of a page, followed by the site name, and the page's meta description (what search
// engines and link previews show under the title).
import Head from 'next/head';
import { useAppSelector } from '@/redux/hooks';
import { selectUI } from '@/redux/ui/selectors';

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_MAX = 160;

/**
 * A description from free text (a post, a bio, a Markdown page): Markdown marks, links' addresses and line
 * breaks out, cut at a word before DESCRIPTION_MAX with an ellipsis.
 */
export function descriptionOf(text: string | undefined | null, max = DESCRIPTION_MAX): string {
  const plain = (text ?? '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

export function PageHead({ title, description }: { title: string; description?: string }) {
  const { siteName } = useAppSelector(selectUI);
  return (
    <Head>
      <title>{siteName ? `${title} | ${siteName}` : title}</title>
      {description ? <meta key="description" name="description" content={descriptionOf(description)} /> : null}
    </Head>
  );
}
