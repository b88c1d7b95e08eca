// Wallet top-ups through the payment gateway, the sandbox checkout, coupons and the fan's own payments
// (spec §7 "Payments"; RULES.md "Payment gateways", "Wallet and purchases").
import type { List } from '@/contracts/common';
import type { CouponResult, PaymentState, PaymentTransactionItem, SandboxConfirmBody, TopUpBody, TopUpResult, TransactionSearchQuery } from '@/contracts/payments';
import { IDEMPOTENCY_HEADER } from '@/contracts/wallet';
import { request } from '@/lib/request';

export const paymentService = {
  /** `key` makes a retried click open one payment, not two. */
  topUp: (body: TopUpBody, key: string) => request<TopUpResult>('/payment/wallet/top-up', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  confirmSandbox: (body: SandboxConfirmBody) => request<PaymentState>('/payment/sandbox/confirm', { method: 'POST', body }),
  transactions: (query: Partial<TransactionSearchQuery> | Record<string, string> = {}) =>
    request<List<PaymentTransactionItem>>('/payment/transactions/user/search', { query }),
  applyCoupon: (code: string) => request<CouponResult>(`/coupons/${encodeURIComponent(code)}/apply-coupon`, { method: 'POST' }),
};
