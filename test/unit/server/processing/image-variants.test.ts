/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { MediaProcessingError } from '@/server/media/processing/errors';
import { makeImageVariants, type ImageOutput } from '@/server/media/processing/image-variants';
import { makeBogusFile, makeTempDir, makeTestImage } from '../../../helpers/media-fixtures';

const temp = makeTempDir();
afterAll(() => temp.remove());

/** A fresh output directory per test, so each sees only its own files. */
const outDir = (name: string) => fs.mkdtempSync(path.join(temp.dir, `${name}-`));

/** Mean absolute difference between neighbouring grey pixels: high for sharp edges, near zero when blurred. */
async function edgeStrength(image: Sharp): Promise<number> {
  const { data, info } = await image.greyscale().raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let count = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 1; x < info.width; x++) {
      sum += Math.abs(data[y * info.width + x]! - data[y * info.width + x - 1]!);
      count++;
    }
  }
  return sum / count;
}

async function expectWebp(output: ImageOutput, width: number, height: number) {
  const meta = await sharp(output.file).metadata();
  expect(meta).toMatchObject({ format: 'webp', width, height });
  expect(output).toMatchObject({ width, height, contentType: 'image/webp', bytes: fs.statSync(output.file).size });
  // Nothing of the original's metadata is carried over.
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
}

/**
 * A PNG that claims `width` x `height` in its header and holds one row of picture data: a decompression
 * bomb needs no more than that to make a decoder reserve width x height x 4 bytes.
 */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const oneRow = zlib.deflateSync(Buffer.alloc(1 + 4 * width)); // filter byte + RGBA pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', oneRow),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('makeImageVariants', () => {
  it('writes WebP variants at 320, 960 and 1920 px on the longest side, plus a blurred preview', async () => {
    const input = await makeTestImage(temp.dir, { width: 2400, height: 1600 });
    const dir = outDir('sizes');
    const result = await makeImageVariants(input, dir);
    expect(result).toMatchObject({ width: 2400, height: 1600 });
    expect(result.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 320, 213],
      ['medium', 960, 640],
      ['large', 1920, 1280],
    ]);
    for (const v of result.variants) {
      expect(v.file).toBe(path.join(dir, `${v.name}.webp`));
      await expectWebp(v, v.width, v.height);
    }
    await expectWebp(result.blurred, 48, 32);
    expect(result.blurred.file).toBe(path.join(dir, 'blurred.webp'));
    expect(fs.readdirSync(dir).sort()).toEqual(['blurred.webp', 'large.webp', 'medium.webp', 'thumb.webp']);
  });

  it('makes the blurred preview tiny and without edges, yet with the colours of the picture', async () => {
    const input = await makeTestImage(temp.dir, { width: 1200, height: 800, name: 'blur-source' });
    const { blurred } = await makeImageVariants(input, outDir('blur'));
    expect(blurred.bytes).toBeLessThan(1500);
    const sharpSameSize = sharp(input).resize(blurred.width, blurred.height);
    const sharpEdges = await edgeStrength(sharpSameSize);
    const blurredEdges = await edgeStrength(sharp(blurred.file));
    expect(sharpEdges).toBeGreaterThan(20);
    expect(blurredEdges).toBeLessThan(sharpEdges * 0.25);
    // The pink band on the left third survives as colour: red well above green there.
    const { data } = await sharp(blurred.file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [r, g] = [data[3 * 4]!, data[3 * 4 + 1]!];
    expect(r - g).toBeGreaterThan(30);
  });

  it('never enlarges a small picture', async () => {
    const input = await makeTestImage(temp.dir, { width: 200, height: 150, format: 'png' });
    const result = await makeImageVariants(input, outDir('small'));
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [200, 150],
      [200, 150],
      [200, 150],
    ]);
    expect(result.blurred).toMatchObject({ width: 48, height: 36 });
  });

  it('turns a camera picture upright from its EXIF orientation and drops the EXIF data', async () => {
    const input = await makeTestImage(temp.dir, { width: 1200, height: 800, orientation: 6 });
    expect((await sharp(input).metadata()).orientation).toBe(6);
    const result = await makeImageVariants(input, outDir('exif'));
    expect(result).toMatchObject({ width: 800, height: 1200 });
    await expectWebp(result.variants[0]!, 213, 320);
    await expectWebp(result.variants[1]!, 640, 960);
    await expectWebp(result.blurred, 32, 48);
  });

  it('names outputs with a prefix and takes other sizes', async () => {
    const input = await makeTestImage(temp.dir, { width: 640, height: 360, name: 'frame' });
    const dir = outDir('prefix');
    const result = await makeImageVariants(input, dir, { prefix: 'poster-', blurredName: 'locked', variants: [{ name: 'small', maxSize: 64 }] });
    expect(result.variants).toHaveLength(1);
    expect(result.variants[0]).toMatchObject({ name: 'poster-small', width: 64, height: 36 });
    expect(fs.readdirSync(dir).sort()).toEqual(['poster-locked.webp', 'poster-small.webp']);
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // 81 megapixels in a file of a few kilobytes.
    const bomb = path.join(temp.dir, 'bomb.png');
    fs.writeFileSync(bomb, pngHeaderClaiming(9000, 9000));
    expect(fs.statSync(bomb).size).toBeLessThan(1000);
    const dir = outDir('bomb');
    const err = await makeImageVariants(bomb, dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MediaProcessingError);
    expect(err).toMatchObject({ code: 'too-large', message: 'This image has too many pixels to process. Please upload a smaller picture.' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('holds to a lower pixel limit when given one', async () => {
    const input = await makeTestImage(temp.dir, { width: 400, height: 300, format: 'png', name: 'limited' });
    await expect(makeImageVariants(input, outDir('limit'), { maxInputPixels: 100_000 })).rejects.toMatchObject({ code: 'too-large' });
    await expect(makeImageVariants(input, outDir('limit-ok'), { maxInputPixels: 120_000 })).resolves.toMatchObject({ width: 400 });
  });

  it('says a file that is not a picture cannot be read, and leaves nothing behind', async () => {
    const input = await makeBogusFile(temp.dir, 'holiday.jpg');
    const dir = outDir('bogus');
    await expect(makeImageVariants(input, dir)).rejects.toMatchObject({
      code: 'unreadable',
      message: 'This image could not be read. Please upload another file.',
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('says a picture cut short cannot be read', async () => {
    const whole = fs.readFileSync(await makeTestImage(temp.dir, { width: 800, height: 600, name: 'whole' }));
    const cut = path.join(temp.dir, 'cut.jpg');
    fs.writeFileSync(cut, whole.subarray(0, 600));
    await expect(makeImageVariants(cut, outDir('cut'))).rejects.toMatchObject({ code: 'unreadable' });
  });
});
