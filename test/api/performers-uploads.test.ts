// The performer's uploads: avatar, cover, welcome video and ID documents (multipart field "file").
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { performers } from '@/server/modules/performers/performers.table';
import { users } from '@/server/modules/users/users.table';
import { authHeader, createCast, createPerformer, loginAs, type Cast } from '../factories/users';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
let png: Buffer;
let widePng: Buffer;
beforeAll(async () => {
  // 1 MB limits let the size checks run with small files.
  ctx = await createTestApp({ MAX_UPLOAD_MB: '1', UPLOAD_MAX_VIDEO_MB: '1' });
  cast = await createCast(ctx.app, ctx.database.db);
  png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer();
  widePng = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#cc6633' } }).png().toBuffer();
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;

/** The head of an MP4 file (an ftyp box with MP4 brands) and some payload. */
const mp4 = (payloadBytes = 4096) => {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomavc1', 16, 'latin1');
  return Buffer.concat([box, Buffer.alloc(payloadBytes, 1)]);
};
const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm'), Buffer.alloc(2048, 2)]);

function upload(url: string, token: string | undefined, file: { data: Buffer; filename?: string; contentType?: string; field?: string }) {
  const form = multipart([{ name: file.field ?? 'file', filename: file.filename ?? 'upload.bin', contentType: file.contentType, data: file.data }]);
  return ctx.app.inject({ method: 'POST', url, ...withHeaders(form, token ? authHeader(token) : {}) });
}
const fetchFile = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, headers: token ? authHeader(token) : {} });
const performerRow = async (id: string) => (await db().select().from(performers).where(eq(performers.userId, id)))[0];

const routes = ['/api/performers/avatar/upload', '/api/performers/cover/upload', '/api/performers/welcome-video/upload', '/api/performers/documents/upload?type=idVerification'];

describe('who may upload', () => {
  it.each(routes)('%s: 401 without a session, 403 for fans and admins', async (url) => {
    expect((await upload(url, undefined, { data: png })).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.admin]) {
      const res = await upload(url, token, { data: png });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only performers can do this.');
    }
  });

  it.each(routes)('%s: a JSON body is a readable 415, a wrong field a 422', async (url) => {
    const json = await ctx.app.inject({ method: 'POST', url, payload: { file: 'x' }, headers: authHeader(cast.tokens.owner) });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart form/);
    const wrongField = await upload(url, cast.tokens.owner, { data: png, field: 'picture' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().message).toMatch(/form field "file", not "picture"/);
  });
});

