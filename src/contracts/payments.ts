// Gateway payments, wallet top-ups and coupons (docs/business-rules.md "Payment gateways", "Wallet and
// purchases"). Amounts travel in currency units with at most two decimals; the server keeps minor units.
import { z } from 'zod';
import { withAtMostTwoDecimals } from '../lib/money';
import { pagedQuery, sortableBy } from './common';
import { COUPON_CODE_ALPHABET, GENERATED_COUPON_CHARACTERS, generateCouponCode } from './list-values';

/** A money amount someone sends: a positive number of currency units, cents at most. */
export const moneyAmount = (label: string) =>
  withAtMostTwoDecimals(
    z.number(`${label} must be a number, like 10 or 9.95`).positive(`${label} must be more than 0`).max(1_000_000, `${label} is too large`),
    `${label} can have at most two decimals`,
  );

export const couponCode = z
  .string()
  .trim()
  .min(1, 'Enter a coupon code')
  .max(40, 'Coupon codes are at most 40 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'Coupon codes are letters, digits and dashes');

/** POST /payment/wallet/top-up */
export const topUpBody = z.object({ amount: moneyAmount('Amount'), couponCode: couponCode.optional() }).strict();
export type TopUpBody = z.infer<typeof topUpBody>;

/**
 * `expired`: a checkout not completed within its time limit (docs/money.md, "Expired checkouts"); nothing was
 * charged, and a payment the gateway still reports later succeeds after all. `refunded`: the gateway gave the
 * payment back, in full or in part (docs/money.md, "Card refunds"); the history says how much.
 */
export const paymentStatus = z.enum(['pending', 'succeeded', 'failed', 'cancelled', 'expired', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatus>;

/**
 * The answer to a top-up: pay `amount` at `checkoutUrl`; the wallet gets `credit` once the gateway confirms.
 * A coupon covering everything needs no checkout: the status is then already succeeded.
 */
export const topUpResult = z.object({
  paymentId: z.string(),
  checkoutUrl: z.string(),
  amount: z.number(),
  credit: z.number(),
  discount: z.number(),
  status: paymentStatus,
  testMode: z.boolean(),
});
export type TopUpResult = z.infer<typeof topUpResult>;

/** POST /payment/sandbox/confirm: what the sandbox checkout page posts. */
export const sandboxConfirmBody = z
  .object({
    paymentId: z.uuid('paymentId must be the id of the payment'),
    cardNumber: z.string().trim().min(1, 'Enter a card number').max(30, 'Card numbers are at most 19 digits'),
    expiry: z.string().trim().max(10).optional(),
    cvc: z.string().trim().max(4).optional(),
    holderName: z.string().trim().max(100).optional(),
  })
  .strict();
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;

/** Where a payment stands; the sandbox answers it after every confirmation (a replay answers it unchanged). */
export const paymentState = z.object({
  paymentId: z.string(),
  status: paymentStatus,
  amount: z.number(),
  credit: z.number(),
  /** The wallet balance now, once this payment has succeeded; null while pending or after a failure. */
  balance: z.number().nullable(),
  testMode: z.literal(true),
});
export type PaymentState = z.infer<typeof paymentState>;

/** GET /payment/transactions/user/search */
export const transactionSortKeys = sortableBy(['amount']);
export const transactionSearchQuery = pagedQuery(transactionSortKeys).extend({
  type: z.enum(['top-up', 'subscription']).optional(),
  status: paymentStatus.optional(),
});
export type TransactionSearchQuery = z.infer<typeof transactionSearchQuery>;

/** What a payment paid for: a wallet top-up, the first period of a subscription, or a renewal of one. */
export const paymentPurpose = z.enum(['top-up', 'subscription', 'renewal']);
export type PaymentPurpose = z.infer<typeof paymentPurpose>;

export const paymentTransactionItem = z.object({
  _id: z.string(),
  type: z.enum(['top-up', 'subscription']),
  purpose: paymentPurpose,
  /** The subscription's period, for subscriptions and renewals. */
  subscriptionType: z.enum(['monthly', 'yearly']).nullable(),
  /** Who was paid (the performer subscribed to); null for top-ups, or when the account is gone. */
  performer: z.object({ _id: z.string(), name: z.string().nullable(), username: z.string().nullable() }).nullable(),
  gateway: z.enum(['sandbox', 'stripe']),
  status: paymentStatus,
  /** What was charged, after a coupon. */
  amount: z.number(),
  /** What the wallet received (top-ups) or the subscription price. */
  credit: z.number(),
  /** On a refunded payment: how much of `amount` the gateway has given back so far (all of it when refunded in full). */
  refundedAmount: z.number().optional(),
  couponCode: z.string().nullable(),
  testMode: z.boolean(),
  /** While pending: when the checkout expires if not completed. */
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentTransactionItem = z.infer<typeof paymentTransactionItem>;

/**
 * Generated coupon codes: 12 characters from 32 that cannot be mistaken for one another (no 0/O, 1/I), so
 * 60 bits: guessing one at the rate limit's pace would take far longer than any coupon lives. Shown in
 * groups of four, like ABCD-EFGH-JKLM; the dashes are part of the code.
 */
export { COUPON_CODE_ALPHABET, GENERATED_COUPON_CHARACTERS, generateCouponCode };

/** POST /coupons/{code}/apply-coupon */
export const couponParams = z.object({ code: couponCode });
export const couponResult = z.object({ code: z.string(), percentage: z.number().int() });
export type CouponResult = z.infer<typeof couponResult>;

const futureDate = z.iso
  .datetime({ offset: true, message: 'expiresAt must be a date and time, like 2030-01-31T23:59:00Z' })
  .refine((v) => Date.parse(v) > Date.now(), 'expiresAt must be in the future');

const couponFields = z.object({
  code: couponCode,
  percentage: z.number('percentage must be a number').int('percentage must be a whole number').min(1, 'percentage is 1 to 100').max(100, 'percentage is 1 to 100'),
  expiresAt: futureDate,
  maxUses: z.number('maxUses must be a number').int('maxUses must be a whole number').min(1, 'maxUses must be at least 1').max(1_000_000),
  status: z.enum(['active', 'inactive']),
});
/** A blank code counts as none, so a form's empty field and a body without the field mean the same. */
const codeOrGenerated = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), couponCode.optional()).optional();
/** POST /admin/coupons. Without a code (or with a blank one) the server generates one (generateCouponCode). */
export const couponBody = couponFields.extend({ code: codeOrGenerated, status: couponFields.shape.status.default('active') }).strict();
export type CouponBody = z.infer<typeof couponBody>;
/** PUT /admin/coupons/{id}: any of the fields. */
export const couponUpdateBody = couponFields.partial().strict();
export type CouponUpdateBody = z.infer<typeof couponUpdateBody>;

export const couponSortKeys = sortableBy(['code', 'expiresAt']);
export const adminCouponQuery = pagedQuery(couponSortKeys).extend({
  q: z.string().trim().max(40).optional(),
  status: z.enum(['active', 'inactive']).optional(),
});
export type AdminCouponQuery = z.infer<typeof adminCouponQuery>;

export const adminCoupon = z.object({
  _id: z.string(),
  code: z.string(),
  percentage: z.number().int(),
  expiresAt: z.string(),
  maxUses: z.number().int(),
  usedCount: z.number().int(),
  status: z.enum(['active', 'inactive']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const couponDeleted = z.object({ deleted: z.literal(true) });

/** GET /payment/{id}: one of the fan's own payments, for its checkout page. */
export const paymentIdParams = z.object({ id: z.uuid('id must be the id of a payment') });
export const paymentDetail = z.object({
  paymentId: z.string(),
  type: z.enum(['top-up', 'subscription']),
  gateway: z.enum(['sandbox', 'stripe']),
  status: paymentStatus,
  amount: z.number(),
  credit: z.number(),
  testMode: z.boolean(),
  /** Stripe's PaymentIntent client secret while the payment is pending and Stripe is set up; null otherwise. */
  clientSecret: z.string().nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetail>;

/** A card Stripe keeps for the fan: never the number, only what identifies it to its owner. */
export const savedCard = z.object({
  _id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

/** POST /{gateway}/cards: a payment method made by Stripe.js (directly or through a SetupIntent). */
export const cardGatewayParams = z.object({ gateway: z.enum(['stripe', 'sandbox'], { error: () => 'gateway must be stripe or sandbox' }) });
export const addCardBody = z
  .object({
    paymentMethodId: z.string().trim().regex(/^pm_[A-Za-z0-9_]+$/, 'paymentMethodId must be the id of a Stripe payment method (pm_...)').max(255),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddCardBody = z.infer<typeof addCardBody>;
export const cardIdParams = z.object({ id: z.string().trim().regex(/^pm_[A-Za-z0-9_]+$/, 'id must be the id of one of your cards').max(255) });
export const cardRemoved = z.object({ deleted: z.literal(true) });

/** POST /stripe/setup-intents: the client secret Stripe.js confirms a new card with. */
export const setupIntentResult = z.object({ clientSecret: z.string() });
export type SetupIntentResult = z.infer<typeof setupIntentResult>;

/** POST /stripe/accounts: where the performer goes to set up payouts with Stripe Connect. */
export const connectAccountResult = z.object({ accountId: z.string(), status: z.enum(['onboarding', 'active']), url: z.string() });
export type ConnectAccountResult = z.infer<typeof connectAccountResult>;
