/** @jest-environment node */
// One behavioural suite for both storage drivers (local disk, and S3 against a local server speaking the S3
// protocol), then what only the S3 driver does: multipart streaming, object metadata, credentials, CDN links.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig } from '@/server/config';
import { CreateMultipartUploadCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import { createS3Client, createS3Storage, s3SettingsOf } from '@/server/media/s3-storage';
import { verifyQuery } from '@/server/media/signed-url';
import { createLocalStorage, createStorage, type Storage } from '@/server/media/storage';
import { newKey } from '@/server/media/storage-keys';
import { FAKE_S3_ACCESS_KEY_ID, FAKE_S3_BUCKET, FAKE_S3_SECRET_ACCESS_KEY, type FakeS3, fakeS3Settings, startFakeS3 } from '../../fakes/s3-server';

const SECRET = 'unit-test-secret-unit-test-secret-0001';
const NOW = 1_700_000_000;
const MB = 1024 * 1024;
/** process.env's type requires NODE_ENV; these configurations leave it out. */
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function sha256Of(stream: Readable): Promise<{ hex: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hex: hash.digest('hex'), size };
}

/** A stream of `total` random bytes made as it is read, remembering how much it has produced and its hash. */
function generatedStream(total: number, opts: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  const state = { produced: 0, hex: '' };
  async function* chunks() {
    while (state.produced < total) {
      if (opts.failAfter !== undefined && state.produced >= opts.failAfter) throw new Error('client went away');
      const chunk = randomBytes(Math.min(256 * 1024, total - state.produced));
      hash.update(chunk);
      state.produced += chunk.length;
      yield chunk;
    }
    state.hex = hash.digest('hex');
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), state };
}

interface DriverUnderTest {
  storage: Storage;
  /** Every key the backing store holds, to prove nothing was left behind. */
  storedKeys(): string[];
  /** Moves a stored file's last write `ms` into the past. */
  age(key: string, ms: number): void;
  cleanup(): Promise<void>;
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

const s3Settings = fakeS3Settings;

const drivers: Array<[string, () => Promise<DriverUnderTest>]> = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-storage-'));
      const media = path.join(root, 'media');
      return {
        storage: createLocalStorage(media, SECRET, { nowSeconds: () => NOW }),
        storedKeys: () => walk(media),
        age: (key, ms) => {
          const then = new Date(Date.now() - ms);
          fs.utimesSync(path.join(media, key), then, then);
        },
        cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const fake = await startFakeS3();
      return {
        storage: createS3Storage(s3Settings(fake), SECRET, { nowSeconds: () => NOW }),
        storedKeys: () => [...fake.objects.keys()],
        age: (key, ms) => {
          const object = fake.objects.get(key)!;
          object.lastModified = new Date(object.lastModified.getTime() - ms);
        },
        cleanup: () => fake.close(),
      };
    },
  ],
];

