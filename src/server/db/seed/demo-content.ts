// What the demo product and video seeds (007, 008) share: the demo accounts' ids, their colours, and the
// media tools (generated sources, the real upload and processing pipeline) set up once per run. Media
// processing needs ffmpeg even for pictures, so without it a seed says what it left out and adds nothing.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { ContentAccess } from '@/contracts/feeds';
import type { MediaFileType } from '@/contracts/media';
import { toMinor } from '@/lib/money';
import { locateFfmpeg } from '../../media/processing';
import { uploadLimitsOf } from '../../media/upload-limits';
import { createMediaFilesRepo } from '../../modules/media-files/media-files.repo';
import { createMediaFilesService } from '../../modules/media-files/media-files.service';
import type { MediaFileRow } from '../../modules/media-files/media-files.table';
import { defineMediaProcessJob } from '../../modules/media-files/media-process.job';
import { purchasedItems } from '../../modules/purchases/purchases.table';
import { users } from '../../modules/users/users.table';
import { createDemoSources, type DemoSources } from './demo-media';
import { demoMediaSizesOf } from './demo-media-sizes';
import { DEMO_PERFORMERS, EARLY_PERFORMER_PROFILES } from './demo-performers.data';
import { createDemoUploader, type DemoUploader } from './demo-uploads';
import type { SeedContext } from './types';

export interface DemoMediaTools {
  sources: DemoSources;
  uploader: DemoUploader;
  /** A scratch directory, removed after the run. */
  dir: string;
  /** A file kept as uploaded (a digital product's): checked and stored like an upload, finished at once. */
  keepAsUploaded(ownerId: string, type: MediaFileType, file: string): Promise<MediaFileRow>;
}

export interface DemoAuthor {
  id: string;
  username: string;
}

/**
 * The demo items still to make, with their author: items of authors whose account exists, and whose key
 * (a title, a name) `existing` does not find among that author's rows.
 */
export async function missingDemoItems<T>(
  ctx: SeedContext,
  authors: readonly { username: string; items: readonly T[] }[],
  keyOf: (item: T) => string,
  existing: (performerId: string, keys: string[]) => Promise<string[]>,
): Promise<{ author: DemoAuthor; item: T }[]> {
  const names = authors.map((a) => a.username);
  const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, names));
  const idOf = new Map(rows.map((r) => [r.username!, r.id]));
  const missing: { author: DemoAuthor; item: T }[] = [];
  for (const { username, items } of authors) {
    const id = idOf.get(username);
    if (!id) continue;
    const found = new Set(await existing(id, items.map(keyOf)));
    for (const item of items) if (!found.has(keyOf(item))) missing.push({ author: { id, username }, item });
  }
  return missing;
}

const colourList = [...DEMO_PERFORMERS, ...EARLY_PERFORMER_PROFILES];
/** A demo performer's two colours, which their generated pictures use. */
export const demoColoursOf = (username: string): readonly [string, string] => colourList.find((p) => p.username === username)?.colours ?? ['#334155', '#94a3b8'];

type DemoItemPurchaseType = 'product' | 'video';

/** A demo fan's purchase of an item named by its performer and its title or name. */
/** The words, access and price of a demo gallery or video as its row stores them (the price in minor units, null when not for sale). */
export function demoItemFields(demo: { title: string; description: string; tags: readonly string[]; access: ContentAccess; price?: number }) {
  return { title: demo.title, description: demo.description, tags: [...demo.tags], access: demo.access, price: demo.price === undefined ? null : toMinor(demo.price) };
}

export interface DemoItemPurchase {
  fan: string;
  performer: string;
  item: string;
}

/**
 * Adds the purchases whose fan and item exist (`find` looks the item up), at the item's price; an existing
 * purchase is left as it is. How many were added.
 */
