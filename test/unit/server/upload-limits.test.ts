/** @jest-environment node */
// Upload kinds are recognised from real files' first bytes: made here with sharp and the shipped ffmpeg,
// or written byte for byte from the formats' specifications (ZIP, PDF, HEIC). Size limits cut streams short.
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { loadConfig } from '@/server/config';
import { AppError } from '@/server/http/errors';
import { detectUploadType, SNIFF_BYTES, type UploadKind } from '@/server/media/file-sniff';
import { createLocalStorage } from '@/server/media/storage';
import { largestLimitMb, limitStream, openUpload, uploadLimitsOf } from '@/server/media/upload-limits';

const run = promisify(execFile);
const MB = 1024 * 1024;
const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;

let dir: string;
/** The first SNIFF_BYTES of each sample file, by name. */
const heads: Record<string, Buffer> = {};

const VIDEO_IN = ['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=10:duration=0.3', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.3'];
const AUDIO_IN = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.3'];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac'];
const FFMPEG_SAMPLES: Record<string, string[]> = {
  'video.mp4': [...VIDEO_IN, ...H264],
  'video-faststart.mp4': [...VIDEO_IN, ...H264, '-movflags', '+faststart'],
  'video.mov': [...VIDEO_IN, ...H264],
  'video.webm': [...VIDEO_IN, '-c:v', 'libvpx', '-c:a', 'libopus'],
  'video.mkv': [...VIDEO_IN, ...H264],
  'video.3gp': [...VIDEO_IN, ...H264, '-f', '3gp'],
  'tagged.mp3': [...AUDIO_IN, '-c:a', 'libmp3lame'],
  'bare.mp3': [...AUDIO_IN, '-c:a', 'libmp3lame', '-id3v2_version', '0', '-write_xing', '0'],
  'audio.aac': [...AUDIO_IN, '-c:a', 'aac', '-f', 'adts'],
  'audio.m4a': [...AUDIO_IN, '-c:a', 'aac'],
  'vorbis.ogg': [...AUDIO_IN, '-c:a', 'libvorbis'],
  'opus.ogg': [...AUDIO_IN, '-c:a', 'libopus', '-f', 'ogg'],
  'audio.wav': [...AUDIO_IN, '-c:a', 'pcm_s16le'],
  'audio.flac': [...AUDIO_IN, '-c:a', 'flac'],
  'audio.aiff': [...AUDIO_IN, '-c:a', 'pcm_s16be', '-f', 'aiff'],
  'audio.webm': [...AUDIO_IN, '-c:a', 'libopus', '-f', 'webm'],
};

/** A ZIP archive with one stored file, laid out as APPNOTE.TXT section 4.3 describes. */
function zipWithOneFile(name: string, content: Buffer): Buffer {
  let crc = ~0;
  for (const byte of content) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  crc = ~crc >>> 0;
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4); // version needed
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralAt = local.length + fileName.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

