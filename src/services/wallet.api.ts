// Spending the wallet: buying a post, video or gallery, tipping a performer, and the fan's own charges.
// Every money-moving call carries the Idempotency-Key of the user's action.
import type { List } from '@/contracts/common';
import type { ChargeKind, ChargeResult, TipBody, WalletChargeItem, WalletChargesQuery } from '@/contracts/wallet';
import { IDEMPOTENCY_HEADER } from '@/contracts/shell-values';
import { request } from '@/lib/request';

export const walletService = {
  charge: (kind: ChargeKind, itemId: string, key: string) =>
    request<ChargeResult>(`/wallet/charges/${kind}/${encodeURIComponent(itemId)}`, { method: 'POST', headers: { [IDEMPOTENCY_HEADER]: key } }),
  /** `from`: the live session (or conversation) the tip is sent in, when it is sent in one, and the fan's note. */
  tip: (performerId: string, amount: number, key: string, from: Pick<TipBody, 'streamId' | 'conversationId' | 'message'> = {}) =>
    request<ChargeResult>(`/wallet/charges/tip/${encodeURIComponent(performerId)}`, {
      method: 'POST',
      body: { amount, ...from },
      headers: { [IDEMPOTENCY_HEADER]: key },
    }),
  charges: (query: Partial<WalletChargesQuery> | Record<string, string> = {}) => request<List<WalletChargeItem>>('/wallet/charges/search', { query }),
};
