// A performer's earnings: the list and the totals with a per-day series for the chart.
// Ranges are whole UTC days with both ends included; amounts leave here in currency units.
import type { List } from '@/contracts/common';
import { earningSortKeys, type EarningItem, type EarningSearchQuery, type EarningStats, type EarningStatsQuery, type EarningType } from '@/contracts/wallet';
import { fromMinor, percentFromBasisPoints } from '@/lib/money';
import { unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { EarningFilters, EarningsRepo } from './earnings.repo';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;
const MAX_CHART_DAYS = 366;

const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** The query's days as a half-open range [from, to). */
function rangeOf(query: { type?: EarningType; fromDate?: Date; toDate?: Date }): EarningFilters {
  const from = query.fromDate && startOfDay(query.fromDate);
  const to = query.toDate && new Date(startOfDay(query.toDate).getTime() + DAY_MS);
  if (from && to && from >= to) throw unprocessable('fromDate must be on or before toDate.');
  return { type: query.type, from, to };
}

export function createEarningsService(deps: { repo: EarningsRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function search(performerId: string, query: EarningSearchQuery): Promise<List<EarningItem>> {
    const { rows, total } = await deps.repo.ofPerformer(performerId, rangeOf(query), toPage(query, earningSortKeys, 'createdAt'));
    return {
      data: rows.map(({ earning: e, user }) => ({
        _id: e.id,
        type: e.sourceType as EarningType,
        sourceId: e.sourceId,
        user: { _id: user.id, name: user.name, username: user.username },
        gross: fromMinor(e.gross),
        platformShare: fromMinor(e.platformShare),
        net: fromMinor(e.net),
        testNet: fromMinor(e.testNet),
        commission: percentFromBasisPoints(e.commissionBasisPoints),
        createdAt: e.createdAt.toISOString(),
      })),
      total,
    };
  }

  async function stats(performerId: string, query: EarningStatsQuery): Promise<EarningStats> {
    const today = startOfDay(now());
    const toDate = query.toDate ?? today;
    const fromDate = query.fromDate ?? new Date(startOfDay(toDate).getTime() - (DEFAULT_DAYS - 1) * DAY_MS);
    const range = rangeOf({ type: query.type, fromDate, toDate });
    const days = Math.round((range.to!.getTime() - range.from!.getTime()) / DAY_MS);
    if (days > MAX_CHART_DAYS) throw unprocessable(`Pick a range of at most ${MAX_CHART_DAYS} days.`);
    const [totals, daily] = await Promise.all([deps.repo.totals(performerId, range), deps.repo.dailyNet(performerId, range)]);
    const netOn = new Map(daily.map((d) => [d.date, d.net]));
    return {
      fromDate: dayOf(range.from!),
      toDate: dayOf(new Date(range.to!.getTime() - DAY_MS)),
      totals: { count: totals.count, gross: fromMinor(totals.gross), platformShare: fromMinor(totals.platformShare), net: fromMinor(totals.net) },
      daily: Array.from({ length: days }, (_, i) => {
        const date = dayOf(new Date(range.from!.getTime() + i * DAY_MS));
        return { date, net: fromMinor(netOn.get(date) ?? 0) };
      }),
    };
  }

  return { search, stats };
}
export type EarningsService = ReturnType<typeof createEarningsService>;