/** The smallest complete PDF (ISO 32000-1 section 7.5): header, catalog, page tree, xref and trailer. */
function minimalPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((obj, i) => {
    const at = Buffer.byteLength(body, 'latin1');
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
    return at;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An ISO-BMFF ftyp box (ISO/IEC 14496-12 4.3) as HEIC photos from phones begin. */
function ftypBox(major: string, compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-sniff-'));
  for (const [name, args] of Object.entries(FFMPEG_SAMPLES)) {
    const file = path.join(dir, name);
    await run(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', ...args, '-shortest', file]);
    heads[name] = fs.readFileSync(file).subarray(0, SNIFF_BYTES);
  }
  const pixels = sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } });
  for (const format of ['jpeg', 'png', 'gif', 'webp', 'avif'] as const) {
    heads[`image.${format}`] = (await pixels.clone().toFormat(format).toBuffer()).subarray(0, SNIFF_BYTES);
  }
  heads['photo.heic'] = ftypBox('heic', ['mif1', 'heic']);
  heads['archive.zip'] = zipWithOneFile('readme.txt', Buffer.from('Thanks for buying!')).subarray(0, SNIFF_BYTES);
  heads['empty.zip'] = zipWithOneFile('x', Buffer.alloc(0)).subarray(-22); // the end record alone is an empty archive
  heads['book.pdf'] = minimalPdf().subarray(0, SNIFF_BYTES);
  heads['page.html'] = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
  heads['drawing.svg'] = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
  heads['notes.txt'] = Buffer.from('Just some text pretending to be a video.mp4');
  heads['program.exe'] = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90)]);
  heads['program.elf'] = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(57)]);
}, 120_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('recognising uploads by their first bytes', () => {
  const kinds: UploadKind[] = ['image', 'video', 'audio', 'document', 'file'];
  // For each sample: the type each kind recognises it as, or null where that kind refuses it.
  const expected: Record<string, Partial<Record<UploadKind, string>>> = {
    'video.mp4': { video: 'mp4:video/mp4', audio: 'm4a:audio/mp4', file: 'mp4:video/mp4' },
    'video-faststart.mp4': { video: 'mp4:video/mp4', audio: 'm4a:audio/mp4', file: 'mp4:video/mp4' },
    'video.mov': { video: 'mov:video/quicktime', file: 'mov:video/quicktime' },
    'video.webm': { video: 'webm:video/webm', audio: 'webm:audio/webm', file: 'webm:video/webm' },
    'video.mkv': { video: 'mkv:video/x-matroska', audio: 'mka:audio/x-matroska', file: 'mkv:video/x-matroska' },
    'video.3gp': { video: '3gp:video/3gpp', audio: '3gp:audio/3gpp', file: '3gp:video/3gpp' },
    'tagged.mp3': { audio: 'mp3:audio/mpeg', file: 'mp3:audio/mpeg' },
    'bare.mp3': { audio: 'mp3:audio/mpeg', file: 'mp3:audio/mpeg' },
    'audio.aac': { audio: 'aac:audio/aac', file: 'aac:audio/aac' },
    'audio.m4a': { audio: 'm4a:audio/mp4', file: 'm4a:audio/mp4' },
    'vorbis.ogg': { audio: 'ogg:audio/ogg', file: 'ogg:audio/ogg' },
    'opus.ogg': { audio: 'ogg:audio/ogg', file: 'ogg:audio/ogg' },
    'audio.wav': { audio: 'wav:audio/wav', file: 'wav:audio/wav' },
    'audio.flac': { audio: 'flac:audio/flac', file: 'flac:audio/flac' },
    'audio.aiff': { audio: 'aiff:audio/aiff', file: 'aiff:audio/aiff' },
    'audio.webm': { video: 'webm:video/webm', audio: 'webm:audio/webm', file: 'webm:video/webm' },
    'image.jpeg': { image: 'jpg:image/jpeg', document: 'jpg:image/jpeg', file: 'jpg:image/jpeg' },
    'image.png': { image: 'png:image/png', document: 'png:image/png', file: 'png:image/png' },
    'image.gif': { image: 'gif:image/gif', document: 'gif:image/gif', file: 'gif:image/gif' },
    'image.webp': { image: 'webp:image/webp', document: 'webp:image/webp', file: 'webp:image/webp' },
    'image.avif': { image: 'avif:image/avif', document: 'avif:image/avif', file: 'avif:image/avif' },
    'photo.heic': { document: 'heic:image/heic' },
    'archive.zip': { file: 'zip:application/zip' },
    'empty.zip': { file: 'zip:application/zip' },
    'book.pdf': { document: 'pdf:application/pdf', file: 'pdf:application/pdf' },
    'page.html': {},
    'drawing.svg': {},
    'notes.txt': {},
    'program.exe': {},
    'program.elf': {},
  };

  it.each(Object.keys(expected))('%s', (name) => {
    const head = heads[name];
    expect(head?.length).toBeGreaterThan(0);
    const seen = Object.fromEntries(kinds.map((kind) => {
      const type = detectUploadType(head, kind);
      return [kind, type && `${type.ext}:${type.contentType}`];
    }));
    expect(seen).toEqual(Object.fromEntries(kinds.map((kind) => [kind, expected[name][kind] ?? null])));
  });

  it('decides from the bytes alone, whatever a file is called', () => {
    expect(detectUploadType(heads['image.png'], 'video')).toBeNull();
    expect(detectUploadType(Buffer.alloc(0), 'file')).toBeNull();
    expect(detectUploadType(heads['video.mp4'].subarray(0, 6), 'video')).toBeNull();
  });
});

