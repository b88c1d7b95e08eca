// Account journeys: register as performer and fan, log in with and without "remember", performer-only
// pages, the theme across a reload, and the maintenance layout an admin turns on.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { e2eState, withScreenshot } from './support/browser';
import { clickMenuItem, DEMO_PASSWORD, unique, usePagePerTest, useBrowser } from './support/journey';
import { makePng } from './support/files';

const DAY = 24 * 60 * 60;

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
usePagePerTest(browser, (opened) => ({ context, page } = opened));

async function login(p: Page, username: string, password: string, remember: boolean) {
  await p.goto('/auth/login');
  await p.getByTestId('login-username').fill(username);
  await p.getByTestId('login-password').fill(password);
  const box = p.getByTestId('login-remember');
  if ((await box.isChecked()) !== remember) await box.click();
  await p.getByTestId('login-submit').click();
}

async function tokenCookie(ctx: BrowserContext) {
  const cookies = await ctx.cookies(e2eState().baseUrl);
  return cookies.find((c) => c.name === 'token');
}

test('a performer registers with ID documents and lands on their profile', async () => {
  await withScreenshot(page, 'performer-register', async () => {
    const name = `perf_${unique()}`;
    const dir = path.join(e2eState().dataDir, 'uploads');
    const idPhoto = await makePng(dir, 'id.png', '#c33');
    const docPhoto = await makePng(dir, 'doc.png', '#33c');

    await page.goto('/auth/model-register');
    await page.getByTestId('model-register-name').fill('Perf Ormer');
    await page.getByTestId('model-register-username').fill(name);
    await page.getByTestId('model-register-email').fill(`${name}@example.com`);
    await page.getByTestId('model-register-password').fill('Str0ngPass!');
    await page.getByTestId('model-register-confirm').fill('Str0ngPass!');
    await page.getByTestId('model-register-id-file').setInputFiles(idPhoto);
    await page.getByTestId('model-register-document-file').setInputFiles(docPhoto);
    await page.getByTestId('model-register-terms').check();
    await page.getByTestId('model-register-submit').click();

    // Performers with email and username land on their own profile.
    await page.waitForURL(new RegExp(`/${name}$`), { timeout: 30_000 });
    await page.getByText('Perf Ormer').first().waitFor();
    expect(await tokenCookie(context)).toBeDefined();
  });
});

test('a fan registers and lands on /home', async () => {
  await withScreenshot(page, 'fan-register', async () => {
    const name = `fan_${unique()}`;
    await page.goto('/auth/register');
    await page.getByTestId('register-name').fill('New Fan');
    await page.getByTestId('register-username').fill(name);
    await page.getByTestId('register-email').fill(`${name}@example.com`);
    await page.getByTestId('register-password').fill('Str0ngPass!');
    await page.getByTestId('register-confirm').fill('Str0ngPass!');
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await page.waitForURL(/\/home$/, { timeout: 30_000 });
    await page.getByText('New Fan').first().waitFor();
  });
});

test('logging in without "remember" keeps the token cookie for a day, with it for a year', async () => {
  await withScreenshot(page, 'login-remember', async () => {
    await login(page, 'fan1', DEMO_PASSWORD, false);
    await page.waitForURL(/\/home$/);
    const short = await tokenCookie(context);
    expect(short).toBeDefined();
    const shortLife = short!.expires - Date.now() / 1000;
    expect(shortLife).toBeGreaterThan(0.9 * DAY);
    expect(shortLife).toBeLessThan(1.1 * DAY);

    await page.getByTestId('user-menu').click();
    await clickMenuItem(page.getByTestId('logout-button'));
    await page.waitForURL(/\/auth\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();

    await login(page, 'fan1@fanstage.local', DEMO_PASSWORD, true);
    await page.waitForURL(/\/home$/);
    const long = await tokenCookie(context);
    const longLife = long!.expires - Date.now() / 1000;
    expect(longLife).toBeGreaterThan(364 * DAY);
    expect(longLife).toBeLessThan(366 * DAY);
  });
});

test('wrong credentials show "Incorrect credentials!" and stay on the login page', async () => {
  await withScreenshot(page, 'login-wrong', async () => {
    await login(page, 'fan1', 'not-the-password', false);
    await page.getByText('Incorrect credentials!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});

test('a fan opening a performer-only page is sent to the login page', async () => {
  await withScreenshot(page, 'performer-only', async () => {
    await login(page, 'fan2', DEMO_PASSWORD, false);
    await page.waitForURL(/\/home$/);
    await page.goto('/creator/account');
    await page.waitForURL(/\/auth\/login$/);
    // A performer can open it.
    const performer = await context.browser()!.newContext({ baseURL: e2eState().baseUrl });
    const p2 = await performer.newPage();
    await login(p2, 'luna', DEMO_PASSWORD, false);
    await p2.waitForURL(/\/luna$/);
    await p2.goto('/creator/account');
    expect(new URL(p2.url()).pathname).toBe('/creator/account');
    await performer.close();
  });
});

test('the dark theme survives a reload', async () => {
  await withScreenshot(page, 'theme', async () => {
    await page.goto('/auth/login');
    const themeOf = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
    const before = await themeOf();
    await page.getByTestId('theme-toggle').first().click();
    const after = before === 'dark' ? 'light' : 'dark';
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, after);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(after);
    await page.reload();
    await page.waitForFunction((t) => document.documentElement.dataset.theme === t, after);
    // The page is really painted dark: the body background is a dark colour.
    if (after === 'dark') {
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [r, g, b] = bg.match(/\d+/g)!.map(Number);
      expect(r + g + b).toBeLessThan(200);
    }
  });
});

test('an admin turns maintenance on: visitors get the maintenance layout, the admin still gets in', async () => {
  await withScreenshot(page, 'maintenance', async () => {
    await login(page, 'admin', DEMO_PASSWORD, false);
    await page.waitForURL((url) => url.pathname !== '/auth/login');
    await page.goto('/admin/settings');
    // Maintenance mode is among the Access settings.
    await page.getByRole('tab', { name: 'Access' }).click();
    const toggle = page.getByTestId('admin-maintenance-switch');
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
    await page.getByTestId('admin-settings-save').click();
    await page.getByText('Changes saved').waitFor();

    const visitor = await context.browser()!.newContext({ baseURL: e2eState().baseUrl });
    const v = await visitor.newPage();
    await v.goto('/home');
    await v.getByTestId('maintenance-page').waitFor();
    await v.goto('/luna');
    await v.getByTestId('maintenance-page').waitFor();
    await visitor.close();

    // The admin still sees the site, and turns maintenance off again.
    await page.goto('/admin/settings');
    expect(await page.getByTestId('maintenance-page').count()).toBe(0);
    await page.getByRole('tab', { name: 'Access' }).click();
    await page.getByTestId('admin-maintenance-switch').click();
    await page.getByTestId('admin-settings-save').click();
    await page.getByText('Changes saved').waitFor();
  });
});
