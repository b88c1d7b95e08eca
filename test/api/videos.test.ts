// The performer's side of videos end to end: a real small video uploaded with a thumbnail, processed by
// the real media.process job and polled; edits with replacement files; removing a file by type;
// deletion with its stored files; the seven audiences; refused forms that leave nothing behind.
import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { videos } from '@/server/modules/videos/videos.table';
import { createVideo } from '../factories/content';
import { createCast, createUser, loginAs, type Cast } from '../factories/users';
import { makeTempDir, makeTestVideo } from '../helpers/media-fixtures';
import { apiRequests } from '../helpers/api-requests';
import { fieldParts as fields, type MultipartPart } from '../helpers/multipart';
import { createTestApp, type TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let film: Buffer;
let jpeg: Buffer;
let tokens: Record<'anonymous' | 'fan' | 'subscriber' | 'buyer' | 'otherPerformer' | 'owner' | 'admin', string | undefined>;
const temp = makeTempDir();
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  cast = await createCast(ctx.app, ctx.database.db);
  film = await fsp.readFile(await makeTestVideo(temp.dir, { width: 160, height: 120, seconds: 1 }));
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 90, b: 200 } } }).jpeg().toBuffer();
  const other = async () => loginAs(ctx.app, await createUser(db()));
  tokens = { anonymous: undefined, fan: cast.tokens.fan, subscriber: await other(), buyer: await other(), otherPerformer: cast.tokens.otherPerformer, owner: cast.tokens.owner, admin: cast.tokens.admin };
});
afterAll(async () => {
  await ctx?.close();
  await temp.remove();
});

const db = () => ctx.database.db;
const { call, send } = apiRequests(() => ctx);
const filmPart = (data = film): MultipartPart => ({ name: 'file', filename: 'clip.mp4', contentType: 'video/mp4', data });
const thumbPart: MultipartPart = { name: 'thumbnail', filename: 'cover.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) };
const upload = (token: string | undefined, parts: MultipartPart[]) => send('POST', '/performer/performer-assets/videos/upload', token, parts);
const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const counts = async () => [(await db().select().from(videos)).length, (await db().select().from(mediaFiles)).length];


describe('POST /performer/performer-assets/videos/upload', () => {
  it('takes a real video with a thumbnail, processes it, and edits, strips and deletes it', async () => {
    const res = await upload(tokens.owner, [
      ...fields({ title: 'Sunset', description: 'Warm', access: 'sale', price: '4.5', tags: 'Beach, sun' }),
      filmPart(),
      { ...thumbPart, data: jpeg },
    ]);
    expect(res.statusCode).toBe(200);
    const video = res.json().data;
    expect(video).toMatchObject({ title: 'Sunset', access: 'sale', price: 4.5, tags: ['beach', 'sun'], status: 'active', isLocked: false });
    expect(video.video).toMatchObject({ type: 'video', status: 'processing', url: null });
    const statusUrl = `/performer-assets/videos/${video._id}/file/${video.video._id}/status`;
    await waitFor('the video to be processed', async () => (await call('GET', statusUrl, tokens.owner)).json().data.status === 'finished');
    const own = (await call('GET', `/performer/performer-assets/videos/${video._id}/view`, tokens.owner)).json().data;
    const row = await fileRow(video.video._id);
    expect(row).toMatchObject({ width: 160, height: 120, mimeType: 'video/mp4' });
    expect(own.video.url).toContain(row.mainKey);
    const locked = (await call('GET', `/performer-assets/videos/${video._id}`, tokens.fan)).json().data;
    expect(locked.isLocked).toBe(true);
    expect(JSON.stringify(locked)).not.toContain('/api/files/private');

    // A JSON edit of the fields, then a multipart edit replacing the thumbnail.
    const edited = await call('PUT', `/performer/performer-assets/videos/edit/${video._id}`, tokens.owner, { title: 'Dusk', access: 'free' });
    expect(edited.json().data).toMatchObject({ title: 'Dusk', access: 'free', price: null });
    const thumbOf = async () => (await db().select().from(videos).where(eq(videos.id, video._id)))[0].thumbnailFileId!;
    const oldThumb = await thumbOf();
    const replaced = await send('PUT', `/performer/performer-assets/videos/edit/${video._id}`, tokens.owner, [{ ...thumbPart, data: jpeg }]);
    expect(replaced.statusCode).toBe(200);
    const before = { thumbnailFileId: await thumbOf() };
    expect(before.thumbnailFileId).not.toBe(oldThumb);
    expect(await fileRow(oldThumb)).toBeUndefined();

    // Removing the film by type hides the video and deletes the file's record.
    const stripped = await call('DELETE', `/performer/performer-assets/videos/remove-file/${video._id}`, tokens.owner, { type: 'video' });
    expect(stripped.json().data).toMatchObject({ status: 'inactive', video: null });
    expect(await fileRow(video.video._id)).toBeUndefined();
    expect((await call('DELETE', `/performer/performer-assets/videos/remove-file/${video._id}`, tokens.owner, { type: 'teaser' })).statusCode).toBe(404);
    expect((await call('DELETE', `/performer/performer-assets/videos/remove-file/${video._id}`, tokens.owner, { type: 'poster' })).statusCode).toBe(422);
    expect((await call('GET', `/performer-assets/videos/${video._id}`, tokens.fan)).statusCode).toBe(404);

    expect((await call('DELETE', `/performer/performer-assets/videos/${video._id}`, tokens.owner)).json().data).toEqual({ deleted: true });
    expect(await fileRow(before.thumbnailFileId!)).toBeUndefined();
    expect((await db().select().from(videos).where(eq(videos.id, video._id))).length).toBe(0);
  });

  it('refuses bad forms with a reason, keeping no video and no file', async () => {
    const [videosBefore, filesBefore] = await counts();
    const refusals: [MultipartPart[], RegExp][] = [
      [[...fields({ title: 'No price', access: 'sale' }), filmPart()], /needs a price/],
      [[...fields({ title: 'Priced', access: 'free', price: '3' }), filmPart()], /Only a video for sale/],
      [[...fields({ access: 'free' }), filmPart()], /title/],
      [[...fields({ title: 'No film', access: 'free' })], /field "file"/],
      [[...fields({ title: 'Picture', access: 'free' }), filmPart(jpeg)], /video/i],
      [[...fields({ title: 'Late', access: 'free', isSchedule: 'true', scheduledAt: '2001-01-01T00:00:00Z' }), filmPart()], /future/],
      [[...fields({ title: 'Odd', access: 'free' }), filmPart(), { name: 'poster', filename: 'p.jpg', data: jpeg }], /not "poster"/],
    ];
    for (const [parts, message] of refusals) {
      const res = await upload(tokens.owner, parts);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
    }
    expect((await call('PUT', '/performer/performer-assets/videos/edit/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', tokens.owner, { title: 'x' })).statusCode).toBe(404);
    expect(await counts()).toEqual([videosBefore, filesBefore]);
  });

  it('schedules a video: hidden until its moment', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await upload(tokens.owner, [...fields({ title: 'Later', access: 'free', isSchedule: 'true', scheduledAt: at }), filmPart()]);
    expect(res.json().data).toMatchObject({ status: 'scheduled', scheduledAt: at });
    expect((await call('GET', `/performer-assets/videos/${res.json().data._id}`, tokens.fan)).statusCode).toBe(404);
    const now = await call('PUT', `/performer/performer-assets/videos/edit/${res.json().data._id}`, tokens.owner, { isSchedule: false });
    expect(now.json().data).toMatchObject({ status: 'active', scheduledAt: null });
  });
});

