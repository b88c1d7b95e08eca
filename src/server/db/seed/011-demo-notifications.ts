// Demo notifications (seed 011): what the demo accounts would have heard of by now, drawn from what the earlier
// seeds wrote, in the sentences the live producers use (notification-producers.ts). Performers hear of their
// subscribers, tips and fans' messages; fans of their performers' newest posts and the performers' replies.
// Anything older than two days has been read, so the bell starts with a few unread. Someone who already has
// notifications is left alone, so running again adds nothing; everything goes in one insert.
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { formatPrice, toMinor } from '@/lib/money';
import { nameOf, quoted } from '../../modules/notifications/notification-producers';
import type { NewNotification } from '../../modules/notifications/notifications.repo';
import { notifications } from '../../modules/notifications/notifications.table';
import { feeds } from '../../modules/feeds/feeds.table';
import { conversations, messages } from '../../modules/messages/messages.table';
import { users } from '../../modules/users/users.table';
import { DEMO_SUBSCRIPTIONS } from './demo-feeds.data';
import { DEMO_TIPS } from './demo-money.data';
import type { Seed, SeedContext } from './types';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Older than this, the demo person has seen it. */
const READ_AFTER_MS = 2 * DAY_MS;

type Person = { id: string; name: string; username: string | null };
type Written = NewNotification & { createdAt: Date; readAt: Date | null };

const withReadState = (row: NewNotification & { createdAt: Date }, now: number): Written => ({
  ...row,
  readAt: now - row.createdAt.getTime() > READ_AFTER_MS ? new Date(row.createdAt.getTime() + 60 * MINUTE_MS) : null,
});

/** Each subscriber and tip of the demo performers, newest subscribers a few minutes apart (they started at the seed run). */
function moneyNews(people: Map<string, Person>, now: number): (NewNotification & { createdAt: Date })[] {
  const rows: (NewNotification & { createdAt: Date })[] = [];
  Object.entries(DEMO_SUBSCRIPTIONS).forEach(([fan, performers], i) => {
    for (const performer of performers) {
      const [from, to] = [people.get(fan), people.get(performer)];
      if (!from || !to) continue;
      const createdAt = new Date(now - (i + 1) * 7 * MINUTE_MS);
      rows.push({ userId: to.id, actorId: from.id, kind: 'subscriber', text: `${nameOf(from)} subscribed to you`, link: '/creator/my-subscriber', createdAt });
    }
  });
  for (const tip of DEMO_TIPS) {
    const [from, to] = [people.get(tip.fan), people.get(tip.performer)];
    if (!from || !to) continue;
    const amount = toMinor(tip.amount);
    rows.push({ userId: to.id, actorId: from.id, kind: 'tip', amount, text: `${nameOf(from)} sent you a tip of ${formatPrice(tip.amount)}`, link: '/creator/earning', createdAt: new Date(now - tip.daysAgo * DAY_MS) });
  }
  return rows;
}

/** The last message of each demo conversation, told to the side that did not send it. */
async function messageNews(ctx: SeedContext, people: Map<string, Person>): Promise<(NewNotification & { createdAt: Date })[]> {
  const byId = new Map([...people.values()].map((p) => [p.id, p]));
  const ids = [...byId.keys()];
  const rows = await ctx.db
    .selectDistinctOn([messages.conversationId], { conversationId: messages.conversationId, senderId: messages.senderId, createdAt: messages.createdAt, performerId: conversations.performerId, fanId: conversations.fanId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.type, 'private'), inArray(conversations.performerId, ids), isNotNull(conversations.fanId)))
    .orderBy(messages.conversationId, desc(messages.createdAt));
  return rows.flatMap((m) => {
    const recipient = m.senderId === m.performerId ? m.fanId : m.performerId;
    const sender = byId.get(m.senderId);
    if (!recipient || !byId.has(recipient) || !sender) return [];
    const link = `/messages?conversationId=${m.conversationId}`;
    return [{ userId: recipient, actorId: sender.id, kind: 'message' as const, targetType: 'conversation' as const, targetId: m.conversationId, link, text: `${nameOf(sender)} sent you a message`, createdAt: m.createdAt }];
  });
}

/** The newest published post of each performer a demo fan subscribes to. */
async function postNews(ctx: SeedContext, people: Map<string, Person>): Promise<(NewNotification & { createdAt: Date })[]> {
  const performerIds = [...new Set(Object.values(DEMO_SUBSCRIPTIONS).flat())].flatMap((u) => people.get(u)?.id ?? []);
  const newest = await ctx.db
    .selectDistinctOn([feeds.performerId], { id: feeds.id, performerId: feeds.performerId, text: feeds.text, publishedAt: feeds.publishedAt, createdAt: feeds.createdAt })
    .from(feeds)
    .where(and(inArray(feeds.performerId, performerIds), eq(feeds.status, 'published')))
    .orderBy(feeds.performerId, desc(feeds.createdAt));
  const postOf = new Map(newest.map((f) => [f.performerId, f]));
  return Object.entries(DEMO_SUBSCRIPTIONS).flatMap(([fan, performers]) =>
    performers.flatMap((username) => {
      const [reader, author] = [people.get(fan), people.get(username)];
      const post = author && postOf.get(author.id);
      if (!reader || !author || !post) return [];
      const words = quoted(post.text);
      const text = words ? `${nameOf(author)} posted: “${words}”` : `${nameOf(author)} posted something new`;
      return [{ userId: reader.id, actorId: author.id, kind: 'new-post' as const, targetType: 'feed' as const, targetId: post.id, link: `/post/${post.id}`, text, createdAt: post.publishedAt ?? post.createdAt }];
    }),
  );
}

export const demoNotificationsSeed: Seed = {
  name: '011 demo notifications',
  async run(ctx) {
    const usernames = [...new Set([...Object.keys(DEMO_SUBSCRIPTIONS), ...Object.values(DEMO_SUBSCRIPTIONS).flat(), ...DEMO_TIPS.flatMap((t) => [t.fan, t.performer])])];
    const found = await ctx.db.select({ id: users.id, name: users.name, username: users.username }).from(users).where(inArray(users.username, usernames));
    const people = new Map(found.map((p) => [p.username!, p]));
    const already = new Set(
      (await ctx.db.selectDistinct({ userId: notifications.userId }).from(notifications).where(inArray(notifications.userId, found.map((p) => p.id)))).map((r) => r.userId),
    );
    const now = Date.now();
    const news = [...moneyNews(people, now), ...(await messageNews(ctx, people)), ...(await postNews(ctx, people))];
    const rows = news.filter((n) => !already.has(n.userId)).map((n) => withReadState(n, now));
    if (rows.length > 0) await ctx.db.insert(notifications).values(rows);
    ctx.log.info(`notifications: ${rows.length} demo notifications written`);
  },
};
