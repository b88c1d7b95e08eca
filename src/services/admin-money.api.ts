// The admin's money desks: the payout queue and its decisions, every order with refunds, coupons, the
// ledger check and a performer's commission override. Amounts arrive in currency units.
import type { z } from 'zod';
import type { List, PagingQuery } from '@/contracts/common';
import type { AdminOrderSearchQuery, Order } from '@/contracts/orders';
import type { AdminCoupon, AdminCouponQuery, CouponBody, CouponUpdateBody } from '@/contracts/payments';
import type { AdminPayoutQuery, ledgerCheckResult, PayoutDestination, PayoutRequestItem, PayoutStatus } from '@/contracts/payouts';
import type { AdminPerformer } from '@/contracts/performers';
import { fetchText, request } from '@/lib/request';

export type PayoutDecision = 'approve' | 'paid' | 'reject';
export type LedgerCheck = z.infer<typeof ledgerCheckResult>;

/** The decisions the payout state machine allows from each status (docs/business-rules.md "Earnings and payouts"). */
export const payoutDecisionsFrom: Record<PayoutStatus, PayoutDecision[]> = {
  pending: ['approve', 'reject'],
  approved: ['paid', 'reject'],
  paid: [],
  rejected: [],
};

function errorBodyOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return new Error('Could not download the payouts, please try again later');
  }
}

const payoutPath = (id: string, decision: PayoutDecision) => `/admin/payout-requests/${encodeURIComponent(id)}/${decision}`;
const couponPath = (id: string) => `/admin/coupons/${encodeURIComponent(id)}`;

export const adminMoneyService = {
  payouts: (query: AdminPayoutQuery | Record<string, string> = {}) => request<List<PayoutRequestItem>>('/admin/payout-requests', { query }),
  /** Approve takes an optional note; reject needs one, which the performer is emailed. */
  decidePayout: (id: string, decision: Exclude<PayoutDecision, 'paid'>, adminNote?: string) =>
    request<PayoutRequestItem>(payoutPath(id, decision), { method: 'POST', body: adminNote ? { adminNote } : {} }),
  /** Once the money is sent: the bank's or PayPal's reference, which the performer sees. */
  markPayoutPaid: (id: string, reference: string) => request<PayoutRequestItem>(payoutPath(id, 'paid'), { method: 'POST', body: { reference } }),
  /** Where the money goes, in full; each call is in the audit log. */
  revealPayout: (id: string) => request<PayoutDestination>(`/admin/payout-requests/${encodeURIComponent(id)}/reveal`, { method: 'POST' }),
  /** The approved requests with their destinations, as the CSV text for the bank (also in the audit log). */
  async payoutsCsv(): Promise<string> {
    const res = await fetchText('/admin/payout-requests/export.csv?status=approved');
    if (res.status === 200) return res.text;
    // A refusal is the API's JSON error ({ message }): thrown as is, for the page's notice.
    throw errorBodyOf(res.text);
  },

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
