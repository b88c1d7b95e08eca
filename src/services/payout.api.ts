// The performer's payout requests (docs/business-rules.md "Earnings and payouts"). Creating a request
// reserves money, so it carries the Idempotency-Key of the performer's action.
import type { List } from '@/contracts/common';
import type { PayoutCalculation, PayoutRequestBody, PayoutRequestItem, PayoutUpdateBody, PendingReview } from '@/contracts/payouts';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

const one = (id: string) => `/payout-requests/${encodeURIComponent(id)}`;

export const payoutService = {
  /** What may be asked for now: available, reserved, the minimum and the totals. */
  calculate: () => request<PayoutCalculation>('/payout-requests/calculate', { method: 'POST' }),
  search: (query: Record<string, string> = {}) => request<List<PayoutRequestItem>>('/payout-requests/search', { query }),
  pendingReview: () => request<PendingReview>('/payout-requests/check/pending-review'),
  create: (body: PayoutRequestBody, key: string) =>
    request<PayoutRequestItem>('/payout-requests', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  /** Only while pending: the amount, method or note. */
  update: (id: string, body: PayoutUpdateBody) => request<PayoutRequestItem>(one(id), { method: 'PUT', body }),
  /** Withdraws a pending request and releases its money. */
  cancel: (id: string) => request<PayoutRequestItem>(one(id), { method: 'DELETE' }),
  view: (id: string) => request<PayoutRequestItem>(`${one(id)}/view`),
};
