// The site's link (src/components/common/app-link.tsx): a real <a href>, a plain click navigates through the
// router, everything else is the browser's; a page's code is prefetched on intent, once, in production only.
import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import type { ReactElement } from 'react';
import Link from '@/components/common/app-link';
import { fakeRouter } from '../../helpers/router';

function renderLink(link: ReactElement, router: NextRouter | null = fakeRouter('/home')) {
  render(router ? <RouterContext.Provider value={router}>{link}</RouterContext.Provider> : link);
  return { router, link: screen.getByRole('link') };
}

const env = process.env as { NODE_ENV?: string };

describe('AppLink', () => {
  it('is a real link to its address, with what it was given', () => {
    const { link } = renderLink(
      <Link href="/luna" className="name" aria-label="Luna's profile" data-testid="to-luna">
        Luna
      </Link>,
    );
    expect(link).toHaveAttribute('href', '/luna');
    expect(link).toHaveClass('name');
    expect(link).toHaveAccessibleName("Luna's profile");
    expect(screen.getByTestId('to-luna')).toBe(link);
  });

  it('turns a plain click into a navigation through the router, after its own onClick', () => {
    const order: string[] = [];
    const router = fakeRouter('/home');
    (router.push as jest.Mock).mockImplementation(() => {
      order.push('push');
      return Promise.resolve(true);
    });
    const { link } = renderLink(<Link href="/luna" onClick={() => order.push('onClick')}>Luna</Link>, router);
    const clicked = fireEvent.click(link);
    expect(clicked).toBe(false); // the browser's own navigation was prevented
    expect(order).toEqual(['onClick', 'push']);
    expect(router.push).toHaveBeenCalledWith('/luna', undefined, undefined);
  });

  it('replaces the history entry or keeps the scroll position when asked', () => {
    const { router, link } = renderLink(<Link href="/wallet" replace scroll={false}>Wallet</Link>);
    fireEvent.click(link);
    expect(router!.replace).toHaveBeenCalledWith('/wallet', undefined, { scroll: false });
    expect(router!.push).not.toHaveBeenCalled();
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl click', { ctrlKey: true }],
    ['a cmd click', { metaKey: true }],
    ['a shift click', { shiftKey: true }],
    ['an alt click', { altKey: true }],
  ])('leaves %s to the browser', (_, init) => {
    const { router, link } = renderLink(<Link href="/luna">Luna</Link>);
    expect(fireEvent.click(link, init)).toBe(true);
    expect(router!.push).not.toHaveBeenCalled();
  });

  it('leaves other tabs, downloads, other sites and a prevented click to the browser', () => {
    const router = fakeRouter('/home');
    render(
      <RouterContext.Provider value={router}>
        <Link href="/luna" target="_blank">new tab</Link>
        <Link href="/files/a.pdf" download>download</Link>
        <Link href="https://example.org/">elsewhere</Link>
        <Link href="//example.org/">elsewhere too</Link>
        <Link href="/luna" onClick={(e) => e.preventDefault()}>
          handled
        </Link>
      </RouterContext.Provider>,
    );
    for (const link of screen.getAllByRole('link')) fireEvent.click(link);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('without a router (outside a page) is a plain link', () => {
    const { link } = renderLink(<Link href="/luna">Luna</Link>, null);
    expect(fireEvent.click(link)).toBe(true);
  });

  it("prefetches a page's code on intent, once per address, in production only", () => {
    const router = fakeRouter('/home');
    render(
      <RouterContext.Provider value={router}>
        <Link href="/performers">Performers</Link>
        <Link href="https://example.org/">elsewhere</Link>
      </RouterContext.Provider>,
    );
    const [inside, outside] = screen.getAllByRole('link');
    fireEvent.mouseEnter(inside!);
    expect(router.prefetch).not.toHaveBeenCalled(); // not in development or tests
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      fireEvent.mouseEnter(inside!);
      fireEvent.touchStart(inside!);
      fireEvent.focus(inside!);
      fireEvent.mouseEnter(outside!);
    } finally {
      env.NODE_ENV = before;
    }
    expect(router.prefetch).toHaveBeenCalledTimes(1);
    expect(router.prefetch).toHaveBeenCalledWith('/performers');
  });
});
