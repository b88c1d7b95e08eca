// The performer's side of products end to end: a real picture and a real PDF uploaded as multipart, the
// picture processed by the real media.process job; a buyer downloading the very bytes through the signed
// link; edits with replacement files; the physical/digital rules; deletion with the stored files; who
// may use the routes; refused forms that leave nothing behind.
import fsp from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { products } from '@/server/modules/products/products.table';
import { createContentCast, purchase, type ContentRole } from '../factories/content';
import { EMPTY_ZIP, createProduct, makeTestPdf } from '../factories/products';
import { authHeader, loginAs, type Cast, type TestUser } from '../factories/users';
import { makeTempDir, makeTestImage } from '../helpers/media-fixtures';
import { apiRequests } from '../helpers/api-requests';
import { fieldParts as fields, type MultipartPart } from '../helpers/multipart';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
let buyer: TestUser;
let tokens: Record<ContentRole, string | undefined>;
let jpeg: Buffer;
const pdf = makeTestPdf('Thirty day plan');
const temp = makeTempDir();
beforeAll(async () => {
  ctx = await createTestApp({ JOBS_POLL_SECONDS: '0.5' });
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, ctx.database.db, { name: 'Product Owner' }));
  jpeg = await fsp.readFile(await makeTestImage(temp.dir, { width: 640, height: 480 }));
});
afterAll(async () => {
  await ctx?.close();
  await temp.remove();
});

