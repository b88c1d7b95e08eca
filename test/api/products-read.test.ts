// Products as fans and visitors read them: one product, the search, bookmarks, the download link of a digital
// product, reactions, comments and reports, each against the seven audiences (CONTENT_ROLES,
// test/factories/content.ts). The digital file must never leak: no answer to anyone but the owner and admins carries
// its storage key or a link to it, and the download link opens only in the session it was made for, for five
// minutes.
import { eq } from 'drizzle-orm';
import { userBlocks } from '@/server/modules/block/block.table';
import type { MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { products, type ProductRow } from '@/server/modules/products/products.table';
import { CONTENT_ROLES, createContentCast, createMediaFile, purchase, type ContentRole } from '../factories/content';
import { createProduct, makeTestPdf, storeProductFile } from '../factories/products';
import { authHeader, blockUser, createPerformer, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { apiCaller, expectEveryAudienceReads, expectEveryoneBookmarks, expectViewsCountedButOwners } from '../helpers/content-reads';
import { createTestApp, SITE_URL, type TestContext } from '../helpers/test-app';

const ROLES = CONTENT_ROLES;
const MANAGERS: ContentRole[] = ['owner', 'admin'];
const pdf = makeTestPdf('Recipe book');

let ctx: TestContext;
let cast: Cast;
let buyer: TestUser;
let tokens: Record<ContentRole, string | undefined>;
/** The owner's two active products (the buyer bought both), with the files of each. */
let digital: { row: ProductRow; image: MediaFileRow; file: MediaFileRow };
let physical: { row: ProductRow; image: MediaFileRow };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cast, buyer, tokens } = await createContentCast(ctx.app, ctx.database.db, { name: 'Product Owner' }));
  const file = await storeProductFile(db(), ctx.app.services.storage, cast.owner, pdf, 'Recipe Book.pdf');
  const digitalImage = await createMediaFile(db(), cast.owner, 'product-image');
  digital = {
    row: await createProduct(db(), cast.owner, { type: 'digital', name: 'Recipe book', tags: ['kitchen'], imageFileId: digitalImage.id, digitalFileId: file.id, createdAt: new Date(Date.now() - 60_000) }),
    image: digitalImage,
    file,
  };
  const physicalImage = await createMediaFile(db(), cast.owner, 'product-image');
  physical = { row: await createProduct(db(), cast.owner, { name: 'Apron', tags: ['kitchen'], stock: 7, imageFileId: physicalImage.id }), image: physicalImage };
  await purchase(db(), buyer, 'product', digital.row.id, 1250);
  await purchase(db(), buyer, 'product', physical.row.id, 1250);
});
afterAll(() => ctx?.close());

const db = () => ctx.database.db;
const call = apiCaller(() => ctx);
const linkUrl = (id: string) => `/performer-assets/products/${id}/download-link`;
const ownIds = (list: { _id: string }[]) => list.map((p) => p._id).filter((id) => id === digital.row.id || id === physical.row.id);

type Shown = { _id: string; image: { url: string }; digitalFile: { url: string | null } | null; hasDigitalFile: boolean; isBought: boolean };

/** Everyone sees the picture; only the owner and admins are told about the file, and nobody else gets its key. */
function expectFilesFor(role: ContentRole, product: Shown) {
  const isDigital = product._id === digital.row.id;
  const image = isDigital ? digital.image : physical.image;
  expect(product.image.url).toContain(image.mainKey);
  expect(product.hasDigitalFile).toBe(isDigital);
  if (isDigital && MANAGERS.includes(role)) {
    expect([role, product.digitalFile?.url]).toEqual([role, expect.stringContaining(digital.file.mainKey!)]);
    return;
  }
  expect([role, product.digitalFile]).toEqual([role, null]);
  expect(JSON.stringify(product)).not.toContain(digital.file.mainKey);
  expect(JSON.stringify(product)).not.toContain(digital.file.id);
}

