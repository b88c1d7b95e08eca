// Moderation (docs/admin.md "Moderation"): the report queue shows each item in place; an admin dismisses,
// hides, removes (refunding buyers through the ledger) or warns, every report about the item closing with
// the same resolution; hidden and removed items leave every list people other than admins read.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { conversations, messages } from '@/server/modules/messages/messages.table';
import { notifications } from '@/server/modules/notifications/notifications.table';
import { createComment } from '../factories/comments';
import { createFeed, createMediaFile, createVideo, purchase } from '../factories/content';
import { createGallery, createPhoto } from '../factories/galleries';
import { fundWallet, walletBalance } from '../factories/money';
import { createProduct } from '../factories/products';
import { authHeader, createAdmin, createPerformer, createUser, loginAs, type TestPerformer, type TestUser } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
let performer: TestPerformer;
let otherPerformer: TestPerformer;
let fan: TestUser;
let buyer: TestUser;
let otherFan: TestUser;
let admin: TestUser;
const tokens: Record<string, string> = {};
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  [performer, otherPerformer, fan, buyer, otherFan, admin] = await Promise.all([
    createPerformer(db()),
    createPerformer(db()),
    createUser(db()),
    createUser(db()),
    createUser(db()),
    createAdmin(db()),
  ]);
  for (const [role, user] of Object.entries({ performer, otherPerformer, fan, buyer, otherFan, admin })) tokens[role] = await loginAs(ctx.app, user);
});
afterAll(() => ctx?.close());
afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
});

type Role = keyof typeof tokens | null;
const call = (role: Role, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: { ...(role ? authHeader(tokens[role]) : {}), ...headers }, ...(payload ? { payload } : {}) });
const fileReport = async (role: Role, target: string, targetId: string) => {
  const res = await call(role, 'POST', '/reports', { target, targetId, category: 'illegal', description: 'This should not be on the site.' });
  expect(res.statusCode).toBe(200);
  return res.json().data._id as string;
};
const resolve = (role: Role, id: string, payload: object) => call(role, 'POST', `/admin/reports/${id}/resolve`, payload);
const moderate = (role: Role, kind: string, id: string, payload: object) => call(role, 'POST', `/admin/content/${kind}/${id}/moderation`, payload);
const ids = (res: { json(): { data: { data: { _id: string }[] } } }) => res.json().data.data.map((i) => i._id);
/** The moderation notifications a reporter got, oldest first. */
const reporterNotes = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)).filter((n) => n.kind === 'moderation');
const mailsTo = (to: string) => ctx.app.services.mailer.sent.filter((m) => m.to === to);

describe('who may moderate', () => {
  it('answers 401 to visitors and 403 to fans and performers; admins get the queue and the browser', async () => {
    const feed = await createFeed(db(), performer);
    const reportId = await fileReport('fan', 'feed', feed.id);
    for (const [role, status] of [[null, 401], ['fan', 403], ['performer', 403]] as const) {
      expect((await call(role, 'GET', '/admin/reports')).statusCode).toBe(status);
      expect((await call(role, 'GET', '/admin/content?kind=feed')).statusCode).toBe(status);
      expect((await resolve(role, reportId, { action: 'dismiss' })).statusCode).toBe(status);
      expect((await moderate(role, 'feed', feed.id, { action: 'hide' })).statusCode).toBe(status);
    }
    expect((await call('admin', 'GET', '/admin/reports')).statusCode).toBe(200);
    expect((await call('admin', 'GET', '/admin/content?kind=feed')).statusCode).toBe(200);
  });

  it('refuses bad input with a sentence', async () => {
    const feed = await createFeed(db(), performer);
    const reportId = await fileReport('fan', 'feed', feed.id);
    const cases: [Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
      [resolve('admin', reportId, { action: 'explode' }), 'action must be one of: dismiss, hide, remove, warn'],
      [resolve('admin', reportId, { action: 'warn' }), 'Write the warning the author will read'],
      [resolve('admin', reportId, { action: 'hide', refundBuyers: true }), 'Buyers can be refunded only when the item is removed.'],
      [moderate('admin', 'banana', feed.id, { action: 'hide' }), 'kind must be one of'],
      [moderate('admin', 'feed', 'not-an-id', { action: 'hide' }), 'id must be a valid id'],
      [call('admin', 'GET', '/admin/content?kind=feed&pageSize=5000'), 'pageSize'],
      [call('admin', 'GET', '/admin/content?moderation=gone'), 'moderation must be one of: visible, hidden, removed'],
    ];
    for (const [answer, sentence] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(sentence);
    }
    expect((await resolve('admin', randomUUID(), { action: 'dismiss' })).statusCode).toBe(404);
    expect((await moderate('admin', 'video', randomUUID(), { action: 'hide' })).statusCode).toBe(404);
  });
});

