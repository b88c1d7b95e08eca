// Media files end to end: real uploads through the welcome video route and the service, processed by the
// real media.process job (pg-boss in this process) with the real ffmpeg and sharp, on a PGlite database.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { isFastStart, probeMedia } from '@/server/media/processing';
import { INCOMPLETE_DIR, type Storage } from '@/server/media/storage';
import { createMediaProcessor, FAILED_FOR_GOOD } from '@/server/modules/media-files/media-process.job';
import { createMediaFilesRepo } from '@/server/modules/media-files/media-files.repo';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { performers } from '@/server/modules/performers/performers.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { makeTempDir, makeTestAudio, makeTestImage, makeTestVideo } from '../helpers/media-fixtures';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let temp: ReturnType<typeof makeTempDir>;
let video: Buffer;
beforeAll(async () => {
  // A 1 MB video limit keeps the over-limit upload small; the 2 s test video is far below it.
  ctx = await createTestApp({ UPLOAD_MAX_VIDEO_MB: '1', JOBS_POLL_SECONDS: '0.5' });
  cast = await createCast(ctx.app, ctx.database.db);
  temp = makeTempDir();
  video = await fsp.readFile(await makeTestVideo(temp.dir, { width: 320, height: 240, seconds: 2 }));
});
afterAll(async () => {
  await ctx?.close();
  await temp?.remove();
});

const db = () => ctx.database.db;
const STATUS = '/api/performers/welcome-video/status';
const UPLOAD = '/api/performers/welcome-video/upload';

/** An ftyp box with MP4 brands and then bytes no decoder can read: passes the type check, fails processing. */
const undecodableMp4 = (payloadBytes = 64 * 1024) => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomavc1', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(payloadBytes, 7)]);
};

function upload(token: string | undefined, data: Buffer, filename = 'hello.mp4') {
  const form = multipart([{ name: 'file', filename, contentType: 'video/mp4', data }]);
  return ctx.app.inject({ method: 'POST', url: UPLOAD, ...withHeaders(form, token ? authHeader(token) : {}) });
}
const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { ...(token ? authHeader(token) : {}), ...headers } });
const mediaCount = async () => (await db().select({ n: count() }).from(mediaFiles))[0].n;
const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const performerRow = async (id: string) => (await db().select().from(performers).where(eq(performers.userId, id)))[0];


/** Polls the welcome video status route until processing has settled. */
async function settledStatus(token: string) {
  return waitFor('the welcome video to be processed', async () => {
    const body = (await get(STATUS, token)).json().data;
    return body.status === 'processing' ? null : body;
  });
}

