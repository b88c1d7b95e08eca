// Notification rows: written when something happens (one row, or one per member of a performer's audience in a
// single statement), listed newest first with their actors, counted, marked read; and the email switches.
import { and, desc, eq, gt, inArray, isNull, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { EmailedKind, NotificationKind, NotificationTargetType } from '@/contracts/notifications';
import type { DbOrTx } from '../../db/client';
import { preparedOnce, totalOf, windowTotal } from '../../db/select';
import { userBlocks } from '../block/block.table';
import { feeds } from '../feeds/feeds.table';
import { follows } from '../follows/follows.table';
import { galleries } from '../galleries/galleries.table';
import { products } from '../products/products.table';
import { videos } from '../videos/videos.table';
import { performers, type PerformerRow } from '../performers/performers.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users, type UserRow } from '../users/users.table';
import { notificationEmailSettings, notifications, type NotificationRow } from './notifications.table';

/** What happened, for whom; amounts in minor units. */
export interface NewNotification {
  /** Made by the database when absent. */
  id?: string;
  userId: string;
  kind: NotificationKind;
  actorId?: string | null;
  targetType?: NotificationTargetType | null;
  targetId?: string | null;
  link?: string | null;
  text: string;
  amount?: number | null;
  /** When it happened, when that was before the row is written (the writer reads names first). */
  createdAt?: Date;
}

export type ListedNotification = NotificationRow & { actor: UserRow | null; actorPerformer: PerformerRow | null };

/** Whose news a performer's event is: their running subscribers, and with `followers` those who follow them too. */
export type Audience = { performerId: string; followers: boolean };

export function createNotificationsRepo(db: DbOrTx) {
  // Read after every sale, comment, like and message (a turn's worth at once, notifications.service.ts):
  // prepared once, so each call only binds its values.
  const actorsById = preparedOnce(() =>
    db
      .select({ user: users, performer: performers })
      .from(users)
      .leftJoin(performers, eq(performers.userId, users.id))
      .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
      .prepare('notification_actors'),
  );
  const switchedOffOf = preparedOnce(() =>
    db
      .select({ userId: notificationEmailSettings.userId })
      .from(notificationEmailSettings)
      .where(
        and(
          sql`${notificationEmailSettings.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
          eq(notificationEmailSettings.kind, sql.placeholder('kind')),
          eq(notificationEmailSettings.email, false),
        ),
      )
      .prepare('notification_email_switched_off'),
  );

  const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

  return {
    async insert(rows: readonly NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      return db.insert(notifications).values(rows.map((r) => ({ ...r }))).returning();
    },

    /**
     * One row per member of the audience in one statement: each person once, active accounts only, never the
     * performer or someone they blocked (the rules of the live announcement, stream-audience.repo.ts). Gives back
     * the rows written. `now` decides which subscriptions still run.
     */
    async insertForAudience(audience: Audience, row: Omit<NewNotification, 'userId'>, now: Date): Promise<NotificationRow[]> {
      const running = db
        .select({ id: subscriptions.userId })
        .from(subscriptions)
        .where(and(eq(subscriptions.performerId, audience.performerId), gt(subscriptions.expiredAt, now)));
      const members = audience.followers
        ? union(running, db.select({ id: follows.followerId }).from(follows).where(eq(follows.performerId, audience.performerId))).as('members')
        : running.as('members');
      return db
        .insert(notifications)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: users.id,
              kind: sql`${row.kind}`.as('kind'),
              actorId: sql`${row.actorId ?? null}::uuid`.as('actor_id'),
              targetType: sql`${row.targetType ?? null}`.as('target_type'),
              targetId: sql`${row.targetId ?? null}::uuid`.as('target_id'),
              link: sql`${row.link ?? null}`.as('link'),
              text: sql`${row.text}`.as('text'),
              amount: sql`${row.amount ?? null}::bigint`.as('amount'),
              readAt: sql`null::timestamptz`.as('read_at'),
              createdAt: sql`coalesce(${row.createdAt?.toISOString() ?? null}::timestamptz, now())`.as('created_at'),
            })
            .from(members)
            .innerJoin(users, eq(users.id, members.id))
            .where(
              and(
                eq(users.status, 'active'),
                ne(users.id, audience.performerId),
                notExists(db.select({ one: sql`1` }).from(userBlocks).where(and(eq(userBlocks.performerId, audience.performerId), eq(userBlocks.userId, users.id)))),
              ),
            ),
        )
        .returning();
    },

    /**
     * Writes `row` unless its recipient still has an unread notification of the same kind about the same target
     * (one statement, so two writers rarely both pass; see docs/notifications.md). Gives back the row, if written.
     */
    async insertUnlessUnread(row: NewNotification & { targetId: string }): Promise<NotificationRow | undefined> {
      const unreadAlready = db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(unreadOf(row.userId), eq(notifications.kind, row.kind), eq(notifications.targetId, row.targetId)));
      const [written] = await db
        .insert(notifications)
        .select(
          db
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              userId: sql`${row.userId}::uuid`.as('user_id'),
              kind: sql`${row.kind}`.as('kind'),
              actorId: sql`${row.actorId ?? null}::uuid`.as('actor_id'),
              targetType: sql`${row.targetType ?? null}`.as('target_type'),
              targetId: sql`${row.targetId}::uuid`.as('target_id'),
              link: sql`${row.link ?? null}`.as('link'),
              text: sql`${row.text}`.as('text'),
              amount: sql`${row.amount ?? null}::bigint`.as('amount'),
              readAt: sql`null::timestamptz`.as('read_at'),
              createdAt: sql`coalesce(${row.createdAt?.toISOString() ?? null}::timestamptz, now())`.as('created_at'),
            })
            .from(sql`(select 1) as one`)
            .where(notExists(unreadAlready)),
        )
        .returning();
      return written;
    },

    /** Marks the user's unread notifications of `kind` about `targetId` read; gives back how many. */
    async markTargetRead(userId: string, kind: NotificationKind, targetId: string, now: Date): Promise<number> {
      const marked = await db
        .update(notifications)
        .set({ readAt: now })
        .where(and(unreadOf(userId), eq(notifications.kind, kind), eq(notifications.targetId, targetId)))
        .returning({ id: notifications.id });
      return marked.length;
    },

    async list(userId: string, opts: { unreadOnly: boolean; limit: number; offset: number }): Promise<{ rows: ListedNotification[]; total: number }> {
      const where: SQL | undefined = opts.unreadOnly ? unreadOf(userId) : eq(notifications.userId, userId);
      const found = await db
        .select({ row: notifications, actor: users, actorPerformer: performers, total: windowTotal() })
        .from(notifications)
        .leftJoin(users, eq(users.id, notifications.actorId))
        .leftJoin(performers, eq(performers.userId, notifications.actorId))
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.limit)
        .offset(opts.offset);
      const total = await totalOf(found, opts, async () => (await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where))[0].n);
      return { rows: found.map((f) => ({ ...f.row, actor: f.actor, actorPerformer: f.actorPerformer })), total };
    },

    /** Actors' accounts and, for performers, their profile rows, by user id (the unknown ones left out). */
    async actors(userIds: readonly string[]): Promise<Map<string, { user: UserRow; performer: PerformerRow | null }>> {
      const rows = await actorsById().execute({ userIds: [...new Set(userIds)] });
      return new Map(rows.map((r) => [r.user.id, r]));
    },

    /** The performer a content item belongs to, or null when there is no such item. */
    async ownerOf(objectType: 'feed' | 'video' | 'gallery' | 'product', objectId: string): Promise<string | null> {
      const table = { feed: feeds, video: videos, gallery: galleries, product: products }[objectType];
      const [row] = await db.select({ ownerId: table.performerId }).from(table).where(eq(table.id, objectId)).limit(1);
      return row?.ownerId ?? null;
    },

    /** Whether `ownerId` was already told that `actorId` liked `targetId`. */
    async hasLike(ownerId: string, actorId: string, targetId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, ownerId), eq(notifications.kind, 'like'), eq(notifications.actorId, actorId), eq(notifications.targetId, targetId)))
        .limit(1);
      return !!row;
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(unreadOf(userId));
      return row.n;
    },

    /** Marks the user's own unread notifications among `ids` (all of them without ids) read; gives back how many. */
    async markRead(userId: string, ids: readonly string[] | 'all', now: Date): Promise<number> {
      const which = ids === 'all' ? unreadOf(userId) : and(unreadOf(userId), inArray(notifications.id, [...ids]));
      const marked = await db.update(notifications).set({ readAt: now }).where(which).returning({ id: notifications.id });
      return marked.length;
    },

    async emailSettings(userId: string): Promise<Array<{ kind: EmailedKind; email: boolean }>> {
      return db.select({ kind: notificationEmailSettings.kind, email: notificationEmailSettings.email }).from(notificationEmailSettings).where(eq(notificationEmailSettings.userId, userId));
    },

    async setEmailSettings(userId: string, changes: ReadonlyArray<{ kind: EmailedKind; email: boolean }>): Promise<void> {
      if (changes.length === 0) return;
      await db
        .insert(notificationEmailSettings)
        .values(changes.map((c) => ({ userId, kind: c.kind, email: c.email })))
        .onConflictDoUpdate({ target: [notificationEmailSettings.userId, notificationEmailSettings.kind], set: { email: sql`excluded.email` } });
    },

    /** Those among `userIds` who switched emails of `kind` off. */
    async switchedOff(userIds: readonly string[], kind: EmailedKind): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await switchedOffOf().execute({ userIds: [...new Set(userIds)], kind });
      return new Set(rows.map((r) => r.userId));
    },

  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
