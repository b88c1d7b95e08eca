// Media served by the embedded storage: public files by address, private ones only through signed,
// expiring addresses; Range requests for video seeking; no way out of the media directory.
import fs from 'node:fs';
import path from 'node:path';
import { authHeader, createUser, loginAs, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
/** 64 KiB of a pattern whose every byte position is recognisable. */
const VIDEO = Buffer.from(Array.from({ length: 65_536 }, (_, i) => (i * 7 + 3) % 256));

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const storage = () => ctx.app.services.storage;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('public files', () => {
  it('are served with their type, size and a long cache lifetime', async () => {
    const stored = await storage().save(VIDEO, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
    const url = storage().url(stored.key);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/public\/feeds\/[A-Za-z0-9_-]+\.mp4$/);

    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(Number(res.headers['content-length'])).toBe(VIDEO.length);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(VIDEO)).toBe(true);
  });

  it('answer HEAD with the headers only (players probe the size first)', async () => {
    const stored = await storage().save(VIDEO, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
    const res = await ctx.app.inject({ method: 'HEAD', url: storage().url(stored.key) });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['content-length'])).toBe(VIDEO.length);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(0);
  });

  it('answers 304 when the browser already has the file', async () => {
    const stored = await storage().save(Buffer.from('avatar'), { visibility: 'public', folder: 'avatars', ext: 'webp', contentType: 'image/webp' });
    const first = await get(storage().url(stored.key));
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get(storage().url(stored.key), { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('are gone once removed', async () => {
    const stored = await storage().save(Buffer.from('bye'), { visibility: 'public', folder: 'avatars', ext: 'png', contentType: 'image/png' });
    await storage().remove(stored.key);
    const res = await get(storage().url(stored.key));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, message: 'This file does not exist or has been removed.' });
  });

  it('cannot be used to reach private files', async () => {
    const priv = await storage().save(Buffer.from('id-document-bytes'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' });
    const res = await get(`/api/files/public/${priv.key.replace(/^private\//, '')}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('id-document-bytes');
  });
});

describe('private files', () => {
  let key: string;
  beforeAll(async () => {
    key = (await storage().save(Buffer.from('passport scan'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' })).key;
  });

  it('are served through a signed address, privately cached', async () => {
    const url = storage().url(key);
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/private\/documents\/.+\.jpg\?expires=\d+&sig=/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=(2\d\d|300)$/);
    expect(res.body).toBe('passport scan');
  });

  it('are refused without a signature', async () => {
    const res = await get(`/api/files/${key}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This link is not valid. Open the file from its page to get a working link.' });
  });

  it('are refused when any part of the address was changed', async () => {
    const url = new URL(storage().url(key, { viewerId: 'u1' }), 'http://localhost');
    const variants = [
      { viewer: 'u2' },
      { expires: String(Number(url.searchParams.get('expires')) + 3600) },
      { sig: 'A'.repeat(url.searchParams.get('sig')!.length) },
    ];
    for (const change of variants) {
      const params = new URLSearchParams(url.searchParams);
      for (const [k, v] of Object.entries(change)) params.set(k, v);
      const res = await get(`${url.pathname}?${params}`);
      expect(res.statusCode).toBe(403);
    }
    const other = await storage().save(Buffer.from('other'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' });
    const stolen = `/api/files/${other.key}${url.search}`;
    expect((await get(stolen)).statusCode).toBe(403);
  });

  describe('bound to one account', () => {
    let owner: TestUser;
    let ownerToken: string;
    let url: string;
    beforeAll(async () => {
      owner = await createUser(ctx.database.db);
      ownerToken = await loginAs(ctx.app, owner);
      url = storage().url(key, { viewerId: owner.id });
      expect(url).toMatch(new RegExp(`&viewer=${owner.id}&sig=`));
    });

    it('open in that account\'s session, from the Authorization header or the token cookie', async () => {
      expect((await get(url, authHeader(ownerToken))).body).toBe('passport scan');
      // <img> and <video> cannot send headers; they send the same-origin cookie the client keeps the token in.
      expect((await get(url, { cookie: `theme=dark; token=${encodeURIComponent(ownerToken)}` })).body).toBe('passport scan');
    });

    it('are refused to anyone else who holds the address, and to nobody logged in', async () => {
      const other = await createUser(ctx.database.db);
      const attempts: Record<string, string>[] = [{}, authHeader(await loginAs(ctx.app, other)), { cookie: 'token=not-a-session' }];
      for (const headers of attempts) {
        const res = await get(url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('This link was made for another account. Log in and open the file from its page.');
        expect(res.body).not.toContain('passport scan');
      }
    });
  });

  it('are refused once the address has expired', async () => {
    const url = storage().url(key, { expiresInSeconds: 1 });
    expect((await get(url)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This link has expired. Reload the page to get a new one.');
  });
});

describe('range requests', () => {
  let url: string;
  beforeAll(async () => {
    url = storage().url((await storage().save(VIDEO, { visibility: 'private', folder: 'videos', ext: 'mp4', contentType: 'video/mp4' })).key);
  });

  it('serve the asked bytes with 206', async () => {
    const res = await get(url, { range: 'bytes=1000-1999' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
    expect(Number(res.headers['content-length'])).toBe(1000);
    expect(res.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);
  });

  it('serve open-ended and suffix ranges', async () => {
    const tail = await get(url, { range: `bytes=${VIDEO.length - 10}-` });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 10))).toBe(true);
    const suffix = await get(url, { range: 'bytes=-5' });
    expect(suffix.headers['content-range']).toBe(`bytes ${VIDEO.length - 5}-${VIDEO.length - 1}/${VIDEO.length}`);
    expect(suffix.rawPayload.equals(VIDEO.subarray(VIDEO.length - 5))).toBe(true);
  });

  it('answer 416 for a range outside the file', async () => {
    const res = await get(url, { range: `bytes=${VIDEO.length}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    expect(res.json()).toMatchObject({ statusCode: 416, message: expect.stringMatching(/outside this file/) });
  });

  it('serve the whole file for a range they cannot serve alone', async () => {
    const res = await get(url, { range: 'bytes=0-1,5-9' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(VIDEO.length);
  });
});

describe('path traversal', () => {
  beforeAll(() => {
    // Things an attacker would love to read: the generated secrets and the database.
    fs.writeFileSync(path.join(ctx.config.dataDir, 'secrets.json'), '{"jwtSecret":"do-not-leak"}');
    fs.mkdirSync(path.join(ctx.config.dataDir, 'media', 'public'), { recursive: true });
  });

  it.each([
    '/api/files/public/../../secrets.json',
    '/api/files/public/..%2F..%2Fsecrets.json',
    '/api/files/public/%2e%2e/%2e%2e/secrets.json',
    '/api/files/public/avatars/..%2F..%2F..%2Fsecrets.json',
    '/api/files/public/..%5C..%5Csecrets.json',
    '/api/files/public/%2Fetc%2Fpasswd',
    '/api/files/private/..%2F..%2Fsecrets.json?expires=9999999999&sig=x',
  ])('%s reveals nothing', async (url) => {
    const res = await get(url);
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('do-not-leak');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
