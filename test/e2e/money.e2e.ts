// The whole money journey with the sandbox gateway: a new fan tops up, subscribes to luna and sees her
// subscriber posts unlock, buys her paid video and a product through the cart, and tips her, while a second
// tab follows the balance without a reload; luna sets where payouts go, sees the earnings chart and asks for
// a payout; the admin approves it and marks it paid, and luna sees it paid.
import type { Page } from 'playwright-core';
import { apiRegisterFan } from './support/api';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, payWithSandboxCard, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** luna's demo content (src/server/db/seed): a subscribers-only post, a video and a digital product for sale. */
const SUBSCRIBER_POST = "Tonight's warm-up melody";
const SALE_VIDEO = 'Friday session: the full set';
const PRODUCT = 'Acoustic songbook';

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const balanceOf = async (page: Page) => money(await page.getByTestId('header-balance').innerText());
const waitForBalance = (page: Page, amount: number) =>
  page.waitForFunction((text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text), `$${amount.toFixed(2)}`, { timeout: 15_000 });

async function paySandbox(page: Page) {
  await page.waitForURL(/\/payment\/sandbox\//);
  await expect(page.getByTestId('sandbox-test-mode').innerText()).resolves.toContain('Test mode');
  await payWithSandboxCard(page);
  await page.getByTestId('payment-success').waitFor();
}

test('a fan pays every way, luna is paid out, and the second tab follows the wallet', async () => {
  const username = `payer${unique()}`;
  const password = 'Journey-pass-123';
  await apiRegisterFan(username, password);
  const fan = await openAs(browser());
  const luna = await openAs(browser());
  const admin = await openAs(browser());
  try {
    const page = fan.page;
    await loginThroughPage(page, username, password);
    const second = await fan.context.newPage();
    await second.goto('/home');
    expect(await balanceOf(second)).toBe(0);

    await withScreenshot(page, 'money-top-up', async () => {
      await page.goto('/wallet');
      await page.getByTestId('top-up-amount').fill('100');
      await page.getByTestId('top-up-submit').click();
      await paySandbox(page);
      await waitForBalance(second, 100);
    });

    await withScreenshot(page, 'money-subscribe', async () => {
      await page.goto('/luna');
      const locked = page.getByTestId('feed-card').filter({ hasText: SUBSCRIBER_POST });
      await expect(locked.getAttribute('data-locked')).resolves.toBe('true');
      // Luna offers a free trial: its button opens the trial's confirmation, which leads on to the paid plans.
      await page.getByTestId('profile-subscribe').click();
      await page.getByTestId('trial-see-plans').click();
      await page.getByTestId('subscribe-plan-monthly').waitFor();
      // The wallet covers the price and is offered first; this fan pays by card.
      await page.getByTestId('subscribe-pay-card').locator('input').check();
      await page.getByTestId('subscribe-continue').click();
      await paySandbox(page);
      await expect(page.getByTestId('payment-success').innerText()).resolves.toContain('You are subscribed to Luna Rivers');
      await expect(page.getByTestId('payment-subscription').innerText()).resolves.toContain('$9.95 paid.');
      await page.getByTestId('payment-to-performer').click();
      await page.waitForURL(/\/luna$/);
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('[data-testid="feed-card"]')].some((c) => c.textContent?.includes(text) && c.getAttribute('data-locked') === 'false'),
        SUBSCRIBER_POST,
        { timeout: 15_000 },
      );
      await expect(page.getByTestId('profile-subscribe').innerText()).resolves.toContain('Subscribed');
      // A subscription is paid at the gateway, not from the wallet.
      expect(await balanceOf(second)).toBe(100);
    });

    await withScreenshot(page, 'money-video', async () => {
      await page.goto('/luna?tab=videos');
      await page.getByTestId('video-card').filter({ hasText: SALE_VIDEO }).getByTestId('video-card-open').click();
      await page.waitForURL(/\/video\//);
      await expect(page.getByTestId('comments-locked').innerText()).resolves.toContain('Unlock this video to comment');
      await page.getByTestId('video-buy').click();
      await page.getByTestId('buy-confirm').click();
      await page.getByTestId('video-player').waitFor({ timeout: 15_000 });
      // Bought: the comment box opens with the player, without a reload.
      await page.getByTestId('comment-composer').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('comments-locked').count()).toBe(0);
      await waitForBalance(second, 93.01);
    });

    await withScreenshot(page, 'money-product', async () => {
      await page.goto('/luna?tab=store');
      await page.getByText(PRODUCT).first().click();
      await page.waitForURL(/\/product\//);
      await page.getByTestId('product-buy').click();
      await page.waitForURL(/\/cart$/);
      await expect(page.getByTestId('cart-total').innerText()).resolves.toContain('$7.99');
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL(/\/user\/orders/);
      await page.locator('[data-testid^="order-row-"]').filter({ hasText: PRODUCT }).first().waitFor();
      await waitForBalance(second, 85.02);
      await expect(page.getByTestId('header-cart').getAttribute('data-count')).resolves.toBe('0');
    });

    await withScreenshot(page, 'money-tip', async () => {
      await page.goto('/luna');
      await page.getByTestId('profile-tip').click();
      await page.getByTestId('tip-amount').fill('50');
      await page.getByTestId('tip-send').click();
      await page.getByText('You tipped Luna Rivers $50.00').waitFor();
      await waitForBalance(second, 35.02);
    });

    let payoutId = '';
    await withScreenshot(luna.page, 'money-performer', async () => {
      await loginThroughPage(luna.page, 'luna');
      await luna.page.goto('/creator/banking');
      await luna.page.getByTestId('creator-payout-method').getByText('PayPal').click();
      await luna.page.getByTestId('creator-payout-paypal-email').fill('luna.payouts@example.com');
      await luna.page.getByTestId('creator-payout-save').click();
      await luna.page.getByText('Changes saved').waitFor();

      await luna.page.goto('/creator/earning');
      await luna.page.getByTestId('earning-chart').waitFor();
      expect(await luna.page.getByTestId('earning-chart-bar').count()).toBeGreaterThan(0);
      expect(money(await luna.page.getByTestId('earning-total-net').innerText())).toBeGreaterThanOrEqual(59.94);

      await luna.page.goto('/creator/payout-request');
      await luna.page.getByTestId('payout-create').click();
      await luna.page.waitForURL(/\/creator\/payout-request\/create/);
      await luna.page.getByTestId('payout-amount').fill('50');
      await luna.page.getByTestId('payout-submit').click();
      await luna.page.waitForURL(/\/creator\/payout-request\/[0-9a-f-]{36}$/);
      payoutId = luna.page.url().split('/').pop()!;
      await expect(luna.page.getByTestId('payout-view-amount').innerText()).resolves.toContain('$50.00');
    });

    await withScreenshot(admin.page, 'money-admin', async () => {
      await loginThroughPage(admin.page, 'admin');
      await admin.page.goto('/admin/payout-requests');
      const row = admin.page.getByTestId(`admin-payout-row-${payoutId}`);
      await row.waitFor();
      await admin.page.getByTestId(`admin-payout-approve-${payoutId}`).click();
      await admin.page.getByText('Payout approved: mark it paid once the money is sent.').waitFor();
      await admin.page.goto('/admin/payout-requests?status=approved');
      await admin.page.getByTestId(`admin-payout-paid-${payoutId}`).click();
      await admin.page.getByTestId('admin-payout-paid-reference').fill('PP-E2E-0001');
      await admin.page.getByTestId(`admin-payout-paid-confirm-${payoutId}`).click();
      await admin.page.getByText('Payout marked paid.').waitFor();
      await admin.page.goto('/admin/payout-requests?status=paid');
      await expect(admin.page.getByTestId(`admin-payout-row-${payoutId}`).getAttribute('data-status')).resolves.toBe('paid');
    });

    await luna.page.goto('/creator/payout-request');
    await expect(luna.page.getByTestId(`payout-status-${payoutId}`).innerText()).resolves.toMatch(/paid/i);
    expect(await balanceOf(page)).toBe(35.02);
  } finally {
    await Promise.all([fan.context.close(), luna.context.close(), admin.context.close()]);
  }
});

test('the money pages fit a phone screen in both themes', async () => {
  const fan = await openAs(browser(), { mobile: true });
  const luna = await openAs(browser(), { mobile: true });
  try {
    await loginThroughPage(fan.page, 'fan1');
    await loginThroughPage(luna.page, 'luna');
    const checks: [Page, string[]][] = [
      [fan.page, ['/user/my-subscription', '/user/orders', '/user/addresses', '/cart', '/user/cards']],
      [luna.page, ['/creator/my-subscriber', '/creator/earning', '/creator/payout-request', '/creator/payout-request/create', '/creator/my-order', '/creator/banking']],
    ];
    for (const [p, routes] of checks) {
      await withScreenshot(p, 'money-phone', async () => {
        for (const theme of ['light', 'dark']) {
          await p.evaluate((t) => localStorage.setItem('theme', t), theme);
          for (const route of routes) {
            await p.goto(route);
            await p.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
            const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect({ route, theme, overflow }).toEqual({ route, theme, overflow: 0 });
          }
        }
      });
    }
  } finally {
    await Promise.all([fan.context.close(), luna.context.close()]);
  }
});
