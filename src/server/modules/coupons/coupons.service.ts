// Coupons (docs/business-rules.md "Wallet and purchases"): a percentage off the amount charged, until the coupon expires
// or runs out of uses, once per user. Admins manage them; fans check a code before paying.
import { couponSortKeys, generateCouponCode, type AdminCoupon, type AdminCouponQuery, type CouponBody, type CouponResult, type CouponUpdateBody } from '@/contracts/payments';
import type { List } from '@/contracts/common';
import type { DbOrTx } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import { createCouponsRepo, type CouponsRepo } from './coupons.repo';
import type { CouponRow } from './coupons.table';

const NO_SUCH_COUPON = 'This coupon does not exist. Check the code and try again.';

export function presentCoupon(row: CouponRow): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    percentage: row.percentage,
    expiresAt: row.expiresAt.toISOString(),
    maxUses: row.maxUses,
    usedCount: row.usedCount,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createCouponsService(deps: { repo: CouponsRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The coupon `userId` may use now, or the reason they may not, as a 4xx. */
    async usable(userId: string, code: string): Promise<CouponRow> {
      const coupon = await repo.findByCode(code);
      if (!coupon) throw notFound(NO_SUCH_COUPON);
      if (coupon.status !== 'active') throw unprocessable('This coupon is not active.');
      if (coupon.expiresAt <= now()) throw unprocessable('This coupon has expired.');
      if (coupon.usedCount >= coupon.maxUses) throw unprocessable('This coupon has been used up.');
      if (await repo.hasUsed(coupon.id, userId)) throw unprocessable('You have already used this coupon.');
      return coupon;
    },

    async apply(userId: string, code: string): Promise<CouponResult> {
      const coupon = await this.usable(userId, code);
      return { code: coupon.code, percentage: coupon.percentage };
    },

    /**
     * Records the use in the payment's own transaction. False when it cannot be recorded any more (the user
     * used it on another payment meanwhile, or its uses ran out): the caller then pays no discount.
     */
    recordUse(tx: DbOrTx, couponId: string, userId: string, paymentId: string): Promise<boolean> {
      return createCouponsRepo(tx).recordUse(couponId, userId, paymentId);
    },

    /** Without a code, one that cannot be guessed is generated (a repeat of a 60-bit code is only retried). */
    async create(body: CouponBody): Promise<AdminCoupon> {
      const values = { ...body, expiresAt: new Date(body.expiresAt) };
      if (body.code) {
        const row = await repo.insert({ ...values, code: body.code });
        if (!row) throw conflict(`A coupon with the code ${body.code} already exists. Choose another code.`);
        return presentCoupon(row);
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await repo.insert({ ...values, code: generateCouponCode() });
        if (row) return presentCoupon(row);
      }
      throw conflict('We could not generate a code that is not in use yet. Please try again, or type a code.');
    },

    async list(query: AdminCouponQuery): Promise<List<AdminCoupon>> {
      const { rows, total } = await repo.list({ q: query.q, status: query.status }, toPage(query, couponSortKeys, 'createdAt'));
      return { data: rows.map(presentCoupon), total };
    },

    async get(id: string): Promise<AdminCoupon> {
      const row = await repo.find(id);
      if (!row) throw notFound(NO_SUCH_COUPON);
      return presentCoupon(row);
    },

    async update(id: string, body: CouponUpdateBody): Promise<AdminCoupon> {
      const { expiresAt, ...rest } = body;
      if (Object.keys(body).length === 0) return this.get(id);
      const row = await repo.update(id, { ...rest, ...(expiresAt ? { expiresAt: new Date(expiresAt) } : {}) });
      if (row === 'duplicate') throw conflict(`A coupon with the code ${body.code} already exists. Choose another code.`);
      if (!row) throw notFound(NO_SUCH_COUPON);
      return presentCoupon(row);
    },

    async remove(id: string): Promise<{ deleted: true }> {
      const result = await repo.remove(id);
      if (result === 'missing') throw notFound(NO_SUCH_COUPON);
      if (result === 'used') throw conflict('This coupon has been used, so it stays on record. Set it inactive instead.');
      return { deleted: true };
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
