// Feed media end to end: real uploads through POST /performer/feeds/{kind}/upload processed by the real
// media.process job, the status poll, a post made of them, its deletion with its stored files; and
// scheduled publishing through the real feeds.publish job.
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { feeds } from '@/server/modules/feeds/feeds.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { createFeed } from '../factories/content';
import { authHeader, createCast, type Cast } from '../factories/users';
import { multipart, withHeaders } from '../helpers/multipart';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';
import { waitFor as pollUntil } from '../helpers/wait-for';

jest.setTimeout(90_000);

let ctx: TestContext;
let cast: Cast;
let jpeg: Buffer;
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  cast = await createCast(ctx.app, ctx.database.db);
  // Small, so processing takes a moment.
  jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } }).jpeg().toBuffer();
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
/** The rows of a raw statement's answer (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T = unknown>(result: unknown) => (result as { rows: T[] }).rows;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
function upload(kind: string, token: string | undefined, data = jpeg, field = 'file') {
  const form = multipart([{ name: field, filename: 'picture.jpg', contentType: 'image/jpeg', data }]);
  return ctx.app.inject({ method: 'POST', url: `/api/performer/feeds/${kind}/upload`, ...withHeaders(form, token ? authHeader(token) : {}) });
}
const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const feedRow = async (id: string) => (await db().select().from(feeds).where(eq(feeds.id, id)))[0];

const waitFor = <T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000) => pollUntil(what, probe, timeoutMs, 200);

describe('POST /performer/feeds/{kind}/upload', () => {
  it('takes a photo into processing, reports its status to the owner and makes a post of it', async () => {
    const res = await upload('photo', cast.tokens.owner);
    expect(res.statusCode).toBe(200);
    const file = res.json().data.file;
    expect(file).toMatchObject({ type: 'feed-photo', status: 'processing', url: null });
    const created = await call('POST', '/performer/feeds', cast.tokens.owner, { type: 'photo', access: 'subscribers', fileIds: [file._id] });
    expect(created.statusCode).toBe(200);
    const feedId = created.json().data._id;
    const statusUrl = `/user/feeds/${feedId}/file/${file._id}/status`;
    const finished = await waitFor('the photo to be processed', async () => {
      const status = (await call('GET', statusUrl, cast.tokens.owner)).json().data;
      return status.status === 'finished' ? status : null;
    });
    expect(finished).toEqual({ _id: file._id, status: 'finished', progress: 100, error: null });
    expect((await call('GET', statusUrl, cast.tokens.fan)).statusCode).toBe(404);

    const row = await fileRow(file._id);
    expect(row.mainKey).toMatch(/^private\/media\/feed-photo\//);
    const own = (await call('GET', `/performer/feeds/${feedId}`, cast.tokens.owner)).json().data;
    expect(own.files[0].url).toContain(row.mainKey);
    // The owner's link serves the picture; a fan gets the locked feed without it.
    expect((await call('GET', own.files[0].url.replace(`${SITE_URL}/api`, ''), cast.tokens.owner)).statusCode).toBe(200);
    const locked = (await call('GET', `/user/feeds/${feedId}`, cast.tokens.fan)).json().data;
    expect(locked.isLocked).toBe(true);
    expect(JSON.stringify(locked)).not.toContain('/api/files/private');
    expect((await call('GET', locked.files[0].preview.replace(`${SITE_URL}/api`, ''))).statusCode).toBe(200);

    // Deleting the post deletes the file's record and everything stored for it.
    const keys = [row.mainKey!, row.previewKey!, ...row.variants.map((v) => v.key)];
    expect((await call('DELETE', `/performer/feeds/${feedId}`, cast.tokens.owner)).statusCode).toBe(200);
    expect(await fileRow(file._id)).toBeUndefined();
    for (const key of keys) expect(await ctx.app.services.storage.stat(key)).toBeNull();
  });

  it('takes each kind as its own media type', async () => {
    for (const kind of ['photo', 'thumbnail']) {
      const res = await upload(kind, cast.tokens.owner);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.file.type).toBe(`feed-${kind}`);
    }
    // A picture is not a video: the bytes decide, whatever the name says.
    for (const kind of ['video', 'teaser', 'audio']) {
      const res = await upload(kind, cast.tokens.owner);
      expect([kind, res.statusCode]).toEqual([kind, 422]);
    }
  });

  it('refuses anonymous visitors, non-performers, unknown kinds and a wrong field, recording nothing', async () => {
    const before = (await db().select().from(mediaFiles)).length;
    expect((await upload('photo', undefined)).statusCode).toBe(401);
    for (const token of [cast.tokens.fan, cast.tokens.admin]) expect((await upload('photo', token)).statusCode).toBe(403);
    const unknown = await upload('document', cast.tokens.owner);
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, expect.stringMatching(/Upload kind must be one of: audio, photo, thumbnail, video, teaser/)]);
    const field = await upload('photo', cast.tokens.owner, jpeg, 'picture');
    expect([field.statusCode, field.json().message]).toEqual([422, 'Send the file in the form field "file", not "picture".']);
    const json = await call('POST', '/performer/feeds/photo/upload', cast.tokens.owner, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect((await db().select().from(mediaFiles)).length).toBe(before);
  });
});

describe('scheduled publishing', () => {
  it('keeps a scheduled post out of sight until the feeds.publish job publishes it', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await call('POST', '/performer/feeds', cast.tokens.owner, { type: 'text', text: 'Later', access: 'free', scheduledAt: at });
    expect(res.statusCode).toBe(200);
    const feed = res.json().data;
    expect(feed).toMatchObject({ status: 'scheduled', scheduledAt: at, publishedAt: null });
    expect((await call('GET', `/user/feeds/${feed._id}`, cast.tokens.fan)).statusCode).toBe(404);
    expect((await call('GET', `/user/feeds/search/${cast.owner.username}`, cast.tokens.fan)).json().data.data.map((f: { _id: string }) => f._id)).not.toContain(feed._id);
    // Its moment comes now rather than in an hour: the planned job is made due and the worker publishes the post.
    const dueFrom = new Date();
    const moved = await db().execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'feeds.publish' AND data->>'feedId' = ${feed._id} RETURNING id`);
    expect(rowsOf(moved)).toHaveLength(1);
    const published = await waitFor('the post to be published', async () => {
      const row = await feedRow(feed._id);
      return row.status === 'published' ? row : null;
    });
    expect(published.publishedAt!.getTime()).toBeGreaterThanOrEqual(dueFrom.getTime() - 1000);
    expect((await call('GET', `/user/feeds/${feed._id}`, cast.tokens.fan)).json().data.status).toBe('published');
  });

  it('re-plans on a schedule change: the older job does nothing', async () => {
    const first = new Date(Date.now() + 3600_000).toISOString();
    const res = await call('POST', '/performer/feeds', cast.tokens.owner, { type: 'text', text: 'Moved', access: 'free', scheduledAt: first });
    const id = res.json().data._id;
    const later = new Date(Date.now() + 7200_000).toISOString();
    expect((await call('PUT', `/performer/feeds/${id}`, cast.tokens.owner, { scheduledAt: later })).json().data.scheduledAt).toBe(later);
    // The job planned for the first moment comes due now (rather than waiting for it) and the worker runs it:
    // the post stays scheduled for the later one.
    const firstJob = sql`name = 'feeds.publish' AND data->>'feedId' = ${id} AND data->>'scheduledAt' = ${first}`;
    const moved = await db().execute(sql`UPDATE pgboss.job SET start_after = now() WHERE ${firstJob} RETURNING id`);
    expect(rowsOf(moved)).toHaveLength(1);
    await waitFor('the first job to run', async () => rowsOf<{ state: string }>(await db().execute(sql`SELECT state FROM pgboss.job WHERE ${firstJob}`))[0]?.state === 'completed');
    expect(await feedRow(id)).toMatchObject({ status: 'scheduled', scheduledAt: new Date(later) });
    // Clearing the schedule publishes at once.
    const now = await call('PUT', `/performer/feeds/${id}`, cast.tokens.owner, { scheduledAt: null });
    expect(now.json().data).toMatchObject({ status: 'published', scheduledAt: null });
  });

  it('publishes once however often the job runs, and never a feed re-planned or deleted', async () => {
    const at = new Date(Date.now() + 3600_000);
    const row = await createFeed(db(), cast.owner, { status: 'scheduled', publishedAt: null, scheduledAt: at });
    const publish = ctx.app.services.feeds.publish;
    await publish({ feedId: row.id, scheduledAt: new Date(at.getTime() - 60_000).toISOString() });
    expect(await feedRow(row.id)).toMatchObject({ status: 'scheduled', publishedAt: null });
    await publish({ feedId: row.id, scheduledAt: at.toISOString() });
    const first = await feedRow(row.id);
    expect(first.status).toBe('published');
    await publish({ feedId: row.id, scheduledAt: at.toISOString() });
    expect((await feedRow(row.id)).publishedAt).toEqual(first.publishedAt);
    await publish({ feedId: '7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11', scheduledAt: at.toISOString() });
  });
});
