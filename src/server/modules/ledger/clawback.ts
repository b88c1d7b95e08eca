// Taking money back that someone may already have spent (docs/money.md "Card refunds"): a gateway refund owes
// the world a fixed amount, but the wallet or earnings it came from holds what it holds now. The account's row
// is locked first, so what is read is what the posting's conditional debit then finds; the rest is the
// platform's loss. Only real money is taken: the money refunded was real, and test money must never stand in for it.
import type { Tx } from '../../db/client';
import { lockRealMoney } from './clawback.repo';
import { PLATFORM_REFUND_LOSSES, codeOf, type AccountRef } from './ledger-accounts';
import type { LedgerLine } from './ledger.service';

export interface Clawback {
  /** Minor units the account gives back now (at most what was owed and at most its real money). */
  taken: number;
  /** Minor units owed that it no longer holds: the platform's loss. */
  shortfall: number;
  /** The posting's lines for the two: a debit of the account and a debit of the platform's losses (zero lines left out). */
  lines: LedgerLine[];
}

/**
 * Up to `owed` minor units out of a wallet or earnings account, never below zero. Must run before any other
 * posting of the same transaction touches a cached account that sorts after it (the ledger locks accounts in
 * code order); the refunds touch this one cached account only.
 */
export async function clawBack(tx: Tx, account: AccountRef, owed: number): Promise<Clawback> {
  const taken = Math.max(0, Math.min(owed, await lockRealMoney(tx, codeOf(account))));
  const shortfall = owed - taken;
  const lines: LedgerLine[] = [
    // A fixed test part of 0 would let the debit reach into test money; 'real-first' takes real money and, with
    // `taken` within the real money read under the lock, draws no test money at all.
    { account, amount: -taken, test: 'real-first' },
    { account: PLATFORM_REFUND_LOSSES, amount: -shortfall },
  ];
  return { taken, shortfall, lines: lines.filter((l) => l.amount !== 0) };
}
