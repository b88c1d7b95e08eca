// Performer and discovery journeys: a fan finds a performer with search filters, follows and bookmarks her; the
// performer blocks the fan, who then loses sight of her; an admin verifies a new performer, who then appears in
// search.
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api, apiLogin, apiRegisterFan, apiRegisterPerformer } from './support/api';
import { e2eState } from './support/browser';
import { withScreenshot } from './support/browser';
import { makePng } from './support/files';
import { loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();
const FAN_PASSWORD = 'Fan-pass-123';

/** Runs a directory search through the page's own controls. */
async function searchDirectory(page: Page, text: string, gender?: string) {
  await page.goto('/performers');
  await page.getByTestId('performer-search-input').fill(text);
  if (gender) {
    // The filters fold away behind a toggle (they take the whole screen on a phone).
    const filter = page.getByTestId('performer-filter-gender');
    if (!(await filter.isVisible())) await page.getByTestId('performer-filters-toggle').click();
    await filter.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: new RegExp(`^${gender}$`, 'i') }).click();
  }
  const answered = page.waitForResponse((res) => res.url().includes('/api/performers/user/search'));
  await page.getByTestId('performer-search-submit').click();
  await answered;
  // The router changes the address only once the page has rendered that answer, a moment after it arrived.
  await page.waitForURL(/\/performers\?/);
}

/** A search's results as the server renders them: no client fetch to race when proving someone is absent. */
async function openSearch(page: Page, query: string) {
  await page.goto(`/performers?${query}`);
  await page.getByTestId('performer-search-input').waitFor();
}

const card = (page: Page, username: string) => page.locator(`[data-testid="performer-card"][data-username="${username}"]`);

test('a fan searches with filters, follows and bookmarks a performer, and loses sight of her once blocked', async () => {
  const fanName = `jfan_${unique()}`;
  await apiRegisterFan(fanName, FAN_PASSWORD);
  const fan = await openAs(browser());
  const luna = await openAs(browser());
  try {
    await withScreenshot(fan.page, 'performers-search', async () => {
      await loginThroughPage(fan.page, fanName, FAN_PASSWORD);
      await searchDirectory(fan.page, 'acoustic', 'female');
      expect(fan.page.url()).toMatch(/q=acoustic/);
      expect(fan.page.url()).toMatch(/gender=female/);
      await card(fan.page, 'luna').waitFor();
      // A male-only filter leaves her out: the filter really narrows the search.
      await openSearch(fan.page, 'q=acoustic&gender=male');
      await expect(card(fan.page, 'luna').count()).resolves.toBe(0);
    });

    await withScreenshot(fan.page, 'performers-follow', async () => {
      await openSearch(fan.page, 'q=acoustic&gender=female');
      await card(fan.page, 'luna').getByTestId('performer-name').click();
      await fan.page.waitForURL(/\/luna$/);
      await fan.page.getByTestId('profile-follow').click();
      await fan.page.getByTestId('profile-follow').filter({ hasText: /following|unfollow/i }).waitFor();
      await fan.page.getByTestId('profile-bookmark').click();
      await fan.page.getByTestId('profile-bookmark').filter({ hasText: /bookmarked|remove/i }).waitFor();

      // A second follow, so the list below has something to show once Luna is gone from it.
      await fan.page.goto('/ava');
      await fan.page.getByTestId('profile-follow').click();
      await fan.page.getByTestId('profile-follow').filter({ hasText: /following|unfollow/i }).waitFor();

      await fan.page.goto('/user/bookmarks');
      await fan.page.getByTestId('bookmark-item').filter({ hasText: 'Luna' }).waitFor();
      await fan.page.goto('/user/following');
      await fan.page.getByTestId('following-item').filter({ hasText: 'Luna' }).waitFor();
    });

    await withScreenshot(luna.page, 'performers-block', async () => {
      await loginThroughPage(luna.page, 'luna');
      await luna.page.goto('/creator/blacklist');
      await luna.page.getByTestId('blacklist-username').fill(fanName);
      await luna.page.getByTestId('blacklist-reason').fill('Rude messages');
      await luna.page.getByTestId('blacklist-submit').click();
      await luna.page.getByTestId('blacklist-row').filter({ hasText: fanName }).waitFor();
    });

    await withScreenshot(fan.page, 'performers-blocked', async () => {
      const answer = await fan.page.goto('/luna');
      expect(answer?.status()).toBe(404);
      await openSearch(fan.page, 'q=acoustic');
      await expect(card(fan.page, 'luna').count()).resolves.toBe(0);
      await fan.page.goto('/user/following');
      await fan.page.getByTestId('following-item').filter({ hasText: 'Ava' }).waitFor();
      await expect(fan.page.getByTestId('following-item').filter({ hasText: 'Luna' }).count()).resolves.toBe(0);
    });
  } finally {
    await fan.context.close();
    await luna.context.close();
  }
});

