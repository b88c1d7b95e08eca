// The only place report rows are read and written.
import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { reportSortKeys } from '@/contracts/social';
import type { DbOrTx } from '../../db/client';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { galleries } from '../galleries/galleries.table';
import { performers, type PerformerRow } from '../performers/performers.table';
import { products } from '../products/products.table';
import { users, type UserRow } from '../users/users.table';
import { reports, type ReportRow } from './reports.table';
import { firstOrNull, selectPage } from '../../db/select';

export type ReportStatus = ReportRow['status'];
export type ReportSortKey = (typeof reportSortKeys)[number];
export interface NewReport {
  reporterId: string;
  target: string;
  targetId: string;
  category: string;
  description: string;
}
export interface ReportWithReporter {
  report: ReportRow;
  reporter: UserRow;
  reporterProfile: PerformerRow | null;
}

const sortColumns: SortColumns<ReportSortKey> = { createdAt: reports.createdAt, updatedAt: reports.updatedAt };

export function createReportsRepo(db: DbOrTx) {
  const withReporter = () =>
    db
      .select({ report: reports, reporter: users, reporterProfile: performers })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.reporterId))
      .leftJoin(performers, eq(performers.userId, users.id));

  return {
    /** The id of the performer account `id`, or null when there is no such performer. */
    async findPerformerId(id: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.isPerformer, true)))
        .limit(1);
      return row?.id ?? null;
    },

    async findUser(id: string): Promise<UserRow | null> {
      return firstOrNull(db.select().from(users).where(eq(users.id, id)));
    },

    /**
     * Files the report, or updates the reporter's earlier one about the same target and opens it again.
     * `changed` is false when the earlier report already said exactly this and was open.
     */
    async upsert(report: NewReport): Promise<{ row: ReportRow; created: boolean; changed: boolean }> {
      const [written] = await db
        .insert(reports)
        .values({ ...report, status: 'open' })
        .onConflictDoUpdate({
          target: [reports.reporterId, reports.target, reports.targetId],
          set: { category: sql`excluded.category`, description: sql`excluded.description`, status: 'open', updatedAt: new Date() },
          setWhere: sql`(${reports.category}, ${reports.description}, ${reports.status}) is distinct from (excluded.category, excluded.description, 'open')`,
        })
        // xmax is 0 only on a freshly inserted row version.
        .returning({ ...getTableColumns(reports), created: sql<boolean>`(xmax = 0)` });
      if (written) {
        const { created, ...row } = written;
        return { row, created, changed: true };
      }
      const [existing] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.reporterId, report.reporterId), eq(reports.target, report.target), eq(reports.targetId, report.targetId)))
        .limit(1);
      return { row: existing, created: false, changed: false };
    },

    async list(filters: { status?: ReportStatus }, page: Page<ReportSortKey>): Promise<{ rows: ReportWithReporter[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(reports.status, filters.status));
      const where = conditions.length ? and(...conditions) : undefined;
      return selectPage(db, withReporter().where(where).$dynamic(), orderOf(page, sortColumns, reports.id), page);
    },

    async findWithReporter(id: string): Promise<ReportWithReporter | null> {
      return firstOrNull(withReporter().where(eq(reports.id, id)));
    },

    /** How many reports, and how many open ones, there are about each of the targets. */
    async countsAbout(target: string, targetIds: readonly string[]): Promise<Map<string, { all: number; open: number }>> {
      if (targetIds.length === 0) return new Map();
      const rows = await db
        .select({ targetId: reports.targetId, all: sql<number>`count(*)::int`, open: sql<number>`(count(*) filter (where ${reports.status} = 'open'))::int` })
        .from(reports)
        .where(and(eq(reports.target, target), inArray(reports.targetId, [...new Set(targetIds)])))
        .groupBy(reports.targetId);
      return new Map(rows.map((r) => [r.targetId, { all: r.all, open: r.open }]));
    },

    async find(id: string): Promise<ReportRow | null> {
      return firstOrNull(db.select().from(reports).where(eq(reports.id, id)));
    },

    /** Closes every open report about the target with what the admin did; answers how many it closed. */
    /** Resolves every open report about the item alike; answers who had filed them, so each can be told. */
    async closeAllAbout(target: string, targetId: string, closing: { resolution: string; resolutionNote: string; resolvedBy: string }, now: Date): Promise<{ reporterIds: string[] }> {
      const closed = await db
        .update(reports)
        .set({ ...closing, status: 'resolved', resolvedAt: now, updatedAt: now })
        .where(and(eq(reports.target, target), eq(reports.targetId, targetId), eq(reports.status, 'open')))
        .returning({ reporterId: reports.reporterId });
      return { reporterIds: closed.map((r) => r.reporterId) };
    },

    async setStatus(id: string, status: ReportStatus): Promise<ReportRow | null> {
      const [row] = await db.update(reports).set({ status, updatedAt: new Date() }).where(eq(reports.id, id)).returning();
      return row ?? null;
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;

/** The performer owning row `id` of a content table without a repo lookup of its own (galleries, products), or null. */
export async function performerOwning(db: DbOrTx, table: typeof galleries | typeof products, id: string): Promise<string | null> {
  const [row] = await db.select({ performerId: table.performerId }).from(table).where(eq(table.id, id)).limit(1);
  return row?.performerId ?? null;
}
