/** @jest-environment node */
import { Readable } from 'node:stream';
import { detectVideoType, openVideoUpload } from '@/server/modules/performers/video-upload';

/** An ISO-BMFF "ftyp" box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: string[] = []): Buffer {
  const size = 16 + compatible.length * 4;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

/** The start of a WebM file: the EBML magic, then a header whose DocType is "webm". */
const webmHead = (docType = 'webm') =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from(docType, 'latin1'), Buffer.alloc(20)]);

describe('detectVideoType', () => {
  it.each([
    ['an MP4 (isom)', ftyp('isom', ['isom', 'iso2', 'avc1', 'mp41']), 'mp4', 'video/mp4'],
    ['an MP4 (mp42)', ftyp('mp42'), 'mp4', 'video/mp4'],
    ['an MP4 with an unusual major brand but an MP4 compatible brand', ftyp('XAVC', ['mp42']), 'mp4', 'video/mp4'],
    ['a QuickTime movie', ftyp('qt  ', ['qt  ']), 'mov', 'video/quicktime'],
    ['an old QuickTime movie without ftyp', Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('wide'), Buffer.alloc(20)]), 'mov', 'video/quicktime'],
    ['a WebM', webmHead(), 'webm', 'video/webm'],
  ])('recognises %s', (_name, head, ext, contentType) => {
    expect(detectVideoType(head)).toEqual({ ext, contentType });
  });

  it.each([
    ['a HEIC picture', ftyp('heic', ['mif1', 'heic'])],
    ['an AVIF picture', ftyp('avif', ['avif', 'mif1'])],
    ['a Matroska (not WebM) file', webmHead('matroska')],
    ['a PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
    ['text named like a video', Buffer.from('this is not a video, just a file called clip.mp4')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, head) => {
    expect(detectVideoType(head)).toBeNull();
  });
});

describe('openVideoUpload', () => {
  const collect = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('passes every byte of a video through, whatever the chunk sizes', async () => {
    const bytes = Buffer.concat([ftyp('isom', ['mp41']), Buffer.alloc(100_000, 7)]);
    const source = Readable.from([bytes.subarray(0, 5), bytes.subarray(5, 70), bytes.subarray(70)]);
    const { type, stream } = await openVideoUpload(source, { label: 'The welcome video', maxMb: 1 });
    expect(type.ext).toBe('mp4');
    expect((await collect(stream)).equals(bytes)).toBe(true);
  });

  it('refuses what is not a video with a sentence naming the accepted types', async () => {
    await expect(openVideoUpload(Readable.from([Buffer.from('GIF89a not a video at all, padding padding padding padding')]), { label: 'The welcome video', maxMb: 1 })).rejects.toMatchObject({
      statusCode: 422,
      message: 'The welcome video must be an MP4, WebM or QuickTime (MOV) video.',
    });
    await expect(openVideoUpload(Readable.from([]), { label: 'The welcome video', maxMb: 1 })).rejects.toMatchObject({ statusCode: 422, message: /is empty/ });
  });

  it('fails the stream with a 413 when the upload was cut at the size limit', async () => {
    const source = Readable.from([ftyp('mp42'), Buffer.alloc(1000)]) as Readable & { truncated?: boolean };
    source.truncated = true;
    const { stream } = await openVideoUpload(source, { label: 'The welcome video', maxMb: 3 });
    await expect(collect(stream)).rejects.toMatchObject({ statusCode: 413, message: 'The welcome video is too large. Choose a file of at most 3 MB.' });
  });
});
