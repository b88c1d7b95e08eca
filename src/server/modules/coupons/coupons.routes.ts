// POST /coupons/{code}/apply-coupon for fans; coupon management for admins.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, idParams, listOf } from '@/contracts/common';
import { adminCoupon, adminCouponQuery, type AdminCoupon, couponBody, couponDeleted, couponParams, couponResult, couponUpdateBody } from '@/contracts/payments';
import { currentUser } from '../../http/auth-guard';
import { ok } from '../../http/envelope';
import { audit } from '../audit/audit-recorder';
import { accountAndIpLimit, type AccountLimitSpec } from '../../http/rate-limit';
import type { CouponsService } from './coupons.service';

/**
 * Coupon codes tried per account (and per address) in ten minutes, checked here or on a top-up: a person
 * types a few, someone guessing codes is stopped long before a 60-bit code could be found.
 */
export const COUPON_GUESS_LIMIT: AccountLimitSpec = {
  name: 'coupon-code',
  perAccount: 10,
  perIp: 30,
  timeWindow: '10 minutes',
  tooMany: 'You have tried many coupon codes in a short while.',
};

/** What the audit log keeps of a coupon: the fields an admin sets. */
const couponFields = ({ code, percentage, expiresAt, maxUses, status }: AdminCoupon) => ({ code, percentage, expiresAt, maxUses, status });

export function couponsRoutes(deps: { coupons: CouponsService }): FastifyPluginAsyncZod {
  const { coupons } = deps;
  return async (app) => {
    app.post(
      '/coupons/:code/apply-coupon',
      {
        config: { auth: 'user' },
        preHandler: accountAndIpLimit(app, COUPON_GUESS_LIMIT),
        schema: { params: couponParams, response: { 200: envelope(couponResult) } },
      },
      async (req) => ok(await coupons.apply(currentUser(req).id, req.params.code)),
    );

    app.post('/admin/coupons', { config: { auth: 'admin' }, schema: { body: couponBody, response: { 200: envelope(adminCoupon) } } }, async (req) => {
      const created = await coupons.create(req.body);
      audit(req, { action: 'coupon.create', targetType: 'coupon', targetId: created._id, summary: `Created coupon ${created.code} (${created.percentage}% off)`, after: couponFields(created) });
      return ok(created);
    });

    app.get(
      '/admin/coupons',
      { config: { auth: 'admin' }, schema: { querystring: adminCouponQuery, response: { 200: envelope(listOf(adminCoupon)) } } },
      async (req) => ok(await coupons.list(req.query)),
    );

    app.get('/admin/coupons/:id', { config: { auth: 'admin' }, schema: { params: idParams, response: { 200: envelope(adminCoupon) } } }, async (req) =>
      ok(await coupons.get(req.params.id)),
    );

    app.put(
      '/admin/coupons/:id',
      { config: { auth: 'admin' }, schema: { params: idParams, body: couponUpdateBody, response: { 200: envelope(adminCoupon) } } },
      async (req) => {
        const before = await coupons.get(req.params.id);
        const updated = await coupons.update(req.params.id, req.body);
        audit(req, { action: 'coupon.update', targetType: 'coupon', summary: `Changed coupon ${updated.code}`, before: couponFields(before), after: couponFields(updated) });
        return ok(updated);
      },
    );

    app.delete('/admin/coupons/:id', { config: { auth: 'admin' }, schema: { params: idParams, response: { 200: envelope(couponDeleted) } } }, async (req) => {
      const before = await coupons.get(req.params.id);
      const removed = await coupons.remove(req.params.id);
      audit(req, { action: 'coupon.delete', targetType: 'coupon', summary: `Deleted coupon ${before.code}`, before: couponFields(before), after: null });
      return ok(removed);
    });
  };
}
