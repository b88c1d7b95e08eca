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

/**
 * Registers a fresh desktop context and page before each test (closed after it), handed to `set`, for files whose
 * tests each need one person on one page.
 */
export function usePagePerTest(browser: () => Browser, set: (opened: { context: BrowserContext; page: Page }) => void) {
  let context: BrowserContext | undefined;
  beforeEach(async () => {
    const opened = await openAs(browser());
    context = opened.context;
    set(opened);
  });
  afterEach(async () => {
    await context?.close();
  });
}

export async function loginThroughPage(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  // A press before the script runs sends the form the old way (a reload), as it would for a person.
  await page.waitForFunction(() => {
    const form = document.querySelector('[data-testid="login-form"]');
    return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
  });
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

/** Slows this page's uploads (Chromium's network emulation), so progress and a midway cancel can be seen; the function returned lifts it. */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

/** antd radios put the test id on their hidden input: click the label a person clicks. */
export async function choose(page: Page, testId: string) {
  await page.getByTestId(testId).locator('xpath=ancestor::label[1]').click();
  await expect(page.getByTestId(testId).isChecked()).resolves.toBe(true);
}

/** Pays on the sandbox checkout the page was sent to, with the test card, and waits for the success page. */
export async function payWithSandboxCard(page: Page) {
  await page.waitForURL(/\/payment\/sandbox\//);
  await page.getByTestId('sandbox-card').fill('4242 4242 4242 4242');
  await page.getByTestId('sandbox-expiry').fill('12/30');
  await page.getByTestId('sandbox-cvc').fill('123');
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/payment\/success\?paymentId=/);
}

/** Tops the logged-in fan's wallet up by `amount` dollars through the sandbox checkout. */
export async function topUpThroughSandbox(page: Page, amount: number) {
  await page.goto('/wallet');
  await page.getByTestId('top-up-amount').fill(String(amount));
  await page.getByTestId('top-up-submit').click();
  await payWithSandboxCard(page);
}
