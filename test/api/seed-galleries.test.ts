// Demo galleries (seed 006): a free, a subscribers-only and a for-sale gallery for each of three demo
// performers, photos drawn once each and processed by the real pipeline, demo purchases that unlock a
// gallery, and a second run that adds nothing. The slower feeds seed is left out: its subscriptions are added directly.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Gallery, Photo } from '@/contracts/galleries';
import { DEMO_GALLERIES, DEMO_GALLERY_PURCHASES, seedDemoData } from '@/server/db/seed';
import { demoGalleriesSeed } from '@/server/db/seed/006-demo-galleries';
import { DEMO_MEDIA_SIZES } from '@/server/db/seed/demo-media-sizes';
import { galleries, mediaFiles, photos, purchasedItems, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { countMediaWork, galleriesWork, type MediaWork } from '../helpers/demo-media-work';
import { demoSeedHelpers } from '../helpers/demo-seed';
import { createTestApp, type TestContext } from '../helpers/test-app';

/** createTestApp's media size: processing keeps it. */
const photoSize = DEMO_MEDIA_SIZES.tiny.galleryPhoto;

let ctx: TestContext;
let seedWork: MediaWork;
const { db, seedContext, tokenOf, read, counts: countRows, seedPerformersAndSubscriptions } = demoSeedHelpers(() => ctx);
const counts = () => countRows({ galleries, photos, mediaFiles, purchases: purchasedItems });
const idOf = async (username: string) => (await db().select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

describe('seed 006: demo galleries', () => {
  beforeAll(async () => {
    ctx = await createTestApp();
    await seedPerformersAndSubscriptions();
    const work = countMediaWork();
    await demoGalleriesSeed.run(seedContext());
    seedWork = work();
  }, 120_000);
  afterAll(() => ctx?.close());

  it('gives three performers a free, a subscribers and a for-sale gallery with three or four processed photos each, each drawn once', async () => {
    // Counted rather than timed: a photo per caption, and no ffmpeg (pictures are processed by sharp alone).
    expect(seedWork).toEqual(galleriesWork());
    const all = await db().select().from(galleries).innerJoin(users, eq(users.id, galleries.performerId));
    expect(all).toHaveLength(DEMO_GALLERIES.reduce((n, d) => n + d.galleries.length, 0));
    for (const { username } of DEMO_GALLERIES) {
      const own = all.filter((r) => r.users.username === username).map((r) => r.galleries);
      expect(own.map((g) => g.access).sort()).toEqual(['free', 'sale', 'subscribers']);
      for (const g of own) expect(g.price === null).toBe(g.access !== 'sale');
    }
    const pictures = await db().select().from(photos).innerJoin(mediaFiles, eq(mediaFiles.id, photos.fileId));
    for (const { galleries: g } of all) {
      const own = pictures.filter((p) => p.photos.galleryId === g.id);
      expect([g.title, own.length >= 3 && own.length <= 4]).toEqual([g.title, true]);
      for (const { media_files: file, photos: photo } of own) {
        expect(file).toMatchObject({ ownerId: g.performerId, type: 'photo', status: 'finished', mimeType: 'image/webp', width: photoSize.width, height: photoSize.height, originalKey: null });
        expect(photo.status).toBe('active');
      }
    }
  });

  it('unlocks galleries for demo subscribers and buyers and keeps them locked for other fans', async () => {
    const luna = await idOf('luna');
    const purchase = DEMO_GALLERY_PURCHASES.find((p) => p.fan === 'fan1' && p.performer === 'luna')!;
    const fan1 = await tokenOf('fan1');
    const forFan1 = await read<{ data: Gallery[] }>(`/performer-assets/galleries/search?performerId=${luna}`, fan1);
    expect(forFan1.data).toHaveLength(3);
    expect(forFan1.data.every((g) => !g.isLocked && g.coverPhoto?.url)).toBe(true);
    expect(forFan1.data.find((g) => g.title === purchase.title)).toMatchObject({ isBought: true, access: 'sale' });
    // The chosen cover of "Studio diaries" is its second photo.
    const studio = forFan1.data.find((g) => g.title === 'Studio diaries')!;
    const studioPhotos = await read<{ data: Photo[] }>(`/performer-assets/photos?galleryId=${studio._id}`, fan1);
    expect(studio).toMatchObject({ numOfItems: 4, coverPhoto: { _id: studioPhotos.data[1]._id } });
    expect(studioPhotos.data.map((p) => p.title)).toEqual(['Vocal booth', 'Mixing desk', 'Lyric sheets', 'Last take']);
    const served = await ctx.app.inject({ method: 'GET', url: studioPhotos.data[0].photo.url!, headers: authHeader(fan1) });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    const fan3 = await tokenOf('fan3');
    const forFan3 = await read<{ data: Gallery[] }>(`/performer-assets/galleries/search?performerId=${luna}`, fan3);
    for (const g of forFan3.data) expect([g.title, g.isLocked]).toEqual([g.title, g.access !== 'free']);
    const locked = await read<{ data: Photo[] }>(`/performer-assets/photos/${luna}?pageSize=100`, fan3);
    expect(locked.data).toHaveLength(10);
    for (const p of locked.data.filter((x) => x.isLocked)) expect([p.photo.url, typeof p.photo.preview]).toEqual([null, 'string']);
    expect(await db().select().from(purchasedItems).where(eq(purchasedItems.itemType, 'gallery'))).toHaveLength(DEMO_GALLERY_PURCHASES.length);
  });

  it('adds nothing on a second run, drawing nothing, and puts back a missing gallery only', async () => {
    const before = await counts();
    const rerun = countMediaWork();
    await demoGalleriesSeed.run(seedContext());
    expect(rerun()).toEqual({ ffmpegRuns: 0, picturesDrawn: 0 });
    expect(await counts()).toEqual(before);

    const marco = await idOf('marco');
    await db().delete(galleries).where(and(eq(galleries.performerId, marco), eq(galleries.title, 'Rome by bike')));
    const putBack = countMediaWork();
    await demoGalleriesSeed.run(seedContext());
    expect(putBack()).toEqual({ ffmpegRuns: 0, picturesDrawn: 3 });
    const after = await counts();
    // The deleted gallery's files stay behind in the database here (the seed test deletes rows directly).
    expect(after).toEqual({ ...before, mediaFiles: before.mediaFiles + 3 });
  });
});

describe('seed 006 without ffmpeg', () => {
  const messages: string[] = [];
  beforeAll(async () => {
    ctx = await createTestApp({ FFMPEG_PATH: path.join(__dirname, 'no-such-ffmpeg') });
    await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
    await demoGalleriesSeed.run({ ...seedContext(), log: { info: (m) => messages.push(m) } });
  }, 120_000);
  afterAll(() => ctx?.close());

  it('adds no gallery and says why', async () => {
    expect(await counts()).toMatchObject({ galleries: 0, photos: 0, mediaFiles: 0 });
    expect(messages).toContain('galleries: 9 demo galleries skipped: ffmpeg is not available to process their media');
  });
});