describe.each(drivers)('the %s storage driver', (_name, setup) => {
  let driver: DriverUnderTest;
  let storage: Storage;
  beforeEach(async () => {
    driver = await setup();
    storage = driver.storage;
  });
  afterEach(() => driver.cleanup());

  it('streams a file in, then reads it whole and by byte range', async () => {
    const content = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 7 + 3) % 256));
    const source = Readable.from((function* () {
      for (let i = 0; i < content.length; i += 65_536) yield content.subarray(i, i + 65_536);
    })());
    const stored = await storage.save(source, { visibility: 'public', folder: 'feeds', ext: 'mp4', contentType: 'video/mp4' });
    expect(stored).toMatchObject({ size: 300_000, contentType: 'video/mp4' });
    expect(stored.key).toMatch(/^public\/feeds\/[A-Za-z0-9_-]{22}\.mp4$/);
    expect(driver.storedKeys()).toEqual([stored.key]);

    const info = await storage.stat(stored.key);
    expect(info).toMatchObject({ key: stored.key, size: 300_000, contentType: 'video/mp4' });
    expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);

    const whole = await storage.open(stored.key);
    expect(whole).toMatchObject({ size: 300_000, contentType: 'video/mp4' });
    expect((await readAll(whole!.stream)).equals(content)).toBe(true);

    const part = await storage.open(stored.key, { start: 100_000, end: 100_009 });
    expect(part?.size).toBe(300_000);
    expect((await readAll(part!.stream)).equals(content.subarray(100_000, 100_010))).toBe(true);

    const tail = await storage.open(stored.key, { start: 299_990, end: 299_999 });
    expect((await readAll(tail!.stream)).equals(content.subarray(299_990))).toBe(true);
  });

  it('stores a large stream (25 MB, made as it is read) intact', async () => {
    const { stream, state } = generatedStream(25 * MB);
    const stored = await storage.save(stream, { visibility: 'private', folder: 'videos', ext: 'mp4', contentType: 'video/mp4' });
    expect(stored.size).toBe(25 * MB);
    expect((await storage.stat(stored.key))?.size).toBe(25 * MB);
    const back = await sha256Of((await storage.open(stored.key))!.stream);
    expect(back).toEqual({ hex: state.hex, size: 25 * MB });
  });

  it('keeps each file type, and serves types that could carry scripts as downloads', async () => {
    const kinds = [
      ['jpg', 'image/jpeg'],
      ['webp', 'image/webp'],
      ['mp3', 'audio/mpeg'],
      ['pdf', 'application/pdf'],
      ['zip', 'application/zip'],
    ] as const;
    for (const [ext, type] of kinds) {
      const stored = await storage.save(Buffer.from(`a ${ext} file`), { visibility: 'public', folder: 'feeds', ext, contentType: type });
      expect(stored.contentType).toBe(type);
      expect((await storage.stat(stored.key))?.contentType).toBe(type);
      const opened = await storage.open(stored.key);
      expect(opened?.contentType).toBe(type);
      expect((await readAll(opened!.stream)).toString()).toBe(`a ${ext} file`);
    }
    const svg = await storage.save(Buffer.from('<svg onload="alert(1)"/>'), { visibility: 'public', folder: 'feeds', ext: 'svg', contentType: 'image/svg+xml' });
    expect((await storage.stat(svg.key))?.contentType).toBe('application/octet-stream');
  });

  it('answers null for missing and malformed keys', async () => {
    const missing = newKey('public', 'feeds', 'mp4');
    expect(await storage.stat(missing)).toBeNull();
    expect(await storage.open(missing)).toBeNull();
    expect(await storage.open(missing, { start: 0, end: 9 })).toBeNull();
    expect(await storage.stat('../secrets.json')).toBeNull();
    expect(await storage.open('public/../../secrets.json')).toBeNull();
  });

  it('removes files, and removing twice (or a malformed key) is fine', async () => {
    const stored = await storage.save(Buffer.from('hello'), { visibility: 'private', folder: 'docs', ext: 'txt', contentType: 'text/plain' });
    const other = await storage.save(Buffer.from('stays'), { visibility: 'private', folder: 'docs', ext: 'txt', contentType: 'text/plain' });
    expect((await storage.stat(stored.key))?.size).toBe(5);
    await storage.remove(stored.key);
    expect(await storage.stat(stored.key)).toBeNull();
    expect(await storage.open(stored.key)).toBeNull();
    await expect(storage.remove(stored.key)).resolves.toBeUndefined();
    await expect(storage.remove('../secrets.json')).resolves.toBeUndefined();
    expect(driver.storedKeys()).toEqual([other.key]);
  });

  it('lists the keys under a folder last written before a moment, up to a limit', async () => {
    const HOUR = 60 * 60_000;
    const save = (folder: string) => storage.save(Buffer.from('x'), { visibility: 'private', folder, ext: 'mp4', contentType: 'video/mp4' });
    const [a, b, fresh, elsewhere] = [await save('originals/video'), await save('originals/feed-video'), await save('originals/video'), await save('media/video')];
    for (const { key } of [a, b, elsewhere]) driver.age(key, 2 * HOUR);
    const before = new Date(Date.now() - HOUR);

    expect((await storage.listOlder('private/originals/', before, 10)).sort()).toEqual([a.key, b.key].sort());
    expect(await storage.listOlder('private/originals/', before, 1)).toHaveLength(1);
    expect(await storage.listOlder('public/originals/', before, 10)).toEqual([]);
    expect(await storage.listOlder('private/originals/', new Date(0), 10)).toEqual([]);
    expect(fresh.key).toMatch(/^private\/originals\//);
  });

  it('leaves nothing behind when the upload stream fails', async () => {
    const { stream } = generatedStream(2 * MB, { failAfter: MB });
    await expect(storage.save(stream, { visibility: 'public', folder: 'avatars', ext: 'png', contentType: 'image/png' })).rejects.toThrow('client went away');
    expect(driver.storedKeys()).toEqual([]);
  });

  it('links public files plainly and private files through the signed, expiring files route', async () => {
    const pub = await storage.save(Buffer.from('a'), { visibility: 'public', folder: 'avatars', ext: 'webp', contentType: 'image/webp' });
    expect(storage.url(pub.key)).toBe(`/api/files/${pub.key}`);

    const priv = await storage.save(Buffer.from('b'), { visibility: 'private', folder: 'documents', ext: 'jpg', contentType: 'image/jpeg' });
    const url = new URL(storage.url(priv.key, { viewerId: 'viewer-1', expiresInSeconds: 60 }), 'http://x');
    expect(url.pathname).toBe(`/api/files/${priv.key}`);
    expect(verifyQuery(SECRET, priv.key, Object.fromEntries(url.searchParams), NOW)).toEqual({ ok: true, viewerId: 'viewer-1', expiresAt: NOW + 60 });
    expect(() => storage.url('../../etc/passwd')).toThrow(/Not a storage key/);
  });
});

