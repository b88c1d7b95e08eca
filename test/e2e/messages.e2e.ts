// The messaging journey with two browsers: fan1 (a subscriber of luna's in the demo data) writes to
// luna from her profile; luna sees the unread count, opens the conversation and answers; a photo arrives with
// its thumbnail; a pay-per-view photo is unlocked by the fan; a deleted message turns into "Message deleted!"
// on the other side; all without a reload. Opened afresh, a chat holding a tall picture shows its newest message
// once the picture has loaded.
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { withScreenshot } from './support/browser';
import { makePng } from './support/files';
import { loginThroughPage, openAs, unique, useBrowser } from './support/journey';

const browser = useBrowser();

const threadHas = (page: Page, text: string) =>
  page.waitForFunction((t) => document.querySelector('[data-testid="thread"]')?.textContent?.includes(t), text, { timeout: 20_000 });

/** The id of the newest message in the open thread that contains `text` (or the newest of all). */
const newestMessageId = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll('[data-testid^="message-"]')].filter((el) => /^message-[0-9a-f-]{36}$/.test(el.getAttribute('data-testid') ?? ''));
    return all.at(-1)?.getAttribute('data-testid')?.replace('message-', '') ?? '';
  });

/** A picture much taller than wide: loaded late, it would push the messages under it out of view. */
async function makeTallPng(dir: string, name: string): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width: 300, height: 1200, channels: 3, background: '#0891b2' } }).png().toFile(file);
  return file;
}

/** Whether the last message of the open thread is inside the thread's visible box, once every picture has loaded. */
const newestInViewAfterPictures = (page: Page) =>
  page.waitForFunction(
    () => {
      const thread = document.querySelector('[data-testid="thread"]');
      const pictures = [...(thread?.querySelectorAll('img') ?? [])] as HTMLImageElement[];
      if (!thread || pictures.some((img) => !img.complete)) return false;
      const messages = [...thread.querySelectorAll('[data-testid^="message-"]')].filter((el) => /^message-[0-9a-f-]{36}$/.test(el.getAttribute('data-testid') ?? ''));
      const last = messages.at(-1)?.getBoundingClientRect();
      const box = thread.getBoundingClientRect();
      return !!last && last.bottom <= box.bottom + 1 && last.top >= box.top - 1;
    },
    undefined,
    { timeout: 20_000 },
  );

async function send(page: Page, text: string) {
  await page.getByTestId('composer-input').fill(text);
  await page.getByTestId('composer-send').click();
  await threadHas(page, text);
}

