// Factories for content and what entitles to it: subscriptions, purchases, media files, polls and feeds,
// written straight to the tables (the routes that make them are tested on their own).
import { randomUUID } from 'node:crypto';
import type { ContentAccess, FeedType } from '@/contracts/feeds';
import type { MediaFileType } from '@/contracts/media';
import type { App } from '@/server/app';
import type { Db } from '@/server/db/client';
import { feeds, polls, type FeedRow, type NewFeedRow, type PollRow } from '@/server/modules/feeds/feeds.table';
import { mediaFiles, type MediaFileRow } from '@/server/modules/media-files/media-files.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { videos, type NewVideoRow, type VideoRow } from '@/server/modules/videos/videos.table';

import { createCast, createUser, loginAs, type Cast, type TestUser } from './users';

const DAY_MS = 24 * 60 * 60 * 1000;
type Account = { id: string };

/** `fan` subscribes to `performer` until `expiredAt` (30 days from now by default; a past date is expired). */
export async function subscribe(db: Db, fan: Account, performer: Account, opts: { expiredAt?: Date } = {}): Promise<void> {
  const expiredAt = opts.expiredAt ?? new Date(Date.now() + 30 * DAY_MS);
  await db
    .insert(subscriptions)
    .values({ userId: fan.id, performerId: performer.id, subscriptionType: 'monthly', expiredAt })
    .onConflictDoUpdate({ target: [subscriptions.userId, subscriptions.performerId], set: { expiredAt } });
}

/** `fan` bought the item (price in minor units). */
export async function purchase(db: Db, fan: Account, itemType: 'feed' | 'video' | 'gallery' | 'product', itemId: string, price = 500): Promise<void> {
  await db.insert(purchasedItems).values({ userId: fan.id, itemType, itemId, price }).onConflictDoNothing();
}

/**
 * A processed media file as the media.process job leaves it, with storage keys that need not exist: enough
 * for everything but fetching the bytes. `status: 'processing'` gives one still being processed.
 */
export async function createMediaFile(db: Db, owner: Account, type: MediaFileType, opts: { status?: 'processing' | 'finished' | 'error' } = {}): Promise<MediaFileRow> {
  const status = opts.status ?? 'finished';
  const name = randomUUID();
  const finished = status === 'finished';
  const [row] = await db
    .insert(mediaFiles)
    .values({
      ownerId: owner.id,
      type,
      status,
      progress: finished ? 100 : 10,
      mainKey: finished ? `private/media/${type}/${name}.webp` : null,
      variants: finished ? [{ key: `private/media/${type}/${name}-thumb.webp`, width: 320, height: 240, role: 'thumb' }] : [],
      previewKey: finished ? `public/previews/${type}/${name}.webp` : null,
      mimeType: 'image/webp',
      error: status === 'error' ? 'We could not read this file.' : null,
    })
    .returning();
  return row;
}

export async function createPoll(db: Db, performer: Account, opts: { options?: string[]; expiresAt?: Date } = {}): Promise<PollRow> {
  const options = (opts.options ?? ['Yes', 'No']).map((text) => ({ id: randomUUID(), text }));
  const [row] = await db
    .insert(polls)
    .values({ performerId: performer.id, description: 'What next?', options, expiresAt: opts.expiresAt ?? new Date(Date.now() + DAY_MS) })
    .returning();
  return row;
}

export type FeedOverrides = Partial<Omit<NewFeedRow, 'performerId'>> & { type?: FeedType; access?: ContentAccess };

/** A published feed (text, free) unless overridden; photo, video and audio feeds get a finished file of their own. */
export async function createFeed(db: Db, performer: Account, overrides: FeedOverrides = {}): Promise<FeedRow> {
  const type = overrides.type ?? 'text';
  const fileType = ({ photo: 'feed-photo', video: 'feed-video', audio: 'feed-audio' } as const)[type as 'photo'];
  const fileIds = overrides.fileIds ?? (fileType ? [(await createMediaFile(db, performer, fileType)).id] : []);
  const access = overrides.access ?? 'free';
  const [row] = await db
    .insert(feeds)
    .values({
      performerId: performer.id,
      text: `A ${access} ${type} post`,
      status: 'published',
      publishedAt: new Date(),
      price: access === 'sale' ? 995 : null,
      ...overrides,
      type,
      access,
      fileIds,
    })
    .returning();
  return row;
}

export type VideoOverrides = Partial<Omit<NewVideoRow, 'performerId'>> & { access?: ContentAccess };

/** An active video (free) unless overridden, with a finished film of its own unless videoFileId is given. */
export async function createVideo(db: Db, performer: Account, overrides: VideoOverrides = {}): Promise<VideoRow> {
  const access = overrides.access ?? 'free';
  const videoFileId = overrides.videoFileId !== undefined ? overrides.videoFileId : (await createMediaFile(db, performer, 'video')).id;
  const [row] = await db
    .insert(videos)
    .values({ performerId: performer.id, title: `A ${access} video`, price: access === 'sale' ? 995 : null, ...overrides, access, videoFileId })
    .returning();
  return row;
}

/** The seven audiences every content access test runs against. */
export type ContentRole = 'anonymous' | 'fan' | 'subscriber' | 'buyer' | 'otherPerformer' | 'owner' | 'admin';
export const CONTENT_ROLES: ContentRole[] = ['anonymous', 'fan', 'subscriber', 'buyer', 'otherPerformer', 'owner', 'admin'];
/** Which access levels each audience may see the media of, given the buyer bought the owner's sale item. */
export const UNLOCKED_FOR: Record<ContentRole, ContentAccess[]> = {
  anonymous: ['free'],
  fan: ['free'],
  subscriber: ['free', 'subscribers'],
  buyer: ['free', 'sale'],
  otherPerformer: ['free'],
  owner: ['free', 'subscribers', 'sale'],
  admin: ['free', 'subscribers', 'sale'],
};

export interface ContentCast {
  cast: Cast;
  /** Subscribed to cast.owner. */
  subscriber: TestUser;
  /** Buys what the test file has them buy (purchase()). */
  buyer: TestUser;
  tokens: Record<ContentRole, string | undefined>;
}

/** createCast's six roles plus a subscriber of the owner and a (future) buyer, each logged in. */
export async function createContentCast(app: Pick<App, 'inject'>, db: Db, opts: { name: string }): Promise<ContentCast> {
  const cast = await createCast(app, db, opts);
  const subscriber = await createUser(db);
  const buyer = await createUser(db);
  await subscribe(db, subscriber, cast.owner);
  const tokens: Record<ContentRole, string | undefined> = {
    anonymous: undefined,
    fan: cast.tokens.fan,
    subscriber: await loginAs(app, subscriber),
    buyer: await loginAs(app, buyer),
    otherPerformer: cast.tokens.otherPerformer,
    owner: cast.tokens.owner,
    admin: cast.tokens.admin,
  };
  return { cast, subscriber, buyer, tokens };
}
