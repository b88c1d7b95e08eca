// The admin's money desks: the payout queue and its decisions, every order with refunds, coupons, the
// ledger check and a performer's commission override. Amounts arrive in currency units.
import type { z } from 'zod';
import type { List, PagingQuery } from '@/contracts/common';
import type { AdminOrderSearchQuery, Order } from '@/contracts/orders';
import type { AdminCoupon, AdminCouponQuery, CouponBody, CouponUpdateBody } from '@/contracts/payments';
import type { AdminPayoutQuery, ledgerCheckResult, PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import type { AdminPerformer } from '@/contracts/performers';
import { request } from '@/lib/request';

export type PayoutDecision = 'approve' | 'paid' | 'reject';
export type LedgerCheck = z.infer<typeof ledgerCheckResult>;

/** The decisions the payout state machine allows from each status (docs/business-rules.md "Earnings and payouts"). */
export const payoutDecisionsFrom: Record<PayoutStatus, PayoutDecision[]> = {
  pending: ['approve', 'reject'],
  approved: ['paid', 'reject'],
  paid: [],
  rejected: [],
};

const payoutPath = (id: string, decision: PayoutDecision) => `/admin/payout-requests/${encodeURIComponent(id)}/${decision}`;
const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

export const adminMoneyService = {
  payouts: (query: AdminPayoutQuery | Record<string, string> = {}) => request<List<PayoutRequestItem>>('/admin/payout-requests', { query }),
  /** Approve and mark paid take an optional note; reject needs one, which the performer is emailed. */
  decidePayout: (id: string, decision: PayoutDecision, adminNote?: string) =>
    request<PayoutRequestItem>(payoutPath(id, decision), { method: 'POST', body: adminNote ? { adminNote } : {} }),

  orders: (query: AdminOrderSearchQuery | Record<string, string> = {}) => request<List<Order>>('/admin/orders/search', { query }),
  refundOrder: (id: string) => request<Order>(`/admin/orders/${encodeURIComponent(id)}/refund`, { method: 'POST' }),

  coupons: (query: AdminCouponQuery | PagingQuery | Record<string, string> = {}) => request<List<AdminCoupon>>('/admin/coupons', { query }),
  createCoupon: (body: CouponBody) => request<AdminCoupon>('/admin/coupons', { method: 'POST', body }),
  updateCoupon: (id: string, body: CouponUpdateBody) => request<AdminCoupon>(couponPath(id), { method: 'PUT', body }),
  deleteCoupon: (id: string) => request<{ deleted: true }>(couponPath(id), { method: 'DELETE' }),

  checkLedger: () => request<LedgerCheck>('/admin/ledger/check'),

  /** Percent with at most two decimals, or null to follow the site's performerCommission again. */
  setCommission: (performerId: string, commissionPercentage: number | null) =>
    request<AdminPerformer>(`/admin/performers/${encodeURIComponent(performerId)}/commission`, { method: 'PUT', body: { commissionPercentage } }),
};