describe('the welcome video through media processing', () => {
  it('is processed into a fast-start H.264/AAC MP4 that visitors can play and seek once switched on', async () => {
    const res = await upload(cast.tokens.owner, video, 'hello.mov');
    expect(res.statusCode).toBe(200);
    const { url, performer } = res.json().data;
    // The video is not playable yet: the answer points at the status poll.
    expect(url).toBe(STATUS);
    expect(performer.welcomeVideoStatus).toMatchObject({ status: 'processing', error: null });
    expect(performer.welcomeVideo).toBeNull();
    const fileId = performer.welcomeVideoStatus._id;
    const uploaded = await fileRow(fileId);
    expect(uploaded).toMatchObject({ ownerId: cast.owner.id, type: 'welcome-video', originalName: 'hello.mov', mimeType: 'video/mp4', size: video.length });
    expect(uploaded.originalKey).toMatch(/^private\/originals\/welcome-video\/.+\.mp4$/);
    expect((await performerRow(cast.owner.id)).welcomeVideoFileId).toBe(fileId);

    expect(await settledStatus(cast.tokens.owner)).toEqual({ _id: fileId, status: 'finished', progress: 100, error: null });

    const row = await fileRow(fileId);
    expect(row).toMatchObject({ status: 'finished', progress: 100, mimeType: 'video/mp4', width: 320, height: 240, originalKey: null, error: null });
    expect(row.duration).toBeGreaterThan(1.8);
    expect(row.duration).toBeLessThan(2.3);
    // The welcome video is promotional, so its MP4 and its posters (frames of it) are public.
    expect(row.mainKey).toMatch(/^public\/media\/welcome-video\/.+\.mp4$/);
    expect(row.previewKey).toMatch(/^public\/previews\/welcome-video\/.+\.webp$/);
    expect(row.variants.map((v) => v.role)).toEqual(['thumb', 'poster']);
    expect(row.variants.every((v) => v.key.startsWith('public/media/welcome-video/'))).toBe(true);
    // The original goes right after the row is marked finished (the job removes it once the web file is
    // recorded, so a failed finish can still retry from it).
    await waitFor('the original to be removed', async () => (await ctx.app.services.storage.stat(uploaded.originalKey!)) === null);

    const me = (await get('/api/performers/me', cast.tokens.owner)).json().data;
    expect(me.welcomeVideo).toBe(`${SITE_URL}/api/files/${row.mainKey}`);
    expect(me.welcomeVideoStatus).toEqual({ _id: fileId, status: 'finished', progress: 100, error: null });
    // Visitors see it only once it is switched on.
    expect((await get(`/api/performers/${cast.owner.id}`)).json().data.welcomeVideo).toBeNull();
    const on = await ctx.app.inject({ method: 'PUT', url: '/api/performers/me', payload: { activateWelcomeVideo: true }, headers: authHeader(cast.tokens.owner) });
    expect(on.statusCode).toBe(200);
    const publicUrl = (await get(`/api/performers/${cast.owner.id}`)).json().data.welcomeVideo;
    expect(publicUrl).toBe(me.welcomeVideo);

    const file = await get(publicUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const saved = path.join(temp.dir, 'served.mp4');
    await fsp.writeFile(saved, file.rawPayload);
    expect(await isFastStart(saved)).toBe(true);
    const info = await probeMedia(saved, 'video');
    expect(info.video).toMatchObject({ codec: 'h264', pixelFormat: 'yuv420p', width: 320, height: 240 });
    expect(info.audio?.codec).toBe('aac');

    const part = await get(publicUrl, undefined, { range: 'bytes=100-1099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${file.rawPayload.length}`);
    expect(part.rawPayload.equals(file.rawPayload.subarray(100, 1100))).toBe(true);
  });

  it('ends as an error with a sentence for a file with an MP4 header that cannot be decoded; the old video goes', async () => {
    const before = await performerRow(cast.owner.id);
    const previous = await fileRow(before.welcomeVideoFileId!);
    expect(previous.status).toBe('finished');

    const res = await upload(cast.tokens.owner, undecodableMp4());
    expect(res.statusCode).toBe(200);
    const fileId = res.json().data.performer.welcomeVideoStatus._id;
    // Replacing removes the earlier record and every file stored for it.
    expect(await fileRow(previous.id)).toBeUndefined();
    for (const key of [previous.mainKey!, previous.previewKey!, ...previous.variants.map((v) => v.key)]) {
      expect(await ctx.app.services.storage.stat(key)).toBeNull();
    }
    expect(res.json().data.performer.welcomeVideo).toBeNull();

    const status = await settledStatus(cast.tokens.owner);
    expect(status).toEqual({ _id: fileId, status: 'error', progress: expect.any(Number), error: 'This video could not be read. Please upload another file.' });
    const row = await fileRow(fileId);
    // Its original is deleted: processing it again cannot succeed.
    expect(row.originalKey).toBeNull();
    expect(row.mainKey).toBeNull();
    expect((await get('/api/performers/me', cast.tokens.owner)).json().data.welcomeVideoStatus).toEqual(status);
    expect((await get(`/api/performers/${cast.owner.id}`)).json().data.welcomeVideo).toBeNull();
  });

  it('refuses a non-video at once (422) and an upload over the video limit (413), recording nothing', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx.app, performer);
    const records = await mediaCount();
    const text = await upload(token, Buffer.from('plain text, although the file is called clip.mp4'));
    expect(text.statusCode).toBe(422);
    expect(text.json().message).toBe('The welcome video is not a format we accept here. Choose an MP4, MOV, WebM or MKV video.');

    const tooLarge = await upload(token, undecodableMp4(1024 * 1024 + 100));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The welcome video is larger than 1 MB, the most we accept. Choose a smaller file, or shorten or compress it.');

    expect(await mediaCount()).toBe(records);
    expect((await performerRow(performer.id)).welcomeVideoFileId).toBeNull();
    const originals = path.join(ctx.config.dataDir, 'media', 'private', 'originals', 'welcome-video');
    const names = fs.existsSync(originals) ? await fsp.readdir(originals) : [];
    // Only the files of uploads still recorded; no half-written upload is left behind.
    const recorded = (await db().select({ key: mediaFiles.originalKey }).from(mediaFiles)).map((r) => r.key?.split('/').pop());
    expect(names.filter((n) => !recorded.includes(n))).toEqual([]);
    // Nor are the refused uploads' bytes left where uploads are written until complete.
    const incomplete = path.join(ctx.config.dataDir, 'media', INCOMPLETE_DIR);
    expect(fs.existsSync(incomplete) ? await fsp.readdir(incomplete) : []).toEqual([]);
  });
});

describe('a welcome video uploaded before processing existed', () => {
  it('stays on show while its replacement processes, and is deleted once the replacement is ready', async () => {
    const { key: legacyKey } = await ctx.app.services.storage.save(video, { visibility: 'public', folder: 'welcome-videos', ext: 'mp4', contentType: 'video/mp4' });
    const performer = await createPerformer(db(), { performer: { welcomeVideoKey: legacyKey, activateWelcomeVideo: true } });
    const token = await loginAs(ctx.app, performer);
    const shown = async () => (await get(`/api/performers/${performer.id}`)).json().data.welcomeVideo;
    expect(await shown()).toBe(`${SITE_URL}/api/files/${legacyKey}`);

    const res = await upload(token, video);
    expect(res.statusCode).toBe(200);
    const fileId = res.json().data.performer.welcomeVideoStatus._id;
    // Until the new video is processed, visitors keep seeing the old one.
    const row = await waitFor('the replacement to finish', async () => {
      const current = await fileRow(fileId);
      if (current.status === 'processing') expect(await shown()).toBe(`${SITE_URL}/api/files/${legacyKey}`);
      return current.status === 'finished' ? current : null;
    });
    await waitFor('the profile to show the processed video', async () => (await shown()) === `${SITE_URL}/api/files/${row.mainKey}`);
    // The old file goes just after the profile switches (never before, or visitors would meet a dead link).
    await waitFor('the old video to be deleted', async () => (await ctx.app.services.storage.stat(legacyKey)) === null);
  });
});

describe('who may upload and poll', () => {
  it('anonymous callers get 401, fans and admins 403', async () => {
    expect((await upload(undefined, video)).statusCode).toBe(401);
    expect((await get(STATUS)).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.admin]) {
      expect((await upload(token, video)).statusCode).toBe(403);
      expect((await get(STATUS, token)).statusCode).toBe(403);
    }
  });

  it('a performer polls only their own video: another performer without one gets 404', async () => {
    const res = await get(STATUS, cast.tokens.otherPerformer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('You have not uploaded a welcome video yet.');
    const ownerFile = (await performerRow(cast.owner.id)).welcomeVideoFileId!;
    // Through the service too, someone else's file is answered as missing rather than revealed.
    await expect(ctx.app.services.mediaFiles.status(ownerFile, { ownerId: cast.otherPerformer.id })).rejects.toMatchObject({ statusCode: 404 });
    await expect(ctx.app.services.mediaFiles.status(ownerFile, { ownerId: cast.owner.id })).resolves.toMatchObject({ _id: ownerFile });
    await expect(ctx.app.services.mediaFiles.status('not-a-uuid')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('other kinds through the service', () => {
  const accept = (type: Parameters<TestContext['app']['services']['mediaFiles']['accept']>[1], file: string | Buffer) =>
    ctx.app.services.mediaFiles.accept(cast.owner.id, type, { file: Buffer.isBuffer(file) ? Readable.from([file]) : fs.createReadStream(file), filename: 'upload' });
  const finished = (id: string) =>
    waitFor(`file ${id} to finish`, async () => {
      const row = await fileRow(id);
      if (row.status === 'error') throw new Error(`Processing failed: ${row.error}`);
      return row.status === 'finished' ? row : null;
    });

  it('a photo becomes WebP sizes with a public blurred preview; only an entitled viewer gets links', async () => {
    const row = await finished((await accept('feed-photo', await makeTestImage(temp.dir, { width: 2400, height: 1600 }))).id);
    expect(row).toMatchObject({ mimeType: 'image/webp', width: 1920, height: 1280 });
    expect(row.variants.map((v) => [v.role, v.width])).toEqual([
      ['thumb', 320],
      ['medium', 960],
    ]);
    const service = ctx.app.services.mediaFiles;
    const locked = service.present(row, { viewerId: cast.fan.id, canSeeMedia: false });
    expect(locked).toMatchObject({ url: null, thumbnails: [], preview: `${SITE_URL}/api/files/${row.previewKey}` });
    expect(JSON.stringify(locked)).not.toContain('private/');

    const open = service.present(row, { viewerId: cast.fan.id, canSeeMedia: true });
    expect(open.url).toMatch(new RegExp(`^${SITE_URL}/api/files/${row.mainKey}\\?expires=\\d+&viewer=${cast.fan.id}&sig=`));
    expect(open.thumbnails).toHaveLength(2);
    expect((await get(open.url!, cast.tokens.fan)).headers['content-type']).toBe('image/webp');
    // Bound to the fan: another account's session cannot use the link.
    expect((await get(open.url!, cast.tokens.otherFan)).statusCode).toBe(403);
    expect((await get(locked.preview!)).statusCode).toBe(200);
  });

  it('sound becomes AAC in M4A, and a product file is kept as uploaded, finished at once', async () => {
    const audio = await finished((await accept('feed-audio', await makeTestAudio(temp.dir, { seconds: 2 }))).id);
    expect(audio).toMatchObject({ mimeType: 'audio/mp4', previewKey: null, variants: [] });
    expect(audio.mainKey).toMatch(/^private\/media\/feed-audio\/.+\.m4a$/);
    expect(audio.duration).toBeGreaterThan(1.8);

    const pdf = Buffer.from('%PDF-1.7\n% a small digital product\n%%EOF\n');
    const product = await accept('product-file', pdf);
    expect(product).toMatchObject({ status: 'finished', progress: 100, mimeType: 'application/pdf', size: pdf.length, originalKey: null });
    expect(product.mainKey).toMatch(/^private\/media\/product-file\/.+\.pdf$/);
    const stored = await ctx.app.services.storage.open(product.mainKey!);
    const bytes: Buffer[] = [];
    for await (const chunk of stored!.stream) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes).equals(pdf)).toBe(true);
  });

  it('a file deleted before its job runs is not processed, and its original is removed', async () => {
    const row = await accept('video', video);
    await ctx.app.services.mediaFiles.remove(row.id);
    expect(await fileRow(row.id)).toBeUndefined();
    expect(await ctx.app.services.storage.stat(row.originalKey!)).toBeNull();
    // The queued job finds nothing to process; give it time to run and check nothing appeared.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const produced = path.join(ctx.config.dataDir, 'media', 'private', 'media', 'video');
    expect(fs.existsSync(produced) ? await fsp.readdir(produced) : []).toEqual([]);
  });
});

describe('when storage fails during processing', () => {
  it('the job is retried with the original kept, and after the last attempt the file ends as an error', async () => {
    const storage = ctx.app.services.storage;
    // The bucket is unreachable when processing fetches the original.
    const failing: Storage = { ...storage, open: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000')) };
    const logged: string[] = [];
    const processFile = createMediaProcessor({
      repo: createMediaFilesRepo(db()),
      storage: failing,
      ffmpegPath: async () => 'ffmpeg',
      processingTimeoutMs: 60_000,
      onFinished: async () => undefined,
      log: { warn: (m) => logged.push(m), error: (m) => logged.push(m) },
    });
    const { key } = await storage.save(video, { visibility: 'private', folder: 'originals/video', ext: 'mp4', contentType: 'video/mp4' });
    const [row] = await db().insert(mediaFiles).values({ ownerId: cast.owner.id, type: 'video', originalKey: key }).returning();

    await expect(processFile({ fileId: row.id }, { retryCount: 0 })).rejects.toThrow(/ECONNREFUSED/);
    expect(await fileRow(row.id)).toMatchObject({ status: 'processing', originalKey: key });
    expect(await storage.stat(key)).not.toBeNull();

    await processFile({ fileId: row.id }, { retryCount: 2 });
    expect(await fileRow(row.id)).toMatchObject({ status: 'error', error: FAILED_FOR_GOOD, originalKey: null });
    expect(await storage.stat(key)).toBeNull();
    expect(logged.join('\n')).toMatch(/failed for good: connect ECONNREFUSED/);
  });
});
