// Wallet top-ups through the payment gateway, the sandbox and Stripe checkouts, coupons, the fan's own payments, saved cards and Connect
// (docs/business-rules.md "Payment gateways", "Wallet and purchases").
import type { List } from '@/contracts/common';
import type {
  AddCardBody,
  ConnectAccountResult,
  CouponResult,
  PaymentDetail,
  PaymentState,
  PaymentTransactionItem,
  SandboxConfirmBody,
  SavedCard,
  SetupIntentResult,
  TopUpBody,
  TopUpResult,
  TransactionSearchQuery,
} from '@/contracts/payments';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

export const paymentService = {
  /** `key` makes a retried click open one payment, not two. */
  topUp: (body: TopUpBody, key: string) => request<TopUpResult>('/payment/wallet/top-up', { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } }),
  confirmSandbox: (body: SandboxConfirmBody) => request<PaymentState>('/payment/sandbox/confirm', { method: 'POST', body }),
  transactions: (query: Partial<TransactionSearchQuery> | Record<string, string> = {}) =>
    request<List<PaymentTransactionItem>>('/payment/transactions/user/search', { query }),
  applyCoupon: (code: string) => request<CouponResult>(`/coupons/${encodeURIComponent(code)}/apply-coupon`, { method: 'POST' }),
  /** One of the fan's own payments, with Stripe's client secret while it can be paid. */
  detail: (paymentId: string) => request<PaymentDetail>(`/payment/${encodeURIComponent(paymentId)}`),
  cards: () => request<List<SavedCard>>('/payment-cards'),
  addCard: (body: AddCardBody) => request<SavedCard>('/stripe/cards', { method: 'POST', body }),
  removeCard: (id: string) => request<{ deleted: true }>(`/payment-cards/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** A SetupIntent's client secret, for Stripe.js to confirm a new card with. */
  cardSetup: () => request<SetupIntentResult>('/stripe/setup-intents', { method: 'POST' }),
  /** The performer's Stripe Connect onboarding link. */
  connectStripe: () => request<ConnectAccountResult>('/stripe/accounts', { method: 'POST' }),
};
