// Subscriptions (docs/business-rules.md "Subscriptions"). Amounts are currency units.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { feedAuthor } from './feeds';
import { paymentStatus } from './payments';

export const subscriptionTypes = ['monthly', 'yearly', 'free'] as const;
export const subscriptionType = z.enum(subscriptionTypes, { error: () => 'type must be monthly, yearly or free' });
export type SubscriptionType = z.infer<typeof subscriptionType>;

/** POST /payment/subscribe/performers */
export const subscribeBody = z
  .object({
    performerId: z.uuid('performerId must be the id of a performer'),
    type: subscriptionType,
    /** card (the default): through the gateway's checkout; wallet: paid at once from the wallet (not for a free trial). */
    paymentMethod: z.enum(['card', 'wallet'], { error: () => 'paymentMethod must be card or wallet' }).optional(),
  })
  .strict();
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** POST /payment/{gateway}/cancel-subscription/{id} */
export const cancelSubscriptionParams = z.object({
  gateway: z.enum(['sandbox', 'stripe'], { error: () => 'gateway must be sandbox or stripe' }),
  id: z.uuid('id must be the id of a subscription'),
});

/** Who is on either side of a subscription: the same public card content shows for its author. */
export const subscriptionPerson = feedAuthor;

export const subscriptionItem = z.object({
  _id: z.string(),
  performerId: z.string(),
  userId: z.string(),
  performer: subscriptionPerson,
  user: subscriptionPerson,
  subscriptionType,
  /** The price of the current period (0 for a free trial). */
  price: z.number(),
  /** 'cancelled' once the fan stopped renewal; access still lasts until expiredAt. */
  status: z.enum(['active', 'cancelled']),
  /** Access is granted while expiredAt is in the future. */
  isActive: z.boolean(),
  startedAt: z.string(),
  expiredAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** The gateway the latest paid period went through (cancel with it); null when nothing was paid (a free trial). */
  gateway: z.enum(['sandbox', 'stripe']).nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriptionItem = z.infer<typeof subscriptionItem>;

/**
 * The answer to a subscribe: pay `amount` at `checkoutUrl`; the subscription starts once the gateway confirms.
 * A free trial or a period paid from the wallet needs no checkout: it is active at once and comes back as `subscription`.
 */
export const subscribeResult = z.object({
  paymentId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  amount: z.number(),
  status: paymentStatus,
  testMode: z.boolean(),
  subscription: subscriptionItem.nullable(),
});
export type SubscribeResult = z.infer<typeof subscribeResult>;

/** GET /subscriptions/user/search and /subscriptions/performer/search */
export const subscriptionSortKeys = sortableBy(['startedAt', 'expiredAt']);
export const subscriptionSearchQuery = pagedQuery(subscriptionSortKeys).extend({
  /** active: access now (expiredAt in the future); expired: no longer. */
  status: z.enum(['active', 'expired'], { error: () => 'status must be active or expired' }).optional(),
  subscriptionType: subscriptionType.optional(),
  /** On the fan's list: one performer only (does the fan subscribe to them?). */
  performerId: z.uuid('performerId must be a valid id').optional(),
});
export type SubscriptionSearchQuery = z.infer<typeof subscriptionSearchQuery>;
