// A link between the site's pages: an <a> with its real address (a new tab, a copied link and a crawler see
// the page), which a plain click turns into a client-side navigation through the page's router. It stands in
// for next/link, whose code (viewport watching, locale and URL-object handling the site never uses) was about
// 2 kB gzip on every page.
//
// Prefetching: a page's code is fetched when a person shows the intent to open it (the pointer over the link, a
// finger on it, keyboard focus), never for every link that scrolls into view: on a phone the rail, the bottom
// bar and the cards would otherwise fetch a dozen pages' code the person never opens. Development skips it, as
// Next.js does.
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { isPlainClick } from '@/lib/plain-click';
import { useContext, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent, type Ref, type TouchEvent } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** false keeps the scroll position (default: the new page starts at the top). */
  scroll?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** An address of this site (a path); anything else is left to the browser. */
const isSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** A plain click on a link meant for this tab: modified clicks, other targets and downloads stay the browser's. */
function opensHere(e: MouseEvent<HTMLAnchorElement>): boolean {
  const link = e.currentTarget;
  const target = link.getAttribute('target');
  return isPlainClick(e) && (!target || target === '_self') && !link.hasAttribute('download');
}

const prefetched = new Set<string>();

export default function AppLink({ href, replace, scroll, onClick, onMouseEnter, onTouchStart, onFocus, ...rest }: AppLinkProps) {
  const router = useContext(RouterContext);

  const prefetch = () => {
    if (!router || process.env.NODE_ENV !== 'production' || !isSitePath(href) || prefetched.has(href)) return;
    prefetched.add(href);
    router.prefetch(href).catch(() => prefetched.delete(href));
  };

  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || !router || !isSitePath(href) || !opensHere(e)) return;
    e.preventDefault();
    const options = scroll === false ? { scroll: false } : undefined;
    void (replace ? router.replace(href, undefined, options) : router.push(href, undefined, options));
  };

  return (
    <a
      {...rest}
      href={href}
      onClick={click}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        prefetch();
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(e);
        prefetch();
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(e);
        prefetch();
      }}
    />
  );
}
