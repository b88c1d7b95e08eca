// What is wrong with a page's layout as it stands: sideways scroll and cut text (the site walk checks every
// page with it at a phone's and a desktop's width).
import type { Page } from 'playwright-core';

/**
 * Waits until the page has nothing left to fetch, its fonts are in, and its width has held still for three
 * frames in a row: components that fit themselves to their width (a menu folding items into "…") re-render
 * from a resize observer a frame or two after the size changed.
 */
export async function settled(page: Page) {
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
export function layoutProblems(page: Page): Promise<string[]> {
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
