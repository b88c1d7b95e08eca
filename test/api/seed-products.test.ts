// Demo products and videos (seeds 007 and 008): physical and digital products with processed pictures and
// generated PDFs, videos of each access with thumbnails (and one teaser), a demo fan who bought a digital
// product and downloads it, each medium made and processed once, and a second run that adds nothing. The slower feeds seed is left out:
// the subscriptions it would add are added directly.
import { eq } from 'drizzle-orm';
import type { Product } from '@/contracts/products';
import type { Video } from '@/contracts/videos';
import { DEMO_PRODUCT_PURCHASES, DEMO_PRODUCTS, DEMO_VIDEO_PURCHASES, DEMO_VIDEOS } from '@/server/db/seed';
import { demoProductsSeed } from '@/server/db/seed/007-demo-products';
import { demoVideosSeed } from '@/server/db/seed/008-demo-videos';
import { mediaFiles, products, purchasedItems, videos } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { countMediaWork, productsWork, sumWork, videosWork, type MediaWork } from '../helpers/demo-media-work';
import { demoSeedHelpers } from '../helpers/demo-seed';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let seedWork: MediaWork;
const { db, seedContext, tokenOf, read, counts: countRows, seedPerformersAndSubscriptions } = demoSeedHelpers(() => ctx);
const counts = () => countRows({ products, videos, mediaFiles, purchases: purchasedItems });
const runBoth = async () => {
  await demoProductsSeed.run(seedContext());
  await demoVideosSeed.run(seedContext());
};

describe('seeds 007 and 008: demo products and videos', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPerformersAndSubscriptions();
    const work = countMediaWork();
    await runBoth();
    seedWork = work();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('gives the demo performers physical and digital products with processed pictures, each made and processed once', async () => {
    // Counted rather than timed: media made or processed many times over shows as a larger number.
    expect(seedWork).toEqual(sumWork(productsWork(), videosWork()));
    const all = await db().select().from(products);
    expect(all).toHaveLength(DEMO_PRODUCTS.reduce((n, a) => n + a.products.length, 0));
    expect(new Set(all.map((p) => p.type))).toEqual(new Set(['physical', 'digital']));
    for (const p of all) {
      expect(p.stock === null).toBe(p.type === 'digital');
      expect(p.digitalFileId === null).toBe(p.type === 'physical');
      const [image] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, p.imageFileId!));
      expect(image).toMatchObject({ type: 'product-image', status: 'finished', ownerId: p.performerId, mimeType: 'image/webp' });
      if (p.digitalFileId) {
        const [file] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, p.digitalFileId));
        expect(file).toMatchObject({ type: 'product-file', status: 'finished', mimeType: 'application/pdf', originalName: expect.stringMatching(/\.pdf$/) });
      }
    }
  });

  it('lets the demo buyer download their digital product, and nobody else', async () => {
    const [bought] = DEMO_PRODUCT_PURCHASES;
    const list = await read<{ data: Product[] }>(`/performer-assets/products/search?q=${encodeURIComponent(bought.item)}`);
    const product = list.data.find((p) => p.name === bought.item)!;
    expect(product).toMatchObject({ type: 'digital', hasDigitalFile: true, digitalFile: null });
    expect(product.image.url).toMatch(/^http:\/\/localhost:3000\/api\/files\/private\//);
    const fan = await tokenOf(bought.fan);
    const link = await read<{ downloadLink: string; fileName: string }>(`/performer-assets/products/${product._id}/download-link`, fan);
    expect(link.fileName).toMatch(/\.pdf$/);
    const file = await ctx.app.inject({ method: 'GET', url: link.downloadLink, headers: authHeader(fan) });
    expect([file.statusCode, file.headers['content-type'], file.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    const other = await ctx.app.inject({ method: 'GET', url: `/api/performer-assets/products/${product._id}/download-link`, headers: authHeader(await tokenOf('fan3')) });
    expect(other.statusCode).toBe(403);
  });

  it('adds videos of every access with processed films and thumbnails, unlocked for their demo buyer', async () => {
    const all = await db().select().from(videos);
    expect(all).toHaveLength(DEMO_VIDEOS.reduce((n, a) => n + a.videos.length, 0));
    expect(new Set(all.map((v) => v.access))).toEqual(new Set(['free', 'subscribers', 'sale']));
    expect(all.filter((v) => v.teaserFileId)).toHaveLength(1);
    for (const v of all) {
      const [film] = await db().select().from(mediaFiles).where(eq(mediaFiles.id, v.videoFileId!));
      expect(film).toMatchObject({ type: 'video', status: 'finished', mimeType: 'video/mp4' });
      expect(v.thumbnailFileId).toEqual(expect.any(String));
    }
    const [bought] = DEMO_VIDEO_PURCHASES;
    const found = (await read<{ data: Video[] }>(`/performer-assets/videos/search?q=${encodeURIComponent('Friday session')}`, await tokenOf(bought.fan))).data;
    expect(found.find((v) => v.title === bought.item)).toMatchObject({ access: 'sale', isBought: true, isLocked: false });
    const locked = (await read<{ data: Video[] }>(`/performer-assets/videos/search?q=${encodeURIComponent('Friday session')}`, await tokenOf('fan3'))).data;
    expect(locked.find((v) => v.title === bought.item)).toMatchObject({ isLocked: true, video: { url: null } });
    expect(await db().select().from(purchasedItems)).toHaveLength(DEMO_PRODUCT_PURCHASES.length + DEMO_VIDEO_PURCHASES.length);
  });

  it('adds nothing on a second run, making no media, and puts back a missing product only', async () => {
    const before = await counts();
    const rerun = countMediaWork();
    await runBoth();
    expect(rerun()).toEqual({ ffmpegRuns: 0, picturesDrawn: 0 });
    expect(await counts()).toEqual(before);
    const [poster] = await db().delete(products).where(eq(products.name, 'Signed tour poster')).returning();
    const putBack = countMediaWork();
    await runBoth();
    expect(putBack()).toEqual({ ffmpegRuns: 0, picturesDrawn: 1 });
    expect(await counts()).toEqual({ ...before, mediaFiles: before.mediaFiles + 1 });
    const [again] = await db().select().from(products).where(eq(products.name, 'Signed tour poster'));
    expect(again.id).not.toBe(poster.id);
  });
});
