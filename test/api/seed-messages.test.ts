// Demo messages (seed 010): the demo conversations are there for both sides, each written from its own
// creator's script, luna's pay-per-view photo is processed and locked for fan1, and a second run adds nothing.
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DEMO_CHAT_SCRIPTS, DEMO_CONVERSATIONS, DEMO_PASSWORD, seedDemoData } from '@/server/db/seed';
import { demoMessagesSeed } from '@/server/db/seed/010-demo-messages';
import { conversations, mediaFiles, messages, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;
const seedContext = () => ({ db: db(), config: ctx.config, storage: ctx.app.services.storage, log: { info: () => undefined } });
const count = async (table: typeof conversations | typeof messages) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
  await demoMessagesSeed.run(seedContext());
});
afterAll(() => ctx?.close());

async function login(username: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, remember: false } });
  return res.json().data.token as string;
}
const get = async (url: string, token: string) => (await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: authHeader(token) })).json().data;

it('gives fan1 conversations with luna and ava, newest first, and a locked photo from luna', async () => {
  const token = await login('fan1');
  const list = await get('/conversations', token);
  expect(list.data.map((c: { recipientInfo: { username: string } }) => c.recipientInfo.username)).toEqual(['luna', 'ava']);
  expect(list.data[0]).toMatchObject({ lastMessage: expect.stringContaining('preview'), totalNotSeenMessages: 2 });
  const thread = await get(`/messages/conversations/${list.data[0]._id}`, token);
  const lunaLines = DEMO_CONVERSATIONS.find((c) => c.fan === 'fan1' && c.performer === 'luna')!.lines;
  expect(thread.total).toBe(lunaLines.length);
  expect(thread.data.map((m: { text: string }) => m.text)).toEqual(lunaLines.map((l) => l.text).reverse());
  expect(thread.data[0]).toMatchObject({ type: 'photo', price: 4.99, isLocked: true, files: [{ status: 'finished', url: null }] });
  expect(thread.data[0].files[0].preview).toEqual(expect.any(String));
});

it('shows luna her side, with the photo unlocked', async () => {
  const token = await login('luna');
  const list = await get('/conversations', token);
  expect(list.data.map((c: { recipientInfo: { username: string } }) => c.recipientInfo.username).sort()).toEqual(['fan1', 'fan2']);
  const withFan1 = list.data.find((c: { recipientInfo: { username: string } }) => c.recipientInfo.username === 'fan1');
  const thread = await get(`/messages/conversations/${withFan1._id}`, token);
  expect(thread.data[0].isLocked).toBe(false);
  expect(thread.data[0].files[0].url).toEqual(expect.any(String));
});

it("writes each conversation from its own creator's script, every line of it in order", async () => {
  const rows = await db()
    .select({ id: conversations.id, performer: users.username })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.performerId));
  expect(rows.map((r) => r.performer).sort()).toEqual(DEMO_CONVERSATIONS.map((c) => c.performer).sort());
  for (const row of rows) {
    const written = await db().select({ text: messages.text }).from(messages).where(eq(messages.conversationId, row.id)).orderBy(messages.createdAt);
    const ownChats = DEMO_CHAT_SCRIPTS[row.performer!].map((chat) => chat.lines.map((l) => l.text));
    expect(ownChats).toContainEqual(written.map((m) => m.text));
  }
});

it("keeps each creator's script to her own lines", () => {
  const creators = Object.keys(DEMO_CHAT_SCRIPTS);
  const linesOf = (creator: string) => new Set(DEMO_CHAT_SCRIPTS[creator].flatMap((chat) => chat.lines.map((l) => l.text)));
  for (const creator of creators) {
    for (const other of creators.filter((c) => c !== creator)) expect([...linesOf(creator)].filter((t) => linesOf(other).has(t))).toEqual([]);
  }
});

it('adds nothing when run again', async () => {
  const before = [await count(conversations), await count(messages)];
  expect(before).toEqual([DEMO_CONVERSATIONS.length, DEMO_CONVERSATIONS.reduce((n, c) => n + c.lines.length, 0)]);
  await demoMessagesSeed.run(seedContext());
  expect([await count(conversations), await count(messages)]).toEqual(before);
});

describe('without ffmpeg', () => {
  let bare: TestContext;
  afterAll(() => bare?.close());

  it('writes the conversations without the pay-per-view photo and says so', async () => {
    bare = await createTestApp({ FFMPEG_PATH: path.join(__dirname, 'no-such-ffmpeg') });
    const said: string[] = [];
    const context = { db: bare.database.db, config: bare.config, storage: bare.app.services.storage, log: { info: (m: string) => said.push(m) } };
    await seedDemoData({ ...context, upTo: '003 demo performers' });
    await demoMessagesSeed.run(context);
    expect(said).toContain('messages: pay-per-view photo of luna skipped: ffmpeg is not available to process it');
    const photoLines = DEMO_CONVERSATIONS.flatMap((c) => c.lines).filter((l) => l.photo).length;
    const written = (await bare.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0].n;
    expect(written).toBe(DEMO_CONVERSATIONS.reduce((n, c) => n + c.lines.length, 0) - photoLines);
    expect(await bare.database.db.select().from(mediaFiles)).toHaveLength(0);
  });
});