describe('POST /api/performers/avatar/upload', () => {
  it('makes a 400px square WebP, answers with the own profile and removes the old picture', async () => {
    const first = await upload('/api/performers/avatar/upload', cast.tokens.owner, { data: png, filename: 'me.png', contentType: 'image/png' });
    expect(first.statusCode).toBe(200);
    const { url, performer } = first.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/public\/avatars\/.+\.webp$/);
    expect(performer).toMatchObject({ _id: cast.owner.id, avatar: url, email: cast.owner.email });
    const meta = await sharp((await fetchFile(url)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });

    const second = await upload('/api/performers/avatar/upload', cast.tokens.owner, { data: png });
    expect(second.statusCode).toBe(200);
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('refuses a picture over the size limit and keeps the current one', async () => {
    const [before] = await db().select().from(users).where(eq(users.id, cast.owner.id));
    const res = await upload('/api/performers/avatar/upload', cast.tokens.owner, { data: Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/at most 1 MB/);
    const [after] = await db().select().from(users).where(eq(users.id, cast.owner.id));
    expect(after.avatarKey).toBe(before.avatarKey);
  });

  it('refuses a file that is not a picture, whatever its name', async () => {
    const res = await upload('/api/performers/avatar/upload', cast.tokens.owner, { data: Buffer.from('not a picture at all'), filename: 'me.png', contentType: 'image/png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/must be a photo/);
  });
});

describe('POST /api/performers/cover/upload', () => {
  it('cuts a 1600x600 WebP cover, public, and replaces the old one', async () => {
    const res = await upload('/api/performers/cover/upload', cast.tokens.owner, { data: widePng, filename: 'cover.png' });
    expect(res.statusCode).toBe(200);
    const { url, performer } = res.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/public\/covers\/.+\.webp$/);
    expect(performer.cover).toBe(url);
    const file = await fetchFile(url);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 600 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/performers/${cast.owner.id}` })).json().data.cover).toBe(url);

    const smaller = await upload('/api/performers/cover/upload', cast.tokens.owner, { data: png });
    expect(smaller.statusCode).toBe(200);
    const meta = await sharp((await fetchFile(smaller.json().data.url)).rawPayload).metadata();
    // Never enlarged past the picture sent.
    expect(meta.width).toBeLessThanOrEqual(640);
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('refuses a non-picture and a picture over the size limit', async () => {
    const text = await upload('/api/performers/cover/upload', cast.tokens.owner, { data: Buffer.from('plain text, named cover.jpg'), filename: 'cover.jpg' });
    expect(text.statusCode).toBe(422);
    const huge = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]);
    const tooLarge = await upload('/api/performers/cover/upload', cast.tokens.owner, { data: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/at most 1 MB/);
  });
});

// The processing itself, with real videos, is tested in media-files.test.ts.
describe('POST /api/performers/welcome-video/upload', () => {
  const status = '/api/performers/welcome-video/status';
  const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];

  it('takes an MP4 or WebM, recognised by its bytes, into processing; a new upload replaces the old record', async () => {
    const res = await upload('/api/performers/welcome-video/upload', cast.tokens.owner, { data: mp4(), filename: 'hello.bin', contentType: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const { url, performer } = res.json().data;
    // Not playable until processed: the answer points at the status poll.
    expect(url).toBe(status);
    expect(performer).toMatchObject({ welcomeVideo: null, activateWelcomeVideo: false, welcomeVideoStatus: { status: 'processing', error: null } });
    const first = await fileRow(performer.welcomeVideoStatus._id);
    expect(first).toMatchObject({ ownerId: cast.owner.id, type: 'welcome-video', mimeType: 'video/mp4', size: mp4().length });
    expect((await performerRow(cast.owner.id)).welcomeVideoFileId).toBe(first.id);
    // It may be switched on while it processes: visitors see it once it is ready.
    const on = await ctx.app.inject({ method: 'PUT', url: '/api/performers/me', payload: { activateWelcomeVideo: true }, headers: authHeader(cast.tokens.owner) });
    expect(on.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/performers/${cast.owner.id}` })).json().data.welcomeVideo).toBeNull();

    const second = await upload('/api/performers/welcome-video/upload', cast.tokens.owner, { data: webm(), filename: 'hello.mp4', contentType: 'video/mp4' });
    expect(second.statusCode).toBe(200);
    const secondId = second.json().data.performer.welcomeVideoStatus._id;
    expect(secondId).not.toBe(first.id);
    expect((await fileRow(secondId)).mimeType).toBe('video/webm');
    expect(await fileRow(first.id)).toBeUndefined();
    expect(await ctx.app.services.storage.stat(first.originalKey!)).toBeNull();
    expect((await performerRow(cast.owner.id)).welcomeVideoFileId).toBe(secondId);
    const polled = await ctx.app.inject({ method: 'GET', url: status, headers: authHeader(cast.tokens.owner) });
    expect(polled.statusCode).toBe(200);
    expect(polled.json().data._id).toBe(secondId);
  });

  it('cannot be switched on before anything was uploaded', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx.app, performer);
    const on = await ctx.app.inject({ method: 'PUT', url: '/api/performers/me', payload: { activateWelcomeVideo: true }, headers: authHeader(token) });
    expect(on.statusCode).toBe(422);
    expect(on.json().message).toBe('Upload a welcome video before switching it on.');
  });

  it('refuses what is not a video even when named like one, and one over the video limit; nothing changes', async () => {
    const before = await performerRow(cast.owner.id);
    for (const data of [Buffer.from('this is text, not a video, although it is named clip.mp4'), png]) {
      const res = await upload('/api/performers/welcome-video/upload', cast.tokens.owner, { data, filename: 'clip.mp4', contentType: 'video/mp4' });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('The welcome video is not a format we accept here. Choose an MP4, MOV, WebM or MKV video.');
    }
    const tooLarge = await upload('/api/performers/welcome-video/upload', cast.tokens.owner, { data: mp4(1024 * 1024 + 100), filename: 'big.mp4' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The welcome video is larger than 1 MB, the most we accept. Choose a smaller file, or shorten or compress it.');
    const after = await performerRow(cast.owner.id);
    expect([after.welcomeVideoFileId, after.welcomeVideoKey]).toEqual([before.welcomeVideoFileId, before.welcomeVideoKey]);
  });
});

