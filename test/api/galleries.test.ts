// The performer's side of galleries: create, list, view, edit and delete their own; the access and price
// rules; refused bodies that change nothing; and who may use these routes at all.
import { eq, inArray } from 'drizzle-orm';
import { galleries, photos } from '@/server/modules/galleries/galleries.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { createGallery, createPhoto } from '../factories/galleries';
import { authHeader, type Cast } from '../factories/users';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));

const db = () => ctx.database.db;
const BASE = '/performer/performer-assets/galleries';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });
const stored = async (id: string) => (await db().select().from(galleries).where(eq(galleries.id, id)))[0];
const galleryCount = async () => (await db().select().from(galleries)).length;

describe('POST /performer/performer-assets/galleries', () => {
  it('creates a gallery, stores the price in minor units and shows it to its owner', async () => {
    const res = await call('POST', BASE, cast.tokens.owner, { title: '  Summer  ', access: 'sale', price: 4.5, tags: ['Beach', 'beach', 'Sun'] });
    expect(res.statusCode).toBe(200);
    const gallery = res.json().data;
    expect(gallery).toMatchObject({ title: 'Summer', description: '', access: 'sale', price: 4.5, tags: ['beach', 'sun'], status: 'active', numOfItems: 0, coverPhoto: null, isLocked: false });
    expect(gallery.performer).toMatchObject({ _id: cast.owner.id, username: cast.owner.username });
    expect(await stored(gallery._id)).toMatchObject({ price: 450, performerId: cast.owner.id });
    const view = await call('GET', `${BASE}/${gallery._id}/view`, cast.tokens.owner);
    expect(view.json().data).toMatchObject({ _id: gallery._id, title: 'Summer' });
  });

  it('refuses bad bodies with a reason and creates nothing', async () => {
    const before = await galleryCount();
    const refusals: [object, RegExp][] = [
      [{ title: 'No price', access: 'sale' }, /A gallery for sale needs a price/],
      [{ title: 'Priced', access: 'free', price: 3 }, /Only a gallery for sale has a price/],
      [{ access: 'free' }, /title/],
      [{ title: '   ', access: 'free' }, /Give the gallery a title/],
      [{ title: 'Odd', access: 'everyone' }, /access must be free, subscribers or sale/],
      [{ title: 'Odd', access: 'free', owner: 'someone' }, /owner/],
      [{ title: 'Cheap', access: 'sale', price: -1 }, /price/],
    ];
    for (const [body, message] of refusals) {
      const res = await call('POST', BASE, cast.tokens.owner, body);
      expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([JSON.stringify(body), 422, expect.stringMatching(message)]);
    }
    expect(await galleryCount()).toBe(before);
  });
});

describe('PUT /performer/performer-assets/galleries/{id}', () => {
  it('edits fields, keeps the price while on sale and drops it when leaving sale', async () => {
    const row = await createGallery(db(), cast.owner, { access: 'sale' });
    const renamed = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { title: 'Renamed', status: 'inactive' });
    expect(renamed.json().data).toMatchObject({ title: 'Renamed', status: 'inactive', access: 'sale', price: 9.95 });
    const repriced = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { price: 12 });
    expect(repriced.json().data.price).toBe(12);
    const free = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, { access: 'subscribers' });
    expect(free.json().data).toMatchObject({ access: 'subscribers', price: null });
    expect(await stored(row.id)).toMatchObject({ access: 'subscribers', price: null });
  });

  it('refuses a price without sale, sale without a price and unknown fields, changing nothing', async () => {
    const row = await createGallery(db(), cast.owner, { title: 'Unchanged' });
    for (const [body, message] of [
      [{ price: 5 }, /Only a gallery for sale has a price/],
      [{ access: 'sale' }, /needs a price/],
      [{ access: 'sale', price: null }, /needs a price/],
      [{ title: 'x', colour: 'red' }, /colour/],
      [{ status: 'deleted' }, /status must be active or inactive/],
    ] as [object, RegExp][]) {
      const res = await call('PUT', `${BASE}/${row.id}`, cast.tokens.owner, body);
      expect([JSON.stringify(body), res.statusCode, res.json().message]).toEqual([JSON.stringify(body), 422, expect.stringMatching(message)]);
    }
    expect(await stored(row.id)).toMatchObject({ title: 'Unchanged', access: 'free', price: null, updatedAt: row.updatedAt });
  });
});

