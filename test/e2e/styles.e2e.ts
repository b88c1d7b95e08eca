// antd's CSS as a static stylesheet in a real browser, on the production build: pages carry no inline antd
// CSS, the stylesheet is a long-cached file, a dark-theme visitor's antd components are dark before any page
// script has run, and antd injects no component styles in the browser, not even when popups open or the
// theme changes.
import type { Page } from 'playwright-core';
import { withScreenshot } from './support/browser';
import { recordCspViolations } from './support/csp';
import { openAs, useBrowser } from './support/journey';

const browser = useBrowser();

/** Sum of the red, green and blue of a computed colour: above ~600 light, below ~200 dark. */
const brightness = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number).reduce((a, b) => a + b, 0);

/**
 * Style elements antd (cssinjs, `data-css-hash`) added in the browser that hold more than CSS variables:
 * component styles it generated because the stylesheet lacked them.
 */
const injectedComponentStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')]
      .map((style) => style.textContent ?? '')
      .filter((css) => css.replace(/--[\w-]+:[^;{}]*;?/g, '').replace(/[^{}]*\{\s*\}/g, '').trim() !== ''),
  );

test('pages link one long-cached stylesheet and carry no antd CSS of their own', async () => {
  const { context, page } = await openAs(browser());
  try {
    for (const path of ['/auth/login', '/performers']) {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<style\b/);
      expect(html).not.toContain('.ant-btn');
      const sheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(sheets.length).toBeGreaterThan(0);
      for (const href of sheets) {
        expect(href).toMatch(/^\/_next\/static\/(css|chunks)\/[^/]+\.css$/);
        const res = await page.request.get(href);
        expect(res.status()).toBe(200);
        expect(res.headers()['cache-control']).toContain('immutable');
      }
    }
  } finally {
    await context.close();
  }
});

test('a dark-theme visitor gets dark antd components before any page script runs', async () => {
  const { context, page } = await openAs(browser());
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The bundles never arrive: what shows is the server's HTML, the stylesheet and the pre-paint script.
  await context.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), (route) => route.abort());
  try {
    await withScreenshot(page, 'styles-dark-before-scripts', async () => {
      await page.goto('/auth/login');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const input = page.getByTestId('login-username');
      expect(brightness(await input.evaluate((el) => getComputedStyle(el).backgroundColor))).toBeLessThan(200);
      expect(brightness(await input.evaluate((el) => getComputedStyle(el).color))).toBeGreaterThan(500);
      expect(brightness(await page.evaluate(() => getComputedStyle(document.body).backgroundColor))).toBeLessThan(200);
    });
  } finally {
    await context.close();
  }
});

test('antd injects no component styles in the browser, with popups open and after a theme switch', async () => {
  const { context, page } = await openAs(browser());
  const violations = await recordCspViolations(context);
  try {
    await withScreenshot(page, 'styles-no-runtime', async () => {
      await page.goto('/performers');
      await page.getByTestId('performer-sort').click();
      await page.locator('.ant-select-dropdown').first().waitFor();
      await page.getByTestId('theme-toggle').first().hover();
      await page.locator('.ant-tooltip').first().waitFor();
      await page.getByTestId('theme-toggle').first().click();
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
      // The select's popup (kept in the page once opened) follows the theme through the stylesheet's variables.
      await page.waitForFunction(() => {
        const popup = document.querySelector('.ant-select-dropdown');
        const rgb = popup ? getComputedStyle(popup).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number) : [255, 255, 255];
        return rgb[0]! + rgb[1]! + rgb[2]! < 200;
      });
      expect(await injectedComponentStyles(page)).toEqual([]);
      expect(violations).toEqual([]);
    });
  } finally {
    await context.close();
  }
});
