// Names of ledger accounts. One place decides how an account is addressed, so the whole codebase agrees
// on which account a fan's wallet or a performer's earnings is.
import type { LedgerAccountRow } from './ledger.table';

export type LedgerAccountKind = LedgerAccountRow['kind'];

export type AccountRef =
  | { kind: 'wallet' | 'earnings' | 'payout-reserved'; ownerId: string }
  | { kind: 'platform'; name: 'commission' | 'refund-losses' }
  | { kind: 'outside'; name: string };

export const walletOf = (userId: string): AccountRef => ({ kind: 'wallet', ownerId: userId });
export const earningsOf = (performerId: string): AccountRef => ({ kind: 'earnings', ownerId: performerId });
export const payoutReserveOf = (performerId: string): AccountRef => ({ kind: 'payout-reserved', ownerId: performerId });
export const PLATFORM_COMMISSION: AccountRef = { kind: 'platform', name: 'commission' };
/** What a gateway refunded that no wallet or earnings could give back any more: the platform bears it (docs/money.md). */
export const PLATFORM_REFUND_LOSSES: AccountRef = { kind: 'platform', name: 'refund-losses' };
/** Money coming in from, or going out to, the world through a gateway (or a bank for payouts). */
export const outside = (name: string): AccountRef => ({ kind: 'outside', name });

export function codeOf(ref: AccountRef): string {
  return 'ownerId' in ref ? `${ref.kind}:${ref.ownerId}` : `${ref.kind}:${ref.name}`;
}

export const ownerOf = (ref: AccountRef): string | null => ('ownerId' in ref ? ref.ownerId : null);

/**
 * Accounts whose balance is money someone may spend or withdraw: a debit may never take them below zero.
 * The platform's and the outside world's accounts are bookkeeping and may go negative.
 */
export const mustStayFunded = (kind: LedgerAccountKind): boolean => kind === 'wallet' || kind === 'earnings' || kind === 'payout-reserved';

/**
 * Accounts whose balance is cached on their row. The platform's and the outside world's accounts are shared
 * by every sale on the site and are never checked before a debit, so they keep no cache: updating one row
 * in every purchase would make all purchases on the site wait on each other. Their balance is the sum of
 * their entries (balanceOf in ledger.service.ts).
 */
export const keepsCachedBalance = (kind: LedgerAccountKind): boolean => kind !== 'platform' && kind !== 'outside';