const db = () => ctx.database.db;
const { call, send } = apiRequests(() => ctx);
const imagePart = (data = jpeg): MultipartPart => ({ name: 'image', filename: 'cover.jpg', contentType: 'image/jpeg', data });
const filePart = (data = pdf, filename = 'Thirty Day Plan.pdf'): MultipartPart => ({ name: 'digitalFile', filename, contentType: 'application/pdf', data });
const create = (token: string | undefined, parts: MultipartPart[]) => send('POST', '/performer/performer-assets/products', token, parts);
const fileRow = async (id: string) => (await db().select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
const productRow = async (id: string) => (await db().select().from(products).where(eq(products.id, id)))[0];
const counts = async () => [(await db().select().from(products)).length, (await db().select().from(mediaFiles)).length];


describe('POST /performer/performer-assets/products', () => {
  it('takes a real picture and PDF, and the buyer downloads exactly those bytes under their name', async () => {
    const res = await create(tokens.owner, [
      ...fields({ name: 'Thirty day plan', description: 'Every workout', type: 'digital', price: '9.99', tags: 'Fitness, plan' }),
      imagePart(),
      filePart(),
    ]);
    expect(res.statusCode).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({ name: 'Thirty day plan', type: 'digital', price: 9.99, stock: null, status: 'active', tags: ['fitness', 'plan'], hasDigitalFile: true });
    expect(made.digitalFile).toMatchObject({ type: 'product-file', status: 'finished', mimeType: 'application/pdf' });
    const row = await productRow(made._id);
    expect(row.price).toBe(999);
    const stored = await fileRow(row.digitalFileId!);
    expect(stored).toMatchObject({ originalName: 'Thirty Day Plan.pdf', size: pdf.length, ownerId: cast.owner.id });
    expect(stored.mainKey).toMatch(/^private\//);

    // The picture goes through processing; then it is the product's advertisement, linked for everyone.
    await waitFor('the picture to be processed', async () => (await fileRow(row.imageFileId!)).status === 'finished');
    const image = await fileRow(row.imageFileId!);
    const shown = (await call('GET', `/performer-assets/products/${made._id}`, tokens.fan)).json().data;
    expect(shown.image.url).toContain(image.mainKey);
    expect(shown.image.thumbnails.length).toBeGreaterThan(0);
    expect(shown.digitalFile).toBeNull();
    expect(JSON.stringify(shown)).not.toContain(stored.mainKey);
    const picture = await ctx.app.inject({ method: 'GET', url: shown.image.url, headers: authHeader(tokens.fan!) });
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/webp']);

    expect((await call('GET', `/performer-assets/products/${made._id}/download-link`, tokens.buyer)).statusCode).toBe(403);
    await purchase(db(), buyer, 'product', made._id, 999);
    const link = await call('GET', `/performer-assets/products/${made._id}/download-link`, tokens.buyer);
    expect(link.statusCode).toBe(200);
    expect(link.json().data.fileName).toBe('Thirty Day Plan.pdf');
    const download = await ctx.app.inject({ method: 'GET', url: link.json().data.downloadLink, headers: authHeader(tokens.buyer!) });
    expect([download.statusCode, download.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('makes a physical product with stock, edits it as JSON and as multipart, and deletes it with its files', async () => {
    const res = await create(tokens.owner, [...fields({ name: 'Signed poster', type: 'physical', price: '25', stock: '3' }), imagePart()]);
    expect(res.statusCode).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({ type: 'physical', price: 25, stock: 3, hasDigitalFile: false, digitalFile: null });
    const url = `/performer/performer-assets/products/${made._id}`;

    const edited = await call('PUT', url, tokens.owner, { price: 19.5, stock: 0, description: 'Sold out for now', tags: ['Art'] });
    expect(edited.json().data).toMatchObject({ price: 19.5, stock: 0, description: 'Sold out for now', tags: ['art'] });
    const oldImage = (await productRow(made._id)).imageFileId!;
    const replaced = await send('PUT', url, tokens.owner, [...fields({ name: 'Signed poster (A2)' }), imagePart()]);
    expect([replaced.statusCode, replaced.json().data.name]).toEqual([200, 'Signed poster (A2)']);
    const newImage = (await productRow(made._id)).imageFileId!;
    expect(newImage).not.toBe(oldImage);
    expect(await fileRow(oldImage)).toBeUndefined();

    // Turned digital it has no stock, and cannot stay active without its file.
    const noFile = await call('PUT', url, tokens.owner, { type: 'digital' });
    expect([noFile.statusCode, noFile.json().message]).toEqual([422, expect.stringMatching(/needs its file/)]);
    const digital = await send('PUT', url, tokens.owner, [...fields({ type: 'digital' }), filePart(EMPTY_ZIP, 'bundle.zip')]);
    expect(digital.json().data).toMatchObject({ type: 'digital', stock: null, hasDigitalFile: true, digitalFile: { mimeType: 'application/zip' } });
    // Back to physical: the file goes, and the stock has to be named again.
    const zipId = (await productRow(made._id)).digitalFileId!;
    expect((await call('PUT', url, tokens.owner, { type: 'physical' })).json().message).toMatch(/needs its stock/);
    const physical = await call('PUT', url, tokens.owner, { type: 'physical', stock: 5 });
    expect(physical.json().data).toMatchObject({ type: 'physical', stock: 5, hasDigitalFile: false });
    expect(await fileRow(zipId)).toBeUndefined();

    expect((await call('DELETE', url, tokens.owner)).json().data).toEqual({ deleted: true });
    expect(await fileRow(newImage)).toBeUndefined();
    expect(await productRow(made._id)).toBeUndefined();
    expect((await call('DELETE', url, tokens.owner)).statusCode).toBe(404);
  });

  it('lets a digital product wait for its file while inactive', async () => {
    const res = await create(tokens.owner, fields({ name: 'Coming soon', type: 'digital', price: '4', status: 'inactive' }));
    expect(res.json().data).toMatchObject({ status: 'inactive', hasDigitalFile: false, image: { url: `${SITE_URL}/static/product.svg`, thumbnails: [] } });
    const url = `/performer/performer-assets/products/${res.json().data._id}`;
    expect((await call('PUT', url, tokens.owner, { status: 'active' })).statusCode).toBe(422);
    const ready = await send('PUT', url, tokens.owner, [...fields({ status: 'active' }), filePart()]);
    expect(ready.json().data).toMatchObject({ status: 'active', hasDigitalFile: true });
  });

  it('refuses bad forms with a reason, keeping no product and no file', async () => {
    // A session of its own, so these uploads do not eat the other tests' upload budget.
    const token = await loginAs(ctx.app, cast.owner);
    const before = await counts();
    const physical = { name: 'Mug', type: 'physical', stock: '4' };
    const refusals: [MultipartPart[], RegExp][] = [
      [[...fields({ ...physical, price: '-2' }), imagePart()], /price: Price must be more than 0/],
      [[...fields({ ...physical, price: '0' })], /more than 0/],
      [[...fields({ ...physical, price: '1.999' }), imagePart()], /at most two decimals/],
      [[...fields({ ...physical, price: 'cheap' })], /price/],
      [[...fields(physical), imagePart()], /price/],
      [[...fields({ ...physical, price: '5', stock: '-1' })], /stock cannot be negative/],
      [[...fields({ ...physical, price: '5', stock: '1.5' })], /whole number/],
      [[...fields({ name: 'Mug', type: 'physical', price: '5' }), imagePart()], /needs its stock/],
      [[...fields({ ...physical, price: '5' }), imagePart(), filePart()], /Only a digital product has a file/],
      [[...fields({ name: 'Guide', type: 'digital', price: '5', stock: '3' }), filePart()], /digital product has no stock/],
      [[...fields({ name: 'Guide', type: 'digital', price: '5' }), imagePart()], /needs its file/],
      [[...fields({ name: 'Guide', type: 'ebook', price: '5' }), filePart()], /type must be physical or digital/],
      [[...fields({ ...physical, price: '5', colour: 'red' })], /unknown fields colour/],
      [[...fields({ type: 'physical', price: '5', stock: '1' })], /name: Give the product a name/],
      [[...fields({ ...physical, price: '5' }), imagePart(pdf)], /picture/i],
      [[...fields({ name: 'Guide', type: 'digital', price: '5' }), filePart(Buffer.from('#!/bin/sh\necho hi\n'), 'run.sh')], /ZIP archive, a PDF/],
      [[...fields({ ...physical, price: '5' }), { name: 'manual', filename: 'm.pdf', data: pdf }], /not "manual"/],
    ];
    for (const [parts, message] of refusals) {
      const res = await create(token, parts);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
    }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/performer/performer-assets/products', headers: authHeader(token), payload: { name: 'x' } })).statusCode).toBe(415);
    expect(await counts()).toEqual(before);

    const row = await createProduct(db(), cast.owner, { name: 'Kept', price: 500 });
    const url = `/performer/performer-assets/products/${row.id}`;
    for (const [body, message] of [
      [{ price: -1 }, /more than 0/],
      [{ price: 3.333 }, /two decimals/],
      [{ stock: -4 }, /cannot be negative/],
      [{ performerId: cast.otherPerformer.id }, /unknown fields performerId/],
      [{ status: 'deleted' }, /status must be active or inactive/],
    ] as const) {
      const res = await call('PUT', url, token, body);
      expect([res.statusCode, res.json().message]).toEqual([422, expect.stringMatching(message)]);
    }
    const refusedFile = await send('PUT', url, token, [imagePart(), filePart()]);
    expect([refusedFile.statusCode, refusedFile.json().message]).toEqual([422, expect.stringMatching(/Only a digital product has a file/)]);
    expect(await productRow(row.id)).toMatchObject({ name: 'Kept', price: 500, stock: 10, imageFileId: row.imageFileId, performerId: cast.owner.id });
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });
});

describe('who may use the performer routes', () => {
  it('lets only the owning performer search, view, edit and delete their products', async () => {
    const row = await createProduct(db(), cast.owner, { name: 'Mine alone', status: 'inactive' });
    const routes: [string, 'GET' | 'PUT' | 'DELETE', string, object?][] = [
      ['view', 'GET', `/performer/performer-assets/products/${row.id}/view`],
      ['edit', 'PUT', `/performer/performer-assets/products/${row.id}`, { name: 'Theirs' }],
      ['delete', 'DELETE', `/performer/performer-assets/products/${row.id}`],
    ];
    for (const [name, method, url, body] of routes) {
      expect([name, (await call(method, url, undefined, body)).statusCode]).toEqual([name, 401]);
      for (const role of ['fan', 'subscriber', 'buyer', 'admin'] as const) expect([name, role, (await call(method, url, tokens[role], body)).statusCode]).toEqual([name, role, 403]);
      expect([name, (await call(method, url, tokens.otherPerformer, body)).statusCode]).toEqual([name, 404]);
    }
    expect((await create(tokens.fan, [...fields({ name: 'x', type: 'physical', price: '1', stock: '1' })])).statusCode).toBe(403);
    expect((await create(undefined, [...fields({ name: 'x', type: 'physical', price: '1', stock: '1' })])).statusCode).toBe(401);
    expect((await call('GET', '/performer/performer-assets/products/search', tokens.fan)).statusCode).toBe(403);

    const theirs = (await call('GET', '/performer/performer-assets/products/search?q=alone&status=inactive', tokens.otherPerformer)).json().data;
    expect(theirs.total).toBe(0);
    const mine = (await call('GET', '/performer/performer-assets/products/search?q=alone&status=inactive&type=physical', tokens.owner)).json().data;
    expect(mine.data.map((p: { _id: string }) => p._id)).toEqual([row.id]);
    expect((await call('GET', '/performer/performer-assets/products/search?q=alone&type=digital', tokens.owner)).json().data.total).toBe(0);
    const view = (await call('GET', `/performer/performer-assets/products/${row.id}/view`, tokens.owner)).json().data;
    expect(view).toMatchObject({ name: 'Mine alone', status: 'inactive', stats: { views: 0 } });
    expect(await productRow(row.id)).toMatchObject({ name: 'Mine alone' });
    expect((await call('GET', '/performer/performer-assets/products/search?pageSize=101', tokens.owner)).statusCode).toBe(422);
  });
});