describe('GET /admin/reports', () => {
  it('shows each report with its item in place: kind, words, media, link, author and counts', async () => {
    const file = await createMediaFile(db(), performer, 'feed-photo');
    const feed = await createFeed(db(), performer, { type: 'photo', text: 'Sunset on the pier', fileIds: [file.id], access: 'subscribers' });
    await fileReport('fan', 'feed', feed.id);
    await fileReport('otherFan', 'feed', feed.id);
    const res = await call('admin', 'GET', '/admin/reports?status=open&pageSize=100');
    const report = res.json().data.data.find((r: { targetId: string; reporter: { _id: string } }) => r.targetId === feed.id && r.reporter._id === fan.id);
    expect(report).toMatchObject({
      target: 'feed',
      status: 'open',
      resolution: null,
      reporter: { _id: fan.id, username: fan.username },
      item: {
        kind: 'feed',
        _id: feed.id,
        excerpt: 'Sunset on the pier',
        link: `/post/${feed.id}`,
        moderation: 'visible',
        author: { _id: performer.id, username: performer.username, name: performer.name },
        reportCount: 2,
        openReportCount: 2,
      },
    });
    expect(report.item.thumbnails).toHaveLength(1);
  });
});

describe('hiding through a report', () => {
  it('closes every report about the item, keeps it for its buyer only and tells the author', async () => {
    const feed = await createFeed(db(), performer, { type: 'text', text: 'A post to hide', access: 'free' });
    const [first, second] = [await fileReport('fan', 'feed', feed.id), await fileReport('otherFan', 'feed', feed.id)];
    await purchase(db(), buyer, 'feed', feed.id);
    const profile = (role: Role) => call(role, 'GET', `/user/feeds/search/${performer.username}?pageSize=100`);
    expect(ids(await profile(null))).toContain(feed.id);

    const res = await resolve('admin', first, { action: 'hide', note: 'Not allowed here.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ closedReports: 2, report: { status: 'resolved', resolution: 'hidden', resolutionNote: 'Not allowed here.', resolvedBy: { _id: admin.id }, item: { moderation: 'hidden' } } });
    const queue = (await call('admin', 'GET', '/admin/reports?status=resolved&pageSize=100')).json().data.data as { _id: string; resolution: string }[];
    expect(queue.find((r) => r._id === second)?.resolution).toBe('hidden');

    for (const role of [null, 'otherFan', 'buyer', 'otherPerformer'] as const) expect(ids(await profile(role))).not.toContain(feed.id);
    for (const role of [null, 'otherFan'] as const) expect((await call(role, 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await call('buyer', 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(200);
    // The owner still sees it in their own list, marked; its buyer reads it unmarked.
    const own = (await call('performer', 'GET', '/performer/feeds?pageSize=100')).json().data.data as { _id: string; moderation?: string }[];
    expect(own.find((f) => f._id === feed.id)?.moderation).toBe('hidden');
    expect((await call('buyer', 'GET', `/user/feeds/${feed.id}`)).json().data.moderation).toBeUndefined();

    const mail = mailsTo(performer.email!).at(-1)!;
    expect(mail.subject).toContain('hidden');
    expect(mail.text).toContain('Not allowed here.');

    // Both reporters hear what became of their report, in the app, without the author's name.
    for (const reporter of [fan, otherFan]) {
      const told = await reporterNotes(reporter.id);
      expect(told).toHaveLength(1);
      expect(told[0].text).toMatch(/^Thanks for your report: the .* team hid the post you reported\.$/);
    }

    // Resolving the closed report again changes nothing and tells nobody again.
    const again = await resolve('admin', first, { action: 'remove' });
    expect(again.json().data).toMatchObject({ closedReports: 0, report: { resolution: 'hidden', item: { moderation: 'hidden' } } });
    expect(await reporterNotes(fan.id)).toHaveLength(1);
  });

  it('dismissing leaves the item alone and closes its reports', async () => {
    const video = await createVideo(db(), performer, { access: 'free' });
    const reportId = await fileReport('fan', 'video', video.id);
    const res = await resolve('admin', reportId, { action: 'dismiss', note: 'Looks fine.' });
    expect(res.json().data).toMatchObject({ closedReports: 1, report: { resolution: 'dismissed', item: { moderation: 'visible' } } });
    expect((await call(null, 'GET', `/performer-assets/videos/${video.id}`)).statusCode).toBe(200);
    expect((await reporterNotes(fan.id)).at(-1)?.text).toMatch(/reviewed the video you reported and found it within the rules\.$/);
  });
});

describe('each kind leaves the lists when hidden', () => {
  it('videos, galleries, photos, products, comments and messages', async () => {
    const seller = await createPerformer(db());
    const video = await createVideo(db(), seller, { access: 'free' });
    const gallery = await createGallery(db(), seller, { access: 'free' });
    const { row: photo } = await createPhoto(db(), gallery);
    const keptGallery = await createGallery(db(), seller, { access: 'free' });
    const { row: keptPhoto } = await createPhoto(db(), keptGallery);
    const product = await createProduct(db(), seller);
    const feed = await createFeed(db(), seller, { type: 'text', access: 'free' });
    const comment = await createComment(db(), fan, { objectType: 'feed', objectId: feed.id });
    const lists = {
      video: [`/performer-assets/videos/search?performerId=${seller.id}`, `/performer-assets/videos/${video.id}`],
      gallery: [`/performer-assets/galleries/search?performerId=${seller.id}`, `/performer-assets/galleries/${gallery.id}`],
      product: [`/performer-assets/products/search?performerId=${seller.id}`, `/performer-assets/products/${product.id}`],
    } as const;
    const items = { video, gallery, product };
    for (const [kind, [list, page]] of Object.entries(lists) as [keyof typeof lists, readonly [string, string]][]) {
      const { id } = items[kind];
      expect(ids(await call('otherFan', 'GET', list))).toContain(id);
      expect((await moderate('admin', kind, id, { action: 'hide' })).statusCode).toBe(200);
      expect(ids(await call('otherFan', 'GET', list))).not.toContain(id);
      expect((await call('otherFan', 'GET', page)).statusCode).toBe(404);
    }
    // A hidden product is off sale.
    await fundWallet(db(), otherFan, 100_000);
    expect((await call('otherFan', 'POST', `/wallet/charges/product/${product.id}`, {}, { 'idempotency-key': randomUUID() })).statusCode).toBe(404);

    const photos = () => call('otherFan', 'GET', `/performer-assets/photos/${seller.id}?pageSize=100`);
    expect(ids(await photos())).toEqual(expect.arrayContaining([keptPhoto.id]));
    expect((await moderate('admin', 'photo', keptPhoto.id, { action: 'remove' })).json().data.item.moderation).toBe('removed');
    expect(ids(await photos())).not.toContain(keptPhoto.id);
    expect(ids(await photos())).not.toContain(photo.id);

    const thread = () => call('otherFan', 'GET', `/comments?objectType=feed&objectId=${feed.id}`);
    expect(ids(await thread())).toContain(comment.id);
    await moderate('admin', 'comment', comment.id, { action: 'hide' });
    expect(ids(await thread())).not.toContain(comment.id);

    const [conversation] = await db().insert(conversations).values({ type: 'private', performerId: seller.id, fanId: fan.id, pairKey: [seller.id, fan.id].sort().join(':') }).returning();
    const [message] = await db().insert(messages).values({ conversationId: conversation.id, senderId: seller.id, type: 'text', text: 'Something rude' }).returning();
    await db().update(conversations).set({ lastMessage: 'Something rude', lastMessageAt: message.createdAt, lastSenderId: seller.id }).where(eq(conversations.id, conversation.id));
    const preview = async () => {
      const list = (await call('fan', 'GET', '/conversations')).json().data.data as { _id: string; lastMessage: string | null }[];
      return list.find((c) => c._id === conversation.id)?.lastMessage;
    };
    expect(await preview()).toBe('Something rude');
    await fileReport('fan', 'message', message.id);
    const browsed = await call('admin', 'GET', `/admin/content?kind=message&performerId=${seller.id}`);
    expect(browsed.json().data.data).toMatchObject([{ _id: message.id, excerpt: 'Something rude', openReportCount: 1 }]);
    await moderate('admin', 'message', message.id, { action: 'remove' });
    const read = (await call('fan', 'GET', `/messages/conversations/${conversation.id}`)).json().data.data as { _id: string; text: string; isDeleted: boolean }[];
    expect(read.find((m) => m._id === message.id)).toMatchObject({ text: 'This message was removed by the moderators.', isDeleted: true });
    // The conversation list's preview of its latest message no longer quotes it, until it is restored.
    expect(await preview()).toBe('This message was removed by the moderators.');
    await moderate('admin', 'message', message.id, { action: 'restore' });
    expect(await preview()).toBe('Something rude');
  });

  it('the content browser filters by kind, state, author, reports and words, newest first', async () => {
    const seller = await createPerformer(db());
    const older = await createVideo(db(), seller, { title: 'Older clip', access: 'free', createdAt: new Date(Date.now() - 60_000) });
    const newer = await createVideo(db(), seller, { title: 'Newer clip', access: 'free' });
    await moderate('admin', 'video', older.id, { action: 'hide' });
    const browse = (query: string) => call('admin', 'GET', `/admin/content?kind=video&performerId=${seller.id}${query}`);
    expect(ids(await browse(''))).toEqual([newer.id, older.id]);
    expect(ids(await browse('&moderation=hidden'))).toEqual([older.id]);
    expect(ids(await browse('&q=newer'))).toEqual([newer.id]);
    expect(ids(await browse('&reported=true'))).toEqual([]);
    await fileReport('fan', 'video', newer.id);
    expect(ids(await browse('&reported=true'))).toEqual([newer.id]);
  });
});

describe('removing with refunds', () => {
  it('gives every buyer their money back through the ledger, once, and the buyers lose the item', async () => {
    const seller = await createPerformer(db());
    const sellerToken = await loginAs(ctx.app, seller);
    const feed = await createFeed(db(), seller, { type: 'text', text: 'For sale', access: 'sale', price: 995 });
    await fundWallet(db(), buyer, 5_000);
    const before = await walletBalance(db(), buyer);
    const bought = await call('buyer', 'POST', `/wallet/charges/feed/${feed.id}`, undefined, { 'idempotency-key': randomUUID() });
    expect(bought.statusCode).toBe(200);
    expect(await walletBalance(db(), buyer)).toBe(before - 995);
    const reportId = await fileReport('fan', 'feed', feed.id);

    const res = await resolve('admin', reportId, { action: 'remove', refundBuyers: true, note: 'Stolen pictures.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ refundedBuyers: 1, report: { resolution: 'removed', item: { moderation: 'removed' } } });
    expect(await walletBalance(db(), buyer)).toBe(before);
    const earnings = (await ctx.app.inject({ method: 'GET', url: '/api/performer/earning/search?pageSize=100', headers: authHeader(sellerToken) })).json().data.data as { gross: number }[];
    expect(earnings.map((e) => e.gross).sort()).toEqual([-9.95, 9.95]);
    expect((await call('admin', 'GET', '/admin/ledger/check')).json().data).toMatchObject({ ok: true });

    // Removed: gone for the buyer too; replaying the removal moves no money.
    expect((await call('buyer', 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(404);
    const replay = await moderate('admin', 'feed', feed.id, { action: 'remove', refundBuyers: true });
    expect(replay.json().data).toMatchObject({ refundedBuyers: 0, item: { moderation: 'removed' } });
    expect(await walletBalance(db(), buyer)).toBe(before);
  });

  it("refunds a product's orders and marks them refunded", async () => {
    const seller = await createPerformer(db());
    const product = await createProduct(db(), seller, { type: 'digital', price: 1250 });
    await fundWallet(db(), otherFan, 5_000);
    const before = await walletBalance(db(), otherFan);
    const bought = await call('otherFan', 'POST', `/wallet/charges/product/${product.id}`, {}, { 'idempotency-key': randomUUID() });
    expect(bought.statusCode).toBe(200);
    expect(await walletBalance(db(), otherFan)).toBe(before - 1250);

    const res = await moderate('admin', 'product', product.id, { action: 'remove', refundBuyers: true });
    expect(res.json().data).toMatchObject({ refundedBuyers: 1, item: { moderation: 'removed' } });
    expect(await walletBalance(db(), otherFan)).toBe(before);
    const orders = (await call('otherFan', 'GET', '/orders/users/search?pageSize=100')).json().data.data as { productId: string; status: string }[];
    expect(orders.filter((o) => o.productId === product.id).map((o) => o.status)).toEqual(['refunded']);
    expect((await call('otherFan', 'GET', `/performer-assets/products/${product.id}/download-link`)).statusCode).toBe(404);
  });

  it('without refunds the buyer just loses the item, and restoring brings it back', async () => {
    const feed = await createFeed(db(), performer, { type: 'text', access: 'sale', price: 500 });
    await purchase(db(), buyer, 'feed', feed.id);
    await moderate('admin', 'feed', feed.id, { action: 'remove' });
    expect((await call('buyer', 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(404);
    expect((await moderate('admin', 'feed', feed.id, { action: 'restore' })).json().data.item.moderation).toBe('visible');
    expect((await call('buyer', 'GET', `/user/feeds/${feed.id}`)).statusCode).toBe(200);
  });
});

describe('warning', () => {
  it('mails the author the note and notifies them in the app', async () => {
    const video = await createVideo(db(), otherPerformer, { title: 'Loud clip', access: 'free' });
    const reportId = await fileReport('fan', 'video', video.id);
    const res = await resolve('admin', reportId, { action: 'warn', note: 'Keep your titles polite, please.' });
    expect(res.json().data).toMatchObject({ report: { resolution: 'warned', item: { moderation: 'visible' } } });
    const mail = mailsTo(otherPerformer.email!).at(-1)!;
    expect(mail.subject).toContain('warning');
    expect(mail.text).toContain('Keep your titles polite, please.');
    const notes = await db().select().from(notifications).where(eq(notifications.userId, otherPerformer.id));
    expect(notes.find((n) => n.kind === 'moderation')?.text).toContain('Keep your titles polite, please.');
  });
});