describe('GET /performer-assets/products/{id}', () => {
  it('answers every audience: the picture for all, the file for the owner and admins only', async () => {
    await expectEveryAudienceReads({
      call,
      tokens,
      roles: ROLES,
      urls: { digital: `/performer-assets/products/${digital.row.id}`, physical: `/performer-assets/products/${physical.row.id}` },
      expectFor: expectFilesFor,
      fields: (role, type) => ({ price: 12.5, status: 'active', tags: ['kitchen'], isBought: role === 'buyer', performer: { _id: cast.owner.id }, stock: type === 'physical' ? 7 : null }),
    });
  });

  it('counts a view for everyone but the owner', async () => {
    const row = await createProduct(db(), cast.owner);
    await expectViewsCountedButOwners(call, `/performer-assets/products/${row.id}`, tokens);
  });

  it('shows a placeholder picture while there is none, and hides inactive products from all but the owner and admins', async () => {
    const bare = await createProduct(db(), cast.owner, { imageFileId: null });
    expect((await call(`/performer-assets/products/${bare.id}`)).json().data.image).toEqual({ url: `${SITE_URL}/static/product.svg`, thumbnails: [] });
    const hidden = await createProduct(db(), cast.owner, { status: 'inactive' });
    await purchase(db(), buyer, 'product', hidden.id);
    for (const role of ROLES) {
      const expected = MANAGERS.includes(role) ? 200 : 404;
      expect([role, (await call(`/performer-assets/products/${hidden.id}`, tokens[role])).statusCode]).toEqual([role, expected]);
    }
    expect((await call('/performer-assets/products/not-an-id', tokens.fan)).statusCode).toBe(404);
    expect((await call('/performer-assets/products/7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11')).statusCode).toBe(404);
  });

  it('answers 404 to a viewer the performer blocked, unless they bought the product', async () => {
    const blocked = await createUser(db());
    await blockUser(db(), cast.owner.id, blocked.id);
    await blockUser(db(), cast.owner.id, buyer.id);
    const token = await loginAs(ctx.app, blocked);
    expect((await call(`/performer-assets/products/${physical.row.id}`, token)).statusCode).toBe(404);
    expect((await call(`/performer-assets/products/${digital.row.id}`, tokens.buyer)).statusCode).toBe(200);
    // What the buyer bought stays downloadable.
    expect((await call(linkUrl(digital.row.id), tokens.buyer)).statusCode).toBe(200);
    await db().delete(userBlocks).where(eq(userBlocks.userId, buyer.id));
  });
});

describe('GET /performer-assets/products/{id}/download-link', () => {
  it('gives the buyer, the owner and admins a link to the file; fans 403, visitors 401, physical products 422', async () => {
    const expected: Record<ContentRole, number> = { anonymous: 401, fan: 403, subscriber: 403, buyer: 200, otherPerformer: 403, owner: 200, admin: 200 };
    for (const role of ROLES) {
      const res = await call(linkUrl(digital.row.id), tokens[role]);
      expect([role, res.statusCode]).toEqual([role, expected[role]]);
      if (expected[role] === 403) {
        expect(res.json().message).toBe('Buy this product to download it.');
        expect(res.body).not.toContain(digital.file.mainKey);
      }
      if (expected[role] !== 200) continue;
      const { downloadLink, expiresAt, fileName } = res.json().data;
      expect(downloadLink).toContain(digital.file.mainKey);
      expect(fileName).toBe('Recipe Book.pdf');
      expect(Math.abs(new Date(expiresAt).getTime() - (Date.now() + 5 * 60_000))).toBeLessThan(5_000);
    }
    const phys = await call(linkUrl(physical.row.id), tokens.buyer);
    expect([phys.statusCode, phys.json().message]).toEqual([422, expect.stringMatching(/physical product.*no file to download/)]);
    expect((await call(linkUrl('7d0f1a52-8a55-4d52-9d1a-4a3b8f7e0c11'), tokens.buyer)).statusCode).toBe(404);
  });

  it('downloads the bytes in the buyer\'s session only, and only for five minutes', async () => {
    const { downloadLink } = (await call(linkUrl(digital.row.id), tokens.buyer)).json().data;
    const fetchAs = (token?: string) => ctx.app.inject({ method: 'GET', url: downloadLink, headers: token ? authHeader(token) : {} });
    const ok = await fetchAs(tokens.buyer);
    expect([ok.statusCode, ok.headers['content-type'], ok.headers['cache-control']]).toEqual([200, 'application/pdf', expect.stringMatching(/^private/)]);
    expect(ok.rawPayload.equals(pdf)).toBe(true);
    for (const token of [tokens.fan, tokens.owner, undefined]) {
      const refused = await fetchAs(token);
      expect([refused.statusCode, refused.json().message]).toEqual([403, expect.stringMatching(/made for another account/)]);
    }
    // The same session six minutes later: expired.
    const later = Date.now() + 6 * 60_000;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      const expired = await fetchAs(tokens.buyer);
      expect([expired.statusCode, expired.json().message]).toEqual([403, expect.stringMatching(/expired/)]);
    } finally {
      clock.mockRestore();
    }
    expect((await fetchAs(tokens.buyer)).statusCode).toBe(200);
  });

  it('keeps a bought file downloadable after the product is taken off sale, for its buyer only', async () => {
    const file = await storeProductFile(db(), ctx.app.services.storage, cast.owner, pdf, null);
    const row = await createProduct(db(), cast.owner, { type: 'digital', name: 'Old: Recipes / 2024', status: 'inactive', digitalFileId: file.id });
    await purchase(db(), buyer, 'product', row.id);
    const res = await call(linkUrl(row.id), tokens.buyer);
    expect([res.statusCode, res.json().data.fileName]).toEqual([200, 'Old Recipes 2024.pdf']);
    expect((await call(linkUrl(row.id), tokens.fan)).statusCode).toBe(404);
    expect((await call(`/performer-assets/products/${row.id}`, tokens.buyer)).statusCode).toBe(404);
  });

  it('says so when the file of a bought product is not there', async () => {
    const waiting = await createProduct(db(), cast.owner, { type: 'digital', digitalFileId: (await createMediaFile(db(), cast.owner, 'product-file', { status: 'processing' })).id });
    await purchase(db(), buyer, 'product', waiting.id);
    const res = await call(linkUrl(waiting.id), tokens.buyer);
    expect([res.statusCode, res.json().message]).toEqual([404, expect.stringMatching(/not available yet/)]);
  });
});

