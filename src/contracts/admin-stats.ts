// The operators' dashboard: GET /admin/stats, the business figures of a period (docs/admin.md "Dashboard").
// Every amount in this answer is in integer MINOR units (cents), unlike most answers, which speak currency
// units: the figures are sums of many sales, and the dashboard formats them once with fromMinor.
import { z } from 'zod';

const day = (name: string) =>
  z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), `${name} must be a day written YYYY-MM-DD`)
    .optional();

/** The longest period one request may ask for, in days (from and to included). */
export const MAX_STATS_DAYS = 366;
/** The period without from/to: the last 30 days, today included. */
export const DEFAULT_STATS_DAYS = 30;

/** GET /admin/stats: days are UTC and both ends are included. */
export const adminStatsQuery = z.object({ from: day('from'), to: day('to') });
export type AdminStatsQuery = z.infer<typeof adminStatsQuery>;

/** What was sold, by kind; `content` is posts, videos and galleries bought once, `messages` pay-per-view messages. */
export const salesKinds = ['subscriptions', 'tips', 'content', 'messages', 'products', 'liveTickets', 'privateShows'] as const;
export type SalesKind = (typeof salesKinds)[number];

const minor = z.number().int();
const count = z.number().int();

export const adminStats = z.object({
  /** The period answered, YYYY-MM-DD (UTC), both included. */
  from: z.string(),
  to: z.string(),
  /** Sales (refunds subtracted): what buyers paid, in minor units, all kinds and by kind, with how many sales. */
  sales: z.object({ gross: minor, count, byKind: z.record(z.enum(salesKinds), z.object({ gross: minor, count })) }),
  /** The platform's commission on those sales, minor units. */
  platformRevenue: minor,
  /** Money fans put into their wallets (not a sale: it is spent on sales later), minor units. */
  topUps: z.object({ amount: minor, count }),
  /** Payouts marked paid in the period, and those waiting now (pending or approved, whenever asked). */
  payouts: z.object({ paid: z.object({ amount: minor, count }), pending: z.object({ amount: minor, count }) }),
  /** Accounts made in the period. */
  newFans: count,
  newCreators: count,
  /** Subscriptions giving access now (free trials included), and those started in the period. */
  subscriptions: z.object({ active: count, newInPeriod: count }),
  /** The five performers who sold most in the period, most first. */
  topCreators: z.array(z.object({ _id: z.string(), username: z.string(), name: z.string(), avatar: z.string(), gross: minor, count })),
  /** Every day of the period, oldest first. */
  daily: z.array(z.object({ date: z.string(), gross: minor, platformRevenue: minor, newFans: count, newCreators: count })),
});
export type AdminStats = z.infer<typeof adminStats>;
