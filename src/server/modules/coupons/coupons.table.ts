import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id, timestamps } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/** A discount code (docs/business-rules.md "Wallet and purchases"): a percentage off, until it expires or runs out. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: citext('code').notNull(),
    /** 1-100. */
    percentage: integer('percentage').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('coupons_code_key').on(t.code)],
);

/** One use per user per coupon, enforced by the database. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: userRef('user_id', { cascade: false }),
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_uses_once_key').on(t.couponId, t.userId)],
);

export type CouponRow = typeof coupons.$inferSelect;
