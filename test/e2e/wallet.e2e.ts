// Wallet journey: a fan tops up 20 through the sandbox checkout while a second tab shows the balance
// change without a reload (the server's push), then unlocks a post for sale from the wallet and sees it
// open; the wallet pages fit a phone screen in both themes.
import type { Page } from 'playwright-core';
import { newContext, withScreenshot } from './support/browser';
import { loginThroughPage, openAs, payWithSandboxCard, useBrowser } from './support/journey';

const browser = useBrowser();

/** jade's photo post for sale at 3.99, which fan3 has not bought (src/server/db/seed/demo-feeds.data.ts). */
const SALE_POST = "Step by step: my grandmother's spring rolls.";

const balanceOf = (page: Page) => page.getByTestId('header-balance').innerText();

test('a fan tops up through the sandbox, a second tab follows the balance, and a post for sale unlocks', async () => {
  const fan = await openAs(browser());
  try {
    await loginThroughPage(fan.page, 'fan3');
    const second = await fan.context.newPage();
    await second.goto('/home');
    const before = await balanceOf(second);
    expect(before).toMatch(/^\$\d/);

    await withScreenshot(fan.page, 'wallet-top-up', async () => {
      await fan.page.goto('/wallet');
      await fan.page.getByTestId('top-up-amount').fill('20');
      await fan.page.getByTestId('top-up-submit').click();
      await fan.page.waitForURL(/\/payment\/sandbox\//);
      await expect(fan.page.getByTestId('sandbox-test-mode').innerText()).resolves.toContain('Test mode: no real money moves.');
      await payWithSandboxCard(fan.page);
      await fan.page.getByTestId('payment-success').waitFor();
      await expect(fan.page.getByTestId('payment-credit').innerText()).resolves.toContain('$20.00 was added to your wallet.');
    });

    const expected = (Number(before.replace(/[$,]/g, '')) + 20).toFixed(2);
    await withScreenshot(second, 'wallet-second-tab', async () => {
      // No reload: the push over the socket moves the number.
      await second.waitForFunction((text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text), `$${expected}`, { timeout: 15_000 });
    });

    await withScreenshot(fan.page, 'wallet-unlock', async () => {
      await fan.page.goto('/jade');
      const card = fan.page.getByTestId('feed-card').filter({ hasText: SALE_POST });
      await expect(card.getAttribute('data-locked')).resolves.toBe('true');
      await card.getByTestId('feed-unlock').click();
      await expect(fan.page.getByTestId('buy-question').innerText()).resolves.toContain(`Unlock for $3.99 from your wallet (balance $${expected})?`);
      await fan.page.getByTestId('buy-confirm').click();
      await fan.page.waitForFunction((text) => [...document.querySelectorAll('[data-testid="feed-card"]')].some((c) => c.textContent?.includes(text) && c.getAttribute('data-locked') === 'false'), SALE_POST, { timeout: 15_000 });
      await fan.page.getByTestId('feed-card').filter({ hasText: SALE_POST }).getByTestId('feed-photo').first().waitFor();
    });

    const after = (Number(expected) - 3.99).toFixed(2);
    await second.waitForFunction((text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text), `$${after}`, { timeout: 15_000 });

    await fan.page.goto('/user/wallet-transaction');
    await fan.page.getByTestId('wallet-charges-row').first().waitFor();
    await expect(fan.page.getByTestId('wallet-charges-row').first().innerText()).resolves.toContain('$3.99');
    await fan.page.goto('/user/payment-history');
    await expect(fan.page.getByTestId('payment-history-row').first().innerText()).resolves.toContain('Paid');
  } finally {
    await fan.context.close();
  }
});

test('the wallet pages fit a phone screen in both themes', async () => {
  const phone = await newContext(browser(), { mobile: true });
  const p = await phone.newPage();
  try {
    await withScreenshot(p, 'wallet-phone', async () => {
      await loginThroughPage(p, 'fan4');
      const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      for (const theme of ['light', 'dark']) {
        await p.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const route of ['/wallet', '/payment/sandbox/00000000-0000-4000-8000-000000000000?amount=20', '/payment/cancel', '/user/wallet-transaction', '/user/payment-history', '/marco']) {
          await p.goto(route);
          await p.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
          expect({ route, theme, overflow: await overflow() }).toEqual({ route, theme, overflow: 0 });
        }
      }
    });
  } finally {
    await phone.close();
  }
});