export async function addDemoItemPurchases(
  ctx: SeedContext,
  itemType: DemoItemPurchaseType,
  purchases: readonly DemoItemPurchase[],
  find: (performerId: string, item: string) => Promise<{ id: string; price: number | null } | null>,
): Promise<number> {
  const names = purchases.flatMap((p) => [p.fan, p.performer]);
  if (names.length === 0) return 0;
  const rows = await ctx.db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, [...new Set(names)]));
  const idOf = new Map(rows.map((r) => [r.username!, r.id]));
  let added = 0;
  for (const { fan, performer, item } of purchases) {
    const userId = idOf.get(fan);
    const performerId = idOf.get(performer);
    const found = userId && performerId ? await find(performerId, item) : null;
    if (!userId || !found?.price) continue;
    const inserted = await ctx.db.insert(purchasedItems).values({ userId, itemType, itemId: found.id, price: found.price }).onConflictDoNothing().returning({ id: purchasedItems.id });
    added += inserted.length;
  }
  return added;
}

/**
 * Runs `work` with the media tools when ffmpeg is there; otherwise logs that `count` demo `things`
 * were skipped and returns false.
 */
export async function withDemoMediaTools(ctx: SeedContext, things: string, count: number, work: (tools: DemoMediaTools) => Promise<void>): Promise<boolean> {
  const ffmpeg = await locateFfmpeg(ctx.config.FFMPEG_PATH).then(
    (found) => found.path,
    () => null,
  );
  if (!ffmpeg) {
    ctx.log.info(`${things}: ${count} demo ${things} skipped: ffmpeg is not available to process their media`);
    return false;
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'fanstage-demo-media-'));
  const kept = createMediaFilesService({
    repo: createMediaFilesRepo(ctx.db),
    storage: ctx.storage,
    limits: uploadLimitsOf(ctx.config),
    job: defineMediaProcessJob(ctx.config.MEDIA_PROCESSING_TIMEOUT_MINUTES * 60_000),
    jobs: { send: () => Promise.reject(new Error('A file kept as uploaded is never queued for processing.')) },
  });
  try {
    await work({
      sources: createDemoSources(dir, ffmpeg, demoMediaSizesOf(ctx.config)),
      uploader: createDemoUploader(ctx),
      dir,
      keepAsUploaded: (ownerId, type, file) => kept.accept(ownerId, type, { file: fs.createReadStream(file), filename: path.basename(file) }),
    });
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
  return true;
}

/** A kind of item sold one by one (products, videos), as its seed makes the demo ones and their purchases. */
export interface DemoSoldKind<T> {
  /** The kind ("product"); the log says it in the plural. */
  itemType: DemoItemPurchaseType;
  authors: readonly { username: string; items: readonly T[] }[];
  /** What the performer's item is recognised by (its name or title). */
  keyOf: (item: T) => string;
  /** The performer's items whose keys are among `keys`, with their id and price. */
  find: (ctx: SeedContext, performerId: string, keys: string[]) => Promise<{ id: string; key: string; price: number | null }[]>;
  create: (ctx: SeedContext, item: T, author: DemoAuthor, tools: DemoMediaTools) => Promise<void>;
  purchases: readonly DemoItemPurchase[];
}

/** Makes the kind's missing demo items (when the media tools can be had), then adds its demo purchases. */
export async function seedDemoSoldItems<T>(ctx: SeedContext, kind: DemoSoldKind<T>): Promise<void> {
  const started = Date.now();
  const things = `${kind.itemType}s`;
  const missing = await missingDemoItems(ctx, kind.authors, kind.keyOf, async (performerId, keys) => (await kind.find(ctx, performerId, keys)).map((r) => r.key));
  const made =
    missing.length > 0 &&
    (await withDemoMediaTools(ctx, things, missing.length, async (tools) => {
      for (const { author, item } of missing) await kind.create(ctx, item, author, tools);
    }));
  const bought = await addDemoItemPurchases(ctx, kind.itemType, kind.purchases, async (performerId, item) => (await kind.find(ctx, performerId, [item]))[0] ?? null);
  if (made || bought) ctx.log.info(`${things}: ${made ? missing.length : 0} demo ${things} added in ${((Date.now() - started) / 1000).toFixed(1)} s; ${bought} purchases added`);
}