test('an admin verifies a new performer, who then appears in search', async () => {
  const username = `newperf_${unique()}`;
  const dir = path.join(os.tmpdir(), 'fanstage-e2e-files');
  await apiRegisterPerformer(
    { username, name: 'Nova Quill', password: 'Perf-pass-123' },
    { id: await makePng(dir, 'id.png', '#3355aa'), document: await makePng(dir, 'doc.png', '#aa5533') },
  );
  const visitor = await openAs(browser());
  const admin = await openAs(browser());
  try {
    await withScreenshot(visitor.page, 'verify-before', async () => {
      await openSearch(visitor.page, `q=${username}`);
      await expect(card(visitor.page, username).count()).resolves.toBe(0);
    });

    await withScreenshot(admin.page, 'verify-admin', async () => {
      await loginThroughPage(admin.page, 'admin');
      await admin.page.goto('/admin/performers');
      const row = admin.page.locator(`[data-testid="admin-performer-row"][data-username="${username}"]`);
      await row.waitFor();
      await row.getByRole('link').first().click();
      await admin.page.waitForURL(/\/admin\/performers\/[0-9a-f-]+$/);
      // Both ID photos load through admin-only signed URLs.
      const documents = admin.page.getByTestId('admin-document');
      await documents.nth(1).waitFor();
      await expect(documents.count()).resolves.toBe(2);
      await admin.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="admin-document"] img, img[data-testid="admin-document"]')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      await admin.page.getByTestId('admin-verify').click();
      await admin.page.getByText(/verified/i).first().waitFor();
    });

    await withScreenshot(visitor.page, 'verify-after', async () => {
      await searchDirectory(visitor.page, username);
      await card(visitor.page, username).waitFor();
    });
  } finally {
    await visitor.context.close();
    await admin.context.close();
  }
});

test('a performer blocks a country: visitors from there lose her profile and search entry, others keep them', async () => {
  const ava = await openAs(browser());
  const fromGb = await browser().newContext({ baseURL: e2eState().baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '81.2.69.160' } });
  const fromUs = await browser().newContext({ baseURL: e2eState().baseUrl, extraHTTPHeaders: { 'x-forwarded-for': '8.8.8.8' } });
  try {
    const gbPage = await fromGb.newPage();
    const usPage = await fromUs.newPage();
    expect((await gbPage.goto('/ava'))?.status()).toBe(200);

    await withScreenshot(ava.page, 'block-country', async () => {
      await loginThroughPage(ava.page, 'ava');
      await ava.page.goto('/creator/block-countries');
      await ava.page.getByTestId('block-countries-select').click();
      await ava.page.keyboard.type('United Kingdom');
      await ava.page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'United Kingdom' }).first().click();
      await ava.page.keyboard.press('Escape');
      const saved = ava.page.waitForResponse((res) => res.url().endsWith('/api/block/countries') && res.request().method() === 'POST');
      await ava.page.getByTestId('block-countries-save').click();
      expect((await saved).status()).toBe(200);
    });

    await withScreenshot(gbPage, 'block-country-visitor', async () => {
      expect((await gbPage.goto('/ava'))?.status()).toBe(404);
      await openSearch(gbPage, 'q=fitness');
      await expect(card(gbPage, 'ava').count()).resolves.toBe(0);
      // Someone from elsewhere still finds her.
      expect((await usPage.goto('/ava'))?.status()).toBe(200);
      await openSearch(usPage, 'q=fitness');
      await expect(card(usPage, 'ava').count()).resolves.toBe(1);
    });
  } finally {
    await api.call('POST', '/block/countries', { countryCodes: [] }, await apiLogin('ava', 'fanstage123'));
    await ava.context.close();
    await fromGb.close();
    await fromUs.close();
  }
});