describe('size limits per kind', () => {
  it('come from UPLOAD_MAX_*_MB with sensible defaults', () => {
    expect(uploadLimitsOf(loadConfig(env({})))).toEqual({ image: 20, video: 2048, audio: 200, file: 500, document: 20 });
    const limits = uploadLimitsOf(loadConfig(env({ UPLOAD_MAX_VIDEO_MB: '4096', UPLOAD_MAX_IMAGE_MB: '10', UPLOAD_MAX_FILE_MB: '1000' })));
    expect(limits).toMatchObject({ video: 4096, image: 10, file: 1000 });
    expect(largestLimitMb(limits)).toBe(4096);
    expect(largestLimitMb(limits, ['image', 'audio'])).toBe(200);
    expect(() => loadConfig(env({ UPLOAD_MAX_AUDIO_MB: '0' }))).toThrow(/UPLOAD_MAX_AUDIO_MB/);
  });
});

/** `total` bytes in 64 KiB chunks, counting what was read and whether the end was reached. */
function counted(total: number, fill = 1) {
  const state = { read: 0, ended: false };
  const stream = Readable.from((async function* () {
    for (let at = 0; at < total; at += 65_536) {
      const chunk = Buffer.alloc(Math.min(65_536, total - at), fill);
      state.read += chunk.length;
      yield chunk;
    }
    state.ended = true;
  })(), { objectMode: false });
  return { stream, state };
}

async function drain(stream: Readable): Promise<number> {
  let bytes = 0;
  for await (const chunk of stream) bytes += (chunk as Buffer).length;
  return bytes;
}

describe('limitStream', () => {
  it('passes a stream at the limit through whole', async () => {
    const { stream } = counted(MB);
    expect(await drain(limitStream(stream, 1))).toBe(MB);
  });

  it('fails with a 413 naming the limit as soon as a stream passes it, and drains the rest', async () => {
    const { stream, state } = counted(5 * MB);
    let passed = 0;
    let error: unknown;
    try {
      for await (const chunk of limitStream(stream, 1, { label: 'This video' })) passed += (chunk as Buffer).length;
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 413, message: expect.stringMatching(/^This video is larger than 1 MB/) });
    expect(passed).toBeLessThanOrEqual(MB);
    // The client's remaining bytes are read and dropped, so it receives the 413 instead of hanging.
    for (let waited = 0; !state.ended && waited < 5_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state).toEqual({ read: 5 * MB, ended: true });
  });

  it('fails with a 413 when the multipart parser cut the file short at its own limit', async () => {
    const source = Object.assign(counted(1000).stream, { truncated: true });
    await expect(drain(limitStream(source, 1))).rejects.toMatchObject({ statusCode: 413 });
  });
});

describe('openUpload', () => {
  const png = () => sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).png().toBuffer();

  it('gives the detected type and every byte of an accepted upload', async () => {
    const bytes = await png();
    const upload = await openUpload(Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), 'image', { maxMb: 1 });
    expect(upload.type).toEqual({ ext: 'png', contentType: 'image/png' });
    expect((await drain(upload.stream))).toBe(bytes.length);
  });

  it('refuses what the kind does not accept with a 422 saying what to send', async () => {
    await expect(openUpload(Readable.from([heads['book.pdf']]), 'video', { maxMb: 1, label: 'The teaser' })).rejects.toMatchObject({
      statusCode: 422,
      message: 'The teaser is not a format we accept here. Choose an MP4, MOV, WebM or MKV video.',
    });
    await expect(openUpload(Readable.from([]), 'audio', { maxMb: 1 })).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^This file is empty\. Choose an MP3/),
    });
  });

  it('stops an oversized upload on its way to storage, leaving no file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fanstage-limit-'));
    try {
      const storage = createLocalStorage(root, 'secret-secret-secret-secret-secret-00');
      const source = Readable.from((async function* () {
        yield heads['video.mp4'];
        yield* counted(3 * MB).stream;
      })(), { objectMode: false });
      const upload = await openUpload(source, 'video', { maxMb: 2 });
      expect(upload.type.ext).toBe('mp4');
      await expect(storage.save(upload.stream, { visibility: 'private', folder: 'videos', ext: upload.type.ext, contentType: upload.type.contentType })).rejects.toMatchObject({
        statusCode: 413,
        message: expect.stringContaining('larger than 2 MB'),
      });
      expect(fs.readdirSync(path.join(root, 'private', 'videos'))).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('reports a multipart stream cut short at the parser limit as too large', async () => {
    const source = Object.assign(Readable.from([heads['audio.flac'], Buffer.alloc(1000)]), { truncated: false });
    const upload = await openUpload(source, 'audio', { maxMb: 5 });
    source.truncated = true;
    await expect(drain(upload.stream)).rejects.toMatchObject({ statusCode: 413, message: expect.stringContaining('larger than 5 MB') });
  });
});
