// Store journey: a performer adds a digital product with a picture and a file at /creator/my-store and
// watches the upload progress; a fan (on a phone) sees the price on the Buy button and no Download; the
// owner downloads the file through its short-lived link; a visitor reads a static page from the footer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { makeTestImage } from '../helpers/media-fixtures';
import { withScreenshot } from './support/browser';
import { loginThroughPage, openAs, throttleUploads, unique, useBrowser } from './support/journey';

const browser = useBrowser();

/** A PDF the server recognises by its first bytes, padded so its upload takes a moment. */
function makePdf(dir: string, kilobytes: number): string {
  const file = path.join(dir, 'guide.pdf');
  const body = `%PDF-1.4\n% Store journey\n${'%'.padEnd(80, 'x')}\n`.repeat(Math.ceil((kilobytes * 1024) / 100));
  fs.writeFileSync(file, `${body}%%EOF\n`);
  return file;
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('a performer adds a digital product; a fan sees its price and no download; the owner downloads it; a visitor reads a page', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-e2e-store-'));
  const picture = await makeTestImage(dir, { width: 1600, height: 1200, name: 'cover' });
  const pdf = makePdf(dir, 600);
  const name = `Travel guide ${unique()}`;

  const zoe = await openAs(browser());
  const fan = await openAs(browser(), { mobile: true });
  const visitor = await openAs(browser(), { mobile: true });
  try {
    const productId = await withScreenshot(zoe.page, 'store-create', async () => {
      await loginThroughPage(zoe.page, 'zoe');
      await zoe.page.goto('/creator/my-store');
      await zoe.page.getByTestId('my-store-add').click();
      await zoe.page.getByTestId('product-name-input').fill(name);
      await zoe.page.getByTestId('product-description-input').fill('Twelve walks along the coast, as a PDF.');
      await zoe.page.getByTestId('product-price-input').fill('6.50');
      await zoe.page.getByTestId('product-image-input').setInputFiles(picture);
      await zoe.page.getByTestId('product-file-input').setInputFiles(pdf);
      await zoe.page.getByTestId('product-file-input-chosen').waitFor();

      const restore = await throttleUploads(zoe.page, 256 * 1024);
      await zoe.page.getByTestId('product-form-save').click();
      await zoe.page.getByTestId('product-form-progress').waitFor();
      const row = zoe.page.getByTestId('my-store-row').filter({ hasText: name });
      await row.waitFor({ timeout: 60_000 });
      await restore();
      await expect(row.textContent()).resolves.toContain('$6.50');
      // The picture is resized in the background; the row says so until it is ready.
      await row.getByTestId('my-store-picture-preparing').waitFor({ state: 'detached', timeout: 90_000 });
      const id = await row.getAttribute('data-product-id');
      expect(id).toBeTruthy();
      return id!;
    });

    await withScreenshot(fan.page, 'store-fan', async () => {
      await loginThroughPage(fan.page, 'fan3');
      await fan.page.goto(`/product/${productId}`);
      await expect(fan.page.getByTestId('product-name').textContent()).resolves.toBe(name);
      await expect(fan.page.getByTestId('product-buy').textContent()).resolves.toContain('$6.50');
      await expect(fan.page.getByTestId('product-download').count()).resolves.toBe(0);
      await expect(fan.page.getByTestId('product-availability').textContent()).resolves.toBe('Digital download');
      await expect(noSideScroll(fan.page)).resolves.toBe(true);
    });

    await withScreenshot(zoe.page, 'store-owner-download', async () => {
      await zoe.page.goto(`/product/${productId}`);
      await zoe.page.getByTestId('product-download').waitFor();
      const linkAnswer = zoe.page.waitForResponse((res) => res.url().includes(`/api/performer-assets/products/${productId}/download-link`));
      const download = zoe.page.waitForEvent('download');
      await zoe.page.getByTestId('product-download').click();
      const answer = await linkAnswer;
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: { downloadLink: string; expiresAt: string; fileName: string } };
      expect(data.downloadLink).toBeTruthy();
      expect(Date.parse(data.expiresAt)).toBeGreaterThan(Date.now());
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    });

    await withScreenshot(visitor.page, 'store-static-page', async () => {
      await visitor.page.goto('/performers');
      const footerLink = visitor.page.getByTestId('footer-page-terms-of-service');
      await footerLink.waitFor();
      await footerLink.click();
      await visitor.page.waitForURL('**/page/terms-of-service');
      await expect(visitor.page.getByTestId('static-page-title').textContent()).resolves.toBe('Terms of service');
      await expect(visitor.page.locator('[data-testid="static-page-content"] h2').count()).resolves.toBeGreaterThan(0);
      await expect(noSideScroll(visitor.page)).resolves.toBe(true);
    });
  } finally {
    await zoe.context.close();
    await fan.context.close();
    await visitor.context.close();
  }
});
