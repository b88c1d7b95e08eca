// Every page of the site, as each kind of person reaches it with the demo data, on a phone (390×844) and a
// desktop (1280×800), in the light and the dark theme: the page never scrolls sideways, and no text is cut off
// by a box too narrow for it. A phone reader who has to pan sideways, or sees half a word, is served badly
// however well the journeys pass, and a new page or a longer label breaks this without any other test noticing.
import type { Page } from 'playwright-core';
import { loginThroughPage, openAs, useBrowser } from './support/journey';
import { demoAccountOf, sitePages, type Role } from './support/site-pages';

const browser = useBrowser();

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type Viewport = keyof typeof viewports;
type Theme = 'light' | 'dark';

/**
 * Each theme's walk loads every page at one size and then resizes it to the other, the light one starting on the
 * phone and the dark one on the desktop: every page is loaded once at each size, and a layout that only goes
 * wrong on a load, or only after a resize (a phone turned sideways and back), shows either way.
 */
const walks: ReadonlyArray<{ theme: Theme; sizes: readonly [Viewport, Viewport] }> = [
  { theme: 'light', sizes: ['phone', 'desktop'] },
  { theme: 'dark', sizes: ['desktop', 'phone'] },
];

/**
 * Waits until the page has nothing left to fetch, its fonts are in, and its width has held still for three
 * frames in a row: components that fit themselves to their width (a menu folding items into "…") re-render
 * from a resize observer a frame or two after the size changed.
 */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const width = () => `${document.scrollingElement!.scrollWidth}:${document.body.scrollHeight}`;
    let last = width();
    for (let still = 0; still < 3; ) {
      await frame();
      const now = width();
      still = now === last ? still + 1 : 0;
      last = now;
    }
  });
}

/**
 * What is wrong with the layout of the page as it stands, one line per problem.
 *
 * (a) The page is wider than the window. The line names the elements where the overflow starts (those that
 * reach past the window's right edge while their parent does not), widest first, so it points at the culprit
 * rather than at every wrapper around it.
 *
 * (b) Cut text. The rule starts from the text, not from boxes with `overflow: hidden` (most of which hold no
 * text past their edge): for each visible line of text, its nearest ancestor that does not let content overflow
 * is the box that could cut it. The line counts as cut when that box hides what overflows (hidden or clip, not a
 * scroll container a person can scroll), no box between them ends the line with an ellipsis on purpose or is
 * moved by a transform (a script scrolling its own content: antd's tabs slide their row under a "…" button and
 * a shadow at the cut edge), and the line starts inside the box and ends outside it (more than a pixel, for
 * sub-pixel rounding). A line wholly outside the box is content moved out of view on purpose (a carousel's next
 * slide, a menu item folded into "…"), and boxes of a pixel or less are the screen-reader-only pattern, so
 * neither counts.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const testId = el.getAttribute('data-testid');
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.localName}${testId ? ` data-testid="${testId}"` : ''}${classes ? ` class="${classes}"` : ''}>${text ? ` "${text}"` : ''}`;
    };
    const problems: string[] = [];
    const viewWidth = window.innerWidth;
    const pageWidth = document.scrollingElement!.scrollWidth;
    if (pageWidth > viewWidth) {
      const sticksOut = (el: Element | null) => !!el && el.getBoundingClientRect().right > viewWidth + 1;
      const origins = [...document.body.querySelectorAll('*')]
        .filter((el) => sticksOut(el) && !sticksOut(el.parentElement))
        .map((el) => ({ el, right: el.getBoundingClientRect().right }))
        .sort((a, b) => b.right - a.right)
        .slice(0, 4)
        .map(({ el, right }) => `${describe(el)} reaches ${Math.round(right)} px`);
      problems.push(`page is ${pageWidth} px wide in a ${viewWidth} px window: ${origins.join('; ')}`);
    }

    const cut = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!holder || !node.textContent?.trim() || !holder.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      let box: Element | null = holder;
      let intended = false;
      for (; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.textOverflow === 'ellipsis') intended = true;
        if (style.overflowX !== 'visible') break;
        if (style.transform !== 'none') intended = true;
      }
      if (!box || box === document.body || intended || cut.has(box)) continue;
      const overflow = getComputedStyle(box).overflowX;
      if (overflow !== 'hidden' && overflow !== 'clip') continue;
      if (box.clientWidth <= 1 || box.clientHeight <= 1) continue;
      const edges = box.getBoundingClientRect();
      const left = edges.left + box.clientLeft;
      const right = left + box.clientWidth;
      const range = document.createRange();
      range.selectNodeContents(node);
      const straddles = [...range.getClientRects()].some(
        (line) => line.width > 0 && ((line.left < right - 1 && line.right > right + 1) || (line.right > left + 1 && line.left < left - 1)),
      );
      if (straddles) {
        cut.add(box);
        problems.push(`text cut by ${describe(box)} (${box.clientWidth} px wide, needs ${box.scrollWidth} px)`);
      }
    }
    return problems;
  });
}

/** Walks every path in both themes and at both sizes; answers each problem prefixed with where it showed. */
async function walkPages(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { theme, sizes } of walks) {
    // Saved where the theme toggle saves a person's choice; the pre-paint script applies it on every load. The
    // site's storage is reachable from one of its pages only (a visitor's tab starts blank).
    if (page.url() === 'about:blank') await page.goto(paths[0]!);
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    for (const path of paths) {
      await page.setViewportSize(viewports[sizes[0]]);
      await page.goto(path);
      for (const size of sizes) {
        await page.setViewportSize(viewports[size]);
        await settled(page);
        const applied = await page.evaluate(() => document.documentElement.dataset.theme);
        const where = `${path} (${size}, ${theme})`;
        if (applied !== theme) problems.push(`${where}: the page shows the ${applied} theme`);
        problems.push(...(await layoutProblems(page)).map((problem) => `${where}: ${problem}`));
      }
    }
  }
  return problems;
}

/** One person of a role: logged in once (a visitor stays out), then walking that role's pages. */
async function walkAs(role: Role, paths: readonly string[]): Promise<string[]> {
  const { context, page } = await openAs(browser());
  try {
    if (role !== 'visitor') await loginThroughPage(page, demoAccountOf[role]);
    return await walkPages(page, paths);
  } finally {
    await context.close();
  }
}

test('no page scrolls sideways or cuts text, on a phone and a desktop, in either theme, for any role', async () => {
  const { context, page } = await openAs(browser());
  const pages = await sitePages(page.request).finally(() => context.close());
  const roles: Role[] = ['visitor', 'fan', 'performer', 'admin'];
  // The four walk at the same time, each in a context of their own: the pages only read.
  const found = await Promise.all(roles.map((role) => walkAs(role, pages[role])));
  // One comparison, so a failure lists every problem of every role at once.
  expect(Object.fromEntries(roles.map((role, i) => [role, found[i]]))).toEqual({ visitor: [], fan: [], performer: [], admin: [] });
}, 600_000);
