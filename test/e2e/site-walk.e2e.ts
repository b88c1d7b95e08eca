// Every page of the site, as each kind of person reaches it with the demo data, on the production build: loaded
// on a phone (390×844) and a desktop (1280×800), in the light and the dark theme. On every page:
// - nothing breaks: no uncaught error or failed hydration in the browser (`pageerror`), no error status, a
//   nonce-based Content-Security-Policy, and nothing the policy refuses;
// - nothing spills: no sideways scroll, no text cut off by a box too narrow for it (support/layout-problems.ts);
// - on the phone, every control is big enough for a finger (support/touch-targets.ts).
// Journeys test behaviour; this catches a page that breaks, spills or shrinks without any journey passing by.
// One walk for all three: each page is loaded once per theme, and checked at both sizes.
import type { Page } from 'playwright-core';
import { policyNonce, recordCspViolations } from './support/csp';
import { e2eState } from './support/browser';
import { loginThroughPage, useBrowser } from './support/journey';
import { layoutProblems, settled } from './support/layout-problems';
import { demoAccountOf, sitePages, type Role } from './support/site-pages';
import { touchProblems } from './support/touch-targets';

const browser = useBrowser();

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
type Viewport = keyof typeof viewports;
type Theme = 'light' | 'dark';

/**
 * The light walk loads every page on the phone and then widens it to the desktop, the dark one the other way:
 * every page is loaded once at each size, and a layout that only goes wrong on a load, or only after a resize
 * (a phone turned sideways and back), shows either way. Touch targets are measured once per page, on the phone
 * in the light walk (the theme changes colours, not sizes).
 */
const walks: ReadonlyArray<{ theme: Theme; sizes: readonly [Viewport, Viewport] }> = [
  { theme: 'light', sizes: ['phone', 'desktop'] },
  { theme: 'dark', sizes: ['desktop', 'phone'] },
];

interface Found {
  broken: string[];
  layout: string[];
  touch: string[];
}

/** Walks every path in both themes and at both sizes; answers each problem prefixed with where it showed. */
async function walkPages(page: Page, paths: readonly string[], found: Found): Promise<void> {
  for (const { theme, sizes } of walks) {
    // Saved where the theme toggle saves a person's choice; the pre-paint script applies it on every load. The
    // site's storage is reachable from one of its pages only (a visitor's tab starts blank).
    if (page.url() === 'about:blank') await page.goto(paths[0]!);
    await page.evaluate((chosen) => localStorage.setItem('theme', chosen), theme);
    for (const path of paths) {
      await page.setViewportSize(viewports[sizes[0]]);
      const response = await page.goto(path);
      if (!response || response.status() >= 400) found.broken.push(`${path}: HTTP ${response?.status()}`);
      if (response && !policyNonce(response.headers()['content-security-policy'])) found.broken.push(`${path}: no nonce-based Content-Security-Policy`);
      for (const size of sizes) {
        await page.setViewportSize(viewports[size]);
        await settled(page);
        const applied = await page.evaluate(() => document.documentElement.dataset.theme);
        const where = `${path} (${size}, ${theme})`;
        if (applied !== theme) found.layout.push(`${where}: the page shows the ${applied} theme`);
        found.layout.push(...(await layoutProblems(page)).map((problem) => `${where}: ${problem}`));
        if (size === 'phone' && theme === 'light') found.touch.push(...(await touchProblems(page)).map((problem) => `${path}: ${problem}`));
      }
    }
  }
}

/** One person of a role, in a touch-capable context of their own: logged in once (a visitor stays out), then walking. */
async function walkAs(role: Role, paths: readonly string[]): Promise<Found> {
  const context = await browser().newContext({ baseURL: e2eState().baseUrl, viewport: viewports.phone, hasTouch: true });
  const found: Found = { broken: [], layout: [], touch: [] };
  try {
    const violations = await recordCspViolations(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => found.broken.push(`${new URL(page.url()).pathname}: ${error.message}`));
    if (role !== 'visitor') await loginThroughPage(page, demoAccountOf[role]);
    await walkPages(page, paths, found);
    found.broken.push(...violations);
    return found;
  } finally {
    await context.close();
  }
}

test('every page opens cleanly, never spills sideways or cuts text, and has finger-sized controls, for every role', async () => {
  const lister = await browser().newContext({ baseURL: e2eState().baseUrl });
  const pages = await sitePages(lister.request).finally(() => lister.close());
  const roles: Role[] = ['visitor', 'fan', 'performer', 'admin'];
  // The four walk at the same time, each in a context of their own: the pages only read.
  const found = await Promise.all(roles.map((role) => walkAs(role, pages[role])));
  // One comparison, so a failure lists every problem of every role at once.
  const none: Found = { broken: [], layout: [], touch: [] };
  expect(Object.fromEntries(roles.map((role, i) => [role, found[i]]))).toEqual(Object.fromEntries(roles.map((role) => [role, none])));
}, 900_000);
