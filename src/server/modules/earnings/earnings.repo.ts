// The only place earnings rows are read and written. A row is one sale or tip as the performer earned it;
// the fan's list of charges reads the same rows from the buyer's side.
import { and, eq, gte, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { earningSortKeys } from '@/contracts/wallet';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import { preparedOnce } from '../../db/select';
import type { Page } from '../../http/paging';
import { feeds } from '../feeds/feeds.table';
import { ledgerTransactions } from '../ledger/ledger.table';
import { galleries } from '../galleries/galleries.table';
import { products } from '../products/products.table';
import { streamSessions } from '../streams/streams.table';
import { users } from '../users/users.table';
import { videos } from '../videos/videos.table';
import { earnings, type EarningRow, type NewEarningRow } from './earnings.table';

export interface EarningFilters {
  type?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
}
export interface Person {
  id: string;
  name: string | null;
  username: string | null;
}
export type ChargeRow = { earning: EarningRow; performer: Person; itemTitle: string | null };
export type PerformerEarningRow = { earning: EarningRow; user: Person };

const person = { id: users.id, name: users.name, username: users.username };
/** The keys of both the performer's earnings and the buyer's charges (the same rows). */
export type EarningSortKey = (typeof earningSortKeys)[number];
/** An earning is written once and has no updated_at: when it was made is its last change. */
const SORT_COLUMNS: SortColumns<EarningSortKey> = { createdAt: earnings.createdAt, updatedAt: earnings.createdAt };
const ordered = (page: Page<EarningSortKey>) => orderOf(page, SORT_COLUMNS, earnings.id);
const TITLE_LENGTH = 80;

function filtersOf(f: EarningFilters): SQL[] {
  const conditions: SQL[] = [];
  if (f.type) conditions.push(eq(earnings.sourceType, f.type));
  if (f.from) conditions.push(gte(earnings.createdAt, f.from));
  if (f.to) conditions.push(lt(earnings.createdAt, f.to));
  return conditions;
}

export function createEarningsRepo(db: DbOrTx) {
  // Read after every sale (its mails, a turn's sales at once): prepared once per repo.
  const salePeopleOf = preparedOnce(() =>
    db
      .select({ id: users.id, email: users.email, name: users.name, username: users.username })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`)
      .prepare('sale_people'),
  );
  const count = async (where: SQL) => (await db.select({ n: sql<number>`count(*)::int` }).from(earnings).where(where))[0].n;

  return {
    async insert(row: NewEarningRow): Promise<EarningRow> {
      const [created] = await db.insert(earnings).values(row).returning();
      return created;
    },

    /** Buyers and performers of sales as their mails address them (any may be gone). */
    async salePeople(userIds: readonly string[]): Promise<{ id: string; email: string | null; name: string; username: string | null }[]> {
      return salePeopleOf().execute({ ids: [...new Set(userIds)] });
    },

    /** The earning a ledger transaction wrote (a sale's, for its refund), or null. */
    async findByTransaction(transactionId: string): Promise<EarningRow | null> {
      const [row] = await db.select().from(earnings).where(eq(earnings.transactionId, transactionId)).limit(1);
      return row ?? null;
    },

    /** What `userId` paid for, in the page's order (newest first by default), with the performer paid and the title of what was bought. */
    async chargesOf(userId: string, filters: EarningFilters, page: Page<EarningSortKey>): Promise<{ rows: ChargeRow[]; total: number }> {
      // A subscription paid by card is a payment, not a charge; one paid from the wallet (its ledger transaction
      // names the subscription, subscriptions/subscription-wallet.ts) is a charge like any purchase.
      const fromWallet = sql`exists (select 1 from ${ledgerTransactions} where ${ledgerTransactions.id} = ${earnings.transactionId} and ${ledgerTransactions.reference} like 'subscription:%')`;
      const where = and(eq(earnings.userId, userId), or(ne(earnings.sourceType, 'subscription'), fromWallet), ...filtersOf(filters))!;
      // What was bought, by its title: a session's title names its ticket and each minute of a private show.
      const itemTitle = sql<string | null>`coalesce(${videos.title}, ${galleries.title}, left(${feeds.text}, ${TITLE_LENGTH}), ${products.name}, ${streamSessions.title})`;
      const rows = await db
        .select({ earning: earnings, performer: person, itemTitle })
        .from(earnings)
        .innerJoin(users, eq(users.id, earnings.performerId))
        .leftJoin(videos, and(eq(earnings.sourceType, 'video'), eq(videos.id, earnings.sourceId)))
        .leftJoin(galleries, and(eq(earnings.sourceType, 'gallery'), eq(galleries.id, earnings.sourceId)))
        .leftJoin(feeds, and(eq(earnings.sourceType, 'feed'), eq(feeds.id, earnings.sourceId)))
        .leftJoin(products, and(eq(earnings.sourceType, 'product'), eq(products.id, earnings.sourceId)))
        .leftJoin(streamSessions, and(eq(earnings.sourceType, 'stream'), eq(streamSessions.id, earnings.sourceId)))
        .where(where)
        .orderBy(...ordered(page))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: await count(where) };
    },

    /** `performerId`'s earnings, in the page's order (newest first by default), with who paid. */
    async ofPerformer(performerId: string, filters: EarningFilters, page: Page<EarningSortKey>): Promise<{ rows: PerformerEarningRow[]; total: number }> {
      const where = and(eq(earnings.performerId, performerId), ...filtersOf(filters))!;
      const rows = await db
        .select({ earning: earnings, user: person })
        .from(earnings)
        .innerJoin(users, eq(users.id, earnings.userId))
        .where(where)
        .orderBy(...ordered(page))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: await count(where) };
    },

    async totals(performerId: string, filters: EarningFilters) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          gross: sql<number>`coalesce(sum(${earnings.gross}), 0)::bigint`.mapWith(Number),
          platformShare: sql<number>`coalesce(sum(${earnings.platformShare}), 0)::bigint`.mapWith(Number),
          net: sql<number>`coalesce(sum(${earnings.net}), 0)::bigint`.mapWith(Number),
        })
        .from(earnings)
        .where(and(eq(earnings.performerId, performerId), ...filtersOf(filters)));
      return row;
    },

    /** Net per UTC day that had any earning, as YYYY-MM-DD. */
    async dailyNet(performerId: string, filters: EarningFilters): Promise<{ date: string; net: number }[]> {
      const day = sql<string>`to_char(${earnings.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ date: day, net: sql<number>`sum(${earnings.net})::bigint`.mapWith(Number) })
        .from(earnings)
        .where(and(eq(earnings.performerId, performerId), ...filtersOf(filters)))
        .groupBy(day)
        .orderBy(day);
    },
  };
}
export type EarningsRepo = ReturnType<typeof createEarningsRepo>;
