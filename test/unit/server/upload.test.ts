/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '@/server/http/errors';
import { createLocalStorage } from '@/server/media/storage';
import { openImageUpload, peekStream, storeImageUpload } from '@/server/media/upload';

const chunked = (data: Buffer, size: number) =>
  Readable.from((function* () {
    for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
  })());

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('peekStream', () => {
  it('shows the first bytes and still yields every byte, whatever the chunking', async () => {
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    for (const size of [1, 7, 32, 4096]) {
      const { head, stream } = await peekStream(chunked(data, size), 32);
      expect(head.equals(data.subarray(0, 32))).toBe(true);
      expect((await readAll(stream)).equals(data)).toBe(true);
    }
  });

  it('copes with inputs shorter than the peek', async () => {
    const { head, stream } = await peekStream(chunked(Buffer.from('abc'), 2), 32);
    expect(head.toString()).toBe('abc');
    expect((await readAll(stream)).toString()).toBe('abc');
  });
});

describe('storeImageUpload', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-upload-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores an image with the extension its content shows, not the one it was sent with', async () => {
    const storage = createLocalStorage(root, 'secret-secret-secret-secret-secret-00');
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#336699' } }).png().toBuffer();
    const stored = await storeImageUpload(storage, chunked(png, 10), { visibility: 'public', folder: 'avatars' });
    expect(stored.key).toMatch(/^public\/avatars\/.+\.png$/);
    expect(stored).toMatchObject({ size: png.length, contentType: 'image/png', type: { ext: 'png' } });
    expect(fs.readFileSync(path.join(root, stored.key)).equals(png)).toBe(true);
  });

  it('refuses a non-image with a 422 and stores nothing', async () => {
    const storage = createLocalStorage(root, 'secret-secret-secret-secret-secret-00');
    const error = await storeImageUpload(storage, chunked(Buffer.from('<?php echo "hi"; ?>'.repeat(50)), 16), {
      visibility: 'public',
      folder: 'avatars',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(422);
    expect((error as AppError).message).toMatch(/not a supported image/);
    expect(fs.existsSync(path.join(root, 'public'))).toBe(false);
  });
});

describe('openImageUpload', () => {
  const refusal = (promise: Promise<unknown>) => promise.then(() => null, (e: unknown) => e as AppError);

  it('names the file and the accepted types when it refuses one', async () => {
    const opts = { label: 'The photo of your ID', types: ['jpg', 'heic'] as const };
    const empty = await refusal(openImageUpload(chunked(Buffer.alloc(0), 4), opts));
    expect(empty).toMatchObject({ statusCode: 422, message: 'The photo of your ID is empty. Choose a photo to upload.' });
    const text = await refusal(openImageUpload(chunked(Buffer.from('%PDF-1.7 '.repeat(20)), 8), opts));
    expect(text?.statusCode).toBe(422);
    expect(text?.message).toMatch(/^The photo of your ID must be a photo: .*Upload a JPEG or HEIC picture\.$/);
  });

  it('fails the stream with a 413 naming the limit when the upload was cut short at it', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#336699' } }).png().toBuffer();
    const cut = Object.assign(chunked(png, 10), { truncated: true });
    const { type, stream } = await openImageUpload(cut, { label: 'The picture', maxMb: 2 });
    expect(type.ext).toBe('png');
    const error = await refusal(readAll(stream));
    expect(error).toMatchObject({ statusCode: 413, message: 'The picture is too large. Choose a file of at most 2 MB.' });
  });
});
