// Videos journey: a performer uploads a free video and a subscribers-only one at /creator/my-video, the
// first under throttled upload so its progress bar shows, and sees both become ready; a subscriber opens
// the subscribers-only video and its player loads the film; a fan who does not subscribe (on a phone-sized
// screen) finds that video locked, and comments on the free one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { makeTestVideo } from '../helpers/media-fixtures';
import { withScreenshot } from './support/browser';
import { choose, loginThroughPage, openAs, throttleUploads, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** Uploads one video through the form and waits until its film is processed; answers its id. */
async function uploadVideo(page: Page, opts: { title: string; access: 'free' | 'subscribers'; file: string; throttle?: number }) {
  await page.getByTestId('my-videos-upload').click();
  await page.getByTestId('video-form-title').fill(opts.title);
  await choose(page, `video-form-access-${opts.access}`);
  await page.getByTestId('video-form-file').setInputFiles(opts.file);
  const restore = opts.throttle ? await throttleUploads(page, opts.throttle) : null;
  await page.getByTestId('video-form-submit').click();
  if (restore) {
    const progress = page.getByTestId('video-upload-progress');
    await progress.waitFor();
    // The bar moves while the throttled file goes up.
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="video-upload-progress"]')?.getAttribute('aria-valuenow')) > 0, undefined, { timeout: 30_000 });
    await progress.waitFor({ state: 'detached', timeout: 90_000 });
    await restore();
  }
  await page.getByTestId('video-form').waitFor({ state: 'detached' });
  const row = page.getByTestId('my-video-row').filter({ hasText: opts.title });
  await row.waitFor();
  // The table polls the film's status while the server prepares it.
  await row.locator('[data-testid="video-processing"][data-status="finished"]').waitFor({ timeout: 120_000 });
  const id = await row.getAttribute('data-video-id');
  if (!id) throw new Error(`No id on the row of ${opts.title}`);
  return id;
}

/** The player's state once it has read the film's metadata. */
function loadedPlayer(page: Page) {
  return page.getByTestId('video-player').evaluate(
    (v: HTMLVideoElement) =>
      new Promise<{ currentSrc: string; readyState: number; duration: number }>((resolve) => {
        const done = () => resolve({ currentSrc: v.currentSrc, readyState: v.readyState, duration: v.duration });
        if (v.readyState >= 1) done();
        else v.addEventListener('loadedmetadata', done, { once: true });
      }),
  );
}

test('a performer uploads videos and sees them ready; a subscriber plays one; a fan finds it locked and comments on the free one', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-e2e-videos-'));
  const longer = await makeTestVideo(dir, { seconds: 8, width: 640, height: 360, name: 'beach' });
  const short = await makeTestVideo(dir, { seconds: 2, width: 320, height: 180, name: 'backstage' });
  const freeTitle = `Free beach walk ${unique()}`;
  const subsTitle = `Backstage for subscribers ${unique()}`;
  const comment = `Lovely walk ${unique()}`;

  const mia = await openAs(browser());
  const subscriber = await openAs(browser());
  const fan = await openAs(browser(), { mobile: true });
  try {
    const ids = await withScreenshot(mia.page, 'videos-upload', async () => {
      await loginThroughPage(mia.page, 'mia');
      await mia.page.goto('/creator/my-video');
      const free = await uploadVideo(mia.page, { title: freeTitle, access: 'free', file: longer, throttle: 256 * 1024 });
      const subs = await uploadVideo(mia.page, { title: subsTitle, access: 'subscribers', file: short });
      return { free, subs };
    });

    await withScreenshot(subscriber.page, 'videos-subscriber-plays', async () => {
      // fan3 subscribes to mia in the demo data.
      await loginThroughPage(subscriber.page, 'fan3');
      await subscriber.page.goto(`/video/${ids.subs}`);
      await expect(subscriber.page.getByTestId('video-title').textContent()).resolves.toBe(subsTitle);
      const state = await loadedPlayer(subscriber.page);
      expect(state.currentSrc).not.toBe('');
      expect(state.readyState).toBeGreaterThan(0);
      expect(state.duration).toBeGreaterThan(1);
    });

    await withScreenshot(fan.page, 'videos-fan-locked-and-comment', async () => {
      // fan4 does not subscribe to mia.
      await loginThroughPage(fan.page, 'fan4');
      await fan.page.goto(`/video/${ids.subs}`);
      await fan.page.getByTestId('video-locked').waitFor();
      await fan.page.getByTestId('video-subscribe').waitFor();
      await expect(fan.page.getByTestId('video-player').count()).resolves.toBe(0);
      await fan.page.getByTestId('comments-locked').waitFor();
      expect(await fan.page.getByTestId('video-view').innerHTML()).not.toContain('/api/files/private');

      await fan.page.goto(`/video/${ids.free}`);
      const state = await loadedPlayer(fan.page);
      expect(state.currentSrc).not.toBe('');
      await fan.page.getByTestId('comment-input').fill(comment);
      await fan.page.getByTestId('comment-submit').click();
      const posted = fan.page.getByTestId('comment-item').filter({ hasText: comment });
      await posted.waitFor();
      await expect(posted.getByTestId('comment-author').textContent()).resolves.toBe('Fan Four');
      // Still there after a reload: the server kept it.
      await fan.page.reload();
      await fan.page.getByTestId('comment-item').filter({ hasText: comment }).waitFor();
      // Nothing wider than the phone's screen.
      await expect(fan.page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    });
  } finally {
    await mia.context.close();
    await subscriber.context.close();
    await fan.context.close();
  }
});
