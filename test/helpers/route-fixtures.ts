// One thing of each kind a route's id can point at, owned by the owner performer or by the fan of the
// route sessions (route-sessions.ts). Each call to `make` gives a new one, so a route that deletes or
// changes it leaves the next route an untouched one. Written straight to the tables where a factory
// exists; made through the API where the row depends on the money or messaging rules.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { liveKey, PLAYLIST_NAME, signLiveQuery } from '@/server/media/live';
import { signQuery } from '@/server/media/signed-url';
import { addresses } from '@/server/modules/addresses/addresses.table';
import { comments } from '@/server/modules/comments/comments.table';
import { coupons } from '@/server/modules/coupons/coupons.table';
import { feeds, polls } from '@/server/modules/feeds/feeds.table';
import { galleries, photos } from '@/server/modules/galleries/galleries.table';
import { mediaFiles } from '@/server/modules/media-files/media-files.table';
import { conversations, messages } from '@/server/modules/messages/messages.table';
import { orders } from '@/server/modules/orders/orders.table';
import { paymentTransactions } from '@/server/modules/payments/payments.table';
import { SANDBOX_CARDS } from '@/server/modules/payments/sandbox-gateway';
import { payoutRequests } from '@/server/modules/payouts/payouts.table';
import { performers } from '@/server/modules/performers/performers.table';
import { posts } from '@/server/modules/posts/posts.table';
import { products } from '@/server/modules/products/products.table';
import { reports } from '@/server/modules/reports/reports.table';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { subscriptions } from '@/server/modules/subscriptions/subscriptions.table';
import { users } from '@/server/modules/users/users.table';
import { videos } from '@/server/modules/videos/videos.table';
import { createComment } from '../factories/comments';
import { createFeed, createMediaFile, createPoll, createVideo, purchase, subscribe } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { createProduct, storeProductFile } from '../factories/products';
import { blockUser, createPerformer, createUser } from '../factories/users';
import type { SessionName, Sessions } from './route-sessions';
import type { TestContext } from './test-app';

/** The ids a route's parameters are filled from, and the owned row as stored now. */
export interface Fixture {
  ids: Record<string, string>;
  /** Query parameters the address needs (a private file's signature). */
  query?: Record<string, string>;
  /** The owned row as stored: compared before and after a refused change. */
  row(): Promise<unknown>;
}

export const ADDRESS = { name: 'Home', recipientName: 'Ann Buyer', phone: '+1 555 0100', country: 'US', state: 'NY', city: 'New York', streetAddress: '1 Main St', zipCode: '10001' };
/** Each wallet is topped up TOP_UPS times by TOP_UP (major units, the most one top-up may be). */
const TOP_UP = 300;
const TOP_UPS = 2;

