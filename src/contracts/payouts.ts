// Payout requests (docs/business-rules.md "Earnings and payouts"). Amounts are currency units here.
// A payout request never carries bank details: those stay masked in the performers module.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { CANCELLED_BY_PERFORMER, payoutStatuses } from './list-values';
import { moneyAmount } from './payments';

export const payoutMethods = ['bank_transfer', 'paypal'] as const;
export const payoutMethod = z.enum(payoutMethods, { error: () => `paymentAccountType must be one of ${payoutMethods.join(', ')}` });
export type PayoutMethod = z.infer<typeof payoutMethod>;

/** A cancelled request is stored as rejected with the admin note CANCELLED_BY_PERFORMER (the table has no own status). */
export { CANCELLED_BY_PERFORMER, payoutStatuses };
export const payoutStatus = z.enum(payoutStatuses, { error: () => `status must be one of ${payoutStatuses.join(', ')}` });
export type PayoutStatus = z.infer<typeof payoutStatus>;

/** POST /payout-requests/calculate: what the performer may ask for now. */
export const payoutCalculation = z.object({
  /** Earnings not yet reserved for a request: the most a new request may ask for (less the test money, see below). */
  available: z.number(),
  /** Of `available`, the test money: earnings paid for through the sandbox gateway, where no real money moves. */
  availableTestMoney: z.number(),
  /** False while a real gateway takes payments: a request may then ask only for `available - availableTestMoney`. */
  testMoneyPayable: z.boolean(),
  /** Held for the pending or approved request. */
  reserved: z.number(),
  minimumPayoutAmount: z.number(),
  totalEarnedNet: z.number(),
  totalPaidOut: z.number(),
});
export type PayoutCalculation = z.infer<typeof payoutCalculation>;

const requestNote = z.string().trim().max(1000, 'The note can be at most 1000 characters');

export const payoutRequestBody = z
  .object({ amount: moneyAmount('Amount'), paymentAccountType: payoutMethod, requestNote: requestNote.optional() })
  .strict();
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

/** PUT /payout-requests/{id}: any of the fields, or `status: 'cancelled'` to withdraw the request. */
export const payoutUpdateBody = z
  .object({
    amount: moneyAmount('Amount').optional(),
    paymentAccountType: payoutMethod.optional(),
    requestNote: requestNote.optional(),
    status: z.literal('cancelled', { error: () => "status can only be 'cancelled' (to withdraw the request)" }).optional(),
  })
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one of amount, paymentAccountType, requestNote or status' })
  .refine((b) => b.status === undefined || Object.values(b).filter((v) => v !== undefined).length === 1, {
    message: "Send status 'cancelled' on its own: a cancelled request keeps its amount and method",
  });
export type PayoutUpdateBody = z.infer<typeof payoutUpdateBody>;

export const payoutSortKeys = sortableBy(['amount']);
export const payoutSearchQuery = pagedQuery(payoutSortKeys).extend({ status: payoutStatus.optional() });
export type PayoutSearchQuery = z.infer<typeof payoutSearchQuery>;

export const adminPayoutQuery = pagedQuery(payoutSortKeys).extend({
  status: payoutStatus.optional(),
  performerId: z.uuid('performerId must be a valid id').optional(),
});
export type AdminPayoutQuery = z.infer<typeof adminPayoutQuery>;

export const adminNoteBody = z.object({ adminNote: z.string().trim().max(1000, 'The note can be at most 1000 characters').optional() }).strict();
/** POST /admin/payout-requests/{id}/paid: the bank's or PayPal's reference for the transfer, shown to the performer. */
export const markPaidBody = z
  .object({
    reference: z
      .string({ error: () => 'Enter the reference of the transfer (from your bank or PayPal)' })
      .trim()
      .min(1, 'Enter the reference of the transfer (from your bank or PayPal)')
      .max(120, 'The reference can be at most 120 characters'),
    adminNote: z.string().trim().max(1000, 'The note can be at most 1000 characters').optional(),
  })
  .strict();
export type MarkPaidBody = z.infer<typeof markPaidBody>;

export const rejectPayoutBody = z
  .object({ adminNote: z.string().trim().min(1, 'Tell the performer why the payout is rejected').max(1000, 'The note can be at most 1000 characters') })
  .strict();

export const payoutRequestItem = z.object({
  _id: z.string(),
  performerId: z.string(),
  performer: z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() }),
  amount: z.number(),
  /** Of `amount`, the part reserved from test money (sandbox earnings): no real money stands behind it. */
  testFunded: z.number(),
  paymentAccountType: payoutMethod,
  status: payoutStatus,
  requestNote: z.string(),
  adminNote: z.string(),
  /** The transfer's reference, given when the request was marked paid; empty before. */
  paidReference: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutRequestItem = z.infer<typeof payoutRequestItem>;

/**
 * POST /admin/payout-requests/{id}/reveal: where to send the money, in full, for the admin who pays. The
 * performer's current details (they may have changed them since asking); every reveal is in the audit log.
 */
export const payoutDestination = z.object({
  payoutId: z.string(),
  method: payoutMethod,
  bank: z
    .object({
      accountHolderName: z.string(),
      bankName: z.string(),
      bankCountry: z.string(),
      accountNumber: z.string(),
      routingNumber: z.string(),
      swiftCode: z.string(),
    })
    .nullable(),
  paypalEmail: z.string().nullable(),
});
export type PayoutDestination = z.infer<typeof payoutDestination>;

/** GET /admin/payout-requests/export.csv: the requests to send money for (approved), or those paid, as a CSV. */
export const payoutExportStatuses = ['approved', 'paid'] as const;
export const payoutExportQuery = z
  .object({ status: z.enum(payoutExportStatuses, { error: () => `status must be one of ${payoutExportStatuses.join(', ')}` }).default('approved') })
  // Every download is audited: a query it does not understand is refused rather than logged as a download.
  .strict();
/** The most rows one export holds (oldest first); the rest follow once these are marked paid. */
export const PAYOUT_EXPORT_LIMIT = 2000;

export const pendingReview = z.object({ hasPending: z.boolean(), request: payoutRequestItem.optional() });
export type PendingReview = z.infer<typeof pendingReview>;

/** GET /admin/ledger/check: the books re-derived from the ledger. */
export const ledgerCheckResult = z.object({ ok: z.boolean(), transactions: z.number().int(), accounts: z.number().int(), problems: z.array(z.string()) });
