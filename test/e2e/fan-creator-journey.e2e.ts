// A fan and a creator on their phones (390x844), each in their own browser context. A new fan tops up, starts
// kenji's free trial in one press, subscribes to sofia from the wallet, tips kenji with a note from one of his
// posts and comments on it; kenji, on his home page the whole time, sees each of these arrive as a notification
// without a reload, finds the tip's note in his notifications and answers the comment; the fan sees the reply
// arrive the same way. kenji and sofia are demo performers no other journey subscribes to, and the fan is new,
// so kenji's trial is unused and nothing depends on the order the journeys run in.
import type { Browser, Page } from 'playwright-core';
import { apiRegisterFan } from './support/api';
import { e2eState, withScreenshot } from './support/browser';
import { loginThroughPage, topUpThroughSandbox, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** Demo content (src/server/db/seed): kenji offers a free trial and has a free pinned post; sofia does not, at $12.95 a month. */
const TRIAL_CREATOR = { username: 'kenji', name: 'Kenji Sato' };
const KENJI_POST = 'Sketchbook tour: three pages from this month.';
const WALLET_CREATOR = { username: 'sofia', name: 'Sofia Costa', monthly: 12.95 };

async function openPhone(b: Browser) {
  const context = await b.newContext({ baseURL: e2eState().baseUrl, viewport: { width: 390, height: 844 } });
  return { context, page: await context.newPage() };
}

const money = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const balanceOf = async (page: Page) => money(await page.getByTestId('header-balance').innerText());
const waitForBalance = (page: Page, amount: number) =>
  page.waitForFunction((text) => document.querySelector('[data-testid="header-balance"]')?.textContent?.includes(text), `$${amount.toFixed(2)}`, { timeout: 15_000 });

/** The unread count on the bottom bar's Notifications entry (no attribute while there is none). */
const barCount = async (page: Page) => Number((await page.getByTestId('bar-notifications').getAttribute('data-count')) ?? 0);
const waitForBarCount = (page: Page, atLeast: number) =>
  page.waitForFunction((n) => Number(document.querySelector('[data-testid="bar-notifications"]')?.getAttribute('data-count') ?? 0) >= n, atLeast, { timeout: 20_000 });

/**
 * Waits until the dialog holding the test id has finished sliding in: on a loaded machine a click aimed while it
 * still moves can land beside the button.
 */
const dialogSettled = (page: Page, testId: string) =>
  page.waitForFunction(
    (id) => {
      const el = document.querySelector(`[data-testid="${id}"]`);
      const dialog = el?.closest('.ant-modal-wrap');
      return !!dialog && dialog.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
    },
    testId,
    { timeout: 15_000 },
  );

const notificationWith = (page: Page, text: string) => page.getByTestId('notification-item').filter({ hasText: text }).first();

async function topUp(page: Page, amount: number) {
  await topUpThroughSandbox(page, amount);
  await waitForBalance(page, amount);
}

test('on phones, a fan subscribes, tips and comments while the creator follows it live and replies', async () => {
  const username = `phonefan${unique()}`;
  const password = 'Journey-pass-123';
  const fanName = `Fan ${username}`;
  await apiRegisterFan(username, password);
  const fan = await openPhone(browser());
  const creator = await openPhone(browser());
  try {
    await loginThroughPage(creator.page, TRIAL_CREATOR.username);
    await creator.page.goto('/home');
    await creator.page.getByTestId('bottom-bar').waitFor();
    const creatorUnread = await barCount(creator.page);

    await loginThroughPage(fan.page, username, password);
    await withScreenshot(fan.page, 'phone-journey-top-up', () => topUp(fan.page, 50));

    await withScreenshot(fan.page, 'phone-journey-trial', async () => {
      await fan.page.goto(`/${TRIAL_CREATOR.username}`);
      const subscribe = fan.page.getByTestId('profile-subscribe');
      await expect(subscribe.innerText()).resolves.toContain('Subscribe · free trial');
      await subscribe.click();
      const confirmation = fan.page.getByTestId('trial-confirmation');
      await confirmation.waitFor();
      await dialogSettled(fan.page, 'trial-start');
      expect(await confirmation.innerText()).not.toMatch(/\$\d/);
      await fan.page.getByTestId('trial-start').click();
      await fan.page.waitForFunction(() => document.querySelector('[data-testid="profile-subscribe"]')?.textContent?.includes('Subscribed'), undefined, { timeout: 15_000 });
      // A trial takes nothing from the wallet.
      expect(await balanceOf(fan.page)).toBe(50);
    });
    await withScreenshot(creator.page, 'phone-journey-creator-trial', () => waitForBarCount(creator.page, creatorUnread + 1));

    await withScreenshot(fan.page, 'phone-journey-wallet-subscribe', async () => {
      await fan.page.goto(`/${WALLET_CREATOR.username}`);
      // The balance is on screen at phone width, not only in the page.
      await expect(fan.page.getByTestId('header-balance').isVisible()).resolves.toBe(true);
      const before = await balanceOf(fan.page);
      const subscribe = fan.page.getByTestId('profile-subscribe');
      await expect(subscribe.innerText()).resolves.toContain(`$${WALLET_CREATOR.monthly.toFixed(2)}/month`);
      await subscribe.click();
      const wallet = fan.page.getByTestId('subscribe-pay-wallet').locator('input');
      await wallet.waitFor({ state: 'attached' });
      await expect(wallet.isChecked()).resolves.toBe(true);
      await dialogSettled(fan.page, 'subscribe-continue');
      await fan.page.getByTestId('subscribe-continue').click();
      await fan.page.waitForFunction(() => document.querySelector('[data-testid="profile-subscribe"]')?.textContent?.includes('Subscribed'), undefined, { timeout: 15_000 });
      await waitForBalance(fan.page, Math.round((before - WALLET_CREATOR.monthly) * 100) / 100);
    });

    const note = `Lovely sketches ${unique()}`;
    await withScreenshot(fan.page, 'phone-journey-tip', async () => {
      await fan.page.goto(`/${TRIAL_CREATOR.username}`);
      const before = await balanceOf(fan.page);
      const post = fan.page.getByTestId('feed-card').filter({ hasText: KENJI_POST }).first();
      await post.getByTestId('feed-tip').click();
      const preset = fan.page.getByTestId('tip-presets').getByRole('button').first();
      await preset.waitFor();
      await dialogSettled(fan.page, 'tip-presets');
      const amount = money(await preset.innerText());
      await preset.click();
      await fan.page.waitForFunction(
        () => document.querySelector('[data-testid="tip-presets"] button')?.getAttribute('aria-pressed') === 'true',
        undefined,
        { timeout: 15_000 },
      );
      await fan.page.getByTestId('tip-message').fill(note);
      await fan.page.getByTestId('tip-send').click();
      await fan.page.getByText(`You tipped ${TRIAL_CREATOR.name}`).first().waitFor();
      await waitForBalance(fan.page, Math.round((before - amount) * 100) / 100);
    });
    await withScreenshot(creator.page, 'phone-journey-creator-tip', () => waitForBarCount(creator.page, creatorUnread + 2));

    const comment = `Page 17 is my favourite ${unique()}`;
    await withScreenshot(fan.page, 'phone-journey-comment', async () => {
      await fan.page.getByTestId('feed-card').filter({ hasText: KENJI_POST }).first().getByTestId('feed-open').click();
      await fan.page.waitForURL(/\/post\//);
      await fan.page.getByTestId('comment-input').fill(comment);
      await fan.page.getByTestId('comment-submit').click();
      await fan.page.getByTestId('comment-item').filter({ hasText: comment }).first().waitFor();
    });
    const fanUnread = await barCount(fan.page);

    await withScreenshot(creator.page, 'phone-journey-creator-notifications', async () => {
      await waitForBarCount(creator.page, creatorUnread + 3);
      // Still the page he opened at the start: everything came over the socket.
      expect(new URL(creator.page.url()).pathname).toBe('/home');
      await creator.page.getByTestId('bar-notifications').click();
      await creator.page.waitForURL(/\/notifications/);
      await notificationWith(creator.page, `${fanName} started a free trial of your subscription`).waitFor();
      await notificationWith(creator.page, `${fanName} sent you a tip of`).waitFor();
      await expect(notificationWith(creator.page, `${fanName} sent you a tip of`).innerText()).resolves.toContain(note);
      await notificationWith(creator.page, `${fanName} commented on your post`).waitFor();
      await expect(notificationWith(creator.page, `${fanName} commented on your post`).innerText()).resolves.toContain(comment);
    });

    const reply = `Thank you, more pages soon ${unique()}`;
    await withScreenshot(creator.page, 'phone-journey-creator-replies', async () => {
      await notificationWith(creator.page, `${fanName} commented on your post`).click();
      await creator.page.waitForURL(/\/post\//);
      const theirs = creator.page.getByTestId('comment-item').filter({ hasText: comment }).first();
      await theirs.getByTestId('comment-reply').click();
      await creator.page.getByTestId('reply-input').fill(reply);
      await creator.page.getByTestId('reply-submit').click();
      await creator.page.getByTestId('comment-replies').filter({ hasText: reply }).first().waitFor();
    });

    await withScreenshot(fan.page, 'phone-journey-fan-reply', async () => {
      await waitForBarCount(fan.page, fanUnread + 1);
      await fan.page.getByTestId('bar-notifications').click();
      await fan.page.waitForURL(/\/notifications/);
      await notificationWith(fan.page, `${TRIAL_CREATOR.name} replied to your comment`).waitFor();
      await expect(notificationWith(fan.page, `${TRIAL_CREATOR.name} replied to your comment`).innerText()).resolves.toContain(reply);
    });
  } finally {
    await Promise.all([fan.context.close(), creator.context.close()]);
  }
});
