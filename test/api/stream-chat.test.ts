// The chat of a live session over the API, as each audience meets it: anonymous, a fan who may not watch, a
// subscriber, a ticket holder of a group show, a blocked fan, the performer, another performer and an admin.
// The chat opens with the session; reading, writing, clearing and deleting follow who may watch it now; a
// viewer's lines are rate limited; tips sent in the session write their line with the charge, never without
// it, and a client can never write one itself; private conversation lists and counts never show a session's
// chat; and followers and subscribers get one go-live email an hour per performer.
import { eq, sql } from 'drizzle-orm';
import { STREAM_CHAT_BURST, STREAM_DELETED_MESSAGE_TEXT } from '@/contracts/messages';
import { follows } from '@/server/modules/follows/follows.table';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { earnings } from '@/server/modules/earnings/earnings.table';
import { messages } from '@/server/modules/messages/messages.table';
import { purchasedItems } from '@/server/modules/purchases/purchases.table';
import { streamSessions } from '@/server/modules/streams/streams.table';
import { createGoLiveMails } from '@/server/modules/streams/go-live-mails';
import { streamSweepJob } from '@/server/modules/streams/stream-sweep.job';
import { createRecipientBudget } from '@/server/mail/recipient-budget';
import type { MailMessage } from '@/server/mail/mailer';
import { subscribe } from '../factories/content';
import { fundWallet, walletBalance } from '../factories/money';
import { authHeader, blockUser, createAdmin, createPerformer, createUser, loginAs, type TestUser } from '../factories/users';
import { errorBodyProblem } from '../helpers/error-body';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;

type Who = TestUser & { token: string };
interface Cast {
  owner: Who;
  subscriber: Who;
  ticketHolder: Who;
  fan: Who;
  blocked: Who;
  otherPerformer: Who;
  admin: Who;
}
let cast: Cast;

async function who(user: TestUser): Promise<Who> {
  return { ...user, token: await loginAs(ctx.app, user) };
}

/** A new subscriber of the owner: each viewer's lines are rate limited, so tests that write use their own. */
async function viewer(): Promise<Who> {
  const user = await who(await createUser(db()));
  await subscribe(db(), user, cast.owner);
  return user;
}

beforeAll(async () => {
  ctx = await createTestApp();
  // No scheduled sweep ends a session of this file while a test uses it (streams.test.ts covers the sweep).
  await ctx.app.services.jobs.unschedule(streamSweepJob);
  const owner = await who(await createPerformer(db(), { name: 'Chat Host' }));
  const subscriber = await who(await createUser(db(), { name: 'Sam Subscriber' }));
  const ticketHolder = await who(await createUser(db()));
  const blocked = await who(await createUser(db()));
  await subscribe(db(), subscriber, owner);
  await subscribe(db(), blocked, owner);
  await blockUser(db(), owner.id, blocked.id);
  cast = {
    owner,
    subscriber,
    ticketHolder,
    fan: await who(await createUser(db())),
    blocked,
    otherPerformer: await who(await createPerformer(db())),
    admin: await who(await createAdmin(db())),
  };
});
afterAll(() => ctx?.close());

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as?: Who, payload?: object, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method, url: `/api${url}`, headers: { ...(as ? authHeader(as.token) : {}), ...headers }, ...(payload ? { payload } : {}) });
}

interface Session {
  _id: string;
  conversationId: string;
  performerId: string;
}

/** A new live session of `performer` (the one before ended: one on air at a time). */
async function goLive(performer: Who = cast.owner, body: object = {}): Promise<Session> {
  const current = await ctx.app.services.streams.findLive(performer.id);
  if (current) await ctx.app.services.streams.end(current._id, 'performer');
  const res = await call('POST', '/streaming/live', performer, { title: 'Chat night', ...body });
  expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
  return res.json().data;
}

const say = (session: Session, as: Who | undefined, text: string, extra: object = {}) => call('POST', `/messages/stream/${session.conversationId}`, as, { text, ...extra });
const read = (session: Session, as?: Who, query = '') => call('GET', `/messages/stream/${session.conversationId}${query}`, as);
const lines = async (conversationId: string) => db().select().from(messages).where(eq(messages.conversationId, conversationId)).orderBy(messages.createdAt);
const rowOf = async (id: string) => (await db().select().from(streamSessions).where(eq(streamSessions.id, id)))[0];

