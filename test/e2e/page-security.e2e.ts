// The pages' Content-Security-Policy in a real browser, on the production build: each response has its own
// nonce and every script and style block the server wrote carries it; what an attacker could slip into a
// page (a script or style without the nonce, an inline event handler) is refused, while the app itself
// (antd's runtime styles, the theme switch, the analytics tag when configured) runs without a violation.
import { adminUpdateSettings, apiLogin } from './support/api';
import { e2eState, withScreenshot } from './support/browser';
import { policyNonce, recordCspViolations } from './support/csp';
import { DEMO_PASSWORD, openAs, useBrowser } from './support/journey';

const browser = useBrowser();

/** The opening tags of one kind in a page's HTML. */
const openingTags = (html: string, tag: string) => html.match(new RegExp(`<${tag}\\b[^>]*>`, 'g')) ?? [];

test('every page response has a fresh nonce, and every script and style block in it carries that nonce', async () => {
  const { context, page } = await openAs(browser());
  try {
    const nonces = new Set<string>();
    for (const path of ['/auth/login', '/auth/login', '/luna', '/no-such-page']) {
      const res = await page.request.get(path);
      expect(res.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const headers = res.headers();
      const nonce = policyNonce(headers['content-security-policy']);
      expect(nonce).toBeTruthy();
      nonces.add(nonce!);
      expect(headers['content-security-policy']).toContain("'strict-dynamic'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      // The test server is on http: no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();

      const html = await res.text();
      const scripts = openingTags(html, 'script');
      const styles = openingTags(html, 'style');
      expect(scripts.length).toBeGreaterThan(3);
      // antd's CSS is a stylesheet file ('self'), so a page may have no style block at all; any it has needs the nonce.
      for (const tag of [...scripts, ...styles]) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
  } finally {
    await context.close();
  }
});

/**
 * Markup an attacker would get into a page (a stored injection: a crafted bio or title the server let
 * through): a script, an inline event handler and a style block, none with the nonce. A script that does
 * carry the page's nonce comes along to show that the nonce, and nothing else, is what the browser checks.
 */
const injected = (nonce: string) =>
  '<script>window.__injected = true</script>' +
  '<img src="/no-such-picture.png" onerror="window.__handler = true">' +
  '<style>body { background: rgb(255, 0, 0) !important; }</style>' +
  `<script nonce="${nonce}">window.__trusted = true</script>`;

test('markup slipped into a page without the nonce does not run: no script, no event handler, no style', async () => {
  const { context, page } = await openAs(browser());
  const violations = await recordCspViolations(context);
  // The real page, policy header and all, with the injection added to its HTML on the way to the browser.
  await page.route('**/auth/login', async (route) => {
    const response = await route.fetch();
    const nonce = policyNonce(response.headers()['content-security-policy'])!;
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    const body = (await response.text()).replace('</body>', `${injected(nonce)}</body>`);
    await route.fulfill({ response, headers, body });
  });
  await withScreenshot(page, 'csp-injection', async () => {
    await page.goto('/auth/login');
    await page.getByTestId('login-submit').waitFor();
    await page.waitForFunction(() => (window as { __trusted?: boolean }).__trusted === true);
    // The handler is refused when the picture fails to load: wait for all three refusals.
    await page.waitForFunction(() => window.__cspViolations!.length >= 3);
    const ran = await page.evaluate(() => {
      const w = window as { __injected?: boolean; __handler?: boolean };
      return { script: w.__injected ?? false, handler: w.__handler ?? false, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(ran.script).toBe(false);
    expect(ran.handler).toBe(false);
    expect(ran.background).not.toBe('rgb(255, 0, 0)');
    // The same recorder the page walk relies on saw exactly these three.
    expect(violations.map((v) => v.replace(/ at .*/, '')).sort()).toEqual([
      '/auth/login: script-src-attr refused inline',
      '/auth/login: script-src-elem refused inline',
      '/auth/login: style-src-elem refused inline',
    ]);
  });
  await context.close();
});

test('on a phone, antd styles and the theme switch work under the policy without a violation', async () => {
  const { context, page } = await openAs(browser(), { mobile: true });
  const violations = await recordCspViolations(context);
  await withScreenshot(page, 'csp-theme', async () => {
    await page.goto('/auth/login');
    const submit = page.getByTestId('login-submit');
    await submit.waitFor();
    // antd's server-rendered styles applied: the primary button is filled with the primary colour.
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    const bodyBrightness = () =>
      page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
        return r! + g! + b!;
      });
    const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    expect(theme).toBe('light');
    expect(await bodyBrightness()).toBeGreaterThan(600);

    // The dark theme's styles are made in the browser, into style tags that need the nonce.
    await page.getByTestId('theme-toggle').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.waitForFunction(() => {
      const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
      return r! + g! + b! < 200;
    });
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await bodyBrightness()).toBeLessThan(200);
    expect(violations).toEqual([]);
  });
  await context.close();
});

test('with the analytics tag and Stripe configured, the policy allows them and the tag runs with the nonce', async () => {
  const adminToken = await apiLogin('admin', DEMO_PASSWORD);
  const { context, page } = await openAs(browser());
  const violations = await recordCspViolations(context);
  // The tag's loader comes from Google; here the browser is answered locally and never leaves the machine.
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__tagLoaderRan = true;' }),
  );
  await adminUpdateSettings(adminToken, { gaCode: 'G-CSPTEST1', stripePublishableKey: 'pk_test_csp_journey' });
  try {
    await withScreenshot(page, 'csp-analytics', async () => {
      const res = await page.goto('/auth/login');
      const policy = res!.headers()['content-security-policy']!;
      expect(policy).toContain('https://*.googletagmanager.com');
      expect(policy).toContain('https://js.stripe.com');
      expect(policy).toContain('https://api.stripe.com');
      // The inline tag ran (it needs the nonce) and so did the loader it comes with (trusted through it).
      await page.waitForFunction(() => typeof (window as { gtag?: unknown }).gtag === 'function');
      await page.waitForFunction(() => (window as { __tagLoaderRan?: boolean }).__tagLoaderRan === true);
      expect(violations).toEqual([]);
    });
  } finally {
    await adminUpdateSettings(adminToken, { gaCode: '', stripePublishableKey: '' });
    await context.close();
  }
  // Switched off again, the origins leave the policy.
  const after = await fetch(`${e2eState().baseUrl}/auth/login`);
  expect(after.headers.get('content-security-policy')).not.toContain('google');
  expect(after.headers.get('content-security-policy')).not.toContain('stripe');
});
