// Account journeys: editing the profile and avatar, changing and resetting the password through the
// emailed link, the geo-block layout, and phone-sized pages in both themes.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminUpdateSettings, apiLogin } from './support/api';
import { e2eState, newContext, withScreenshot } from './support/browser';
import { clickMenuItem, DEMO_PASSWORD, loginThroughPage, usePagePerTest, useBrowser } from './support/journey';
import { makePng } from './support/files';

const browser = useBrowser();
let page: Page;
usePagePerTest(browser, (opened) => ({ page } = opened));

/** A fresh fan registered through the page, so journeys that change passwords never touch demo accounts. */
async function registerFan(p: Page): Promise<{ username: string; email: string; password: string }> {
  const username = `acct_${Math.random().toString(36).slice(2, 8)}`;
  const account = { username, email: `${username}@example.com`, password: 'First-pass-123' };
  await p.goto('/auth/register');
  await p.getByTestId('register-name').fill('Account Tester');
  await p.getByTestId('register-username').fill(account.username);
  await p.getByTestId('register-email').fill(account.email);
  await p.getByTestId('register-password').fill(account.password);
  await p.getByTestId('register-confirm').fill(account.password);
  await p.getByTestId('register-terms').check();
  await p.getByTestId('register-submit').click();
  await p.waitForURL(/\/home$/);
  return account;
}

async function logout(p: Page) {
  await p.getByTestId('user-menu').click();
  await clickMenuItem(p.getByTestId('logout-button'));
  await p.waitForURL(/\/auth\/login$/);
}

test('a fan edits the profile and uploads an avatar; both survive a reload', async () => {
  await withScreenshot(page, 'profile-edit', async () => {
    await registerFan(page);
    await page.goto('/user/account');
    await page.getByTestId('account-name').fill('Renamed Fan');
    await page.getByTestId('account-save').click();
    await page.getByText('Changes saved').first().waitFor();

    const avatar = await makePng(path.join(e2eState().dataDir, 'uploads'), 'avatar.png', '#2a9d8f');
    await page.getByTestId('account-avatar-upload').setInputFiles(avatar);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('img')).some((img) => img.src.includes('/api/files/public/')),
    );

    await page.reload();
    expect(await page.getByTestId('account-name').inputValue()).toBe('Renamed Fan');
    const src = await page.locator('img[src*="/api/files/public/"]').first().getAttribute('src');
    const image = await fetch(new URL(src!, e2eState().baseUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});

test('after a password change only the new password logs in', async () => {
  await withScreenshot(page, 'password-change', async () => {
    const account = await registerFan(page);
    await page.goto('/user/account');
    await page.getByRole('tab', { name: 'Password' }).click();
    await page.getByTestId('account-new-password').fill('Second-pass-456');
    await page.getByTestId('account-confirm-password').fill('Second-pass-456');
    await page.getByTestId('account-password-save').click();
    await page.getByText('Changes saved').first().waitFor();
    await logout(page);

    await page.getByTestId('login-username').fill(account.username);
    await page.getByTestId('login-password').fill(account.password);
    await page.getByTestId('login-submit').click();
    await page.getByText('Incorrect credentials!').waitFor();

    await loginThroughPage(page, account.email, 'Second-pass-456');
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});

test('a forgotten password is reset through the emailed link', async () => {
  await withScreenshot(page, 'password-reset', async () => {
    const account = await registerFan(page);
    await logout(page);
    const outbox = path.join(e2eState().dataDir, 'outbox');
    // The outbox is one JSON Lines file a day: the reset mail is a line for this account's address (a line
    // still being appended, without its newline yet, is left for the next look).
    const mailsTo = (to: string) =>
      (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.jsonl')) : [])
        .flatMap((file) => fs.readFileSync(path.join(outbox, file), 'utf8').split('\n').slice(0, -1))
        .map((line) => JSON.parse(line) as { to: string; text: string })
        .filter((mail) => mail.to === to);

    await page.goto('/auth/forgot-password');
    await page.getByTestId('forgot-email').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      for (const mail of mailsTo(account.email)) link = mail.text.match(/https?:\/\/\S*reset-password\?token=[\w-]+/)?.[0] ?? link;
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).toBeDefined();

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.getByTestId('reset-password').fill('Reset-pass-789');
    await page.getByTestId('reset-confirm').fill('Reset-pass-789');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await loginThroughPage(page, account.username, 'Reset-pass-789');
    expect(new URL(page.url()).pathname).toBe('/home');
  });
});

test('visitors from a blocked country get the geo-block layout; others do not', async () => {
  const admin = await apiLogin('admin', DEMO_PASSWORD);
  await adminUpdateSettings(admin, { blockedCountries: ['GB'] });
  try {
    const fromGb = await browser().newContext({ baseURL: e2eState().baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '81.2.69.160' } });
    const gbPage = await fromGb.newPage();
    await withScreenshot(gbPage, 'geoblock', async () => {
      await gbPage.goto('/auth/login');
      await gbPage.getByTestId('geoblock-page').waitFor();
      expect(await gbPage.getByTestId('login-form').count()).toBe(0);
    });
    await fromGb.close();

    const fromUs = await browser().newContext({ baseURL: e2eState().baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
    const usPage = await fromUs.newPage();
    await usPage.goto('/auth/login');
    await usPage.getByTestId('login-form').waitFor();
    expect(await usPage.getByTestId('geoblock-page').count()).toBe(0);
    await fromUs.close();
  } finally {
    await adminUpdateSettings(admin, { blockedCountries: [] });
  }
});

test('pages fit a phone screen in both themes', async () => {
  const phone = await newContext(browser(), { mobile: true });
  const p = await phone.newPage();
  await withScreenshot(p, 'phone', async () => {
    const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    for (const theme of ['light', 'dark']) {
      await p.goto('/auth/login');
      await p.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const route of ['/auth/login', '/auth/register', '/auth/model-register', '/auth/forgot-password', '/performers', '/contact']) {
        await p.goto(route);
        expect({ route, theme, overflow: await overflow() }).toEqual({ route, theme, overflow: 0 });
      }
    }
    await loginThroughPage(p, 'luna', DEMO_PASSWORD);
    for (const theme of ['light', 'dark']) {
      await p.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const route of [
        '/home',
        '/luna',
        '/performers?gender=female',
        '/creator/account',
        '/creator/account?tab=pricing',
        '/creator/account?tab=banking',
        '/creator/blacklist',
        '/creator/block-countries',
        '/creator/followers',
        '/user/bookmarks',
        '/user/following',
      ]) {
        await p.goto(route);
        await p.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
        expect({ route, theme, overflow: await overflow() }).toEqual({ route, theme, overflow: 0 });
      }
    }
  });
  await phone.close();
});
