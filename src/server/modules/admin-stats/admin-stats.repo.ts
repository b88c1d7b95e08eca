// The dashboard's four reads (docs/admin.md "Dashboard"): each statement aggregates in PostgreSQL over one
// indexed range of the period, so the answer's cost follows the period's rows, never the whole history.
// Days are UTC. Every sum is in minor units and cast to bigint, which the driver hands back as text.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface Period {
  /** Inclusive. */
  from: Date;
  /** Exclusive: the start of the day after the last one. */
  to: Date;
}

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);
const num = (v: unknown) => Number(v ?? 0);
const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
/** Instants go as ISO text cast by PostgreSQL, which both drivers (pg and PGlite) pass the same way. */
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

export interface SalesRow {
  date: string;
  kind: string;
  gross: number;
  revenue: number;
  count: number;
}

export function createAdminStatsRepo(db: DbOrTx) {
  return {
    /**
     * Sales and commission per day and kind, from the earnings rows (one per sale; a refund is a negative row,
     * which lowers the sums but is not a sale). A live session's earning is a private show's minute or a ticket.
     */
    async salesByDayAndKind(p: Period): Promise<SalesRow[]> {
      const rows = rowsOf(
        await db.execute(sql`
          select ${dayOf('e.created_at')} as date,
            case e.source_type
              when 'subscription' then 'subscriptions' when 'tip' then 'tips' when 'message' then 'messages' when 'product' then 'products'
              when 'stream' then case when s.type = 'private' then 'privateShows' else 'liveTickets' end
              else 'content' end as kind,
            sum(e.gross)::bigint as gross, sum(e.platform_share)::bigint as revenue, count(*) filter (where e.gross > 0) as count
          from (select created_at, source_type, source_id, gross, platform_share from earnings where created_at >= ${at(p.from)} and created_at < ${at(p.to)}) e
          left join stream_sessions s on e.source_type = 'stream' and s.id = e.source_id
          group by 1, 2`),
      );
      return rows.map((r) => ({ date: String(r.date), kind: String(r.kind), gross: num(r.gross), revenue: num(r.revenue), count: num(r.count) }));
    },

    /**
     * The performers who sold most in the period (ties by id), with their public names: the few are picked before
     * the join, so the users table is read by primary key for them alone.
     */
    async topCreators(p: Period, limit: number) {
      const rows = rowsOf(
        await db.execute(sql`
          with sold as (
            select performer_id, sum(gross)::bigint as gross, count(*) filter (where gross > 0) as count
            from earnings where created_at >= ${at(p.from)} and created_at < ${at(p.to)}
            group by performer_id
            having sum(gross) > 0
            order by 2 desc, performer_id
            limit ${limit}
          )
          select u.id, u.username, u.name, u.avatar_key, sold.gross, sold.count
          from sold join users u on u.id = sold.performer_id
          order by sold.gross desc, u.id`),
      );
      return rows.map((r) => ({ id: String(r.id), username: String(r.username ?? ''), name: String(r.name ?? ''), avatarKey: (r.avatar_key as string | null) ?? null, gross: num(r.gross), count: num(r.count) }));
    },

    /** Accounts made per day: performers, and fans (everyone else but operators). */
    async newAccountsByDay(p: Period) {
      const rows = rowsOf(
        await db.execute(sql`
          select ${dayOf('created_at')} as date, count(*) filter (where is_performer) as creators, count(*) filter (where not is_performer and not ('admin' = any(roles))) as fans
          from users where created_at >= ${at(p.from)} and created_at < ${at(p.to)}
          group by 1`),
      );
      return rows.map((r) => ({ date: String(r.date), fans: num(r.fans), creators: num(r.creators) }));
    },

    /**
     * One row of figures that are not per day: top-ups (what wallets were credited), payouts paid in the period
     * (when their money left: the settling ledger transaction, kind payout-paid) and waiting now, subscriptions
     * giving access at `now` and those started in the period. Each part reads its own index range; a top-up's
     * wallet line is found through the entries' transaction index, one lookup per top-up of the period.
     */
    async figures(p: Period, now: Date) {
      const [r] = rowsOf(
        await db.execute(sql`
          with top_ups as (
            select count(*) as n, coalesce(sum(w.amount), 0)::bigint as amount
            from ledger_transactions t
            cross join lateral (
              select sum(en.amount) as amount from ledger_entries en join ledger_accounts a on a.id = en.account_id and a.kind = 'wallet'
              where en.transaction_id = t.id
            ) w
            where t.kind = 'top-up' and t.created_at >= ${at(p.from)} and t.created_at < ${at(p.to)}
          ), paid as (
            select count(*) as n, coalesce(sum(pr.amount), 0)::bigint as amount
            from ledger_transactions t join payout_requests pr on pr.settle_transaction_id = t.id and pr.status = 'paid'
            where t.kind = 'payout-paid' and t.created_at >= ${at(p.from)} and t.created_at < ${at(p.to)}
          ), waiting as (
            select count(*) as n, coalesce(sum(amount), 0)::bigint as amount from payout_requests where status in ('pending', 'approved')
          )
          select top_ups.n as top_up_count, top_ups.amount as top_up_amount, paid.n as paid_count, paid.amount as paid_amount,
            waiting.n as pending_count, waiting.amount as pending_amount,
            (select count(*) from subscriptions where expired_at > ${at(now)}) as active_subscriptions,
            (select count(*) from subscriptions where started_at >= ${at(p.from)} and started_at < ${at(p.to)}) as new_subscriptions
          from top_ups, paid, waiting`),
      );
      return {
        topUps: { amount: num(r.top_up_amount), count: num(r.top_up_count) },
        paid: { amount: num(r.paid_amount), count: num(r.paid_count) },
        pending: { amount: num(r.pending_amount), count: num(r.pending_count) },
        activeSubscriptions: num(r.active_subscriptions),
        newSubscriptions: num(r.new_subscriptions),
      };
    },
  };
}
export type AdminStatsRepo = ReturnType<typeof createAdminStatsRepo>;