describe('who may use the performer routes', () => {
  it('lets only the owning performer search, view, edit, strip and delete their videos', async () => {
    const row = await createVideo(db(), cast.owner, { title: 'Mine', status: 'inactive' });
    const routes: [string, 'GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['view', 'GET', `/performer/performer-assets/videos/${row.id}/view`],
      ['edit', 'PUT', `/performer/performer-assets/videos/edit/${row.id}`, { title: 'Theirs' }],
      ['remove-file', 'DELETE', `/performer/performer-assets/videos/remove-file/${row.id}`, { type: 'video' }],
      ['delete', 'DELETE', `/performer/performer-assets/videos/${row.id}`],
    ];
    for (const [name, method, url, body] of routes) {
      expect([name, (await call(method, url, undefined, body)).statusCode]).toEqual([name, 401]);
      for (const role of ['fan', 'subscriber', 'buyer', 'admin'] as const) expect([name, role, (await call(method, url, tokens[role], body)).statusCode]).toEqual([name, role, 403]);
      expect([name, (await call(method, url, tokens.otherPerformer, body)).statusCode]).toEqual([name, 404]);
    }
    expect((await upload(tokens.fan, [...fields({ title: 'x', access: 'free' }), filmPart()])).statusCode).toBe(403);
    const theirs = (await call('GET', '/performer/performer-assets/videos/search?q=Mine&status=inactive', tokens.otherPerformer)).json().data;
    expect(theirs.total).toBe(0);
    const mine = (await call('GET', '/performer/performer-assets/videos/search?q=Mine&status=inactive', tokens.owner)).json().data;
    expect(mine.data.map((v: { _id: string }) => v._id)).toEqual([row.id]);
    expect((await db().select().from(videos).where(eq(videos.id, row.id)))[0]).toMatchObject({ title: 'Mine' });
    // A hidden video without a film cannot be shown.
    const show = await call('PUT', `/performer/performer-assets/videos/edit/${row.id}`, tokens.owner, { status: 'active' });
    expect(show.statusCode).toBe(200);
    const bare = await createVideo(db(), cast.owner, { status: 'inactive', videoFileId: null });
    expect((await call('PUT', `/performer/performer-assets/videos/edit/${bare.id}`, tokens.owner, { status: 'active' })).statusCode).toBe(422);
  });
});
