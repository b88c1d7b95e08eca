/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { verifyQuery } from '@/server/media/signed-url';
import { createLocalStorage, INCOMPLETE_DIR, type Storage } from '@/server/media/storage';
import { contentTypeOfExt, isValidKey, newKey, parseKey } from '@/server/media/storage-keys';

const SECRET = 'unit-test-secret-unit-test-secret-0001';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('storage keys', () => {
  it('makes random, well-formed keys that carry their visibility and folder', () => {
    const a = newKey('public', 'avatars', 'WEBP');
    const b = newKey('public', 'avatars', 'webp');
    expect(a).toMatch(/^public\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(a).not.toBe(b);
    expect(parseKey(newKey('private', 'performers/documents', 'jpg'))).toMatchObject({ visibility: 'private', folder: 'performers/documents', ext: 'jpg' });
  });

  it.each([
    '../secrets.json',
    'public/../../secrets.json',
    'public/avatars/../../../etc/passwd',
    'public/avatars/..%2F..%2Fsecrets.json',
    '/etc/passwd',
    'public//avatars/abcdefghijklmnopqrstuv.webp',
    'public\\avatars\\abcdefghijklmnopqrstuv.webp',
    'public/avatars/abcdefghijklmnopqrstuv.webp/..',
    'public/avatars/short.webp',
    'shared/avatars/abcdefghijklmnopqrstuv.webp',
    'public/Avatars/abcdefghijklmnopqrstuv.webp',
    'public/avatars/abcdefghijklmnopqrstuv.webp\u0000.txt',
    'public/a/b/c/d/abcdefghijklmnopqrstuv.webp',
    'public/avatars/abcdefghijklmnopqrstuv',
    '',
  ])('refuses the key %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it('refuses folders and extensions that could escape or confuse', () => {
    expect(() => newKey('public', '../x', 'png')).toThrow(/Invalid storage folder/);
    expect(() => newKey('public', 'a/../../b', 'png')).toThrow(/Invalid storage folder/);
    expect(() => newKey('public', '', 'png')).toThrow(/Invalid storage folder/);
    expect(() => newKey('public', 'avatars', 'png/../x')).toThrow(/Invalid file extension/);
  });

  it('serves only known media types inline; scripts-capable types become downloads', () => {
    expect(contentTypeOfExt('jpg')).toBe('image/jpeg');
    expect(contentTypeOfExt('mp4')).toBe('video/mp4');
    expect(contentTypeOfExt('svg')).toBe('application/octet-stream');
    expect(contentTypeOfExt('html')).toBe('application/octet-stream');
  });
});

