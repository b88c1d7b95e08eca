/** @jest-environment node */
// What the live pipeline needs from storage, on both drivers (local disk, and S3 against the local fake):
// writing under a key the caller chose, replacing the file there whole, and removing a folder's files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createS3Storage } from '@/server/media/s3-storage';
import { createLocalStorage, type Storage } from '@/server/media/storage';
import { type FakeS3, fakeS3Settings, startFakeS3 } from '../../fakes/s3-server';

const SECRET = 'unit-test-secret-unit-test-secret-0001';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function walk(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full, base) : [path.relative(base, full)];
  });
}

interface Driver {
  storage: Storage;
  /** Keys of every complete file held (nothing half-written, nothing pending). */
  storedKeys(): string[];
  cleanup(): Promise<void>;
  fake?: FakeS3;
}

const drivers: Array<[string, () => Promise<Driver>]> = [
  [
    'local disk',
    async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-fixed-keys-'));
      const media = path.join(root, 'media');
      return {
        storage: createLocalStorage(media, SECRET),
        storedKeys: () => walk(media).filter((k) => !k.startsWith('.incomplete')).sort(),
        cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3',
    async () => {
      const fake = await startFakeS3();
      const storage = createS3Storage(fakeS3Settings(fake), SECRET);
      return { storage, fake, storedKeys: () => [...fake.objects.keys()].sort(), cleanup: () => fake.close() };
    },
  ],
];

const SESSION = '0b6f6f3e-2c1d-4c53-9d7c-8d0f4a1e5b21';
const playlistKey = `private/live/${SESSION}/playlist-current.m3u8`;
const segmentKey = (n: number) => `private/live/${SESSION}/segment-${String(n).padStart(8, '0')}.ts`;

describe.each(drivers)('the %s driver', (_name, setup) => {
  let driver: Driver;
  beforeEach(async () => {
    driver = await setup();
  });
  afterEach(() => driver.cleanup());

  it('writes under the key it is given, and writing again replaces the file whole', async () => {
    const { storage } = driver;
    const first = await storage.saveAs(playlistKey, Buffer.from('#EXTM3U\nfirst\n'));
    expect(first).toEqual({ key: playlistKey, size: 14, contentType: 'application/vnd.apple.mpegurl' });
    expect((await readAll((await storage.open(playlistKey))!.stream)).toString()).toBe('#EXTM3U\nfirst\n');

    // A stream works as well as a buffer, and the longer and the shorter replacement both leave no trace of the old bytes.
    await storage.saveAs(playlistKey, Readable.from([Buffer.from('#EXTM3U\n'), Buffer.from('second, and longer\n')]));
    expect((await readAll((await storage.open(playlistKey))!.stream)).toString()).toBe('#EXTM3U\nsecond, and longer\n');
    await storage.saveAs(playlistKey, Buffer.from('#EXTM3U\n'));
    expect((await storage.stat(playlistKey))?.size).toBe(8);
    expect((await readAll((await storage.open(playlistKey))!.stream)).toString()).toBe('#EXTM3U\n');
    expect(driver.storedKeys()).toEqual([playlistKey]);
  });

  it('refuses keys that are not of the storage shape', async () => {
    const { storage } = driver;
    for (const key of ['../escape.m3u8', 'private/live/../../x/aaaaaaaaaaaaaaaa.ts', 'secret/live/aaaaaaaaaaaaaaaa.ts', 'private/live/short.ts', '/abs/aaaaaaaaaaaaaaaa.ts']) {
      await expect(storage.saveAs(key, Buffer.from('x'))).rejects.toThrow(/Not a storage key/);
    }
    expect(driver.storedKeys()).toEqual([]);
  });

  it('removes every file of a folder and of the folders below it, and nothing beside it', async () => {
    const { storage } = driver;
    await storage.saveAs(playlistKey, Buffer.from('#EXTM3U\n'));
    for (const n of [0, 1, 2]) await storage.saveAs(segmentKey(n), Buffer.from(`segment ${n}`));
    const nested = `private/live/${SESSION}/extra/aaaaaaaaaaaaaaaa.ts`;
    await storage.saveAs(nested, Buffer.from('nested'));
    // A neighbour whose name starts the same, another visibility and an upload made with save() stay.
    const neighbour = `private/live/${SESSION}x/aaaaaaaaaaaaaaaa.ts`;
    await storage.saveAs(neighbour, Buffer.from('neighbour'));
    const publicTwin = `public/live/${SESSION}/aaaaaaaaaaaaaaaa.ts`;
    await storage.saveAs(publicTwin, Buffer.from('public'));
    const recording = await storage.save(Buffer.from('mp4'), { visibility: 'private', folder: 'live-recordings', ext: 'mp4', contentType: 'video/mp4' });

    expect(await storage.removeFolder('private', `live/${SESSION}`)).toBe(5);
    expect(await storage.stat(playlistKey)).toBeNull();
    expect(await storage.stat(segmentKey(1))).toBeNull();
    expect(driver.storedKeys()).toEqual([neighbour, publicTwin, recording.key].sort());
    // Removing a folder that is gone (or never was) is fine.
    expect(await storage.removeFolder('private', `live/${SESSION}`)).toBe(0);
    expect(await storage.removeFolder('private', 'never-made')).toBe(0);
  });

  it('refuses folders and visibilities that could reach elsewhere', async () => {
    const { storage } = driver;
    await expect(storage.removeFolder('private', '../..')).rejects.toThrow(/Invalid storage folder/);
    await expect(storage.removeFolder('private', '')).rejects.toThrow(/Invalid storage folder/);
    await expect(storage.removeFolder('private', 'live/../..')).rejects.toThrow(/Invalid storage folder/);
    await expect(storage.removeFolder('..' as 'private', 'live')).rejects.toThrow(/Invalid visibility/);
  });
});

it('S3: a rewritten object is marked for caches to check again; random-key uploads stay cacheable for good', async () => {
  const fake = await startFakeS3();
  try {
    const storage = createS3Storage(fakeS3Settings(fake), SECRET);
    const fixed = `public/live/${SESSION}/playlist-current.m3u8`;
    await storage.saveAs(fixed, Buffer.from('#EXTM3U\n'));
    await storage.saveAs(playlistKey, Buffer.from('#EXTM3U\n'));
    const random = await storage.save(Buffer.from('x'), { visibility: 'public', folder: 'avatars', ext: 'webp', contentType: 'image/webp' });
    expect(fake.objects.get(fixed)?.headers['cache-control']).toBe('public, no-cache');
    expect(fake.objects.get(playlistKey)?.headers['cache-control']).toBe('private, no-store');
    expect(fake.objects.get(random.key)?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // One PUT per write: nothing is left pending.
    expect(fake.pendingUploads()).toBe(0);
    expect(fake.requests.filter((r) => r.operation === 'PutObject')).toHaveLength(3);
  } finally {
    await fake.close();
  }
});
