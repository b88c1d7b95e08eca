// Spending the wallet (purchases and tips) and what performers earn from it (docs/business-rules.md
// "Wallet and purchases", "Earnings and payouts"). Amounts are currency units here.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { earningTypes } from './list-values';
import { moneyAmount } from './payments';
import { IDEMPOTENCY_HEADER } from './shell-values';

/** What a fan can buy with the wallet through POST /wallet/charges/{kind}/{id}. */
export const chargeKinds = ['feed', 'video', 'gallery', 'message'] as const;
export type ChargeKind = (typeof chargeKinds)[number];

/** What a charge or an earning is about (earnings.source_type). */
export { earningTypes };
export const earningType = z.enum(earningTypes, { error: () => `type must be one of ${earningTypes.join(', ')}` });
export type EarningType = z.infer<typeof earningType>;

// Kept apart from the schemas, so the app shell loads no zod (shell-values.ts).
export { IDEMPOTENCY_HEADER };
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.string().trim().min(1, 'Idempotency-Key cannot be empty').max(200, 'Idempotency-Key can be at most 200 characters').optional(),
});

export const chargeItemParams = z.object({ id: z.uuid('id must be a valid id') });
export const tipParams = z.object({ performerId: z.uuid('performerId must be a valid id') });

/** The longest note a fan may send with a tip; the performer reads it in the tip's notification and email. */
export const TIP_MESSAGE_MAX = 200;

/** Whole cents only: 9.95 is an amount, 9.955 is not. */
export const tipBody = z
  .object({
    amount: moneyAmount('Tip amount'),
    /** An optional note to the performer; blank means none. */
    message: z.string().trim().max(TIP_MESSAGE_MAX, `message can be at most ${TIP_MESSAGE_MAX} characters`).optional(),
    /** Where the tip was sent from: a conversation or a live session, whose chat announces it. */
    conversationId: z.uuid('conversationId must be a valid id').optional(),
    streamId: z.uuid('streamId must be a valid id').optional(),
  })
  .strict();
export type TipBody = z.infer<typeof tipBody>;

export const chargeResult = z.object({
  transactionId: z.string(),
  /** The buyer's wallet balance after the charge. */
  balance: z.number(),
  type: earningType,
  /** The item bought; for a tip, the performer tipped. */
  itemId: z.string(),
});
export type ChargeResult = z.infer<typeof chargeResult>;

const person = z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() });

/** Charges and earnings are written once: updatedAt orders them by when they were made. */
export const chargeSortKeys = sortableBy();
export const walletChargesQuery = pagedQuery(chargeSortKeys).extend({ type: earningType.optional() });
export type WalletChargesQuery = z.infer<typeof walletChargesQuery>;

/** One of the fan's own charges, newest first. */
export const walletChargeItem = z.object({
  _id: z.string(),
  transactionId: z.string(),
  type: earningType,
  itemId: z.string().nullable(),
  /** The video's or gallery's title, the post's text; null for tips and items gone since. */
  itemTitle: z.string().nullable(),
  performer: person,
  amount: z.number(),
  createdAt: z.string(),
});
export type WalletChargeItem = z.infer<typeof walletChargeItem>;

const dateQuery = (name: string) => z.coerce.date({ error: () => `${name} must be a date, like 2024-05-01` }).optional();

export const earningSortKeys = sortableBy();
export const earningSearchQuery = pagedQuery(earningSortKeys).extend({ type: earningType.optional(), fromDate: dateQuery('fromDate'), toDate: dateQuery('toDate') });
export type EarningSearchQuery = z.infer<typeof earningSearchQuery>;

export const earningItem = z.object({
  _id: z.string(),
  type: earningType,
  sourceId: z.string().nullable(),
  /** Who paid. */
  user: person,
  gross: z.number(),
  platformShare: z.number(),
  net: z.number(),
  /** Of `net`, the part paid for with test money (the sandbox gateway's test cards): no real money stands behind it. */
  testNet: z.number(),
  /** The commission applied, in percent (may have decimals for a per-performer override). */
  commission: z.number(),
  createdAt: z.string(),
});
export type EarningItem = z.infer<typeof earningItem>;

export const earningStatsQuery = z.object({ type: earningType.optional(), fromDate: dateQuery('fromDate'), toDate: dateQuery('toDate') });
export type EarningStatsQuery = z.infer<typeof earningStatsQuery>;

export const earningStats = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  totals: z.object({ count: z.number().int(), gross: z.number(), platformShare: z.number(), net: z.number() }),
  /** Net earned per day (UTC, YYYY-MM-DD), every day of the range, for the chart. */
  daily: z.array(z.object({ date: z.string(), net: z.number() })),
});
export type EarningStats = z.infer<typeof earningStats>;
