// Reads of performer profiles (the users row plus the performers row) and writes of the performers row;
// the users columns are written through the users repo. Discovery queries live in performer-search.repo.ts;
// both use the visibility conditions of performer-visibility.ts.
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { adminPerformerSortKeys } from '@/contracts/performers';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { follows } from '../follows/follows.table';
import { reactions } from '../reactions/reactions.table';
import { subscriptionPeriods, subscriptions } from '../subscriptions/subscriptions.table';
import { users, type UserRow } from '../users/users.table';
import type { Viewer } from './performer-visibility';
import { placeholderValuesOf, placeholderViewer, viewerShapeOf, visibleTo } from './performer-visibility.repo';
import { performers, type PerformerPatch, type PerformerRow } from './performers.table';
import { selectPage, type PreparedStatement } from '../../db/select';

export interface PerformerRecord {
  user: UserRow;
  performer: PerformerRow;
  /** Fans with access now (activeSubscriberCount); read, never stored, so it is never stale. */
  subscriberCount: number;
}

/** A performer as one viewer sees them: with whether that viewer follows, bookmarked and subscribes to them. */
export interface ViewedPerformer extends PerformerRecord {
  isFollowed: boolean;
  isBookmarked: boolean;
  isSubscribed: boolean;
  /** The viewer has had a free trial with this performer (any free period, ever). */
  usedFreeTrial: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ILIKE treats % and _ as wildcards; a search for "a_b" must match those characters literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * How many fans have access to the performer now: subscriptions whose expiry is still ahead, cancelled or not
 * (docs/money.md "Subscriber counts"). Counted on every read from subscriptions_performer_idx
 * (performer_id, expired_at), so no subscribe, renewal, cancellation or expiry can leave it stale.
 */
export const activeSubscriberCount = sql<number>`(select count(*)::int from ${subscriptions} where ${subscriptions.performerId} = ${users.id} and ${subscriptions.expiredAt} > now())`;

/** The columns of a ViewedPerformer, for any query that joins users and performers. */
export function viewedPerformerColumns(viewerId: string | null) {
  return {
    user: users,
    performer: performers,
    subscriberCount: activeSubscriberCount,
    isFollowed: viewerId
      ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.performerId} = ${users.id})`
      : sql<boolean>`false`,
    isBookmarked: viewerId
      ? sql<boolean>`exists (select 1 from ${reactions} where ${reactions.userId} = ${viewerId} and ${reactions.objectType} = 'performer' and ${reactions.objectId} = ${users.id} and ${reactions.action} = 'bookmark')`
      : sql<boolean>`false`,
    // docs/business-rules.md "Subscriptions": access while expiredAt is in the future, cancelled or not.
    isSubscribed: viewerId
      ? sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${viewerId} and ${subscriptions.performerId} = ${users.id} and ${subscriptions.expiredAt} > now())`
      : sql<boolean>`false`,
    usedFreeTrial: viewerId
      ? sql<boolean>`exists (select 1 from ${subscriptionPeriods} where ${subscriptionPeriods.userId} = ${viewerId} and ${subscriptionPeriods.performerId} = ${users.id} and ${subscriptionPeriods.subscriptionType} = 'free')`
      : sql<boolean>`false`,
  };
}


export type AdminPerformerSort = (typeof adminPerformerSortKeys)[number];
/** A performer's updatedAt is their profile's (users.updated_at also moves with logins and the wallet). */
const adminSortColumns: SortColumns<AdminPerformerSort> = { createdAt: users.createdAt, updatedAt: performers.updatedAt, name: users.name, username: users.username };

export interface AdminPerformerFilters {
  verificationStatus?: PerformerRow['verificationStatus'];
  q?: string;
}

export function createPerformersRepo(db: DbOrTx) {
  const records = () => db.select({ user: users, performer: performers, subscriberCount: activeSubscriberCount }).from(users).innerJoin(performers, eq(performers.userId, users.id));
  // A profile read (every profile page) is prepared once per shape: the key's kind and the viewer's shape
  // (viewerShapeOf), the key and the viewer's id and country bound as placeholders. Building the statement cost
  // more CPU than running it.
  const visibleStatements = new Map<string, PreparedStatement<ViewedPerformer>>();
  function visibleStatement(keyKind: 'id' | 'username', viewer: Viewer): PreparedStatement<ViewedPerformer> {
    const name = `performer_visible_${keyKind}_${viewerShapeOf(viewer)}`;
    let statement = visibleStatements.get(name);
    if (!statement) {
      const shape = placeholderViewer(viewer);
      // A user id or a username (usernames are citext, so case does not matter).
      const key = keyKind === 'id' ? eq(users.id, sql.placeholder('key')) : eq(users.username, sql.placeholder('key'));
      statement = db
        .select(viewedPerformerColumns(shape.userId))
        .from(users)
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(and(key, visibleTo(shape)))
        .limit(1)
        .prepare(name) as PreparedStatement<ViewedPerformer>;
      visibleStatements.set(name, statement);
    }
    return statement;
  }

  return {
    /** The profile of a performer by user id, whatever their state (the owner's and the admin's reads). */
    async findRecord(userId: string): Promise<PerformerRecord | null> {
      const [row] = await records().where(eq(users.id, userId)).limit(1);
      return row ?? null;
    },

    /** A performer by id or username, if `viewer` may see them. */
    async findVisible(key: string, viewer: Viewer): Promise<ViewedPerformer | null> {
      const [row] = await visibleStatement(UUID.test(key) ? 'id' : 'username', viewer).execute({ key, ...placeholderValuesOf(viewer) });
      return row ?? null;
    },

    async isVisible(userId: string, viewer: Viewer): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(performers, eq(performers.userId, users.id))
        .where(and(eq(users.id, userId), visibleTo(viewer)))
        .limit(1);
      return !!row;
    },

    async updatePerformer(userId: string, patch: PerformerPatch): Promise<PerformerRow | null> {
      const [row] = await db.update(performers).set(patch).where(eq(performers.userId, userId)).returning();
      return row ?? null;
    },

    /** GET /admin/performers: every performer, whatever their state. */
    async adminSearch(filters: AdminPerformerFilters, page: Page<AdminPerformerSort>): Promise<{ rows: PerformerRecord[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.verificationStatus) conditions.push(eq(performers.verificationStatus, filters.verificationStatus));
      if (filters.q) {
        const pattern = likePattern(filters.q);
        conditions.push(or(ilike(users.name, pattern), ilike(users.username, pattern), ilike(users.email, pattern))!);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      return selectPage(db, records().where(where).$dynamic(), orderOf(page, adminSortColumns, users.id), page);
    },
  };
}
export type PerformersRepo = ReturnType<typeof createPerformersRepo>;
