// On a phone every control is big enough for a finger: at least 44 by 44 CSS pixels, the size touch guidelines
// ask for (WCAG 2.5.5, Apple's and Material's 44-48 pt). What counts is the area a tap lands on, not the drawn
// box: each control is scrolled to the middle of the screen and the browser says what a tap 22 px either side
// of its centre would hit, so a label around a checkbox, padding, or a pseudo-element that widens a control
// all count, and anything covering it does not.
import type { Page } from 'playwright-core';

/** The least width and height, in CSS pixels, of the area a tap lands on. */
export const MIN_TARGET = 44;

/** What a finger can tap: links, form controls, and the ARIA roles antd and the plain components give theirs. */
export const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=menuitemcheckbox]',
  '[role=menuitemradio]',
  '[role=option]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=combobox]',
  '.ant-select',
  '.ant-upload',
  // antd's page numbers are list items that take the tap themselves.
  '.ant-pagination-item',
].join(',');

export interface TooSmall {
  target: string;
  width: number;
  height: number;
}

/**
 * Runs in the page: every visible control whose tap area is under `min` in width or height. Self-contained,
 * since Playwright sends its source to the browser.
 */
export function tooSmallTargets({ selector, min }: { selector: string; min: number }): TooSmall[] {
  // The box a person taps for a control drawn inside one: antd's checkbox and radio inputs are hidden under
  // their label, and the inputs of antd's select, date picker and affixed or number inputs sit inside a box
  // that focuses them on any tap.
  const BOXES = '.ant-checkbox-wrapper, .ant-radio-wrapper, .ant-radio-button-wrapper, .ant-select, .ant-picker, .ant-input-affix-wrapper, .ant-input-number, .ant-segmented-item';
  // Larger boxes that take the tap for what they hold: antd's tab answers on its whole padded box, around
  // the text that carries the role.
  const CLICKABLE_AROUND = '.ant-tabs-tab';
  const targetOf = (el: Element): Element => {
    if (el.matches('input, [role=combobox]')) {
      const box = el.closest(BOXES);
      if (box) return box;
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : undefined;
      if (label && (el as HTMLInputElement).type.match(/^(checkbox|radio)$/)) return label;
    }
    return el;
  };
  // What a tap must land on to reach a target: the box or label it sits in, else itself (a button inside a
  // link card is a target of its own: a tap beside it opens the card).
  const ownerOf = (el: Element): Element => el.closest(`label, ${BOXES}, ${CLICKABLE_AROUND}`) ?? el;
  // A link inside a sentence cannot be 44 px tall without breaking the line spacing; the guideline exempts it.
  const inlineInText = (el: Element) =>
    el.matches('a') &&
    getComputedStyle(el).display === 'inline' &&
    [...(el.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && /\p{L}/u.test(node.textContent ?? ''));
  const describe = (el: Element) => {
    const testId = el.getAttribute('data-testid') ?? el.querySelector('[data-testid]')?.getAttribute('data-testid');
    const name = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const href = el.getAttribute('href');
    const classes = [...el.classList].filter((c) => !c.startsWith('css-')).slice(0, 3).join('.');
    return `${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${testId ? `[data-testid=${testId}]` : ''}${href ? `[href=${href}]` : ''}${name ? ` "${name}"` : ''}`;
  };

  const targets = new Set<Element>();
  for (const el of document.querySelectorAll(selector)) {
    const target = targetOf(el);
    if (!target.checkVisibility({ opacityProperty: false, visibilityProperty: true })) continue;
    const box = target.getBoundingClientRect();
    // One pixel or less: visually hidden until focused (a skip link) or an input antd keeps off screen.
    if (box.width <= 1 || box.height <= 1) continue;
    if (inlineInText(target)) continue;
    targets.add(target);
  }

  const problems: TooSmall[] = [];
  for (const target of targets) {
    const owner = ownerOf(target);
    owner.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = target.getBoundingClientRect();
    const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
    // A link's tap also lands where a link beside it goes to the same page (a card's cover, picture and name).
    const href = owner.matches('a[href]') ? owner.getAttribute('href') : null;
    const hits = (px: number, py: number) => {
      const hit = document.elementFromPoint(px, py);
      return !!hit && (owner.contains(hit) || (href !== null && hit.closest('a[href]')?.getAttribute('href') === href));
    };
    // Not under a finger at all where it stands (antd's tabs beyond the strip's edge, reached through its
    // "more" button, or a control a popup covers): nothing to measure.
    if (!hits(x, y)) continue;
    const reach = (dx: number, dy: number) => {
      let steps = 0;
      while (steps < min / 2 && hits(x + dx * (steps + 1), y + dy * (steps + 1))) steps++;
      return steps;
    };
    const width = reach(-1, 0) + reach(1, 0) + 1;
    const height = reach(0, -1) + reach(0, 1) + 1;
    if (width < min || height < min) problems.push({ target: describe(target), width, height });
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

/** One line per control of the page too small to tap; the same control repeated down a list is said once. */
export async function touchProblems(page: Page): Promise<string[]> {
  const small = await page.evaluate(tooSmallTargets, { selector: INTERACTIVE, min: MIN_TARGET });
  const size = (px: number) => (px >= MIN_TARGET ? `${MIN_TARGET}+` : String(px));
  return [...new Set(small.map((s) => `${s.target} taps ${size(s.width)} x ${size(s.height)} px`))];
}
