// The only place coupon rows and their uses are read and written.
import { and, eq, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { couponSortKeys } from '@/contracts/payments';
import { orderOf, type SortColumns } from '../../db/order';
import type { Page } from '../../http/paging';
import { couponUses, coupons, type CouponRow } from './coupons.table';
import { firstOrNull, selectPage } from '../../db/select';

export type CouponSortKey = (typeof couponSortKeys)[number];
export type NewCoupon = Pick<CouponRow, 'code' | 'percentage' | 'expiresAt' | 'maxUses' | 'status'>;

const sortColumns: SortColumns<CouponSortKey> = { createdAt: coupons.createdAt, updatedAt: coupons.updatedAt, expiresAt: coupons.expiresAt, code: coupons.code };
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A Postgres error code (23505 unique, 23503 foreign key), looked for through Drizzle's wrapping. */
function hasCode(e: unknown, code: string): boolean {
  for (let err: unknown = e; err && typeof err === 'object'; err = (err as { cause?: unknown }).cause) {
    if ((err as { code?: string }).code === code) return true;
  }
  return false;
}
const isDuplicate = (e: unknown) => hasCode(e, '23505');

export function createCouponsRepo(db: DbOrTx) {
  return {
    async find(id: string): Promise<CouponRow | null> {
      return firstOrNull(db.select().from(coupons).where(eq(coupons.id, id)));
    },

    /** Codes compare without case (citext). */
    async findByCode(code: string): Promise<CouponRow | null> {
      return firstOrNull(db.select().from(coupons).where(eq(coupons.code, code)));
    },

    async hasUsed(couponId: string, userId: string): Promise<boolean> {
      const [row] = await db.select({ id: couponUses.id }).from(couponUses).where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId))).limit(1);
      return !!row;
    },

    /** Null when the code is taken. */
    async insert(values: NewCoupon): Promise<CouponRow | null> {
      try {
        const [row] = await db.insert(coupons).values(values).returning();
        return row;
      } catch (e) {
        if (isDuplicate(e)) return null;
        throw e;
      }
    },

    /** Null when there is no such coupon; 'duplicate' when the new code is taken. */
    async update(id: string, changes: Partial<NewCoupon>): Promise<CouponRow | null | 'duplicate'> {
      try {
        const [row] = await db.update(coupons).set(changes).where(eq(coupons.id, id)).returning();
        return row ?? null;
      } catch (e) {
        if (isDuplicate(e)) return 'duplicate';
        throw e;
      }
    },

    /** A coupon someone used stays: its uses point at it (the database refuses). */
    async remove(id: string): Promise<'removed' | 'missing' | 'used'> {
      try {
        const deleted = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
        return deleted.length > 0 ? 'removed' : 'missing';
      } catch (e) {
        if (hasCode(e, '23503')) return 'used';
        throw e;
      }
    },

    async list(filters: { q?: string; status?: CouponRow['status'] }, page: Page<CouponSortKey>): Promise<{ rows: CouponRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filters.q) conditions.push(ilike(coupons.code, `%${escapeLike(filters.q)}%`));
      if (filters.status) conditions.push(eq(coupons.status, filters.status));
      const where = conditions.length ? and(...conditions) : undefined;
      return selectPage(db, db.select().from(coupons).where(where).$dynamic(), orderOf(page, sortColumns, coupons.id), page);
    },

    /**
     * Records `userId`'s one use of the coupon and counts it, both conditionally: false (and nothing
     * written) when this user used it already or its uses ran out. Call inside the payment's transaction.
     */
    async recordUse(couponId: string, userId: string, paymentId: string): Promise<boolean> {
      const [use] = await db.insert(couponUses).values({ couponId, userId, paymentId }).onConflictDoNothing().returning({ id: couponUses.id });
      if (!use) return false;
      const [counted] = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, couponId), lt(coupons.usedCount, coupons.maxUses)))
        .returning({ id: coupons.id });
      if (counted) return true;
      await db.delete(couponUses).where(eq(couponUses.id, use.id));
      return false;
    },
  };
}
export type CouponsRepo = ReturnType<typeof createCouponsRepo>;
