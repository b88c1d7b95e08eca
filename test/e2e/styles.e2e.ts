// antd's CSS as a static stylesheet in a real browser, on the production build: pages carry no inline antd
// CSS, the stylesheet is a long-cached file, a dark-theme visitor's antd components are dark before any page
// script has run, and antd injects no component styles in the browser, not even when popups open or the
// theme changes; the page's own backdrop, header, footer and headings are dark before any script as well.
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

/**
 * What a page's backdrop, header, footer, brand and headings compute to, each beside the dark theme's value
 * for it: the stylesheet's variable resolved on a probe element, so both read as `rgb(…)`.
 */
const surfaceColours = (page: Page) =>
  page.evaluate(() => {
    const resolve = (property: 'color' | 'backgroundColor', variable: string) => {
      const probe = document.createElement('i');
      probe.style[property] = `var(${variable})`;
      document.body.append(probe);
      const value = getComputedStyle(probe)[property];
      probe.remove();
      return value;
    };
    const seen: Array<{ what: string; actual: string; expected: string }> = [];
    const check = (what: string, selector: string, property: 'color' | 'backgroundColor', variable: string) => {
      const element = document.querySelector(selector);
      seen.push({ what, actual: element ? getComputedStyle(element)[property] : 'missing', expected: resolve(property, variable) });
    };
    check('page background', '.fs-page, .fs-centered-page', 'backgroundColor', '--ant-color-bg-layout');
    check('page text', '.fs-page, .fs-centered-page', 'color', '--ant-color-text');
    check('brand name', '.fs-brand-name', 'color', '--ant-color-text');
    if (document.querySelector('.fs-centered-page')) {
      check('card', '.fs-public-card', 'backgroundColor', '--ant-color-bg-container');
    } else {
      check('header', 'header.fs-header', 'backgroundColor', '--ant-color-bg-container');
      check('footer', 'footer', 'backgroundColor', '--ant-color-bg-container');
      check('footer link', '[data-testid="footer-contact"]', 'color', '--ant-color-text-secondary');
    }
    check('heading', 'h1, h2, h3, h4', 'color', '--ant-color-text-heading');
    return seen;
  });

test('a dark-theme visitor gets a dark page, header, footer and headings before any page script runs', async () => {
  const { context, page } = await openAs(browser());
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await context.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), (route) => route.abort());
  try {
    await withScreenshot(page, 'styles-dark-surfaces-before-scripts', async () => {
      for (const path of ['/performers', '/luna', '/auth/login']) {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        for (const { what, actual, expected } of await surfaceColours(page)) {
          expect({ path, what, colour: actual }).toEqual({ path, what, colour: expected });
          // Backdrops dark, text light: the dark theme's values, not merely whatever the variables say.
          if (what === 'page background' || what === 'header' || what === 'footer' || what === 'card') {
            expect({ path, what, brightness: brightness(actual) < 200 }).toEqual({ path, what, brightness: true });
          } else {
            expect({ path, what, brightness: brightness(actual) > 300 }).toEqual({ path, what, brightness: true });
          }
        }
      }
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
      // The theme switch's hover hint is the site's own CSS (no antd popup): it shows on hover.
      await page.getByTestId('theme-toggle').first().hover();
      await page.getByRole('tooltip', { name: 'Switch to dark theme' }).waitFor({ state: 'visible' });
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
