// Content journey: a performer posts a photo (for subscribers) and a video (free) with visible upload
// progress, cancels another upload midway and sees the video become playable once processed; a fan who does
// not subscribe sees the photo post locked behind its blurred preview and plays the free video.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTestImage, makeTestVideo } from '../helpers/media-fixtures';
import { withScreenshot } from './support/browser';
import { choose, loginThroughPage, openAs, throttleUploads, unique, useBrowser } from './support/journey';

const browser = useBrowser();

test('a performer posts a photo and a video with progress and a cancel; a fan sees one locked and plays the other', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-e2e-feeds-'));
  const photo = await makeTestImage(dir, { width: 1600, height: 1200, name: 'sunrise' });
  const video = await makeTestVideo(dir, { seconds: 2, width: 640, height: 360, name: 'hello' });
  const big = await makeTestVideo(dir, { seconds: 20, width: 1280, height: 720, name: 'long' });
  const photoText = `Sunrise for subscribers ${unique()}`;
  const videoText = `A free hello ${unique()}`;

  const zoe = await openAs(browser());
  const fan = await openAs(browser());
  try {
    await withScreenshot(zoe.page, 'feeds-photo-post', async () => {
      await loginThroughPage(zoe.page, 'zoe');
      await zoe.page.goto('/creator/my-post');
      const restore = await throttleUploads(zoe.page, 512 * 1024);
      await choose(zoe.page, 'feed-type-photo');
      await zoe.page.getByTestId('feed-text').fill(photoText);
      await choose(zoe.page, 'feed-access-subscribers');
      // The caption is the teaser: fans who do not subscribe read it over the locked photo.
      await choose(zoe.page, 'feed-text-teaser');
      await zoe.page.getByTestId('feed-upload-photo').setInputFiles(photo);
      await zoe.page.getByTestId('feed-upload-photo-progress').waitFor();
      await zoe.page.getByTestId('feed-file-photo').waitFor({ timeout: 60_000 });
      await restore();
      await zoe.page.getByTestId('feed-submit').click();
      await zoe.page.getByTestId('feed-card').filter({ hasText: photoText }).waitFor();
    });

    await withScreenshot(zoe.page, 'feeds-cancel', async () => {
      await choose(zoe.page, 'feed-type-video');
      const restore = await throttleUploads(zoe.page, 128 * 1024);
      await zoe.page.getByTestId('feed-upload-video').setInputFiles(big);
      await zoe.page.getByTestId('feed-upload-video-progress').waitFor();
      await zoe.page.getByTestId('feed-upload-video-cancel').click();
      await zoe.page.getByTestId('feed-upload-video-progress').waitFor({ state: 'detached' });
      await expect(zoe.page.getByTestId('feed-file-video').count()).resolves.toBe(0);
      await restore();
    });

    await withScreenshot(zoe.page, 'feeds-video-post', async () => {
      await zoe.page.getByTestId('feed-text').fill(videoText);
      await choose(zoe.page, 'feed-access-free');
      await zoe.page.getByTestId('feed-upload-video').setInputFiles(video);
      await zoe.page.getByTestId('feed-file-video').waitFor({ timeout: 60_000 });
      await zoe.page.getByTestId('feed-submit').click();
      const card = zoe.page.getByTestId('feed-card').filter({ hasText: videoText });
      await card.waitFor();
      // Processing runs in a background job; the card polls and then shows a playable video.
      const player = card.locator('video[data-testid="feed-video"], [data-testid="feed-video"] video').first();
      await player.waitFor({ timeout: 90_000 });
      await expect(player.evaluate((v: HTMLVideoElement) => new Promise<number>((resolve) => {
        if (v.readyState >= 1) resolve(v.duration);
        else v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true });
      }))).resolves.toBeGreaterThan(1);
    });

    await withScreenshot(fan.page, 'feeds-fan', async () => {
      await loginThroughPage(fan.page, 'fan3');
      await fan.page.goto('/zoe');
      const posts = fan.page.getByTestId('profile-posts');
      await posts.waitFor();
      const more = fan.page.getByTestId('feed-load-more');
      if (await more.isVisible()) await more.click();
      const locked = fan.page.locator('[data-testid="feed-card"][data-locked="true"]').filter({ hasText: photoText });
      await locked.getByTestId('feed-preview').first().waitFor();
      // The locked post carries no link to the private photo.
      expect(await locked.innerHTML()).not.toContain('/api/files/private');

      const free = fan.page.locator('[data-testid="feed-card"][data-locked="false"]').filter({ hasText: videoText });
      const player = free.locator('video[data-testid="feed-video"], [data-testid="feed-video"] video').first();
      await player.waitFor();
      const played = await player.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise<void>((resolve) => {
          const check = () => (v.currentTime > 0.2 ? resolve() : setTimeout(check, 100));
          check();
        });
        return v.currentTime;
      });
      expect(played).toBeGreaterThan(0.2);
    });
  } finally {
    await zoe.context.close();
    await fan.context.close();
  }
});