describe('the S3 driver', () => {
  let fake: FakeS3;
  beforeEach(async () => {
    fake = await startFakeS3();
  });
  afterEach(() => fake.close());

  it('sends a large stream as a multipart upload while it is still being produced', async () => {
    const storage = createS3Storage(s3Settings(fake), SECRET);
    const { stream, state } = generatedStream(25 * MB);
    let producedAtFirstPart = -1;
    fake.onOperation = (operation) => {
      if (operation === 'UploadPart' && producedAtFirstPart < 0) producedAtFirstPart = state.produced;
    };
    const stored = await storage.save(stream, { visibility: 'public', folder: 'videos', ext: 'mp4', contentType: 'video/mp4' });

    const ops = fake.requests.map((r) => r.operation);
    expect(ops[0]).toBe('CreateMultipartUpload');
    expect(ops.filter((o) => o === 'UploadPart')).toHaveLength(5);
    expect(ops.at(-1)).toBe('CompleteMultipartUpload');
    expect(ops).not.toContain('PutObject');
    // The first part left before the rest existed: the upload was never held whole in memory.
    expect(producedAtFirstPart).toBeGreaterThanOrEqual(5 * MB);
    expect(producedAtFirstPart).toBeLessThan(15 * MB);
    expect(fake.objects.get(stored.key)).toMatchObject({ size: 25 * MB, etag: expect.stringMatching(/^"[0-9a-f]{32}-5"$/) });
  });

  it('sends a small file as one PutObject with its type and cache headers', async () => {
    const storage = createS3Storage(s3Settings(fake), SECRET);
    const pub = await storage.save(Buffer.from('picture'), { visibility: 'public', folder: 'photos', ext: 'jpg', contentType: 'image/jpeg' });
    const priv = await storage.save(Readable.from([Buffer.from('secret '), Buffer.from('bytes')]), {
      visibility: 'private',
      folder: 'products',
      ext: 'bin',
      contentType: 'application/octet-stream',
    });
    expect(fake.requests.map((r) => r.operation)).toEqual(['PutObject', 'PutObject']);
    expect(priv.size).toBe(12);
    expect(fake.objects.get(pub.key)?.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(fake.objects.get(priv.key)?.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'cache-control': 'private, no-store',
    });
  });

  it('aborts the multipart upload when the stream fails midway, leaving no parts in the bucket', async () => {
    const storage = createS3Storage(s3Settings(fake), SECRET);
    const { stream } = generatedStream(30 * MB, { failAfter: 12 * MB });
    await expect(storage.save(stream, { visibility: 'public', folder: 'videos', ext: 'mp4', contentType: 'video/mp4' })).rejects.toThrow('client went away');
    const ops = fake.requests.map((r) => r.operation);
    expect(ops).toContain('UploadPart');
    expect(ops).toContain('AbortMultipartUpload');
    expect(fake.pendingUploads()).toBe(0);
    expect(fake.objects.size).toBe(0);
  });

  it('aborts the multipart uploads a crash left open once idle, never one still receiving parts or one not its own', async () => {
    const settings = s3Settings(fake);
    const storage = createS3Storage(settings, SECRET);
    const client = createS3Client(settings);
    const HOUR = 60 * 60_000;
    /** A multipart upload as a process that died mid-upload leaves it, begun `hoursAgo`, its last part written `partHoursAgo`. */
    const leftOpen = async (Key: string, hoursAgo: number, partHoursAgo: number | null) => {
      const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: FAKE_S3_BUCKET, Key }));
      if (partHoursAgo !== null) await client.send(new UploadPartCommand({ Bucket: FAKE_S3_BUCKET, Key, UploadId, PartNumber: 1, Body: Buffer.alloc(1000, 1) }));
      fake.ageUpload(UploadId!, { initiated: hoursAgo * HOUR, parts: (partHoursAgo ?? 0) * HOUR });
      return Key;
    };
    const video = () => newKey('private', 'originals/feed-video', 'mp4');
    const idle = await leftOpen(video(), 3, 2);
    const noParts = await leftOpen(video(), 3, null);
    await leftOpen(video(), 3, 0); // a long upload still sending parts
    await leftOpen(video(), 0, null); // just begun
    await leftOpen('backups/nightly.tar', 3, 2); // another application's, in the same bucket
    fake.requests.length = 0;

    expect(await storage.removeAbandoned(new Date(Date.now() - HOUR))).toBe(2);
    const aborted = fake.requests.filter((r) => r.operation === 'AbortMultipartUpload').map((r) => r.key);
    expect(aborted.sort()).toEqual([idle, noParts].sort());
    expect(fake.pendingUploads()).toBe(3);
    client.destroy();
  });

  it('is refused by the service with an unknown access key or a wrong secret', async () => {
    const unknown = createS3Storage(s3Settings(fake, { credentials: { accessKeyId: 'AKIAUNKNOWN', secretAccessKey: FAKE_S3_SECRET_ACCESS_KEY } }), SECRET);
    await expect(unknown.save(Buffer.from('x'), { visibility: 'public', folder: 'feeds', ext: 'txt', contentType: 'text/plain' })).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
      $metadata: { httpStatusCode: 403 },
    });
    const wrongSecret = createS3Storage(s3Settings(fake, { credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: 'not-the-secret' } }), SECRET);
    await expect(wrongSecret.stat(newKey('public', 'feeds', 'txt'))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(wrongSecret.remove(newKey('public', 'feeds', 'txt'))).rejects.toMatchObject({ name: 'SignatureDoesNotMatch' });
    expect(fake.objects.size).toBe(0);
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const storage = createS3Storage(s3Settings(fake, { bucket: 'no-such-bucket' }), SECRET);
    await expect(storage.open(newKey('public', 'feeds', 'mp4'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('links public files to S3_PUBLIC_URL when set; private files still through the signed route', async () => {
    const storage = createS3Storage(s3Settings(fake, { publicUrl: 'https://cdn.example.com/media' }), SECRET, { nowSeconds: () => NOW });
    const pub = newKey('public', 'photos', 'jpg');
    expect(storage.url(pub)).toBe(`https://cdn.example.com/media/${pub}`);
    const priv = newKey('private', 'photos', 'jpg');
    expect(storage.url(priv)).toMatch(new RegExp(`^/api/files/${priv}\\?expires=${NOW + 300}&sig=`));
  });
});

describe('choosing a driver from the configuration', () => {
  const base = { JWT_SECRET: SECRET, INTERNAL_API_SECRET: 'internal-secret-0123' };
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-storage-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('uses the local disk while S3_BUCKET is unset', async () => {
    const config = loadConfig(env({ ...base, DATA_DIR: dataDir }));
    expect(s3SettingsOf(config)).toBeNull();
    const stored = await createStorage(config).save(Buffer.from('x'), { visibility: 'public', folder: 'feeds', ext: 'txt', contentType: 'text/plain' });
    expect(fs.existsSync(path.join(dataDir, 'media', stored.key))).toBe(true);
  });

  it('links files and placeholders absolutely at the site\'s public address (APP_URL), usable from any origin', async () => {
    const config = loadConfig(env({ ...base, DATA_DIR: dataDir, APP_URL: 'https://fans.example.com/' }));
    const storage = createStorage(config, { nowSeconds: () => NOW });
    const pub = newKey('public', 'avatars', 'webp');
    const priv = newKey('private', 'photos', 'jpg');
    expect(storage.url(pub)).toBe(`https://fans.example.com/api/files/${pub}`);
    expect(storage.url(priv, { viewerId: 'u1' })).toMatch(new RegExp(`^https://fans\\.example\\.com/api/files/${priv}\\?expires=${NOW + 300}&viewer=u1&sig=`));
    expect(storage.assetUrl('/static/no-avatar.png')).toBe('https://fans.example.com/static/no-avatar.png');
    // Without APP_URL the site's address is the default one it serves at.
    const local = createStorage(loadConfig(env({ ...base, DATA_DIR: dataDir, PORT: '4100' })));
    expect(local.url(pub)).toBe(`http://localhost:4100/api/files/${pub}`);
  });

  it('uses S3 with the S3_* settings when S3_BUCKET is set', async () => {
    const fake = await startFakeS3();
    try {
      const config = loadConfig(
        env({
          ...base,
          DATA_DIR: dataDir,
          S3_BUCKET: FAKE_S3_BUCKET,
          S3_ENDPOINT: fake.url,
          S3_REGION: '',
          S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY_ID,
          S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET_ACCESS_KEY,
          S3_FORCE_PATH_STYLE: 'true',
          S3_PUBLIC_URL: 'https://cdn.example.com/',
          S3_PART_SIZE_MB: '16',
        }),
      );
      expect(s3SettingsOf(config)).toEqual({
        bucket: FAKE_S3_BUCKET,
        region: 'us-east-1',
        endpoint: fake.url,
        credentials: { accessKeyId: FAKE_S3_ACCESS_KEY_ID, secretAccessKey: FAKE_S3_SECRET_ACCESS_KEY },
        forcePathStyle: true,
        publicUrl: 'https://cdn.example.com',
        partSizeBytes: 16 * MB,
      });
      const storage = createStorage(config);
      const stored = await storage.save(Buffer.from('x'), { visibility: 'public', folder: 'feeds', ext: 'txt', contentType: 'text/plain' });
      expect([...fake.objects.keys()]).toEqual([stored.key]);
      expect(fs.existsSync(path.join(dataDir, 'media'))).toBe(false);
      expect(storage.url(stored.key)).toBe(`https://cdn.example.com/${stored.key}`);
      // Private files are never on the CDN: they go through the app's signed route, at the site's address.
      expect(storage.url(newKey('private', 'photos', 'jpg'))).toMatch(/^http:\/\/localhost:\d+\/api\/files\/private\//);
    } finally {
      await fake.close();
    }
  });

  it('refuses half a key pair, and parts under the 5 MB S3 minimum', () => {
    expect(() => s3SettingsOf({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig(env({ ...base, S3_PART_SIZE_MB: '4' }))).toThrow(/S3_PART_SIZE_MB/);
  });
});
