// Demo galleries (free, subscribers, sale) with generated photos for a few demo performers, plus demo
// purchases of galleries. The photos are small pictures drawn here that go through the real upload and
// `media.process` processing (demo-uploads.ts). A gallery is recognised by its performer and title:
// running again adds only the galleries that are missing.
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { createGalleriesRepo } from '../../modules/galleries/galleries.repo';
import { galleries } from '../../modules/galleries/galleries.table';
import { createPhotosRepo } from '../../modules/galleries/photos.repo';
import { purchasedItems } from '../../modules/purchases/purchases.table';
import { users } from '../../modules/users/users.table';
import { demoColoursOf, demoItemFields, missingDemoItems, withDemoMediaTools } from './demo-content';
import { drawDemoPicture, mapWithLimit } from './demo-images';
import { DEMO_GALLERIES, DEMO_GALLERY_PURCHASES, type DemoGallery } from './demo-galleries.data';
import { DEMO_MEDIA_SIZES, demoMediaSizesOf, type DemoMediaSizes } from './demo-media-sizes';
import type { DemoUploader } from './demo-uploads';
import type { Seed, SeedContext } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A JPEG of `size`: diagonal bands in the performer's colours, shifted by `n`, and the caption. */
async function drawPhoto(dir: string, n: number, caption: string, [dark, light]: readonly [string, string], size: DemoMediaSizes['galleryPhoto']): Promise<string> {
  // Drawn on the full-size canvas; other sizes scale it.
  const canvas = DEMO_MEDIA_SIZES.full.galleryPhoto;
  const band = 60 + (n % 4) * 20;
  const body = `  <defs><pattern id="b" width="${band * 2}" height="${band * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(${25 + n * 17})">
    <rect width="${band * 2}" height="${band * 2}" fill="${dark}"/><rect width="${band}" height="${band * 2}" fill="${light}" fill-opacity="0.55"/>
  </pattern></defs>
  <rect width="100%" height="100%" fill="url(#b)"/>
  <rect y="${canvas.height - 76}" width="${canvas.width}" height="76" fill="#000000" fill-opacity="0.35"/>
  <text x="24" y="${canvas.height - 26}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>`;
  const file = path.join(dir, `gallery-photo-${n}.jpg`);
  await drawDemoPicture(body, canvas, size).jpeg({ quality: 80 }).toFile(file);
  return file;
}

/** Creates one gallery with its photos; a failure takes back everything made for it. */
async function createGallery(ctx: SeedContext, performer: { id: string; username: string }, demo: DemoGallery, tools: { dir: string; uploader: DemoUploader; drawn: { n: number }; size: DemoMediaSizes['galleryPhoto'] }) {
  const uploaded: string[] = [];
  const repo = createGalleriesRepo(ctx.db);
  const photosRepo = createPhotosRepo(ctx.db);
  const createdAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
  const gallery = await repo.insert({
    performerId: performer.id,
    ...demoItemFields(demo),
    createdAt,
    updatedAt: createdAt,
  });
  try {
    const photoIds: string[] = [];
    const first = tools.drawn.n;
    tools.drawn.n += demo.captions.length;
    // Drawing the pictures side by side keeps both cores busy; uploads stay in caption order.
    const files = await mapWithLimit(demo.captions, 2, (caption, i) => drawPhoto(tools.dir, first + i, caption, demoColoursOf(performer.username), tools.size));
    for (const [i, caption] of demo.captions.entries()) {
      const row = await tools.uploader.upload(performer.id, 'photo', files[i]);
      uploaded.push(row.id);
      // Photos keep the order of their captions.
      const at = new Date(createdAt.getTime() + i * 60_000);
      const photo = await photosRepo.insert({ performerId: performer.id, galleryId: gallery.id, fileId: row.id, title: caption, createdAt: at, updatedAt: at });
      photoIds.push(photo.id);
    }
    if (demo.coverIndex !== undefined) await repo.update(gallery.id, { coverPhotoId: photoIds[demo.coverIndex] });
    ctx.log.info(`galleries: added ${demo.access} gallery "${demo.title}" of ${performer.username} with ${photoIds.length} photos`);
  } catch (e) {
    await repo.remove(gallery.id);
    await tools.uploader.remove(uploaded);
    throw e;
  }
}

/** Purchases of DEMO_GALLERY_PURCHASES whose gallery exists and is for sale, at its price; how many were added. */
async function addGalleryPurchases(ctx: SeedContext): Promise<number> {
  const names = DEMO_GALLERY_PURCHASES.flatMap((p) => [p.fan, p.performer]);
  const found = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const idOf = new Map(found.map((r) => [r.username!, r.id]));
  const performerIds = DEMO_GALLERY_PURCHASES.flatMap((p) => idOf.get(p.performer) ?? []);
  if (performerIds.length === 0) return 0;
  const forSale = await ctx.db
    .select({ id: galleries.id, performerId: galleries.performerId, title: galleries.title, price: galleries.price })
    .from(galleries)
    .where(and(inArray(galleries.performerId, performerIds), eq(galleries.access, 'sale')));
  const rows = DEMO_GALLERY_PURCHASES.flatMap(({ fan, performer, title }) => {
    const gallery = forSale.find((g) => g.performerId === idOf.get(performer) && g.title === title);
    const userId = idOf.get(fan);
    return gallery?.price && userId ? [{ userId, itemType: 'gallery', itemId: gallery.id, price: gallery.price }] : [];
  });
  if (rows.length === 0) return 0;
  return (await ctx.db.insert(purchasedItems).values(rows).onConflictDoNothing().returning({ id: purchasedItems.id })).length;
}

export const demoGalleriesSeed: Seed = {
  name: '006 demo galleries',
  async run(ctx) {
    const started = Date.now();
    const existing = async (performerId: string, titles: string[]) =>
      (await ctx.db.select({ title: galleries.title }).from(galleries).where(and(eq(galleries.performerId, performerId), inArray(galleries.title, titles)))).map((r) => r.title);
    const missing = await missingDemoItems(ctx, DEMO_GALLERIES.map((d) => ({ username: d.username, items: d.galleries })), (g) => g.title, existing);
    const made =
      missing.length > 0 &&
      (await withDemoMediaTools(ctx, 'galleries', missing.length, async ({ dir, uploader }) => {
        const tools = { dir, uploader, drawn: { n: 0 }, size: demoMediaSizesOf(ctx.config).galleryPhoto };
        for (const { author, item } of missing) await createGallery(ctx, author, item, tools);
      }));
    const bought = await addGalleryPurchases(ctx);
    ctx.log.info(`galleries: ${made ? missing.length : 0} demo galleries added in ${((Date.now() - started) / 1000).toFixed(1)} s; ${bought} purchases added`);
  },
};
