// Live in the browser, with Chromium's fake camera and microphone: luna goes live from /creator/live; fan1, a
// subscriber browsing elsewhere, is told and comes in from the notice, watches (the video decodes frames and
// its time advances), chats and tips, and the tip's line shows on both pages; fan3, not a subscriber, gets
// the call to subscribe and no picture; luna ends the session and the fan's page says so.
// Then a private show: luna offers them at $5.00 a minute on her Pricing tab; a new fan tops up $7.00 through
// the sandbox and asks from her profile; luna accepts from her requests; both see each other's camera over
// WebRTC (frames decoded on both sides); the first minute leaves $2.00, so the fan is warned, and the server
// ends the show for funds when the second minute cannot be paid: exactly one $5.00 charge, $2.00 left.
import type { Page } from 'playwright-core';
import { api, apiLogin, apiRegisterFan } from './support/api';
import { withScreenshot } from './support/browser';
import { DEMO_PASSWORD, loginThroughPage, openAs, topUpThroughSandbox, unique, useBrowser } from './support/journey';

const browser = useBrowser({ media: true });

const LIVE_TIMEOUT = 45_000;

/** Frames the page's <video> has decoded and where it is in its timeline. */
const playback = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="live-player"] video');
    return { frames: video?.getVideoPlaybackQuality().totalVideoFrames ?? 0, time: video?.currentTime ?? 0 };
  });

const chatHas = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="live-chat-lines"]')?.textContent?.includes(t), text, { timeout: LIVE_TIMEOUT });

/** Ends whatever session luna has on air, so this journey starts (and leaves the site) as it found it. */
async function endAnyLive(luna: Page) {
  await luna.goto('/creator/live');
  const existing = luna.getByTestId('go-live-existing');
  const form = luna.getByTestId('go-live-form');
  await existing.or(form).first().waitFor();
  if (await existing.isVisible()) {
    await luna.getByTestId('go-live-end-existing').click();
    await luna.getByTestId('go-live-end-existing-confirm').click();
    await form.waitFor();
  }
}

test('a performer goes live; a subscriber watches, chats and tips; a non-subscriber is asked to subscribe', async () => {
  const luna = await openAs(browser());
  const fan = await openAs(browser());
  const stranger = await openAs(browser());
  const title = `Friday session ${unique()}`;
  await loginThroughPage(luna.page, 'luna');
  await loginThroughPage(fan.page, 'fan1');
  await loginThroughPage(stranger.page, 'fan3');
  // fan1 (a subscriber) is elsewhere on the site when luna goes live; the page is settled first, so its
  // socket is connected and bound before the announcement goes out.
  await fan.page.goto('/home', { waitUntil: 'networkidle' });
  await endAnyLive(luna.page);

  let told: Promise<void> = Promise.resolve();
  await withScreenshot(luna.page, 'live-performer-goes-live', async () => {
    // The fake camera is chosen and previewed before anything is sent.
    await luna.page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="go-live-preview"] video')?.videoWidth ?? 0) > 0, undefined, {
      timeout: LIVE_TIMEOUT,
    });
    await luna.page.getByTestId('go-live-title').fill(title);
    told = fan.page.getByTestId('live-started-watch').waitFor({ timeout: LIVE_TIMEOUT });
    await luna.page.getByTestId('go-live-start').click();
    await luna.page.getByTestId('go-live-on-air').waitFor({ timeout: LIVE_TIMEOUT });
    await luna.page.waitForSelector('[data-testid="go-live-video-state"][data-state="sending"]', { timeout: LIVE_TIMEOUT });
  });

  await withScreenshot(fan.page, 'live-subscriber-watches', async () => {
    // The notice that she went live leads to the session.
    await told;
    await fan.page.getByTestId('live-started-watch').click();
    await fan.page.waitForURL(/\/live\//);
    await fan.page.getByTestId('live-title').filter({ hasText: title }).waitFor();
    await fan.page.waitForSelector('[data-testid="live-player"][data-state="playing"]', { timeout: LIVE_TIMEOUT });
    const first = await playback(fan.page);
    // Playing means decoding: more frames, and the clock moves on.
    await fan.page.waitForFunction(
      (before) => {
        const video = document.querySelector<HTMLVideoElement>('[data-testid="live-player"] video');
        return !!video && video.getVideoPlaybackQuality().totalVideoFrames > before.frames + 10 && video.currentTime > before.time + 1;
      },
      first,
      { timeout: LIVE_TIMEOUT },
    );
  });

  await withScreenshot(fan.page, 'live-chat-and-tip', async () => {
    const hello = `Hi Luna from the front row ${unique()}`;
    await fan.page.getByTestId('live-chat-input').fill(hello);
    await fan.page.getByTestId('live-chat-send').click();
    await chatHas(fan.page, hello);
    await chatHas(luna.page, hello);

    const tipsBefore = await luna.page.locator('[data-testid="live-chat-tip"]').count();
    const preset = fan.page.locator('[data-testid^="live-tip-preset-"]').first();
    const amount = ((await preset.getAttribute('data-testid')) ?? '').replace('live-tip-preset-', '');
    await preset.click();
    await fan.page.getByTestId('live-tip-send').click();
    const line = `tipped $${Number(amount).toFixed(2)}`;
    // The server writes the tip's line: both pages show it without a reload, and luna's tip total moves.
    await chatHas(fan.page, line);
    await luna.page.waitForFunction((n) => document.querySelectorAll('[data-testid="live-chat-tip"]').length > n, tipsBefore, { timeout: LIVE_TIMEOUT });
    expect(await luna.page.locator('[data-testid="live-chat-tip"]').last().textContent()).toBe(line);
  });

  await withScreenshot(stranger.page, 'live-non-subscriber', async () => {
    await stranger.page.goto(fan.page.url());
    await stranger.page.waitForSelector('[data-testid="live-gate"][data-needs="subscription"]', { timeout: LIVE_TIMEOUT });
    await stranger.page.getByTestId('live-subscribe').waitFor();
    expect(await stranger.page.locator('[data-testid="live-player"]').count()).toBe(0);
    expect(await stranger.page.locator('video').count()).toBe(0);
  });

  await withScreenshot(luna.page, 'live-performer-ends', async () => {
    await luna.page.getByTestId('go-live-end').click();
    await luna.page.getByTestId('go-live-end-confirm').click();
    await luna.page.getByTestId('go-live-ended').waitFor({ timeout: LIVE_TIMEOUT });
    await fan.page.getByTestId('live-ended').waitFor({ timeout: LIVE_TIMEOUT });
  });

  for (const { context } of [luna, fan, stranger]) await context.close();
});

