// The operators' dashboard on a large database: a fresh PostgreSQL database (BENCH_DATABASE_URL's server, as the
// other PostgreSQL benchmarks) migrated and filled with a year of made-up business (20,000 fans, 500 creators,
// about 33,000 sales and 5,000 top-ups: some 110,000 ledger entries; 15,000 subscriptions; 2,000 payouts), then
// each of GET /admin/stats' statements shown with EXPLAIN (ANALYZE, BUFFERS) for a 30-day and a 366-day period,
// and the whole read timed. docs/admin.md "Dashboard" records what it printed. Never part of `npm test`.
// Usage: `npx tsx bench/admin-stats-data.ts [sales]` (default 33000).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../src/server/db/client';
import { openPostgres } from '../src/server/db/client';
import { createAdminStatsRepo, type Period } from '../src/server/modules/admin-stats/admin-stats.repo';
import { percentile, withBenchDatabase } from './support/bench-database';

const SALES = Number(process.argv[2] ?? 33_000);
const DAY_MS = 24 * 60 * 60 * 1000;

/** A year of business, written by set-based statements (the rows are not valid sales; only their shape matters here). */
const FILL = `
insert into users (username, email, is_performer, created_at)
  select 'bench' || i, 'bench' || i || '@bench.test', i % 41 = 0, now() - random() * interval '365 days' from generate_series(1, 20500) i;
insert into ledger_accounts (code, kind) values ('wallet:bench', 'wallet'), ('earnings:bench', 'earnings'), ('platform:commission', 'platform'), ('outside:stripe', 'outside');
create temporary table sale_plan as
  select gen_random_uuid() as txn, now() - random() * interval '365 days' as at, (array['tip','feed','video','gallery','product','subscription','message'])[1 + floor(random() * 7)::int] as source_type,
    (500 + floor(random() * 5000))::int as gross, floor(random() * 500)::int as performer_pick
  from generate_series(1, ${SALES});
insert into ledger_transactions (id, kind, created_at) select txn, 'purchase', at from sale_plan;
insert into ledger_entries (transaction_id, account_id, amount, created_at)
  select p.txn, a.id, case a.code when 'wallet:bench' then -p.gross when 'earnings:bench' then p.gross - p.gross / 5 else p.gross / 5 end, p.at
  from sale_plan p cross join ledger_accounts a where a.code in ('wallet:bench', 'earnings:bench', 'platform:commission');
create temporary table creators as select id, row_number() over (order by id) - 1 as pick from users where is_performer;
insert into earnings (performer_id, user_id, source_type, transaction_id, gross, platform_share, net, commission_basis_points, created_at)
  select c.id, (select id from users where not is_performer limit 1), p.source_type, p.txn, p.gross, p.gross / 5, p.gross - p.gross / 5, 2000, p.at
  from sale_plan p join creators c on c.pick = p.performer_pick % (select count(*) from creators);
create temporary table top_up_plan as select gen_random_uuid() as txn, now() - random() * interval '365 days' as at, (1000 + floor(random() * 10000))::int as amount from generate_series(1, 5000);
insert into ledger_transactions (id, kind, created_at) select txn, 'top-up', at from top_up_plan;
insert into ledger_entries (transaction_id, account_id, amount, created_at)
  select p.txn, a.id, case a.code when 'wallet:bench' then p.amount else -p.amount end, p.at from top_up_plan p cross join ledger_accounts a where a.code in ('wallet:bench', 'outside:stripe');
insert into subscriptions (user_id, performer_id, subscription_type, started_at, expired_at, price)
  select f.id, c.id, 'monthly', f.at, f.at + interval '30 days', 995
  from (select id, row_number() over (order by id) as n, now() - random() * interval '365 days' as at from users where not is_performer limit 15000) f
  join creators c on c.pick = f.n % (select count(*) from creators);
create temporary table payout_plan as select gen_random_uuid() as txn, now() - random() * interval '365 days' as at, i from generate_series(1, 2000) i;
insert into ledger_transactions (id, kind, created_at) select txn, 'payout-paid', at from payout_plan;
insert into payout_requests (performer_id, amount, method, status, settle_transaction_id, created_at, updated_at)
  select c.id, 5000 + p.i, 'paypal', case when p.i <= 300 then 'pending' when p.i <= 400 then 'rejected' else 'paid' end, case when p.i > 400 then p.txn end, p.at, p.at
  from payout_plan p join creators c on c.pick = p.i % (select count(*) from creators) where p.i > 300 or c.pick = p.i;
analyze;
`;

/** A Db whose statements are explained instead of answered: the plans are kept, the repo reads one empty row. */
function explaining(db: DbOrTx, plans: string[]): DbOrTx {
  const execute = async (query: SQL) => {
    const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    plans.push(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
    return { rows: [{}] };
  };
  return { execute } as unknown as DbOrTx;
}

const periodOfDays = (days: number): Period => {
  const to = new Date(Date.parse(new Date().toISOString().slice(0, 10)) + DAY_MS);
  return { from: new Date(to.getTime() - days * DAY_MS), to };
};

async function main() {
  await withBenchDatabase(async (url) => {
    const database = await openPostgres(url);
    try {
      const started = Date.now();
      await database.db.execute(sql.raw(FILL));
      const counted = (await database.db.execute(sql`select (select count(*) from ledger_entries) as entries, (select count(*) from earnings) as earnings, (select count(*) from users) as users, (select count(*) from subscriptions) as subscriptions, (select count(*) from payout_requests) as payouts`)) as unknown as { rows: Record<string, string>[] };
      console.log(`filled in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counted.rows[0]);

      for (const days of [30, 366]) {
        const period = periodOfDays(days);
        const plans: string[] = [];
        const repo = createAdminStatsRepo(explaining(database.db, plans));
        await repo.salesByDayAndKind(period);
        await repo.topCreators(period, 5);
        await repo.newAccountsByDay(period);
        await repo.figures(period, new Date());
        console.log(`\n===== ${days}-day period =====`);
        for (const plan of plans) console.log(`\n${plan}`);

        const real = createAdminStatsRepo(database.db);
        const times: number[] = [];
        for (let run = 0; run < 20; run++) {
          const at = performance.now();
          await Promise.all([real.salesByDayAndKind(period), real.topCreators(period, 5), real.newAccountsByDay(period), real.figures(period, new Date())]);
          times.push(performance.now() - at);
        }
        times.sort((a, b) => a - b);
        console.log(`\n${days} days, the four statements together, 20 runs: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`);
      }
    } finally {
      await database.close();
    }
  });
}

void main();