describe('POST /api/performers/documents/upload', () => {
  it('needs a document type', async () => {
    for (const query of ['', '?type=passport']) {
      const res = await upload(`/api/performers/documents/upload${query}`, cast.tokens.owner, { data: png });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/type must be idVerification or documentVerification/);
    }
  });

  it('stores the photo privately, replaces the old one, and only the owner gets a link', async () => {
    const performer = await createPerformer(db());
    const token = await loginAs(ctx.app, performer);
    const first = await upload('/api/performers/documents/upload?type=documentVerification', token, { data: png, filename: 'selfie.png' });
    expect(first.statusCode).toBe(200);
    const { url, performer: own } = first.json().data;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/files\/private\/performer-documents\/.+\.png\?expires=\d+&viewer=[0-9a-f-]+&sig=/);
    expect(new URL(url, 'http://x').searchParams.get('viewer')).toBe(performer.id);
    expect(own.documents.documentVerification.uploaded).toBe(true);
    expect(own.documents.idVerification).toEqual({ uploaded: false, url: null });
    expect((await fetchFile(url, token)).rawPayload.equals(png)).toBe(true);
    // The link opens only in the owner's session: without it, or in a fan's, it is refused.
    expect((await fetchFile(url)).statusCode).toBe(403);
    expect((await fetchFile(url, cast.tokens.fan)).statusCode).toBe(403);
    const stored = await performerRow(performer.id);
    expect(stored.documentVerificationKey).toMatch(/^private\/performer-documents\//);
    // Not reachable as a public file.
    expect((await fetchFile(`/api/files/public/${stored.documentVerificationKey!.replace(/^private\//, '')}`)).statusCode).toBe(404);

    // Someone who got hold of the link cannot make it theirs: the viewer is part of the signature.
    const stolen = new URL(url, 'http://x');
    stolen.searchParams.set('viewer', cast.fan.id);
    expect((await fetchFile(`${stolen.pathname}?${stolen.searchParams}`)).statusCode).toBe(403);

    // Nobody else is ever given a link to it.
    for (const viewer of [undefined, cast.tokens.fan, cast.tokens.otherPerformer]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/performers/${performer.id}`, headers: viewer ? authHeader(viewer) : {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('performer-documents');
    }

    const second = await upload('/api/performers/documents/upload?type=documentVerification', token, { data: png });
    expect(second.statusCode).toBe(200);
    expect((await fetchFile(url, token)).statusCode).toBe(404);
    expect((await performerRow(performer.id)).documentVerificationKey).not.toBe(stored.documentVerificationKey);
  });

  it('puts a rejected performer back in the review queue', async () => {
    const rejected = await createPerformer(db(), { performer: { verificationStatus: 'rejected', rejectionReason: 'The ID photo is blurred.' } });
    const token = await loginAs(ctx.app, rejected);
    const res = await upload('/api/performers/documents/upload?type=idVerification', token, { data: png });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.performer).toMatchObject({ verificationStatus: 'pending', rejectionReason: null });
    // A verified performer who sends a new photo stays verified.
    const verifiedRes = await upload('/api/performers/documents/upload?type=idVerification', cast.tokens.otherPerformer, { data: png });
    expect(verifiedRes.json().data.performer.verificationStatus).toBe('verified');
  });

  it('refuses a file that is not a photo and keeps the old document', async () => {
    const before = await performerRow(cast.otherPerformer.id);
    const res = await upload('/api/performers/documents/upload?type=idVerification', cast.tokens.otherPerformer, { data: Buffer.from('%PDF-1.7 not accepted'), filename: 'id.pdf' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/must be a photo/);
    expect((await performerRow(cast.otherPerformer.id)).idVerificationKey).toBe(before.idVerificationKey);
    const [user] = await db().select().from(users).where(eq(users.id, cast.otherPerformer.id));
    expect(user.status).toBe('active');
  });
});
