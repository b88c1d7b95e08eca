/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describeImageTypes, detectImageFileType, detectImageType, initialsOf, makeInitialsAvatar, makeSquareAvatar } from '@/server/media/image';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } });

describe('detectImageType', () => {
  it.each([
    ['jpg', 'image/jpeg', () => solid(8, 8).jpeg().toBuffer()],
    ['png', 'image/png', () => solid(8, 8).png().toBuffer()],
    ['gif', 'image/gif', () => solid(8, 8).gif().toBuffer()],
    ['webp', 'image/webp', () => solid(8, 8).webp().toBuffer()],
    ['avif', 'image/avif', () => solid(8, 8).avif().toBuffer()],
  ])('recognises %s by its bytes', async (ext, contentType, make) => {
    expect(detectImageType(await make())).toEqual({ ext, contentType });
  });

  it('refuses non-images whatever they are called', () => {
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7 ...'))).toBeNull();
    expect(detectImageType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectImageType(Buffer.from([0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]))).toBeNull(); // mp4
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });

  it('takes HEIC photos only where the caller allows them, and nothing outside the allowed types', async () => {
    // An ISO-BMFF "ftyp" box with the major brand phones write for HEIC photos.
    const heic = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    expect(detectImageType(heic)).toBeNull();
    expect(detectImageType(heic, ['jpg', 'heic'])).toEqual({ ext: 'heic', contentType: 'image/heic' });
    expect(detectImageType(await solid(8, 8).gif().toBuffer(), ['jpg', 'heic'])).toBeNull();
  });

  it('names the accepted types the way a person reads them', () => {
    expect(describeImageTypes(['jpg', 'png', 'webp', 'heic'])).toBe('JPEG, PNG, WebP or HEIC');
    expect(describeImageTypes(['avif'])).toBe('AVIF');
  });

  it('reads only the head of a file on disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-image-'));
    try {
      const file = path.join(dir, 'photo.txt');
      fs.writeFileSync(file, await solid(20, 20).png().toBuffer());
      expect(await detectImageFileType(file)).toEqual({ ext: 'png', contentType: 'image/png' });
      fs.writeFileSync(file, 'just text');
      expect(await detectImageFileType(file)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('avatars', () => {
  it('cuts a square WebP of the asked size from any image', async () => {
    const avatar = await makeSquareAvatar(await solid(640, 360).jpeg().toBuffer(), 128);
    const meta = await sharp(avatar).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 128, height: 128 });
  });

  it('refuses bytes that are not an image', async () => {
    await expect(makeSquareAvatar(Buffer.from('not an image'), 64)).rejects.toThrow();
  });

  it('draws initials on a coloured square', async () => {
    const avatar = await makeInitialsAvatar('Luna Rivers', '#7c3aed', 96);
    const { data, info } = await sharp(avatar).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 96, height: 96 });
    // The corner is the background colour; the centre holds white letter strokes somewhere.
    expect([data[0], data[1], data[2]]).toEqual([expect.closeTo(0x7c, -1), expect.closeTo(0x3a, -1), expect.closeTo(0xed, -1)]);
    let white = 0;
    for (let i = 0; i < data.length; i += info.channels) if (data[i] > 240 && data[i + 1] > 240 && data[i + 2] > 240) white++;
    expect(white).toBeGreaterThan(50);
    await expect(makeInitialsAvatar('X', 'red')).rejects.toThrow(/#rrggbb/);
  });

  it('takes up to two initials', () => {
    expect(initialsOf('Luna Rivers')).toBe('LR');
    expect(initialsOf('ava')).toBe('A');
    expect(initialsOf('fan_one two')).toBe('FO');
    expect(initialsOf('  ')).toBe('?');
    expect(initialsOf('émile zola')).toBe('ÉZ');
  });
});
