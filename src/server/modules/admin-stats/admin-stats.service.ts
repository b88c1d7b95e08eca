// The operators' dashboard figures for a period (docs/admin.md "Dashboard"): the period checked, the four reads
// run together, and their rows shaped into the answer with every day of the period present for the charts.
import { DEFAULT_STATS_DAYS, MAX_STATS_DAYS, salesKinds, type AdminStats, type AdminStatsQuery, type SalesKind } from '@/contracts/admin-stats';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import type { Storage } from '../../media/storage';
import { unprocessable } from '../../http/errors';
import type { AdminStatsRepo, Period } from './admin-stats.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_CREATORS = 5;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The period asked for, both days included: by default the last 30 days, today (UTC) the last. */
export function periodOf(query: AdminStatsQuery, now: Date): Period & { days: number } {
  const today = dayOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? dayOf(new Date(startOfDay(to).getTime() - (DEFAULT_STATS_DAYS - 1) * DAY_MS));
  if (from > to) throw unprocessable(`The period must start on or before its last day: from (${from}) is after to (${to}).`);
  const days = Math.round((startOfDay(to).getTime() - startOfDay(from).getTime()) / DAY_MS) + 1;
  if (days > MAX_STATS_DAYS) throw unprocessable(`Pick a period of at most ${MAX_STATS_DAYS} days; this one has ${days}.`);
  return { from: startOfDay(from), to: new Date(startOfDay(to).getTime() + DAY_MS), days };
}

export function createAdminStatsService(deps: { repo: AdminStatsRepo; storage: Pick<Storage, 'url' | 'assetUrl'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function stats(query: AdminStatsQuery): Promise<AdminStats> {
    const at = now();
    const period = periodOf(query, at);
    const [sales, top, accounts, figures] = await Promise.all([
      deps.repo.salesByDayAndKind(period),
      deps.repo.topCreators(period, TOP_CREATORS),
      deps.repo.newAccountsByDay(period),
      deps.repo.figures(period, at),
    ]);

    const byKind = Object.fromEntries(salesKinds.map((k) => [k, { gross: 0, count: 0 }])) as Record<SalesKind, { gross: number; count: number }>;
    const daily = new Map<string, { gross: number; platformRevenue: number; newFans: number; newCreators: number }>();
    for (let i = 0; i < period.days; i++) daily.set(dayOf(new Date(period.from.getTime() + i * DAY_MS)), { gross: 0, platformRevenue: 0, newFans: 0, newCreators: 0 });
    for (const row of sales) {
      const kind = byKind[row.kind as SalesKind];
      kind.gross += row.gross;
      kind.count += row.count;
      const day = daily.get(row.date)!;
      day.gross += row.gross;
      day.platformRevenue += row.revenue;
    }
    for (const row of accounts) {
      const day = daily.get(row.date)!;
      day.newFans = row.fans;
      day.newCreators = row.creators;
    }
    const days = [...daily].map(([date, d]) => ({ date, ...d }));
    const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);

    return {
      from: dayOf(period.from),
      to: dayOf(new Date(period.to.getTime() - DAY_MS)),
      sales: { gross: sum((d) => d.gross), count: Object.values(byKind).reduce((total, k) => total + k.count, 0), byKind },
      platformRevenue: sum((d) => d.platformRevenue),
      topUps: figures.topUps,
      payouts: { paid: figures.paid, pending: figures.pending },
      newFans: sum((d) => d.newFans),
      newCreators: sum((d) => d.newCreators),
      subscriptions: { active: figures.activeSubscriptions, newInPeriod: figures.newSubscriptions },
      topCreators: top.map((c) => ({
        _id: c.id,
        username: c.username,
        name: c.name,
        avatar: c.avatarKey ? deps.storage.url(c.avatarKey) : deps.storage.assetUrl(AVATAR_PLACEHOLDER),
        gross: c.gross,
        count: c.count,
      })),
      daily: days,
    };
  }

  return { stats };
}
export type AdminStatsService = ReturnType<typeof createAdminStatsService>;