/** The answer is a refusal with a readable sentence. */
function expectRefusal(res: { statusCode: number; body: string }, status: number, message?: string | RegExp) {
  expect([res.statusCode, errorBodyProblem(res.statusCode, res.body)]).toEqual([status, null]);
  if (message !== undefined) expect(JSON.parse(res.body).message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
}

describe('go-live emails', () => {
  const mailsTo = (sent: MailMessage[], address: string) => sent.filter((m) => m.to === address);

  it('queues the go-live emails when a session starts, and the app\'s job sends them', async () => {
    const host = await who(await createPerformer(db(), { name: 'Queued Host' }));
    const follower = await createUser(db());
    await db().insert(follows).values({ followerId: follower.id, performerId: host.id });
    const sent = ctx.app.services.mailer.sent;
    await goLive(host);
    // The job runs on the queue's next poll: wait for its mail (for at most 20 s).
    for (let i = 0; i < 400 && mailsTo(sent, follower.email!).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(mailsTo(sent, follower.email!).map((m) => m.subject)).toEqual(['Queued Host is live now on Fanstage: Chat night']);
  });

  it('mail followers and active subscribers with a verified address once an hour per performer, never blocked fans or others', async () => {
    const host = await who(await createPerformer(db(), { name: 'Mail Host' }));
    const follower = await createUser(db());
    const subscriber = await createUser(db());
    const both = await createUser(db());
    const lapsed = await createUser(db());
    const unverified = await createUser(db(), { verifiedEmail: false });
    const blockedFollower = await createUser(db());
    for (const u of [follower, both, unverified, blockedFollower]) await db().insert(follows).values({ followerId: u.id, performerId: host.id });
    for (const u of [subscriber, both]) await subscribe(db(), u, host);
    await subscribe(db(), lapsed, host, { expiredAt: new Date(Date.now() - 1000) });
    await blockUser(db(), host.id, blockedFollower.id);

    expect(await ctx.app.services.streams.audienceOf(host.id)).toEqual(expect.arrayContaining([follower.id, subscriber.id, both.id, unverified.id]));
    expect((await ctx.app.services.streams.audienceOf(host.id)).sort()).toEqual([follower.id, subscriber.id, both.id, unverified.id].sort());

    let now = Date.now();
    const sent: MailMessage[] = [];
    const mails = createGoLiveMails({
      db: db(),
      mailer: { sent, send: async (m) => void sent.push(m) },
      settings: ctx.app.services.settings,
      appUrl: ctx.config.appUrl,
      budget: createRecipientBudget({ name: 'go-live', max: 1, windowMs: 60 * 60 * 1000, now: () => now }),
    });
    const session = await goLive(host, { type: 'group', price: 7.5, title: 'Acoustic set' });
    expect(await mails.send(session._id)).toEqual({ sent: 3, skipped: 0, switchedOff: 0, failed: 0 });
    expect(sent.map((m) => m.to).sort()).toEqual([follower.email, subscriber.email, both.email].sort());
    const [mail] = mailsTo(sent, follower.email!);
    expect(mail.subject).toBe('Mail Host is live now on Fanstage: Acoustic set');
    expect(mail.text).toContain(`${ctx.config.appUrl}/${host.username}`);
    expect(mail.text).toContain('tickets at 7.50');

    // Going live again within the hour mails nobody twice; an hour later it does.
    const again = await goLive(host);
    expect(await mails.send(again._id)).toEqual({ sent: 0, skipped: 3, switchedOff: 0, failed: 0 });
    now += 60 * 60 * 1000 + 1;
    expect(await mails.send(again._id)).toEqual({ sent: 3, skipped: 0, switchedOff: 0, failed: 0 });
    // A session that has ended by the time the mails go sends none.
    await ctx.app.services.streams.end(again._id, 'performer');
    now += 2 * 60 * 60 * 1000;
    expect(await mails.send(again._id)).toEqual({ sent: 0, skipped: 0, switchedOff: 0, failed: 0 });
  });
});

describe('the chat opens with the session', () => {
  it('answers the session with its chat, and the performer\'s live chat to those who may know of the session', async () => {
    const session = await goLive();
    expect(session.conversationId).toEqual(expect.any(String));
    const [conversation] = await db().execute(sql`select type, performer_id, fan_id from conversations where id = ${session.conversationId}`).then((r) => (r as unknown as { rows: object[] }).rows);
    expect(conversation).toEqual({ type: 'stream', performer_id: cast.owner.id, fan_id: null });

    for (const as of [undefined, cast.fan, cast.subscriber, cast.owner, cast.otherPerformer, cast.admin]) {
      const res = await call('GET', `/conversations/stream/performer/${cast.owner.id}`, as);
      expect([res.statusCode, res.json().data?._id]).toEqual([200, session.conversationId]);
      expect(res.json().data).toMatchObject({ type: 'stream', recipientInfo: { _id: cast.owner.id, isPerformer: true }, totalNotSeenMessages: 0 });
    }
    // A blocked fan does not learn that the session exists.
    expectRefusal(await call('GET', `/conversations/stream/performer/${cast.owner.id}`, cast.blocked), 404, 'This performer is not live now, or is not available.');
    expectRefusal(await call('GET', `/conversations/stream/performer/${cast.otherPerformer.id}`, cast.subscriber), 404);

    await ctx.app.services.streams.end(session._id, 'performer');
    expectRefusal(await call('GET', `/conversations/stream/performer/${cast.owner.id}`, cast.subscriber), 404);
  });

  it('gives a session started without a chat one when its chat is asked for, once however many ask', async () => {
    const session = await goLive();
    await db().update(streamSessions).set({ conversationId: null }).where(eq(streamSessions.id, session._id));
    const answers = await Promise.all([1, 2, 3].map(() => call('GET', `/conversations/stream/performer/${cast.owner.id}`, cast.subscriber)));
    const ids = new Set(answers.map((res) => res.json().data._id));
    expect(ids.size).toBe(1);
    expect((await rowOf(session._id)).conversationId).toBe([...ids][0]);
    // No chat was left over by the requests that lost the race: the only one linked to nothing is the one unlinked above.
    const unlinked = await db().execute(sql`select id from conversations where type = 'stream' and performer_id = ${cast.owner.id} and id not in (select conversation_id from stream_sessions where conversation_id is not null)`);
    expect((unlinked as unknown as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual([session.conversationId]);
  });
});

describe('reading and writing, as each audience', () => {
  it('lets a public session\'s subscribers, its performer and admins read and write; refuses everyone else with what they lack', async () => {
    const session = await goLive();
    for (const as of [cast.subscriber, cast.owner, cast.admin]) {
      const res = await say(session, as, `Hello from ${as.name}`);
      expect([res.statusCode, res.body]).toEqual([200, expect.any(String)]);
      expect(res.json().data).toMatchObject({ conversationId: session.conversationId, senderId: as.id, type: 'text', text: `Hello from ${as.name}`, amount: null, isDeleted: false });
      expect((await read(session, as)).json().data.total).toBeGreaterThan(0);
    }
    expectRefusal(await say(session, undefined, 'hi'), 401);
    expectRefusal(await read(session), 401);
    for (const as of [cast.fan, cast.otherPerformer]) {
      expectRefusal(await say(session, as, 'let me in'), 403, "Subscribe to this performer to join their live session's chat.");
      expectRefusal(await read(session, as), 403, "Subscribe to this performer to join their live session's chat.");
    }
    // Blocked: the chat is as missing as the session.
    expectRefusal(await say(session, cast.blocked, 'hi'), 404, 'This chat does not exist, or is not available.');
    expectRefusal(await read(session, cast.blocked), 404);
    expect((await lines(session.conversationId)).map((m) => m.senderId)).toEqual([cast.subscriber.id, cast.owner.id, cast.admin.id]);
  });

  it('lets a group show\'s ticket holders in, and asks subscribers without one for a ticket', async () => {
    const session = await goLive(cast.owner, { type: 'group', price: 5 });
    await db().insert(purchasedItems).values({ userId: cast.ticketHolder.id, itemType: 'stream', itemId: session._id, price: 500 });
    expect((await say(session, cast.ticketHolder, 'Front row')).statusCode).toBe(200);
    expect((await read(session, cast.ticketHolder)).json().data.data.map((m: { text: string }) => m.text)).toEqual(['Front row']);
    expectRefusal(await say(session, cast.subscriber, 'me too'), 403, "Buy this session's ticket to join its chat.");
    expectRefusal(await read(session, cast.subscriber), 403, "Buy this session's ticket to join its chat.");
  });

  it('asks again on every line: a subscription that ran out stops the next one', async () => {
    const session = await goLive();
    const lapsing = await viewer();
    expect((await say(session, lapsing, 'still here')).statusCode).toBe(200);
    await subscribe(db(), lapsing, cast.owner, { expiredAt: new Date(Date.now() - 1000) });
    expectRefusal(await say(session, lapsing, 'still here?'), 403);
  });

  it('pages newest first, with offset counting back from the newest', async () => {
    const session = await goLive();
    const writer = await viewer();
    for (const text of ['one', 'two', 'three']) expect((await say(session, writer, text)).statusCode).toBe(200);
    const first = (await read(session, cast.subscriber, '?offset=0&limit=2')).json().data;
    expect([first.total, first.data.map((m: { text: string }) => m.text)]).toEqual([3, ['three', 'two']]);
    expect((await read(session, cast.subscriber, '?offset=2&limit=2')).json().data.data.map((m: { text: string }) => m.text)).toEqual(['one']);
  });

  it('closes the chat when the session ends: nobody writes, only the performer and admins still read', async () => {
    const session = await goLive();
    const writer = await viewer();
    expect((await say(session, writer, 'bye')).statusCode).toBe(200);
    await call('PUT', `/streaming/live/${session._id}`, cast.owner, { status: 'ended' });
    for (const as of [writer, cast.owner, cast.admin]) expectRefusal(await say(session, as, 'after'), 409, 'This session has ended: its chat is closed.');
    expectRefusal(await read(session, cast.subscriber), 403, 'This session has ended: its chat is open only to its performer now.');
    for (const as of [cast.owner, cast.admin]) expect((await read(session, as)).json().data.data.map((m: { text: string }) => m.text)).toEqual(['bye']);
  });

  it('takes short text only: an empty line, a long one, a tip or an amount are refused and write nothing', async () => {
    const session = await goLive();
    expectRefusal(await say(session, cast.subscriber, '   '), 422, /Write something to send/);
    expectRefusal(await say(session, cast.subscriber, 'x'.repeat(501)), 422, /at most 500 characters/);
    expectRefusal(await say(session, cast.subscriber, 'tipped 100.00', { type: 'tip' }), 422);
    expectRefusal(await say(session, cast.subscriber, 'tipped 100.00', { amount: 100 }), 422);
    expect(await lines(session.conversationId)).toEqual([]);
    // The database holds the rule too: a tip line carries an amount, and only a tip does.
    await expect(db().insert(messages).values({ conversationId: session.conversationId, senderId: cast.subscriber.id, type: 'tip', text: 'tipped 1.00' })).rejects.toThrow();
    await expect(db().insert(messages).values({ conversationId: session.conversationId, senderId: cast.subscriber.id, type: 'text', text: 'hi', amount: 100 })).rejects.toThrow();
  });

  it('limits each viewer to a few lines every few seconds, with a 429 that says how long to wait', async () => {
    const session = await goLive();
    const chatty = await viewer();
    for (let i = 0; i < STREAM_CHAT_BURST; i++) expect((await say(session, chatty, `line ${i}`)).statusCode).toBe(200);
    const limited = await say(session, chatty, 'one more');
    expectRefusal(limited, 429, /^You are sending chat messages too fast\. Please wait \d+ seconds? and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A second login buys no more lines; other viewers are not held up.
    const again = await loginAs(ctx.app, chatty);
    expect((await call('POST', `/messages/stream/${session.conversationId}`, { ...chatty, token: again }, { text: 'from my phone' })).statusCode).toBe(429);
    expect((await say(session, cast.subscriber, 'I can still talk')).statusCode).toBe(200);
    expect((await lines(session.conversationId)).length).toBe(STREAM_CHAT_BURST + 1);
  });
});

describe('clearing the chat and deleting a line', () => {
  it('lets the performer or an admin clear the chat; refuses everyone else and leaves the lines', async () => {
    for (const moderator of [cast.owner, cast.admin]) {
      const session = await goLive();
      const writer = await viewer();
      for (const text of ['a', 'b']) expect((await say(session, writer, text)).statusCode).toBe(200);
      expectRefusal(await call('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`, cast.subscriber), 403, 'Only the performer or an administrator can clear this chat.');
      expectRefusal(await call('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`, cast.otherPerformer), 403);
      expectRefusal(await call('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`, cast.blocked), 404);
      expectRefusal(await call('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`), 401);
      expect((await lines(session.conversationId)).length).toBe(2);
      const res = await call('DELETE', `/messages/stream/${session.conversationId}/remove-all-message`, moderator);
      expect(res.json()).toEqual({ status: 0, data: { conversationId: session.conversationId, cleared: 2 } });
      expect((await read(session, cast.subscriber)).json().data).toEqual({ data: [], total: 0 });
    }
  });

  it('lets a line\'s sender, the performer or an admin delete it; it then reads "Message deleted"', async () => {
    const session = await goLive();
    const writer = await viewer();
    const other = await viewer();
    for (const deleter of [writer, cast.owner, cast.admin]) {
      const line = (await say(session, writer, 'delete me')).json().data;
      expectRefusal(await call('DELETE', `/messages/${line._id}`, other), 403, 'Only its sender, the performer or an administrator can delete a line of a live chat.');
      const res = await call('DELETE', `/messages/${line._id}`, deleter);
      expect(res.json().data).toEqual({ deleted: true, messageId: line._id, conversationId: session.conversationId });
      const [shown] = (await read(session, cast.subscriber, '?offset=0&limit=1')).json().data.data;
      expect(shown).toMatchObject({ _id: line._id, text: STREAM_DELETED_MESSAGE_TEXT, isDeleted: true });
      expect(STREAM_DELETED_MESSAGE_TEXT).toBe('Message deleted');
      expectRefusal(await call('DELETE', `/messages/${line._id}`, deleter), 404);
    }
  });
});

describe('linking a chat to a session', () => {
  it('lets the performer link their chat to their session, the same link again changing nothing', async () => {
    const first = await goLive();
    const second = await goLive();
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/conversations/stream/${first.conversationId}/update`, cast.owner, { streamId: second._id });
      expect([res.statusCode, res.json().data?._id]).toEqual([200, first.conversationId]);
    }
    expect((await rowOf(second._id)).conversationId).toBe(first.conversationId);
    // The chat is the live session's now: a subscriber writes in it, and the performer's live chat is it.
    expect((await say({ ...second, conversationId: first.conversationId }, await viewer(), 'same room')).statusCode).toBe(200);
    expect((await call('GET', `/conversations/stream/performer/${cast.owner.id}`, cast.subscriber)).json().data._id).toBe(first.conversationId);
  });

  it('refuses another performer\'s chat or session, a session that ended, and everyone but performers', async () => {
    const mine = await goLive();
    const theirs = await goLive(cast.otherPerformer);
    expectRefusal(await call('PUT', `/conversations/stream/${mine.conversationId}/update`, cast.otherPerformer, { streamId: theirs._id }), 404, 'This chat does not exist, or is not yours.');
    expectRefusal(await call('PUT', `/conversations/stream/${mine.conversationId}/update`, cast.owner, { streamId: theirs._id }), 404, 'This live session does not exist, or is not yours.');
    expectRefusal(await call('PUT', `/conversations/stream/${mine.conversationId}/update`, cast.subscriber, { streamId: mine._id }), 403);
    await ctx.app.services.streams.end(mine._id, 'performer');
    expectRefusal(await call('PUT', `/conversations/stream/${mine.conversationId}/update`, cast.owner, { streamId: mine._id }), 409);
    expect((await rowOf(theirs._id)).conversationId).toBe(theirs.conversationId);
  });
});

describe('private conversations are not stream chats', () => {
  it('keeps stream chats out of conversation lists, unread counts and the public conversation route', async () => {
    const session = await goLive();
    const before = (await call('GET', '/messages/total-unread-messages', cast.owner)).json().data.total;
    await say(session, cast.subscriber, 'in the stream');
    for (const as of [cast.owner, cast.subscriber]) {
      const list = (await call('GET', '/conversations?pageSize=100', as)).json().data;
      expect(list.data.map((c: { _id: string }) => c._id)).not.toContain(session.conversationId);
      expect(list.data.every((c: { type: string }) => c.type === 'private')).toBe(true);
    }
    expect((await call('GET', '/messages/total-unread-messages', cast.owner)).json().data.total).toBe(before);
    expectRefusal(await call('GET', `/conversations/${session.conversationId}`, cast.owner), 404);
    expectRefusal(await call('GET', `/messages/conversations/${session.conversationId}`, cast.subscriber), 404);
    expectRefusal(await call('POST', `/messages/conversations/${session.conversationId}`, cast.subscriber, { text: 'sneaky' }), 404);
    // A session's chat is read through its own route, by those who may watch: never through the public one.
    expectRefusal(await call('GET', `/messages/conversations/public/${session.conversationId}`), 404);
    expectRefusal(await call('GET', `/messages/conversations/public/${session.conversationId}`, cast.fan), 404);
  });
});

describe('tips in a session', () => {
  const tip = (as: Who, performerId: string, body: object, key?: string) => call('POST', `/wallet/charges/tip/${performerId}`, as, body, key ? { 'idempotency-key': key } : {});
  const tipsIn = async (conversationId: string) => (await lines(conversationId)).filter((m) => m.type === 'tip');

  it('writes the tip\'s line in the chat with the charge, and adds it to the session\'s total', async () => {
    const session = await goLive();
    const tipper = await who(await createUser(db(), { name: 'Tina Tipper' }));
    await subscribe(db(), tipper, cast.owner);
    await fundWallet(db(), tipper, 5_000);
    const res = await tip(tipper, cast.owner.id, { amount: 12.5, streamId: session._id }, 'tip-once');
    expect([res.statusCode, res.json().data]).toEqual([200, expect.objectContaining({ type: 'tip', itemId: cast.owner.id, balance: 37.5 })]);
    const [line] = await tipsIn(session.conversationId);
    expect(line).toMatchObject({ senderId: tipper.id, type: 'tip', text: 'tipped 12.50', amount: 1250, isDeleted: false });
    expect((await rowOf(session._id)).tipTotal).toBe(1250);
    const [shown] = (await read(session, cast.subscriber, '?offset=0&limit=1')).json().data.data;
    expect(shown).toMatchObject({ type: 'tip', text: 'tipped 12.50', amount: 12.5, sender: { _id: tipper.id, name: 'Tina Tipper' } });
    expect((await call('GET', `/streaming/join/${session._id}`, cast.subscriber)).json().data.stream.tipTotal).toBe(12.5);

    // The same key again answers the same charge and writes nothing more.
    expect((await tip(tipper, cast.owner.id, { amount: 12.5, streamId: session._id }, 'tip-once')).json().data.transactionId).toBe(res.json().data.transactionId);
    expect(await tipsIn(session.conversationId)).toHaveLength(1);
    // A tip without a session writes no line anywhere.
    expect((await tip(tipper, cast.owner.id, { amount: 10 })).statusCode).toBe(200);
    expect(await tipsIn(session.conversationId)).toHaveLength(1);
    expect((await rowOf(session._id)).tipTotal).toBe(1250);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('writes nothing when the charge fails, or the session is not one the tipper may tip in', async () => {
    const session = await goLive();
    const theirs = await goLive(cast.otherPerformer);
    const broke = await who(await createUser(db()));
    await subscribe(db(), broke, cast.owner);
    await fundWallet(db(), broke, 100);
    const rich = await who(await createUser(db()));
    await subscribe(db(), rich, cast.owner);
    await fundWallet(db(), rich, 10_000);
    const outsider = await who(await createUser(db()));
    await fundWallet(db(), outsider, 10_000);
    await fundWallet(db(), cast.blocked, 10_000);
    const earningsBefore = (await db().select({ n: sql<number>`count(*)::int` }).from(earnings))[0].n;

    expectRefusal(await tip(broke, cast.owner.id, { amount: 10, streamId: session._id }), 422, /wallet balance is too low/);
    expectRefusal(await tip(rich, cast.owner.id, { amount: 10, streamId: theirs._id }), 422, /another performer's/);
    expectRefusal(await tip(outsider, cast.owner.id, { amount: 10, streamId: session._id }), 403, 'You can tip in this session only while you may watch it.');
    expectRefusal(await tip(cast.blocked, cast.owner.id, { amount: 10, streamId: session._id }), 404);
    await ctx.app.services.streams.end(session._id, 'performer');
    expectRefusal(await tip(rich, cast.owner.id, { amount: 10, streamId: session._id }), 422, /is not live/);

    expect(await tipsIn(session.conversationId)).toEqual([]);
    expect(await tipsIn(theirs.conversationId)).toEqual([]);
    expect([(await rowOf(session._id)).tipTotal, (await rowOf(theirs._id)).tipTotal]).toEqual([0, 0]);
    expect([await walletBalance(db(), broke), await walletBalance(db(), rich), await walletBalance(db(), outsider)]).toEqual([100, 10_000, 10_000]);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(earnings))[0].n).toBe(earningsBefore);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });

  it('counts every tip of tippers racing each other in one session', async () => {
    const session = await goLive();
    const tippers = await Promise.all([1, 2, 3, 4].map(async () => {
      const t = await who(await createUser(db()));
      await subscribe(db(), t, cast.owner);
      await fundWallet(db(), t, 2_000);
      return t;
    }));
    const answers = await Promise.all(tippers.map((t) => tip(t, cast.owner.id, { amount: 10, streamId: session._id })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await tipsIn(session.conversationId)).toHaveLength(4);
    expect((await rowOf(session._id)).tipTotal).toBe(4_000);
    expect(await checkLedger(db())).toMatchObject({ ok: true });
  });
});