export function createFixtures(ctx: TestContext, sessions: Sessions) {
  const db = ctx.database.db;
  const { fan, owner, otherFan } = sessions.cast;
  const rowOf = (table: PgTable & { id: Column }, id: string) => async () => (await db.select().from(table).where(eq(table.id, id)))[0] ?? null;

  async function call(as: SessionName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const res = await ctx.app.inject({ method, url: `/api${url}`, headers: sessions.headersOf(as), ...(payload ? { payload } : {}) });
    if (res.statusCode !== 200) throw new Error(`Fixture call ${method} ${url} as ${as} failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { data: Record<string, unknown> }).data;
  }

  let conversationId: string | undefined;
  /** The fan's conversation with the owner (a pair has one). */
  async function conversation(): Promise<string> {
    conversationId ??= (await call('fan', 'POST', '/conversations', { source: 'performer', sourceId: owner.id }))._id as string;
    return conversationId;
  }

  /** A pending payout request of the owner; an earlier pending one is withdrawn first (one at a time). */
  async function payout(): Promise<Fixture> {
    const pending = await db.select().from(payoutRequests).where(and(eq(payoutRequests.performerId, owner.id), eq(payoutRequests.status, 'pending')));
    for (const row of pending) await call('owner', 'DELETE', `/payout-requests/${row.id}`);
    // Again each time: a route called earlier may have changed the method.
    await call('owner', 'PUT', '/performers/payment-gateway-settings', { payoutMethod: 'paypal', paypalEmail: 'owner@pay.example.test' });
    const request = await call('owner', 'POST', '/payout-requests', { amount: 50, paymentAccountType: 'paypal', requestNote: 'Rent' });
    const id = request._id as string;
    return { ids: { id }, row: rowOf(payoutRequests, id) };
  }

  /** A live session of the owner; the owner's earlier one is ended first (one on air at a time). */
  async function liveStream(body: object): Promise<Fixture> {
    const current = await ctx.app.services.streams.findLive(owner.id);
    if (current) await ctx.app.services.streams.end(current._id, 'performer');
    const stream = await call('owner', 'POST', '/streaming/live', body);
    const id = stream._id as string;
    return { ids: { id, performerId: owner.id, conversationId: stream.conversationId as string }, row: rowOf(streamSessions, id) };
  }

  /**
   * A live session of the owner (public: the fan subscribes) whose video is in storage as the pipeline leaves
   * it: a playlist naming one segment, and that segment, with an address signed for the fan.
   */
  async function liveVideo(): Promise<Fixture> {
    const stream = await liveStream({ title: 'Route test video' });
    const sessionId = stream.ids.id;
    const segment = 'segment-00000000.ts';
    const playlist = `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:1\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXTINF:1.000000,\n${segment}\n`;
    await ctx.app.services.storage.saveAs(liveKey(sessionId, PLAYLIST_NAME), Buffer.from(playlist));
    await ctx.app.services.storage.saveAs(liveKey(sessionId, segment), Buffer.alloc(188 * 4, 0x47));
    const query = Object.fromEntries(new URLSearchParams(signLiveQuery(ctx.config.jwtSecret, sessionId, segment, { expiresAt: Math.floor(Date.now() / 1000) + 300, viewerId: fan.id })));
    return { ids: { ...stream.ids, sessionId, segment }, query, row: stream.row };
  }

  /** The chat of a new live session of the owner (public: the fan subscribes), with a line of the fan's in it. */
  async function streamChat(): Promise<Fixture> {
    const stream = await liveStream({ title: 'Route test chat' });
    const id = stream.ids.conversationId;
    // Written straight to the table: the fan's own lines are rate limited, and the routes walk needs many chats.
    await db.insert(messages).values({ conversationId: id, senderId: fan.id, type: 'text', text: 'Hello from the fixture' });
    return {
      ids: { id, streamId: stream.ids.id, performerId: owner.id },
      row: async () => [await rowOf(conversations, id)(), await db.select().from(messages).where(eq(messages.conversationId, id)).orderBy(messages.createdAt), await stream.row()],
    };
  }

  /**
   * The fan's private show request to the owner (2.00 a minute), waiting; the fan's earlier request or show with
   * the owner is ended first (one at a time), and the owner's session on air too, so the owner may accept it.
   */
  async function privateRequest(): Promise<Fixture> {
    await db.update(performers).set({ privateShowPrice: 200 }).where(eq(performers.userId, owner.id));
    const earlier = await db
      .select({ id: streamSessions.id })
      .from(streamSessions)
      .where(and(eq(streamSessions.performerId, owner.id), eq(streamSessions.fanId, fan.id), inArray(streamSessions.status, ['pending', 'live'])));
    for (const row of earlier) await ctx.app.services.streams.end(row.id, 'fan');
    const current = await ctx.app.services.streams.findLive(owner.id);
    if (current) await ctx.app.services.streams.end(current._id, 'performer');
    const id = (await call('fan', 'POST', '/streaming/private/request', { performerId: owner.id }))._id as string;
    return { ids: { id, performerId: owner.id }, row: rowOf(streamSessions, id) };
  }

  /** A running private show of the fan with the owner, its first minute paid. */
  async function privateShow(): Promise<Fixture> {
    const request = await privateRequest();
    await call('owner', 'POST', `/streaming/private/${request.ids.id}/accept`);
    return request;
  }

  const makers = {
    /** The fan's account. */
    fan: async (): Promise<Fixture> => ({ ids: { id: fan.id }, row: rowOf(users, fan.id) }),
    /** The owner performer's account and profile. */
    performer: async (): Promise<Fixture> => ({
      ids: { id: owner.id, username: owner.username! },
      row: async () => [await rowOf(users, owner.id)(), (await db.select().from(performers).where(eq(performers.userId, owner.id)))[0]],
    }),
    /** A performer waiting for review (the admin's verify and reject would change the owner's standing). */
    pendingPerformer: async (): Promise<Fixture> => {
      const performer = await createPerformer(db, { performer: { verificationStatus: 'pending' } });
      return { ids: { id: performer.id }, row: async () => (await db.select().from(performers).where(eq(performers.userId, performer.id)))[0] };
    },
    /** A new fan of nobody's cast, each time: routes that suspend or delete an account take it. */
    spareFan: async (): Promise<Fixture> => {
      const spare = await createUser(db);
      return { ids: { id: spare.id }, row: rowOf(users, spare.id) };
    },
    /** A verified performer of their own (revoking the owner's verification would change the owner's standing). */
    verifiedPerformer: async (): Promise<Fixture> => {
      const performer = await createPerformer(db);
      return { ids: { id: performer.id }, row: async () => (await db.select().from(performers).where(eq(performers.userId, performer.id)))[0] };
    },
    /** otherFan, blocked by the owner. */
    blockedFan: async (): Promise<Fixture> => {
      await blockUser(db, owner.id, otherFan.id);
      return { ids: { id: otherFan.id }, row: rowOf(users, otherFan.id) };
    },
    /** A free published photo feed with its file. */
    feed: async (): Promise<Fixture> => {
      const row = await createFeed(db, owner, { type: 'photo' });
      return { ids: { id: row.id, fileId: row.fileIds[0] }, row: rowOf(feeds, row.id) };
    },
    /** A feed sold for 9.95. */
    saleFeed: async (): Promise<Fixture> => {
      const row = await createFeed(db, owner, { type: 'photo', access: 'sale' });
      return { ids: { id: row.id }, row: rowOf(feeds, row.id) };
    },
    /** A feed scheduled for tomorrow: not out yet. */
    scheduledFeed: async (): Promise<Fixture> => {
      const row = await createFeed(db, owner, { status: 'scheduled', scheduledAt: new Date(Date.now() + 86_400_000), publishedAt: null, access: 'sale' });
      return { ids: { id: row.id }, row: rowOf(feeds, row.id) };
    },
    /** A poll on a free feed. */
    poll: async (): Promise<Fixture> => {
      const poll = await createPoll(db, owner);
      await createFeed(db, owner, { pollId: poll.id });
      return { ids: { pollId: poll.id, optionId: poll.options[0].id }, row: rowOf(polls, poll.id) };
    },
    video: async (): Promise<Fixture> => {
      const row = await createVideo(db, owner, { teaserFileId: (await createMediaFile(db, owner, 'video-teaser')).id });
      return { ids: { id: row.id, fileId: row.videoFileId! }, row: rowOf(videos, row.id) };
    },
    /** A video for sale its performer has taken down. */
    inactiveVideo: async (): Promise<Fixture> => {
      const row = await createVideo(db, owner, { access: 'sale', status: 'inactive' });
      return { ids: { id: row.id }, row: rowOf(videos, row.id) };
    },
    saleVideo: async (): Promise<Fixture> => {
      const row = await createVideo(db, owner, { access: 'sale' });
      return { ids: { id: row.id }, row: rowOf(videos, row.id) };
    },
    gallery: async (): Promise<Fixture> => {
      const row = await createGallery(db, owner);
      await createPhoto(db, row);
      return { ids: { id: row.id }, row: rowOf(galleries, row.id) };
    },
    /** A gallery for sale its performer has taken down. */
    inactiveGallery: async (): Promise<Fixture> => {
      const row = await createGallery(db, owner, { access: 'sale', status: 'inactive' });
      await createPhoto(db, row);
      return { ids: { id: row.id }, row: rowOf(galleries, row.id) };
    },
    saleGallery: async (): Promise<Fixture> => {
      const row = await createGallery(db, owner, { access: 'sale' });
      await createPhoto(db, row);
      return { ids: { id: row.id }, row: rowOf(galleries, row.id) };
    },
    photo: async (): Promise<Fixture> => {
      const { row } = await createPhoto(db, await createGallery(db, owner));
      return { ids: { id: row.id }, row: rowOf(photos, row.id) };
    },
    /** A digital product with its file stored, bought by the fan. */
    product: async (): Promise<Fixture> => {
      const file = await storeProductFile(db, ctx.app.services.storage, owner);
      const row = await createProduct(db, owner, { type: 'digital', digitalFileId: file.id });
      await purchase(db, fan, 'product', row.id, row.price);
      return { ids: { id: row.id }, row: rowOf(products, row.id) };
    },
    /** A digital product its performer has taken down. */
    inactiveProduct: async (): Promise<Fixture> => {
      const row = await createProduct(db, owner, { type: 'digital', status: 'inactive' });
      return { ids: { id: row.id }, row: rowOf(products, row.id) };
    },
    /** A digital product nobody has bought yet. */
    digitalProduct: async (): Promise<Fixture> => {
      const file = await storeProductFile(db, ctx.app.services.storage, owner);
      const row = await createProduct(db, owner, { type: 'digital', digitalFileId: file.id });
      return { ids: { id: row.id }, row: rowOf(products, row.id) };
    },
    /** The fan's order of one of the owner's physical products, shipped to the fan's address. */
    order: async (): Promise<Fixture> => {
      const product = await createProduct(db, owner, { type: 'physical', stock: 100 });
      const address = await call('fan', 'POST', '/addresses/create', ADDRESS);
      const bought = await call('fan', 'POST', `/wallet/charges/product/${product.id}`, { quantity: 1, addressId: address._id });
      const id = (bought.order as { _id: string })._id;
      return { ids: { id, addressId: address._id as string, productId: product.id }, row: rowOf(orders, id) };
    },
    payout,
    address: async (): Promise<Fixture> => {
      const id = (await call('fan', 'POST', '/addresses/create', ADDRESS))._id as string;
      return { ids: { id }, row: rowOf(addresses, id) };
    },
    conversation: async (): Promise<Fixture> => {
      const id = await conversation();
      return { ids: { id, performerId: owner.id }, row: rowOf(conversations, id) };
    },
    /** The fan's message to the owner, with a photo. */
    message: async (): Promise<Fixture> => {
      const photo = await createMediaFile(db, fan, 'message-photo');
      const conversationId = await conversation();
      const id = (await call('fan', 'POST', `/messages/conversations/${conversationId}`, { text: 'Hello', fileIds: [photo.id] }))._id as string;
      return { ids: { id, fileId: photo.id, conversationId }, row: rowOf(messages, id) };
    },
    /** The owner's pay-per-view message to the fan. */
    ppvMessage: async (): Promise<Fixture> => {
      const photo = await createMediaFile(db, owner, 'message-photo');
      const id = (await call('owner', 'POST', `/messages/conversations/${await conversation()}`, { text: 'For you', fileIds: [photo.id], price: 4.99 }))._id as string;
      return { ids: { id }, row: rowOf(messages, id) };
    },
    /** The fan's comment on a free feed of the owner. */
    comment: async (): Promise<Fixture> => {
      const feed = await createFeed(db, owner);
      const row = await createComment(db, fan, { objectType: 'feed', objectId: feed.id });
      return { ids: { id: row.id }, row: rowOf(comments, row.id) };
    },
    /** The fan's running subscription to the owner. */
    subscription: async (): Promise<Fixture> => {
      await subscribe(db, fan, owner);
      const [row] = await db.update(subscriptions).set({ cancelledAt: null, status: 'active' }).where(and(eq(subscriptions.userId, fan.id), eq(subscriptions.performerId, owner.id))).returning();
      return { ids: { id: row.id, gateway: 'sandbox' }, row: rowOf(subscriptions, row.id) };
    },
    /** The fan's pending top-up. */
    payment: async (): Promise<Fixture> => {
      const id = (await call('fan', 'POST', '/payment/wallet/top-up', { amount: 20 })).paymentId as string;
      return { ids: { id }, row: rowOf(paymentTransactions, id) };
    },
    coupon: async (): Promise<Fixture> => {
      const code = `ROUTE${randomUUID().slice(0, 6).toUpperCase()}`;
      const id = (await call('admin', 'POST', '/admin/coupons', { code, percentage: 10, expiresAt: new Date(Date.now() + 86_400_000).toISOString(), maxUses: 100 }))._id as string;
      return { ids: { id, code }, row: rowOf(coupons, id) };
    },
    /** The fan's report about the owner. */
    report: async (): Promise<Fixture> => {
      const [row] = await db.insert(reports).values({ reporterId: fan.id, target: 'performer', targetId: owner.id, category: 'spam', description: 'A report' }).onConflictDoUpdate({ target: [reports.reporterId, reports.target, reports.targetId], set: { status: 'open' } }).returning();
      return { ids: { id: row.id }, row: rowOf(reports, row.id) };
    },
    /** A published static page. */
    post: async (): Promise<Fixture> => {
      const slug = `route-page-${randomUUID().slice(0, 8)}`;
      const [row] = await db.insert(posts).values({ slug, title: 'A page', content: 'Hello' }).returning();
      return { ids: { id: slug }, row: rowOf(posts, row.id) };
    },
    /** A draft static page, addressed by its id (the admin's page routes). */
    staticPage: async (): Promise<Fixture> => {
      const [row] = await db.insert(posts).values({ slug: `route-draft-${randomUUID().slice(0, 8)}`, title: 'A draft page', content: 'Draft', status: 'draft' }).returning();
      return { ids: { id: row.id }, row: rowOf(posts, row.id) };
    },
    /** A stored public file (a preview). */
    publicFile: async (): Promise<Fixture> => {
      const stored = await ctx.app.services.storage.save(Buffer.from('public bytes'), { visibility: 'public', folder: 'previews/photo', ext: 'txt', contentType: 'text/plain' });
      return { ids: { '*': stored.key.replace(/^public\//, '') }, row: async () => stored.key };
    },
    /** A stored private file, with a link signed for the fan. */
    privateFile: async (): Promise<Fixture> => {
      const file = await storeProductFile(db, ctx.app.services.storage, owner);
      const key = file.mainKey!;
      const query = Object.fromEntries(new URLSearchParams(signQuery(ctx.config.jwtSecret, key, { expiresAt: Math.floor(Date.now() / 1000) + 300, viewerId: fan.id })));
      return { ids: { '*': key.replace(/^private\//, '') }, query, row: rowOf(mediaFiles, file.id) };
    },
    /** The owner's public session, live, included in the subscription. */
    stream: () => liveStream({ title: 'Route test live' }),
    /** Its chat (ids: the conversation, its session and performer), with a line of the fan's. */
    streamChat,
    /** The owner's public session with its video in storage (a playlist and a segment signed for the fan). */
    liveVideo,
    /** The owner's group show, live, with a ticket of 5.00. */
    groupStream: () => liveStream({ type: 'group', title: 'Route test show', price: 5 }),
    /** The fan's private show request to the owner, waiting for the owner's answer. */
    privateRequest,
    /** The fan's private show with the owner, accepted and running. */
    privateShow,
    /** Nothing owned: the route's parameters name no one's data (a lookup, a gateway). */
    none: async (): Promise<Fixture> => ({ ids: {}, row: async () => null }),
  } satisfies Record<string, () => Promise<Fixture>>;

  return {
    make: (kind: FixtureKind) => makers[kind](),
    /** Money in every wallet (through the sandbox checkout), and earnings for the owner. */
    async prepare() {
      for (const name of ['fan', 'otherFan', 'owner', 'otherPerformer', 'admin'] as const) {
        for (let i = 0; i < TOP_UPS; i++) {
          const { paymentId } = await call(name, 'POST', '/payment/wallet/top-up', { amount: TOP_UP });
          await call(name, 'POST', '/payment/sandbox/confirm', { paymentId, cardNumber: SANDBOX_CARDS.succeeds });
        }
      }
      await subscribe(db, fan, owner);
      // Earnings for a few payout requests of at least 50.00 each.
      for (const tipper of ['otherFan', 'otherPerformer'] as const) await call(tipper, 'POST', `/wallet/charges/tip/${owner.id}`, { amount: TOP_UP });
    },
  };
}

export type FixtureKind =
  | 'fan'
  | 'performer'
  | 'pendingPerformer'
  | 'verifiedPerformer'
  | 'blockedFan'
  | 'spareFan'
  | 'feed'
  | 'saleFeed'
  | 'scheduledFeed'
  | 'inactiveVideo'
  | 'inactiveGallery'
  | 'inactiveProduct'
  | 'poll'
  | 'video'
  | 'saleVideo'
  | 'gallery'
  | 'saleGallery'
  | 'photo'
  | 'product'
  | 'digitalProduct'
  | 'order'
  | 'payout'
  | 'address'
  | 'conversation'
  | 'message'
  | 'ppvMessage'
  | 'comment'
  | 'subscription'
  | 'payment'
  | 'coupon'
  | 'report'
  | 'post'
  | 'staticPage'
  | 'publicFile'
  | 'privateFile'
  | 'stream'
  | 'streamChat'
  | 'liveVideo'
  | 'groupStream'
  | 'privateRequest'
  | 'privateShow'
  | 'none';
export type Fixtures = ReturnType<typeof createFixtures>;