describe('GET /performer-assets/products/search', () => {
  it('lists the active products to every audience, with the file for nobody but the owner and admins', async () => {
    const hidden = await createProduct(db(), cast.owner, { name: 'Hidden apron', tags: ['kitchen'], status: 'inactive' });
    for (const role of ROLES) {
      const res = await call(`/performer-assets/products/search?performerId=${cast.owner.id}&q=kitchen&pageSize=100`, tokens[role]);
      expect([role, res.statusCode]).toEqual([role, 200]);
      const list = res.json().data.data as Shown[];
      expect(ownIds(list).sort()).toEqual([digital.row.id, physical.row.id].sort());
      expect(list.map((p) => p._id)).not.toContain(hidden.id);
      for (const product of list.filter((p) => ownIds([p]).length)) expectFilesFor(role, product);
    }
  });

  it('filters by type and text, sorts by price, and refuses an oversized page', async () => {
    const byType = (await call(`/performer-assets/products/search?performerId=${cast.owner.id}&type=digital&q=kitchen`)).json().data.data;
    expect(ownIds(byType)).toEqual([digital.row.id]);
    expect(ownIds((await call('/performer-assets/products/search?q=RECIPE')).json().data.data)).toEqual([digital.row.id]);
    expect((await call('/performer-assets/products/search?q=nothing-like-this')).json().data.total).toBe(0);
    const cheap = await createProduct(db(), cast.owner, { name: 'Sticker', tags: ['kitchen'], price: 300 });
    const sorted = (await call(`/performer-assets/products/search?performerId=${cast.owner.id}&q=kitchen&sortBy=price&sort=asc`)).json().data.data;
    expect(sorted[0]._id).toBe(cheap.id);
    expect((await call('/performer-assets/products/search?pageSize=500')).statusCode).toBe(422);
    expect((await call('/performer-assets/products/search?type=ebook')).statusCode).toBe(422);
  });

  it('leaves out the products of an unverified performer', async () => {
    const pending = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const row = await createProduct(db(), pending);
    expect((await call(`/performer-assets/products/search?performerId=${pending.id}`)).json().data.total).toBe(0);
    expect((await call(`/performer-assets/products/${row.id}`, tokens.fan)).statusCode).toBe(404);
  });
});

describe('reactions, comments and reports on products', () => {
  it('bookmarks and likes a visible product, lists bookmarks without the file, and refuses hidden ones', async () => {
    const ids = { digital: digital.row.id, physical: physical.row.id };
    await expectEveryoneBookmarks({ call, tokens, objectType: 'product', ids, listUrl: '/reactions/products/bookmark', expectFor: expectFilesFor });
    expect((await call('/reactions/products/bookmark')).statusCode).toBe(401);
    expect((await call('/reactions/products/bookmark?pageSize=500', tokens.fan)).statusCode).toBe(422);
    expect((await call('/reactions', tokens.fan, 'POST', { objectId: physical.row.id, objectType: 'product', action: 'like' })).statusCode).toBe(200);
    expect((await db().select().from(products).where(eq(products.id, physical.row.id)))[0]).toMatchObject({ likeCount: 1, bookmarkCount: 6 });
    expect((await call(`/performer-assets/products/${physical.row.id}`, tokens.fan)).json().data).toMatchObject({ isLiked: true, isBookmarked: true });
    const hidden = await createProduct(db(), cast.owner, { status: 'inactive' });
    expect((await call('/reactions', tokens.fan, 'POST', { objectId: hidden.id, objectType: 'product', action: 'like' })).statusCode).toBe(404);
    // Taken off sale, a bookmarked product leaves the list.
    await db().update(products).set({ status: 'inactive' }).where(eq(products.id, physical.row.id));
    try {
      const left = (await call('/reactions/products/bookmark', tokens.fan)).json().data.data;
      expect(left.map((item: { objectId: string }) => item.objectId)).toEqual([digital.row.id]);
    } finally {
      await db().update(products).set({ status: 'active' }).where(eq(products.id, physical.row.id));
    }
  });

  it('takes comments from everyone who may see the product, and counts them', async () => {
    const body = { objectType: 'product', objectId: physical.row.id, content: 'Does it come in blue?' };
    expect((await call('/comments', tokens.fan, 'POST', body)).statusCode).toBe(200);
    expect((await db().select().from(products).where(eq(products.id, physical.row.id)))[0].commentCount).toBe(1);
    const hidden = await createProduct(db(), cast.owner, { status: 'inactive' });
    expect((await call('/comments', tokens.fan, 'POST', { ...body, objectId: hidden.id })).statusCode).toBe(404);
  });

  it('takes a report on a product, but not from its owner', async () => {
    const body = { targetId: physical.row.id, target: 'product', category: 'spam', description: 'Fake goods' };
    expect((await call('/reports', tokens.fan, 'POST', body)).statusCode).toBe(200);
    expect((await call('/reports', tokens.owner, 'POST', body)).statusCode).toBe(422);
  });
});
