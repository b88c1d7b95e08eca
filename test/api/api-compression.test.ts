// Compressed API answers: brotli or gzip as the client accepts, for JSON of 1 kB or more; small answers,
// clients that do not ask, and stored files go out as they are. Bodies are the same once decompressed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { COMPRESSION_THRESHOLD, createStableAnswerCache, preferredEncoding } from '@/server/http/api-compression';
import { posts } from '@/server/modules/posts/posts.table';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
const stableAnswers = createStableAnswerCache();
beforeAll(async () => {
  ctx = await createTestApp({}, { stableAnswers });
  // Three static pages of a few hundred words each: the footer's list is a few kB, like on a real site.
  await ctx.database.db.insert(posts).values(
    ['about-us', 'terms', 'privacy'].map((slug, i) => ({
      slug,
      title: `Page ${slug}`,
      shortDescription: `What ${slug} says`,
      content: `# ${slug}\n\n${'Fanstage keeps what a fan buys for as long as the performer is on the site. '.repeat(20 + i)}`,
      ordering: i,
    })),
  );
});
afterAll(() => ctx?.close());

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected content-encoding ${String(encoding)}`);
  return res.rawPayload.toString('utf8');
}

const varyOf = (res: LightMyRequestResponse) => String(res.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

describe('large JSON answers', () => {
  it.each([
    ['/countries/list'],
    ['/posts/search'],
    ['/user-additional'],
  ])('%s is compressed with brotli or gzip as asked, and reads the same once decompressed', async (url) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
    // Not asked, not compressed; but the answer depends on the header, which caches must know.
    expect(varyOf(plain)).toContain('accept-encoding');

    for (const [asked, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const res = await get(url, asked);
      expect({ asked, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({ asked, status: 200, encoding: expected });
      expect(varyOf(res)).toEqual(expect.arrayContaining(['origin', 'accept-encoding']));
      expect(varyOf(res).filter((v) => v === 'accept-encoding')).toHaveLength(1);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(decoded(res)).toBe(plain.body);
    }
  });

  it('sends plain JSON to a client that accepts neither encoding', async () => {
    for (const asked of ['identity', 'deflate', 'br;q=0, gzip;q=0', '']) {
      const res = await get('/countries/list', asked);
      expect({ asked, encoding: res.headers['content-encoding'] }).toEqual({ asked, encoding: undefined });
      expect(JSON.parse(res.body).data.length).toBeGreaterThan(200);
    }
  });

  it('answers a stable list from its kept body once it is made, the same JSON in fewer bytes', async () => {
    const plain = (await get('/languages/list')).body;
    const first = await get('/languages/list', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    // The kept body is made at brotli's best off the event loop; until then each answer is compressed fast.
    await stableAnswers.settled();
    const kept = await get('/languages/list', 'br');
    expect(kept.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(decoded(kept)).toBe(plain);
    expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
    expect(varyOf(kept)).toContain('accept-encoding');
    const again = await get('/languages/list', 'br');
    expect(again.rawPayload.equals(kept.rawPayload)).toBe(true);
  });
});

describe('answers left alone', () => {
  it('sends the small public settings uncompressed, whatever the client accepts', async () => {
    const res = await get('/settings/public', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varyOf(res)).not.toContain('accept-encoding');
    expect(res.json().status).toBe(0);
  });

  it('sends small errors uncompressed', async () => {
    const res = await get('/states/QQ', 'gzip, br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().message).toMatch(/no country with the code QQ/);
  });

  it('sends stored files as they are, with their length, even text-like ones', async () => {
    const bytes = Buffer.from('A document of plain words, stored as it came. '.repeat(200));
    for (const contentType of ['application/octet-stream', 'image/svg+xml', 'image/png']) {
      const stored = await ctx.app.services.storage.save(bytes, { visibility: 'public', folder: 'documents', ext: 'bin', contentType });
      const res = await ctx.app.inject({ method: 'GET', url: new URL(ctx.app.services.storage.url(stored.key)).pathname, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect({ contentType, status: res.statusCode, encoding: res.headers['content-encoding'] }).toEqual({ contentType, status: 200, encoding: undefined });
      expect(Number(res.headers['content-length'])).toBe(bytes.length);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });
});

describe('the page renderer', () => {
  it('reads the API through its request helper, compressed or not, as the same JSON', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const seen: { asked: string | undefined; answered: unknown }[] = [];
    ctx.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      // Fastify hands its headers to writeHead, where getHeader does not see them.
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, headers?: Record<string, unknown>) => {
        seen.push({ asked: req.headers['accept-encoding'], answered: headers?.['content-encoding'] ?? res.getHeader('content-encoding') });
        return writeHead(status, headers);
      }) as ServerResponse['writeHead'];
    });
    const before = process.env.API_INTERNAL_URL;
    process.env.API_INTERNAL_URL = `http://127.0.0.1:${port}/api`;
    try {
      const { request } = await import('@/lib/request');
      const answer = await request<unknown[]>('/countries/list');
      expect(answer).toEqual(JSON.parse((await get('/countries/list')).body));
    } finally {
      if (before === undefined) delete process.env.API_INTERNAL_URL;
      else process.env.API_INTERNAL_URL = before;
    }
    expect(seen).toHaveLength(1);
    // Whatever the helper asks for is what it gets (today it accepts gzip, and gets it).
    expect(seen[0].answered).toBe(preferredEncoding(seen[0].asked) ?? undefined);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['*, br', 'br'],
    ['br;q=0', null],
    ['gzip;q=nonsense, br;q=0', null],
  ])('%j gives %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('the stable answer cache', () => {
  it('keeps each text once per encoding, within its bytes', async () => {
    const cache = createStableAnswerCache(64 * 1024);
    const text = JSON.stringify({ data: Array.from({ length: 300 }, (_, i) => ({ name: `Item ${i}`, code: i })) });
    expect(cache.get(text, 'br')).toBeUndefined();
    expect(cache.get(text, 'br')).toBeUndefined();
    await cache.settled();
    const br = cache.get(text, 'br')!;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(cache.get(text, 'gzip')).toBeUndefined();
    await cache.settled();
    expect(gunzipSync(cache.get(text, 'gzip')!).toString('utf8')).toBe(text);
    expect(cache.stats().entries).toBe(1);

    // A text over a quarter of the budget is never kept; others push the oldest out.
    expect(cache.get('x'.repeat(17 * 1024), 'br')).toBeUndefined();
    await cache.settled();
    expect(cache.stats().entries).toBe(1);
    for (let i = 0; i < 8; i++) cache.get(`${i}${'y'.repeat(10 * 1024)}`, 'gzip');
    await cache.settled();
    expect(cache.stats().bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.get(text, 'br')).toBeUndefined();
  });
});
