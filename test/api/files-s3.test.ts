// The files route in front of the S3 driver (against a local server speaking the S3 protocol): public and
// signed private files stream from the bucket through the app, with ranges, HEAD, 304 and viewer binding.
import { authHeader, createUser, loginAs } from '../factories/users';
import { FAKE_S3_ACCESS_KEY_ID, FAKE_S3_BUCKET, FAKE_S3_SECRET_ACCESS_KEY, startFakeS3, type FakeS3 } from '../fakes/s3-server';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

let fake: FakeS3;
let ctx: TestContext;
const VIDEO = Buffer.from(Array.from({ length: 65_536 }, (_, i) => (i * 7 + 3) % 256));

beforeAll(async () => {
  fake = await startFakeS3();
  ctx = await createTestApp({
    S3_BUCKET: FAKE_S3_BUCKET,
    S3_ENDPOINT: fake.url,
    S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});

const storage = () => ctx.app.services.storage;
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

it('stores in the bucket, not on the local disk', async () => {
  const stored = await storage().save(VIDEO, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
  expect(fake.objects.get(stored.key)?.size).toBe(VIDEO.length);
});

it('serves public files from the bucket with their type, size, ETag and ranges', async () => {
  const stored = await storage().save(VIDEO, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
  const url = storage().url(stored.key);
  expect(url).toBe(`${SITE_URL}/api/files/${stored.key}`);

  const res = await get(url);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('video/mp4');
  expect(Number(res.headers['content-length'])).toBe(VIDEO.length);
  expect(res.rawPayload.equals(VIDEO)).toBe(true);
  expect((await get(url, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);

  const part = await get(url, { range: 'bytes=1000-1999' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
  expect(part.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);
  expect((await get(url, { range: `bytes=${VIDEO.length}-` })).statusCode).toBe(416);
  // The range went to the bucket as a ranged read. The fake records a request once it has finished sending
  // it, which may come after the app has answered (it stops reading at the range's end): wait for the record.
  const ranged = (r: { operation: string; key: string; status: number }) => r.operation === 'GetObject' && r.key === stored.key && r.status === 206;
  for (let tries = 0; tries < 250 && !fake.requests.some(ranged); tries++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fake.requests.filter(ranged)).toHaveLength(1);
});

it('answers HEAD requests again and again without using up connections to the bucket', async () => {
  const stored = await storage().save(VIDEO, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
  // More than the driver's 256 pooled connections: a stream opened and never read would hold one each,
  // and the request after the last free connection would wait forever.
  for (let batch = 0; batch < 15; batch++) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => ctx.app.inject({ method: 'HEAD', url: storage().url(stored.key) })));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(Number(res.headers['content-length'])).toBe(VIDEO.length);
    }
  }
  expect((await get(storage().url(stored.key), { range: 'bytes=0-9' })).rawPayload.equals(VIDEO.subarray(0, 10))).toBe(true);
});

it('serves private files only through signed addresses bound to the viewer', async () => {
  const stored = await storage().save(Buffer.from('passport scan'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' });
  expect((await get(`/api/files/${stored.key}`)).statusCode).toBe(403);

  const owner = await createUser(ctx.database.db);
  const url = storage().url(stored.key, { viewerId: owner.id });
  const mine = await get(url, authHeader(await loginAs(ctx.app, owner)));
  expect(mine.statusCode).toBe(200);
  expect(mine.body).toBe('passport scan');

  const other = await get(url, authHeader(await loginAs(ctx.app, await createUser(ctx.database.db))));
  expect(other.statusCode).toBe(403);
  expect(other.body).not.toContain('passport scan');
});

it('answers 404 once a file is removed from the bucket', async () => {
  const stored = await storage().save(Buffer.from('bye'), { visibility: 'public', folder: 'avatars', ext: 'png', contentType: 'image/png' });
  await storage().remove(stored.key);
  expect(fake.objects.has(stored.key)).toBe(false);
  expect((await get(storage().url(stored.key))).statusCode).toBe(404);
});
