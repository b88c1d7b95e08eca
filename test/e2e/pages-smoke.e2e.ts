// Every page of the site, opened as the people who use it, on the production build with the demo data: none
// may throw in the browser (an uncaught error or a failed hydration shows as a `pageerror`), answer an
// error status, come without its nonce-based Content-Security-Policy, or have the browser refuse anything
// under that policy (a script, style or image the policy does not cover shows as a violation).
// Journeys test behaviour; this catches a page that breaks without any journey passing by.
import type { BrowserContext, Page } from 'playwright-core';
import { policyNonce, recordCspViolations } from './support/csp';
import { loginThroughPage, openAs, useBrowser } from './support/journey';

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

/** The first demo item of a kind, as the API lists it to a visitor. */
async function firstId(page: Page, listPath: string): Promise<string> {
  const answer = await page.request.get(`/api${listPath}`);
  const body = (await answer.json()) as { data: { data: { _id: string }[] } };
  const id = body.data.data[0]?._id;
  if (!id) throw new Error(`The demo data has nothing at ${listPath}`);
  return id;
}

test('every page opens without a browser error for a visitor, a fan, a performer and an admin', async () => {
  const visitor = await watched(await openAs(browser()));
  const fan = await watched(await openAs(browser(), { mobile: true }));
  const luna = await watched(await openAs(browser()));
  const admin = await watched(await openAs(browser()));
  try {
    const video = await firstId(visitor.page, '/performer-assets/videos/search?pageSize=1');
    const gallery = await firstId(visitor.page, '/performer-assets/galleries/search?pageSize=1');
    const product = await firstId(visitor.page, '/performer-assets/products/search?pageSize=1');
    const items = [`/video/${video}`, `/gallery/${gallery}`, `/product/${product}`, '/page/about-us', '/performers', '/luna', '/luna?tab=videos', '/luna?tab=photos', '/luna?tab=store'];

    const fanPages = ['/home', ...items, '/user/bookmarks', '/user/bookmarks?tab=posts', '/user/bookmarks?tab=videos', '/user/bookmarks?tab=galleries', '/user/bookmarks?tab=products', '/user/following', '/user/account', '/wallet', '/user/wallet-transaction', '/user/payment-history', '/payment/cancel', '/user/my-subscription', '/user/orders', '/user/addresses', '/cart', '/user/cards', '/messages'];
    const creatorPages = ['/home', '/creator/my-post', '/creator/my-video', '/creator/my-gallery', '/creator/my-store', '/creator/account', '/creator/followers', '/creator/blacklist', '/creator/block-countries', '/luna', '/creator/my-subscriber', '/creator/earning', '/creator/payout-request', '/creator/payout-request/create', '/creator/my-order', '/creator/banking', '/messages'];
    const adminPages = ['/home', '/admin/settings', '/admin/performers', '/admin/reports', '/admin/payout-requests', '/admin/orders', '/admin/coupons', '/admin/ledger'];
    const afterLogin = async (page: Page, username: string, paths: readonly string[]) => {
      await loginThroughPage(page, username);
      return problemsOn(page, paths);
    };
    // The four people browse at the same time, each in a context of their own: the pages only read, and the
    // walk takes about half the time it takes one after another (35 s instead of 62 s on two cores).
    const [asVisitor, asFan, asLuna, asAdmin] = await Promise.all([
      problemsOn(visitor.page, ['/', '/auth/login', ...items, '/contact']),
      afterLogin(fan.page, 'fan1', fanPages),
      afterLogin(luna.page, 'luna', creatorPages),
      afterLogin(admin.page, 'admin', adminPages),
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