/** Frames the <video> inside this test id has decoded. */
const framesIn = (page: Page, testId: string) =>
  page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    const video = el instanceof HTMLVideoElement ? el : el?.querySelector('video');
    return video?.getVideoPlaybackQuality().totalVideoFrames ?? 0;
  }, testId);


test('a private show: requested, accepted, both cameras seen, billed by the minute, ended for funds', async () => {
  const SHOW_TIMEOUT = 120_000;
  const luna = await openAs(browser());
  const fan = await openAs(browser());
  const username = `show${unique()}`;
  await apiRegisterFan(username, DEMO_PASSWORD);
  await loginThroughPage(luna.page, 'luna');
  await loginThroughPage(fan.page, username);
  await endAnyLive(luna.page);

  await withScreenshot(luna.page, 'private-price', async () => {
    await luna.page.goto('/creator/account?tab=pricing');
    const toggle = luna.page.getByTestId('creator-pricing-private-switch');
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await luna.page.getByTestId('creator-pricing-private-price').fill('5');
    await luna.page.getByTestId('creator-pricing-save').click();
    await luna.page.waitForFunction(async () => {
      const res = await fetch('/api/performers/luna');
      return res.ok && (await res.json()).data.privateShowPrice === 5;
    }, undefined, { timeout: LIVE_TIMEOUT, polling: 500 });
  });

  await withScreenshot(fan.page, 'private-fan-tops-up', async () => {
    await topUpThroughSandbox(fan.page, 7);
    await fan.page.getByTestId('payment-success').waitFor();
  });

  await withScreenshot(fan.page, 'private-fan-asks', async () => {
    await fan.page.goto('/luna');
    await fan.page.getByTestId('private-request-button').click();
    await expect(fan.page.getByTestId('private-request-terms').innerText()).resolves.toContain('$5.00');
    await fan.page.getByTestId('private-request-confirm').click();
    await fan.page.getByTestId('private-request-waiting').waitFor({ timeout: LIVE_TIMEOUT });
  });

  await withScreenshot(luna.page, 'private-luna-accepts', async () => {
    await luna.page.goto('/creator/private-shows');
    const request = luna.page.getByTestId('private-request-item').first();
    await request.waitFor({ timeout: LIVE_TIMEOUT });
    await request.getByTestId('private-request-accept').click();
    await luna.page.waitForURL(/\/live\/private\//, { timeout: LIVE_TIMEOUT });
  });

  await withScreenshot(fan.page, 'private-both-see', async () => {
    await fan.page.waitForURL(/\/live\/private\//, { timeout: LIVE_TIMEOUT });
    for (const page of [fan.page, luna.page]) {
      await page.waitForSelector('[data-testid="private-remote-video"][data-state="playing"]', { timeout: LIVE_TIMEOUT });
      const before = await framesIn(page, 'private-remote-video');
      await page.waitForFunction(
        (n) => {
          const el = document.querySelector('[data-testid="private-remote-video"]');
          const video = el instanceof HTMLVideoElement ? el : el?.querySelector('video');
          return (video?.getVideoPlaybackQuality().totalVideoFrames ?? 0) > n + 10;
        },
        before,
        { timeout: LIVE_TIMEOUT },
      );
    }
    // Minute 0 was charged at acceptance: $2.00 left, less than a minute, so the fan is warned at once.
    await fan.page.getByTestId('private-show-warning').waitFor({ timeout: LIVE_TIMEOUT });
  });

  await withScreenshot(fan.page, 'private-ends-for-funds', async () => {
    await fan.page.waitForSelector('[data-testid="private-show-ended"][data-reason="funds"]', { timeout: SHOW_TIMEOUT });
    await luna.page.waitForSelector('[data-testid="private-show-ended"][data-reason="funds"]', { timeout: LIVE_TIMEOUT });
    expect(await fan.page.getByTestId('private-show-total').getAttribute('data-amount')).toBe('5');
  });

  // The books: one charge of exactly one minute, named after the show, and the rest of the wallet left.
  const token = await apiLogin(username, DEMO_PASSWORD);
  const charges = await api.call<{ total: number; data: { type: string; amount: number; itemTitle: string }[] }>('GET', '/wallet/charges/search?type=stream', undefined, token);
  expect(charges).toMatchObject({ total: 1, data: [{ type: 'stream', amount: 5, itemTitle: 'Private show' }] });
  const me = await api.call<{ balance: number }>('GET', '/users/me', undefined, token);
  expect(me.balance).toBe(2);

  for (const { context } of [luna, fan]) await context.close();
});
