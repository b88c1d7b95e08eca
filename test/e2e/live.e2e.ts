// Live in the browser, with Chromium's fake camera and microphone: luna goes live from /creator/live; fan1, a
// subscriber, comes in from her profile, watches (the video decodes frames and its time advances), chats and
// tips, and the tip's line shows on both pages; fan3, not a subscriber, gets the call to subscribe and no
// picture; luna ends the session and the fan's page says so.
import type { Page } from 'playwright-core';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, unique, useBrowser } from './support/journey';

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
  await endAnyLive(luna.page);

  await withScreenshot(luna.page, 'live-performer-goes-live', async () => {
    // The fake camera is chosen and previewed before anything is sent.
    await luna.page.waitForFunction(() => (document.querySelector<HTMLVideoElement>('[data-testid="go-live-preview"] video')?.videoWidth ?? 0) > 0, undefined, {
      timeout: LIVE_TIMEOUT,
    });
    await luna.page.getByTestId('go-live-title').fill(title);
    await luna.page.getByTestId('go-live-start').click();
    await luna.page.getByTestId('go-live-on-air').waitFor({ timeout: LIVE_TIMEOUT });
    await luna.page.waitForSelector('[data-testid="go-live-video-state"][data-state="sending"]', { timeout: LIVE_TIMEOUT });
  });

  await withScreenshot(fan.page, 'live-subscriber-watches', async () => {
    await fan.page.goto('/luna');
    await fan.page.getByTestId('profile-watch-live').click();
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