describe('DELETE /performer/performer-assets/galleries/{id}', () => {
  it('deletes the gallery with its photos and their files', async () => {
    const row = await createGallery(db(), cast.owner);
    const made = [await createPhoto(db(), row), await createPhoto(db(), row)];
    const fileIds = made.map((p) => p.file.id);
    const res = await call('DELETE', `${BASE}/${row.id}`, cast.tokens.owner);
    expect(res.json()).toEqual({ status: 0, data: { deleted: true } });
    expect(await stored(row.id)).toBeUndefined();
    expect(await db().select().from(photos).where(eq(photos.galleryId, row.id))).toEqual([]);
    expect(await db().select().from(mediaFiles).where(inArray(mediaFiles.id, fileIds))).toEqual([]);
    expect((await call('DELETE', `${BASE}/${row.id}`, cast.tokens.owner)).statusCode).toBe(404);
  });
});

describe('GET /performer/performer-assets/galleries/search', () => {
  it('lists only the performer\'s own galleries, inactive ones too, with filters', async () => {
    const hidden = await createGallery(db(), cast.owner, { title: 'Hidden album', status: 'inactive' });
    await createPhoto(db(), hidden, { status: 'inactive' });
    const mine = (await call('GET', `${BASE}/search?q=hidden&status=inactive`, cast.tokens.owner)).json().data;
    expect(mine.data.map((g: { _id: string }) => g._id)).toEqual([hidden.id]);
    // The owner counts every photo, shown or not.
    expect(mine.data[0].numOfItems).toBe(1);
    expect((await call('GET', `${BASE}/search?q=hidden`, cast.tokens.otherPerformer)).json().data.total).toBe(0);
    expect((await call('GET', `${BASE}/search?status=gone`, cast.tokens.owner)).statusCode).toBe(422);
    expect((await call('GET', `${BASE}/search?pageSize=101`, cast.tokens.owner)).statusCode).toBe(422);
  });
});

describe('who may use the performer gallery routes', () => {
  it('answers 401 to visitors, 403 to fans and admins, and 404 to another performer', async () => {
    const row = await createGallery(db(), cast.owner, { title: 'Mine', status: 'inactive' });
    const routes: [string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['create', 'POST', BASE, { title: 'x', access: 'free' }],
      ['search', 'GET', `${BASE}/search`],
      ['view', 'GET', `${BASE}/${row.id}/view`],
      ['update', 'PUT', `${BASE}/${row.id}`, { title: 'Theirs' }],
      ['delete', 'DELETE', `${BASE}/${row.id}`],
    ];
    for (const [name, method, url, body] of routes) {
      expect([name, (await call(method, url, undefined, body)).statusCode]).toEqual([name, 401]);
      for (const role of ['fan', 'admin'] as const) expect([name, role, (await call(method, url, cast.tokens[role], body)).statusCode]).toEqual([name, role, 403]);
      if (name === 'create' || name === 'search') continue;
      const res = await call(method, url, cast.tokens.otherPerformer, body);
      expect([name, res.statusCode, res.json().message]).toEqual([name, 404, 'This gallery does not exist, or is not yours.']);
    }
    expect(await stored(row.id)).toMatchObject({ title: 'Mine', status: 'inactive' });
    expect((await call('GET', `${BASE}/not-an-id/view`, cast.tokens.owner)).statusCode).toBe(422);
  });
});
