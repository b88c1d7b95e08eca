// Every page of the site, opened as the people who use it, on the production build with the demo data: none
// may throw in the browser (an uncaught error or a failed hydration shows as a `pageerror`), answer an
// error status, come without its nonce-based Content-Security-Policy, or have the browser refuse anything
// under that policy (a script, style or image the policy does not cover shows as a violation).
// Journeys test behaviour; this catches a page that breaks without any journey passing by.
import type { BrowserContext, Page } from 'playwright-core';
import { policyNonce, recordCspViolations } from './support/csp';
import { loginThroughPage, openAs, useBrowser } from './support/journey';
import { demoAccountOf, sitePages } from './support/site-pages';

const browser = useBrowser();

/** Opens each path and answers what went wrong on it; an empty list when every page was clean. */
async function problemsOn(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  for (const path of paths) {
    current = path;
    const response = await page.goto(path);
    if (!response || response.status() >= 400) problems.push(`${path}: HTTP ${response?.status()}`);
    if (response && !policyNonce(response.headers()['content-security-policy'])) problems.push(`${path}: no nonce-based Content-Security-Policy`);
    await page.waitForLoadState('networkidle');
  }
  return problems;
}

/** A person's page with their context's policy violations recorded from the first page on. */
async function watched(person: { context: BrowserContext; page: Page }) {
  return { ...person, violations: await recordCspViolations(person.context) };
}

test('every page opens without a browser error for a visitor, a fan, a performer and an admin', async () => {
  const visitor = await watched(await openAs(browser()));
  const fan = await watched(await openAs(browser(), { mobile: true }));
  const luna = await watched(await openAs(browser()));
  const admin = await watched(await openAs(browser()));
  try {
    const pages = await sitePages(visitor.page.request);
    const afterLogin = async (page: Page, username: string, paths: readonly string[]) => {
      await loginThroughPage(page, username);
      return problemsOn(page, paths);
    };
    // The four people browse at the same time, each in a context of their own: the pages only read, and the
    // walk takes about half the time it takes one after another (35 s instead of 62 s on two cores).
    const [asVisitor, asFan, asLuna, asAdmin] = await Promise.all([
      problemsOn(visitor.page, pages.visitor),
      afterLogin(fan.page, demoAccountOf.fan, pages.fan),
      afterLogin(luna.page, demoAccountOf.performer, pages.performer),
      afterLogin(admin.page, demoAccountOf.admin, pages.admin),
    ]);
    // One comparison, so a failure lists what went wrong for all four at once.
    expect({
      visitor: [...asVisitor, ...visitor.violations],
      fan: [...asFan, ...fan.violations],
      luna: [...asLuna, ...luna.violations],
      admin: [...asAdmin, ...admin.violations],
    }).toEqual({ visitor: [], fan: [], luna: [], admin: [] });
  } finally {
    await Promise.all([visitor.context.close(), fan.context.close(), luna.context.close(), admin.context.close()]);
  }
});
