// The notification centre's calls (list, unread count, mark read, email preferences), each user's own only, and
// the notifications the app writes when something happens: a tip, a purchase, a new subscriber or free trial,
// a verification, a performer going live (to followers and subscribers, never to someone the performer blocked).
import type { Notification } from '@/contracts/notifications';
import { createFeed, createVideo, subscribe } from '../factories/content';
import { fundWallet } from '../factories/money';
import { createPerformer, createUser, loginAs, type Cast, type TestUser } from '../factories/users';
import { mailsTo } from '../helpers/accounts';
import { apiRequests } from '../helpers/api-requests';
import { statementCounter } from '../helpers/statement-count';
import { useAppWithCast } from '../helpers/cast-app';
import type { TestContext } from '../helpers/test-app';
import { waitFor } from '../helpers/wait-for';

jest.setTimeout(120_000);

let ctx: TestContext;
let cast: Cast;
useAppWithCast((made) => ({ ctx, cast } = made));
const { call } = apiRequests(() => ctx);
const db = () => ctx.database.db;

const listOf = async (token: string, query = ''): Promise<{ data: Notification[]; total: number }> => {
  const res = await call('GET', `/notifications${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const unread = async (token: string): Promise<number> => (await call('GET', '/notifications/unread-count', token)).json().data.count;
/** Notifications are written once the sale's answer has gone: wait for the one sought. */
const arrived = (token: string, match: (n: Notification) => boolean) => waitFor('the notification', async () => (await listOf(token)).data.find(match));

async function fundedFan(name: string): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(db(), { name });
  await fundWallet(db(), user, 100_000);
  return { user, token: await loginAs(ctx.app, user) };
}

describe('who may call', () => {
  it.each([
    ['GET', '/notifications'],
    ['GET', '/notifications/unread-count'],
    ['POST', '/notifications/read'],
    ['GET', '/notifications/preferences'],
    ['PUT', '/notifications/preferences'],
  ] as const)('%s %s asks a visitor to log in', async (method, url) => {
    const res = await call(method, url, undefined, method === 'GET' ? undefined : { all: true });
    expect(res.statusCode).toBe(401);
  });
});

describe('a sale tells the performer', () => {
  it('a tip: who sent it, how much, unread until read, and to nobody else', async () => {
    const fan = await fundedFan('Mia Tipper');
    const before = await unread(cast.tokens.owner);
    expect((await call('POST', `/wallet/charges/tip/${cast.owner.id}`, fan.token, { amount: 12.5 })).statusCode).toBe(200);
    const tip = await arrived(cast.tokens.owner, (n) => n.kind === 'tip' && n.actor?._id === fan.user.id);
    expect(tip).toMatchObject({ text: 'Mia Tipper sent you a tip of $12.50', amount: 12.5, read: false, link: '/creator/earning', actor: { name: 'Mia Tipper' } });
    expect(await unread(cast.tokens.owner)).toBe(before + 1);
    // The tipper, another performer and another fan hear nothing of it.
    for (const token of [fan.token, cast.tokens.otherPerformer, cast.tokens.otherFan]) expect((await listOf(token)).data.find((n) => n._id === tip._id)).toBeUndefined();
  });

  it('a purchase names what was bought', async () => {
    const fan = await fundedFan('Noah Buyer');
    const video = await createVideo(db(), cast.owner, { access: 'sale' });
    expect((await call('POST', `/wallet/charges/video/${video.id}`, fan.token)).statusCode).toBe(200);
    const bought = await arrived(cast.tokens.owner, (n) => n.kind === 'purchase' && n.actor?._id === fan.user.id);
    expect(bought.text).toMatch(/^Noah Buyer bought your video for \$\d+\.\d\d$/);
    expect(bought.amount).toBeGreaterThan(0);
  });

  it('a free trial is a new subscriber who paid nothing', async () => {
    const owner = await createPerformer(db(), { performer: { isFreeSubscription: true } });
    const ownerToken = await loginAs(ctx.app, owner);
    const fan = await fundedFan('Ola Trial');
    const res = await call('POST', '/payment/subscribe/performers', fan.token, { performerId: owner.id, type: 'free' });
    expect(res.statusCode).toBe(200);
    const trial = await arrived(ownerToken, (n) => n.kind === 'subscriber');
    expect(trial).toMatchObject({ text: 'Ola Trial started a free trial of your subscription', amount: null, link: '/creator/my-subscriber' });
  });
});

describe('many at once', () => {
  it('notifications asked for in one turn are one insert and one read of their actor, each reaching its own recipient', async () => {
    const counter = statementCounter(ctx.database);
    const service = ctx.app.services.notifications;
    const recipients = [cast.fan, cast.otherFan, cast.otherPerformer, cast.admin];
    const tag = `batch-${Date.now()}`;
    const { statements } = await counter.counted(() =>
      Promise.all(recipients.map((r, i) => service.actor(cast.owner.id).then((actor) => service.notifyAs(actor, { userId: r.id, kind: 'like', actorId: cast.owner.id, text: `${tag} ${i}` })))),
    );
    expect(statements.route.filter((s) => /^insert into "notifications"/.test(s))).toHaveLength(1);
    expect(statements.route.filter((s) => /from "users"/.test(s))).toHaveLength(1);
    const tokens = [cast.tokens.fan, cast.tokens.otherFan, cast.tokens.otherPerformer, cast.tokens.admin];
    for (const [i, token] of tokens.entries()) {
      const mine = (await listOf(token)).data.filter((n) => n.text.startsWith(tag));
      expect(mine.map((n) => [n.text, n.actor?._id])).toEqual([[`${tag} ${i}`, cast.owner.id]]);
    }
  });
});

describe('reading them', () => {
  let owner: { user: TestUser; token: string };
  beforeAll(async () => {
    const user = await createPerformer(db());
    owner = { user, token: await loginAs(ctx.app, user) };
    const fan = await fundedFan('Reader Fan');
    for (const amount of [10, 11, 12]) expect((await call('POST', `/wallet/charges/tip/${user.id}`, fan.token, { amount })).statusCode).toBe(200);
    await waitFor('three tips', async () => (await listOf(owner.token)).total === 3);
  });

  it('lists newest first, pages, and filters the unread', async () => {
    const all = await listOf(owner.token);
    expect(all.data.map((n) => n.amount)).toEqual([12, 11, 10]);
    const page = await listOf(owner.token, '?limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, data: [{ amount: 11 }] });
    expect((await call('GET', '/notifications?limit=101', owner.token)).json().message).toMatch(/limit can be at most 100/);
  });

  it('marks the named ones read, never another user\'s, then all', async () => {
    const [newest, middle] = (await listOf(owner.token)).data;
    // Another user naming them marks nothing.
    const stranger = await call('POST', '/notifications/read', cast.tokens.otherFan, { ids: [newest._id] });
    expect(stranger.json().data).toMatchObject({ marked: 0 });
    expect(await unread(owner.token)).toBe(3);

    expect((await call('POST', '/notifications/read', owner.token, { ids: [newest._id, middle._id] })).json().data).toEqual({ marked: 2, unread: 1 });
    expect((await listOf(owner.token, '?unread=true')).data.map((n) => n.amount)).toEqual([10]);
    expect((await listOf(owner.token)).data.map((n) => n.read)).toEqual([true, true, false]);
    expect((await call('POST', '/notifications/read', owner.token, { all: true })).json().data).toEqual({ marked: 1, unread: 0 });
    expect(await unread(owner.token)).toBe(0);
  });

  it.each([
    [{}, /ids .*or all: true/],
    [{ ids: [] }, /Name at least one notification, or send all: true/],
    [{ ids: ['not-an-id'] }, /ids must be notification ids/],
    [{ all: false }, /ids .*or all: true/],
    [{ all: true, ids: [] }, /ids .*or all: true/],
  ])('refuses %j with a message that says what to send', async (body, message) => {
    const res = await call('POST', '/notifications/read', owner.token, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(message);
  });
});

describe('email preferences', () => {
  it('are on for every emailed kind until switched off, per user', async () => {
    const user = await createUser(db());
    const token = await loginAs(ctx.app, user);
    const first = (await call('GET', '/notifications/preferences', token)).json().data;
    expect(Object.values(first.email).every(Boolean)).toBe(true);
    expect(Object.keys(first.email)).toEqual(expect.arrayContaining(['subscriber', 'tip', 'purchase', 'live', 'order-status', 'payout-status']));

    const changed = await call('PUT', '/notifications/preferences', token, { email: { tip: false, live: false } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.email).toMatchObject({ tip: false, live: false, subscriber: true });
    expect((await call('PUT', '/notifications/preferences', token, { email: { tip: true } })).json().data.email).toMatchObject({ tip: true, live: false });
    // Someone else's stay as they were.
    expect(Object.values((await call('GET', '/notifications/preferences', cast.tokens.fan)).json().data.email).every(Boolean)).toBe(true);
    expect(await ctx.app.services.notifications.wantsEmail(user.id, 'live')).toBe(false);
    expect(await ctx.app.services.notifications.wantsEmail(user.id, 'tip')).toBe(true);
  });

  it('a switched-off kind sends no email, while the notification still comes and other kinds still mail', async () => {
    const performer = await createPerformer(db(), { name: 'Quiet Inbox' });
    const token = await loginAs(ctx.app, performer);
    expect((await call('PUT', '/notifications/preferences', token, { email: { tip: false } })).statusCode).toBe(200);
    const fan = await fundedFan('Polite Fan');
    const video = await createVideo(db(), performer, { access: 'sale' });
    expect((await call('POST', `/wallet/charges/tip/${performer.id}`, fan.token, { amount: 10 })).statusCode).toBe(200);
    expect((await call('POST', `/wallet/charges/video/${video.id}`, fan.token)).statusCode).toBe(200);
    await arrived(token, (n) => n.kind === 'tip');
    // The purchase's mail is sent after the tip's would have been: once it is there, the tip's had its chance.
    const mails = await waitFor('the purchase email', async () => {
      const sent = mailsTo(ctx.app.services.mailer, performer.email ?? '');
      return sent.some((m) => /bought your video/.test(m.subject)) && sent;
    });
    expect(mails.filter((m) => /tip/.test(m.subject))).toEqual([]);
  });

  it.each([
    [{ email: { like: false } }],
    [{ email: { tip: 'no' } }],
    [{ email: {} }],
    [{ tip: false }],
  ])('refuses %j', async (body) => {
    const res = await call('PUT', '/notifications/preferences', cast.tokens.fan, body);
    expect(res.statusCode).toBe(422);
    expect(typeof res.json().message).toBe('string');
  });
});

describe('comments', () => {
  it('the owner hears of a comment, its author of the replies, nobody of their own', async () => {
    const owner = await createPerformer(db(), { name: 'Post Owner' });
    const ownerToken = await loginAs(ctx.app, owner);
    const post = await createFeed(db(), owner, { access: 'free' });
    const [first, second] = await Promise.all(['First Fan', 'Second Fan'].map((name) => fundedFan(name)));
    const comment = async (token: string, content: string, parentId?: string) => {
      const res = await call('POST', '/comments', token, { objectType: 'feed', objectId: post.id, content, ...(parentId ? { parentId } : {}) });
      expect(res.statusCode).toBe(200);
      return res.json().data._id as string;
    };

    const top = await comment(first.token, 'What a lovely   morning light, where was this taken? '.repeat(3));
    const onPost = await arrived(ownerToken, (n) => n.kind === 'comment');
    expect(onPost).toMatchObject({ actor: { _id: first.user.id }, link: `/post/${post.id}`, targetType: 'comment', targetId: top });
    expect(onPost.text).toMatch(/^First Fan commented on your post: “What a lovely morning light, where was this taken\? What a .*…”$/);

    // The owner answers: the first fan hears of the reply; the owner hears nothing of their own words.
    await comment(ownerToken, 'By the lake, at six.', top);
    const reply = await arrived(first.token, (n) => n.kind === 'reply');
    expect(reply).toMatchObject({ text: 'Post Owner replied to your comment: “By the lake, at six.”', actor: { _id: owner.id } });
    // Another fan answers the first one: a reply to the first fan, a comment to the owner.
    await comment(second.token, 'Beautiful!', top);
    await arrived(first.token, (n) => n.kind === 'reply' && n.actor?._id === second.user.id);
    await arrived(ownerToken, (n) => n.kind === 'comment' && n.actor?._id === second.user.id);
    // The first fan answering their own comment tells only the owner.
    await comment(first.token, 'Thank you both.', top);
    await arrived(ownerToken, (n) => n.kind === 'comment' && /Thank you both/.test(n.text));
    expect((await listOf(first.token)).data.filter((n) => /Thank you both/.test(n.text))).toEqual([]);
    expect((await listOf(ownerToken)).data.filter((n) => n.actor?._id === owner.id)).toEqual([]);
  });
});

describe('likes', () => {
  it('the owner hears of a new like once, and of a liked profile', async () => {
    const owner = await createPerformer(db(), { name: 'Liked Owner' });
    const ownerToken = await loginAs(ctx.app, owner);
    const video = await createVideo(db(), owner, { access: 'free' });
    const fan = await fundedFan('Liking Fan');
    const like = (method: 'POST' | 'DELETE', objectType: string, objectId: string) => call(method, '/reactions', fan.token, { objectType, objectId, action: 'like' });

    expect((await like('POST', 'video', video.id)).statusCode).toBe(200);
    const liked = await arrived(ownerToken, (n) => n.kind === 'like');
    expect(liked).toMatchObject({ text: 'Liking Fan liked your video', link: `/video/${video.id}`, targetType: 'video', targetId: video.id, actor: { _id: fan.user.id } });
    // Taken back and given again: no second notification. A bookmark is no like.
    expect((await like('DELETE', 'video', video.id)).statusCode).toBe(200);
    expect((await like('POST', 'video', video.id)).statusCode).toBe(200);
    expect((await call('POST', '/reactions', fan.token, { objectType: 'video', objectId: video.id, action: 'bookmark' })).statusCode).toBe(200);
    expect((await like('POST', 'performer', owner.id)).statusCode).toBe(200);
    await arrived(ownerToken, (n) => n.kind === 'like' && n.targetType === 'performer');
    expect((await listOf(ownerToken)).data.map((n) => n.text)).toEqual(['Liking Fan liked your profile', 'Liking Fan liked your video']);
  });
});

describe('new posts', () => {
  it('reach running subscribers when the post becomes visible: made now, its date taken away, or the job publishing it', async () => {
    const host = await createPerformer(db(), { name: 'Poster' });
    const hostToken = await loginAs(ctx.app, host);
    const [subscriber, follower, lapsed] = await Promise.all(['Subscriber', 'Follower', 'Lapsed'].map((name) => fundedFan(name)));
    await subscribe(db(), subscriber.user, host);
    await subscribe(db(), lapsed.user, host, { expiredAt: new Date(Date.now() - 60_000) });
    expect((await call('POST', `/follows/${host.id}`, follower.token)).statusCode).toBe(200);
    const post = async (body: object) => {
      const res = await call('POST', '/performer/feeds', hostToken, { type: 'text', access: 'subscribers', ...body });
      expect(res.statusCode).toBe(200);
      return res.json().data._id as string;
    };
    const newPosts = async (token: string) => (await listOf(token)).data.filter((n) => n.kind === 'new-post');

    const now = await post({ text: 'Fresh   from the studio' });
    expect(await arrived(subscriber.token, (n) => n.kind === 'new-post' && n.targetId === now)).toMatchObject({ text: 'Poster posted: “Fresh from the studio”', link: `/post/${now}` });

    // Scheduled: nothing until it shows. Taking the date away publishes it at once.
    const later = await post({ text: 'Tomorrow', scheduledAt: new Date(Date.now() + 3600_000).toISOString() });
    expect((await newPosts(subscriber.token)).map((n) => n.targetId)).toEqual([now]);
    expect((await call('PUT', `/performer/feeds/${later}`, hostToken, { scheduledAt: null })).statusCode).toBe(200);
    await arrived(subscriber.token, (n) => n.targetId === later);

    // The publishing job, for a post planned earlier.
    const at = new Date(Date.now() + 3600_000);
    const planned = await createFeed(db(), host, { status: 'scheduled', publishedAt: null, scheduledAt: at, text: '' });
    await ctx.app.services.feeds.publish({ feedId: planned.id, scheduledAt: at.toISOString() });
    expect(await arrived(subscriber.token, (n) => n.targetId === planned.id)).toMatchObject({ text: 'Poster posted a new post' });
    // Running it again publishes nothing new.
    await ctx.app.services.feeds.publish({ feedId: planned.id, scheduledAt: at.toISOString() });
    expect((await newPosts(subscriber.token)).filter((n) => n.targetId === planned.id)).toHaveLength(1);

    for (const fan of [follower, lapsed]) expect(await newPosts(fan.token)).toEqual([]);
    expect(await newPosts(hostToken)).toEqual([]);
  });
});

describe('news of performers', () => {
  it('a verification result reaches the performer', async () => {
    const newcomer = await createPerformer(db(), { performer: { verificationStatus: 'pending' } });
    const token = await loginAs(ctx.app, newcomer);
    expect((await call('POST', `/admin/performers/${newcomer.id}/verify`, cast.tokens.admin)).statusCode).toBe(200);
    const news = await arrived(token, (n) => n.kind === 'verification');
    expect(news).toMatchObject({ actor: null, text: expect.stringMatching(/verified/), link: '/creator/account' });
  });

  it('going live reaches followers and subscribers once each, live, and never the blocked or the performer', async () => {
    const host = await createPerformer(db(), { name: 'Live Host' });
    const hostToken = await loginAs(ctx.app, host);
    const [follower, subscriber, both, blocked, stranger] = await Promise.all(['Follower', 'Subscriber', 'Both', 'Blocked', 'Stranger'].map((name) => fundedFan(name)));
    for (const fan of [follower, both, blocked]) expect((await call('POST', `/follows/${host.id}`, fan.token)).statusCode).toBe(200);
    await subscribe(db(), subscriber.user, host);
    await subscribe(db(), both.user, host);
    expect((await call('POST', '/block/users', hostToken, { targetId: blocked.user.id })).statusCode).toBe(200);

    const pushed: Array<{ userId: string; notification: Notification }> = [];
    const stop = ctx.app.services.notificationEvents.created.subscribe((userId, notification) => pushed.push({ userId, notification }));
    try {
      const res = await call('POST', '/streaming/live', hostToken, { title: 'Evening chat' });
      expect(res.statusCode).toBe(200);
      const streamId = res.json().data._id as string;
      for (const fan of [follower, subscriber, both]) {
        const live = await arrived(fan.token, (n) => n.kind === 'live');
        expect(live).toMatchObject({ text: 'Live Host is live: Evening chat', link: `/live/${streamId}`, targetId: streamId, actor: { _id: host.id } });
      }
      expect((await listOf(both.token)).data.filter((n) => n.kind === 'live')).toHaveLength(1);
      for (const token of [blocked.token, stranger.token, hostToken]) expect((await listOf(token)).data.filter((n) => n.kind === 'live')).toEqual([]);
      expect(pushed.filter((p) => p.notification.kind === 'live').map((p) => p.userId).sort()).toEqual([follower.user.id, subscriber.user.id, both.user.id].sort());
    } finally {
      stop();
    }
  });
});
