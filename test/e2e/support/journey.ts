// Shared set-up for journey files: one Chromium per file, and helpers to log in through the login page.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchBrowser, newContext } from './browser';

export const DEMO_PASSWORD = 'fanstage123';
export const unique = () => Math.random().toString(36).slice(2, 8);

/** Registers beforeAll/afterAll for one browser per file; returns a getter (the browser starts later). */
export function useBrowser(opts: { media?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(opts);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser has not started: call useBrowser() at the top of the file.');
    return browser;
  };
}

/** A fresh context and page for one person in a journey; closed by the caller (or with the browser). */
export async function openAs(browser: Browser, opts: { mobile?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, opts);
  return { context, page: await context.newPage() };
}

export async function loginThroughPage(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname !== '/auth/login');
}

/**
 * Clicks an item of an antd dropdown menu. The menu slides in; on a loaded machine a pointer click aimed while
 * it moves can land on its neighbour, so once the item is visible the click goes to the item itself.
 */
export async function clickMenuItem(item: Locator) {
  await item.waitFor({ state: 'visible' });
  await item.dispatchEvent('click');
}
