// Demo notifications (seed 011): luna and fan1 log in to a bell with news that matches the other demo data
// (subscribers, tips, the last message of each conversation, the newest post of a subscribed performer), the
// older ones read and the recent ones not, and a second run adds nothing.
import { eq, sql } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_SUBSCRIPTIONS, DEMO_TIPS, seedDemoData } from '@/server/db/seed';
import { demoMessagesSeed } from '@/server/db/seed/010-demo-messages';
import { demoNotificationsSeed } from '@/server/db/seed/011-demo-notifications';
import { feeds, notifications, users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import { createTestApp, type TestContext } from '../helpers/test-app';

jest.setTimeout(120_000);

let ctx: TestContext;
const db = () => ctx.database.db;
const seedContext = () => ({ db: db(), config: ctx.config, storage: ctx.app.services.storage, log: { info: () => undefined } });
const LUNA_POST = 'Friday set list is up: three new songs and one old favourite.';

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
  await demoMessagesSeed.run(seedContext());
  // One post of luna's stands in for the media-heavy feed seed.
  const [luna] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'luna'));
  await db().insert(feeds).values({ performerId: luna.id, type: 'text', text: LUNA_POST, access: 'subscribers', status: 'published', publishedAt: new Date(Date.now() - 3_600_000) });
  await demoNotificationsSeed.run(seedContext());
});
afterAll(() => ctx?.close());

interface Listed {
  kind: string;
  text: string;
  read: boolean;
  amount: number | null;
  link: string | null;
  actor: { username: string } | null;
}

async function bellOf(username: string) {
  const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, remember: false } });
  const headers = authHeader(login.json().data.token as string);
  const list = (await ctx.app.inject({ method: 'GET', url: '/api/notifications?limit=50', headers })).json().data as { data: Listed[]; total: number };
  const unread = (await ctx.app.inject({ method: 'GET', url: '/api/notifications/unread-count', headers })).json().data.count as number;
  return { list: list.data, unread };
}

it("gives luna her subscribers, her tips and fans' messages, some of them already read", async () => {
  const { list, unread } = await bellOf('luna');
  const subscribers = Object.entries(DEMO_SUBSCRIPTIONS).filter(([, performers]) => performers.includes('luna')).map(([fan]) => fan);
  expect(list.filter((n) => n.kind === 'subscriber').map((n) => n.actor?.username).sort()).toEqual(subscribers.sort());
  const tips = list.filter((n) => n.kind === 'tip');
  expect(tips.map((n) => n.amount).sort()).toEqual(DEMO_TIPS.filter((t) => t.performer === 'luna').map((t) => t.amount).sort());
  expect(tips).toContainEqual(expect.objectContaining({ text: 'Fan One sent you a tip of $25.00', link: '/creator/earning', read: true }));
  expect(tips).toContainEqual(expect.objectContaining({ text: 'Fan One sent you a tip of $15.00', read: false }));
  // fan2 wrote last in their conversation; luna herself wrote last to fan1.
  expect(list.filter((n) => n.kind === 'message').map((n) => n.actor?.username)).toEqual(['fan2']);
  expect(unread).toBe(list.filter((n) => !n.read).length);
  expect(unread).toBeGreaterThan(0);
  expect(unread).toBeLessThan(list.length);
});

it("gives fan1 luna's reply and her newest post", async () => {
  const { list, unread } = await bellOf('fan1');
  expect(list).toContainEqual(expect.objectContaining({ kind: 'message', text: 'Luna Rivers sent you a message', read: false, link: expect.stringMatching(/^\/messages\?conversationId=/) }));
  expect(list).toContainEqual(expect.objectContaining({ kind: 'new-post', text: `Luna Rivers posted: “${LUNA_POST}”`, link: expect.stringMatching(/^\/post\//) }));
  expect(unread).toBeGreaterThan(0);
});

it('adds nothing on a second run', async () => {
  const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
  const before = await count();
  expect(before).toBeGreaterThan(0);
  await demoNotificationsSeed.run(seedContext());
  expect(await count()).toBe(before);
});