test('a fan and a performer chat in real time with photos, a pay-per-view photo and a delete', async () => {
  const fan = await openAs(browser());
  const luna = await openAs(browser());
  const files = path.join(os.tmpdir(), `fanstage-e2e-messages-${unique()}`);
  try {
    await loginThroughPage(fan.page, 'fan1');
    await loginThroughPage(luna.page, 'luna');
    await luna.page.goto('/messages');
    await luna.page.getByTestId('messages-page').waitFor();
    const unreadBefore = Number((await luna.page.getByTestId('rail-messages').getAttribute('data-count')) ?? 0);

    const hello = `Hello Luna, loved the Friday set! ${unique()}`;
    await withScreenshot(fan.page, 'messages-fan-writes', async () => {
      await fan.page.goto('/luna');
      await fan.page.getByTestId('profile-message').click();
      await fan.page.waitForURL(/\/messages/);
      await fan.page.getByTestId('composer-input').waitFor();
      await send(fan.page, hello);
    });

    let conversationId = '';
    await withScreenshot(luna.page, 'messages-luna-reads', async () => {
      // No reload: the new message comes over the socket, with the unread count.
      await luna.page.waitForFunction((n) => Number(document.querySelector('[data-testid="rail-messages"]')?.getAttribute('data-count')) > n, unreadBefore, { timeout: 20_000 });
      const item = luna.page.locator('[data-testid^="conversation-item-"]').filter({ hasText: 'Fan One' }).first();
      await item.waitFor();
      conversationId = ((await item.getAttribute('data-testid')) ?? '').replace('conversation-item-', '');
      expect(Number(await item.getAttribute('data-unread'))).toBeGreaterThan(0);
      await item.click();
      await threadHas(luna.page, hello);
      await luna.page.waitForFunction(
        (id) => document.querySelector(`[data-testid="conversation-item-${id}"]`)?.getAttribute('data-unread') === '0',
        conversationId,
        { timeout: 20_000 },
      );
      await send(luna.page, 'Thank you! Here is a photo from the rehearsal.');
    });
    await threadHas(fan.page, 'Thank you! Here is a photo from the rehearsal.');

    await withScreenshot(luna.page, 'messages-photo', async () => {
      await luna.page.getByTestId('composer-photo').setInputFiles(await makePng(files, 'rehearsal.png', '#7c3aed'));
      await luna.page.getByTestId('composer-attachment').waitFor({ timeout: 20_000 });
      await luna.page.getByTestId('composer-input').fill('Backstage');
      await luna.page.getByTestId('composer-send').click();
      await threadHas(luna.page, 'Backstage');
    });
    await withScreenshot(fan.page, 'messages-photo-arrives', async () => {
      await threadHas(fan.page, 'Backstage');
      const photo = fan.page.locator('[data-testid^="message-"]').filter({ hasText: 'Backstage' }).getByTestId('message-photo').first();
      await photo.waitFor({ timeout: 30_000 });
      await fan.page.waitForFunction(
        () => [...document.querySelectorAll('[data-testid="message-photo"] img, img[data-testid="message-photo"]')].some((img) => (img as HTMLImageElement).naturalWidth > 0),
        undefined,
        { timeout: 30_000 },
      );
    });

    await withScreenshot(luna.page, 'messages-ppv', async () => {
      await luna.page.getByTestId('composer-photo').setInputFiles(await makePng(files, 'exclusive.png', '#db2777'));
      await luna.page.getByTestId('composer-attachment').waitFor({ timeout: 20_000 });
      await luna.page.getByTestId('composer-price-toggle').click();
      await luna.page.getByTestId('composer-price').fill('4.5');
      await luna.page.getByTestId('composer-input').fill('Exclusive shot');
      await luna.page.getByTestId('composer-send').click();
      await threadHas(luna.page, 'Exclusive shot');
    });
    await withScreenshot(fan.page, 'messages-ppv-unlock', async () => {
      await threadHas(fan.page, 'Exclusive shot');
      const locked = fan.page.locator('[data-testid^="message-"][data-locked="true"]').filter({ hasText: 'Exclusive shot' }).first();
      await locked.waitFor({ timeout: 20_000 });
      const id = ((await locked.getAttribute('data-testid')) ?? '').replace('message-', '');
      await fan.page.getByTestId(`message-unlock-${id}`).click();
      await fan.page.getByTestId('buy-confirm').click();
      await fan.page.waitForFunction((mid) => document.querySelector(`[data-testid="message-${mid}"]`)?.getAttribute('data-locked') === 'false', id, { timeout: 20_000 });
    });

    await withScreenshot(fan.page, 'messages-delete', async () => {
      const oops = `Oops, wrong chat ${unique()}`;
      await send(fan.page, oops);
      await threadHas(luna.page, oops);
      const id = await newestMessageId(fan.page);
      await fan.page.getByTestId(`message-${id}`).hover();
      await fan.page.getByTestId(`message-delete-${id}`).click();
      await fan.page.getByTestId('message-delete-confirm').click();
      // The other side keeps the message, now reading "Message deleted!", without a reload.
      await luna.page.waitForFunction((mid) => document.querySelector(`[data-testid="message-${mid}"]`)?.getAttribute('data-deleted') === 'true', id, { timeout: 20_000 });
      await expect(luna.page.getByTestId(`message-${id}`).innerText()).resolves.toContain('Message deleted!');
    });

    await withScreenshot(fan.page, 'messages-open-at-newest', async () => {
      await luna.page.getByTestId('composer-photo').setInputFiles(await makeTallPng(files, 'poster.png'));
      await luna.page.getByTestId('composer-attachment').waitFor({ timeout: 20_000 });
      await luna.page.getByTestId('composer-input').fill('The poster for Friday');
      await luna.page.getByTestId('composer-send').click();
      await threadHas(fan.page, 'The poster for Friday');
      // Wait until the poster is processed and shows on the fan's side, so opening afresh loads it.
      const poster = fan.page.locator('[data-testid^="message-"]').filter({ hasText: 'The poster for Friday' }).getByTestId('message-photo').first();
      await poster.waitFor({ timeout: 30_000 });
      const newest = `See you on Friday ${unique()}`;
      await send(luna.page, newest);
      await threadHas(fan.page, newest);

      await fan.page.goto('/messages');
      await fan.page.locator('[data-testid^="conversation-item-"]').filter({ hasText: 'Luna' }).first().click();
      await threadHas(fan.page, newest);
      await newestInViewAfterPictures(fan.page);
    });
  } finally {
    await Promise.all([fan.context.close(), luna.context.close()]);
  }
});

test('the messages page fits a phone in both themes, list and thread', async () => {
  const fan = await openAs(browser(), { mobile: true });
  try {
    const p = fan.page;
    await loginThroughPage(p, 'fan2');
    await withScreenshot(p, 'messages-phone', async () => {
      for (const theme of ['light', 'dark']) {
        await p.evaluate((t) => localStorage.setItem('theme', t), theme);
        await p.goto('/messages');
        await p.waitForFunction((t) => document.documentElement.dataset.theme === t, theme);
        const item = p.locator('[data-testid^="conversation-item-"]').first();
        await item.waitFor();
        const overflow = () => p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect({ theme, view: 'list', overflow: await overflow() }).toEqual({ theme, view: 'list', overflow: 0 });
        await item.click();
        await p.getByTestId('composer-input').waitFor();
        expect({ theme, view: 'thread', overflow: await overflow() }).toEqual({ theme, view: 'thread', overflow: 0 });
      }
    });
  } finally {
    await fan.context.close();
  }
});