describe('local storage', () => {
  let root: string;
  const now = 1_700_000_000;
  let storage: Storage;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-storage-'));
    storage = createLocalStorage(path.join(root, 'media'), SECRET, { nowSeconds: () => now });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('streams a file to disk under media/<visibility>/<folder> and reads it back', async () => {
    const content = Buffer.alloc(300_000, 7);
    const source = Readable.from((function* () {
      for (let i = 0; i < content.length; i += 65_536) yield content.subarray(i, i + 65_536);
    })());
    const stored = await storage.save(source, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
    expect(stored).toMatchObject({ size: 300_000, contentType: 'video/mp4' });
    expect(fs.existsSync(path.join(root, 'media', stored.key))).toBe(true);
    expect(stored.key.startsWith('public/feeds/')).toBe(true);

    const opened = await storage.open(stored.key);
    expect(opened?.size).toBe(300_000);
    expect(opened?.contentType).toBe('video/mp4');
    expect((await readAll(opened!.stream)).equals(content)).toBe(true);

    const part = await storage.open(stored.key, { start: 10, end: 19 });
    expect((await readAll(part!.stream)).length).toBe(10);
    expect(part?.size).toBe(300_000);
  });

  it('saves buffers and removes files', async () => {
    const stored = await storage.save(Buffer.from('hello'), { visibility: 'private', folder: 'docs', ext: 'txt', contentType: 'text/plain' });
    expect((await storage.stat(stored.key))?.size).toBe(5);
    await storage.remove(stored.key);
    expect(await storage.stat(stored.key)).toBeNull();
    expect(await storage.open(stored.key)).toBeNull();
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
  });

  it('leaves no partial file behind when the upload stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.save(failing, { visibility: 'public', folder: 'avatars', ext: 'png', contentType: 'image/png' })).rejects.toThrow('client went away');
    expect(fs.readdirSync(path.join(root, 'media', 'public', 'avatars'))).toEqual([]);
    expect(fs.readdirSync(path.join(root, 'media', INCOMPLETE_DIR))).toEqual([]);
  });

  it('keeps an upload apart, under no key, until it is whole, and removes what a dead process left there once idle', async () => {
    const incomplete = path.join(root, 'media', INCOMPLETE_DIR);
    // Two uploads whose senders stop after a first chunk, as when the process dies mid-body.
    const stalled = () => new Readable({ read() {} });
    const first = stalled();
    const second = stalled();
    const saves = [first, second].map((body) => storage.save(body, { visibility: 'private', folder: 'originals', ext: 'mp4', contentType: 'video/mp4' }).catch((e: Error) => e));
    first.push(Buffer.alloc(1000, 1));
    second.push(Buffer.alloc(500, 2));
    const sizes = () => (fs.existsSync(incomplete) ? fs.readdirSync(incomplete).map((n) => fs.statSync(path.join(incomplete, n)).size).sort((a, b) => a - b) : []);
    for (let i = 0; i < 200 && sizes().join() !== '500,1000'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sizes()).toEqual([500, 1000]);
    expect(fs.existsSync(path.join(root, 'media', 'private', 'originals')) ? fs.readdirSync(path.join(root, 'media', 'private', 'originals')) : []).toEqual([]);

    // Not idle for an hour: left alone.
    expect(await storage.removeAbandoned(new Date(Date.now() - 60 * 60_000))).toBe(0);
    // One of them was last written two hours ago.
    const [older] = fs.readdirSync(incomplete).filter((n) => fs.statSync(path.join(incomplete, n)).size === 1000);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    fs.utimesSync(path.join(incomplete, older), twoHoursAgo, twoHoursAgo);
    expect(await storage.removeAbandoned(new Date(Date.now() - 60 * 60_000))).toBe(1);
    expect(sizes()).toEqual([500]);

    first.destroy(new Error('gone'));
    second.destroy(new Error('gone'));
    await Promise.all(saves);
    expect(fs.readdirSync(incomplete)).toEqual([]);
    expect(await storage.removeAbandoned(new Date())).toBe(0);
  });

  it('never touches files outside the media directory', async () => {
    fs.writeFileSync(path.join(root, 'secrets.json'), '{}');
    expect(await storage.stat('../secrets.json')).toBeNull();
    expect(await storage.open('public/../../secrets.json')).toBeNull();
    await storage.remove('../secrets.json');
    expect(fs.existsSync(path.join(root, 'secrets.json'))).toBe(true);
  });

  it('gives public files a plain address and private files a signed, expiring one', async () => {
    const pub = await storage.save(Buffer.from('a'), { visibility: 'public', folder: 'avatars', ext: 'webp', contentType: 'image/webp' });
    expect(storage.url(pub.key)).toBe(`/api/files/${pub.key}`);

    const priv = await storage.save(Buffer.from('b'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' });
    const url = new URL(storage.url(priv.key, { viewerId: 'viewer-1' }), 'http://x');
    expect(url.pathname).toBe(`/api/files/${priv.key}`);
    expect(url.searchParams.get('expires')).toBe(String(now + 300));
    expect(url.searchParams.get('viewer')).toBe('viewer-1');
    const query = Object.fromEntries(url.searchParams);
    expect(verifyQuery(SECRET, priv.key, query, now)).toEqual({ ok: true, viewerId: 'viewer-1', expiresAt: now + 300 });
    expect(() => storage.url('../../etc/passwd')).toThrow(/Not a storage key/);
  });

  it('caps how long a private address lives', () => {
    const key = newKey('private', 'documents', 'jpg');
    const expires = Number(new URL(storage.url(key, { expiresInSeconds: 10 * 365 * 86_400 }), 'http://x').searchParams.get('expires'));
    expect(expires - now).toBe(86_400);
  });
});
