// One Chromium per test file, a fresh context per journey, a screenshot when a journey fails.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { E2E_STATE_FILE, type E2EState } from './server';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function e2eState(): E2EState {
  return JSON.parse(fs.readFileSync(E2E_STATE_FILE, 'utf8')) as E2EState;
}

/**
 * For live journeys: Chromium's fake camera and microphone (a test pattern and a tone) granted without a
 * prompt, video that starts with sound without a tap, and WebRTC allowed to use loopback addresses, so two
 * pages on this machine reach each other without any network.
 */
export const MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  '--allow-loopback-in-peer-connection',
];

export async function launchBrowser(opts: { media?: boolean } = {}): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...(opts.media ? MEDIA_ARGS : [])] });
}

export async function newContext(browser: Browser, opts: { mobile?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: e2eState().baseUrl,
    viewport: opts.mobile ? { width: 375, height: 740 } : { width: 1280, height: 860 },
  });
}

/** Runs a journey step and keeps a screenshot under test-results/ when it throws. */
export async function withScreenshot<T>(page: Page, name: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const dir = path.resolve(__dirname, '../../../test-results');
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `${name.replace(/[^a-z0-9-]+/gi, '_')}.png`), fullPage: true }).catch(() => undefined);
    throw err;
  }
}
