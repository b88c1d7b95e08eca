// Galleries journey: a performer creates a subscribers-only gallery, uploads two photos at once with visible
// progress, cancels a third midway and picks a cover once they are processed; a fan who does not subscribe
// sees only blurred previews under a lock (no private picture link anywhere in the page, on a phone-sized
// screen without sideways scrolling); the owner opens a photo in the lightbox.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { makeTestImage } from '../helpers/media-fixtures';
import { withScreenshot } from './support/browser';
import { choose, loginThroughPage, openAs, throttleUploads, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** Polls `read` until `ok` holds for its value (the page changes in its own time). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const imageSources = (page: Page) => page.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute('src') || ''));

test('a performer fills a subscribers-only gallery; a fan sees it locked, the owner opens the lightbox', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-e2e-galleries-'));
  const first = await makeTestImage(dir, { width: 1600, height: 1200, name: 'dunes' });
  const second = await makeTestImage(dir, { width: 1200, height: 1600, name: 'palms' });
  const big = await makeTestImage(dir, { width: 4000, height: 3000, name: 'panorama' });
  const title = `Beach day ${unique()}`;

  const zoe = await openAs(browser());
  const fan = await openAs(browser(), { mobile: true });
  let galleryPath = '';
  try {
    await withScreenshot(zoe.page, 'galleries-create', async () => {
      await loginThroughPage(zoe.page, 'zoe');
      await zoe.page.goto('/creator/my-gallery');
      await zoe.page.getByTestId('gallery-new').click();
      await zoe.page.getByTestId('gallery-form-title').fill(title);
      await choose(zoe.page, 'gallery-access-subscribers');
      await zoe.page.getByTestId('gallery-form-save').click();
      // A new gallery opens straight in its photo manager.
      await zoe.page.getByTestId('photo-manager').waitFor();
      galleryPath = (await zoe.page.getByTestId('photo-manager-view').getAttribute('href')) ?? '';
      expect(galleryPath).toMatch(/^\/gallery\/[0-9a-f-]{36}$/);
    });

    await withScreenshot(zoe.page, 'galleries-upload', async () => {
      const restore = await throttleUploads(zoe.page, 96 * 1024);
      await zoe.page.getByTestId('gallery-upload-input').setInputFiles([first, second]);
      await expect(zoe.page.getByTestId('gallery-upload').count()).resolves.toBe(2);
      await zoe.page.getByTestId('gallery-upload-progress').first().waitFor();
      await until(() => zoe.page.getByTestId('gallery-upload').count(), (n) => n === 0, 60_000);
      await restore();
      await expect(zoe.page.getByTestId('gallery-upload-error').count()).resolves.toBe(0);
      await zoe.page.getByTestId('photo-tile').nth(1).waitFor();
    });

    await withScreenshot(zoe.page, 'galleries-cancel', async () => {
      const restore = await throttleUploads(zoe.page, 32 * 1024);
      await zoe.page.getByTestId('gallery-upload-input').setInputFiles(big);
      const progress = zoe.page.getByTestId('gallery-upload-progress');
      await progress.waitFor();
      // Midway: some of it has gone, not all.
      const percent = await until(async () => Number.parseInt((await progress.textContent()) ?? '0', 10), (p) => p > 0, 30_000);
      expect(percent).toBeLessThan(100);
      await zoe.page.getByTestId('gallery-upload-cancel').click();
      await zoe.page.getByTestId('gallery-upload').waitFor({ state: 'detached' });
      await restore();
      // Nothing of the cancelled picture is kept: the list still holds the two photos.
      await zoe.page.waitForTimeout(1500);
      await expect(zoe.page.getByTestId('photo-tile').count()).resolves.toBe(2);
    });

    await withScreenshot(zoe.page, 'galleries-cover', async () => {
      // The background job prepares each picture; the manager polls until both are ready.
      await zoe.page.locator('[data-testid="photo-tile"][data-status="finished"]').nth(1).waitFor({ timeout: 90_000 });
      const target = zoe.page.locator('[data-testid="photo-tile"][data-cover="false"]').first();
      const photoId = await target.getAttribute('data-photo-id');
      await target.getByTestId('photo-set-cover').click();
      await zoe.page.locator(`[data-testid="photo-tile"][data-photo-id="${photoId}"][data-cover="true"]`).waitFor();
      await expect(zoe.page.locator('[data-testid="photo-tile"][data-cover="true"]').count()).resolves.toBe(1);
    });

    await withScreenshot(fan.page, 'galleries-fan', async () => {
      await loginThroughPage(fan.page, 'fan3');
      await fan.page.goto(galleryPath);
      await fan.page.getByTestId('gallery-title').filter({ hasText: title }).waitFor();
      await fan.page.getByTestId('gallery-locked').waitFor();
      await fan.page.getByTestId('feed-subscribe').waitFor();
      await expect(fan.page.getByTestId('gallery-locked-photo').count()).resolves.toBe(2);
      await expect(fan.page.getByTestId('gallery-lightbox-trigger').count()).resolves.toBe(0);
      const sources = await imageSources(fan.page);
      expect(sources.some((src) => src.includes('/previews/'))).toBe(true);
      expect(sources.filter((src) => src.includes('/api/files/private'))).toEqual([]);
      expect(await fan.page.content()).not.toContain('/api/files/private');
      const overflow = await fan.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    await withScreenshot(zoe.page, 'galleries-lightbox', async () => {
      await zoe.page.goto(galleryPath);
      const triggers = zoe.page.getByTestId('gallery-lightbox-trigger');
      await expect(triggers.count()).resolves.toBe(2);
      await triggers.first().click();
      const shown = zoe.page.locator('.ant-image-preview img').first();
      await shown.waitFor();
      await until(() => shown.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)), (width) => width > 0, 15_000);
      expect(await shown.getAttribute('src')).toContain('/api/files/private');
    });
  } finally {
    await zoe.context.close();
    await fan.context.close();
  }
});
