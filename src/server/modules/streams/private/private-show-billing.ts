// Charging one minute of a private show, inside the caller's transaction: the conditional debit of the
// fan's wallet through the ledger (keyed by the show and the minute, so the ledger itself refuses a minute
// twice), the performer's earning (type 'stream') with the site's commission, the minute's row (unique per
// show and minute) and the show's billing state. Like every wallet charge, the wallet spends its test money
// first and the test part is shared out at the sale's own commission (docs/money.md "Test money").
import type { Tx } from '../../../db/client';
import { createEarningsRepo } from '../../earnings/earnings.repo';
import { PLATFORM_COMMISSION, codeOf, earningsOf, walletOf } from '../../ledger/ledger-accounts';
import { postToLedger, type LedgerLine } from '../../ledger/ledger.service';
import { split, type Commission } from '../../wallet-charges/commission';
import type { StreamSessionRow } from '../streams.table';
import { createPrivateShowsRepo } from './private-shows.repo';
import type { PrivateShowRow } from './private-shows.table';

/** The ledger key of a show's minute: one transaction per show and minute, ever. */
export const minuteKey = (streamId: string, minute: number) => `private-show:${streamId}:${minute}`;

export interface MinuteCharged {
  minute: number;
  /** Minor units. */
  amount: number;
  transactionId: string;
  /** The fan's wallet after the debit, minor units. */
  balance: number;
  show: PrivateShowRow;
}

/**
 * Charges `minute` of the show. Throws InsufficientFunds when the wallet cannot pay it: the caller rolls back
 * to before the call (a savepoint) and ends the show. The caller holds the show's row (claim) or has just
 * made it, so `minute` is the show's next unpaid minute.
 */
export async function chargeMinute(tx: Tx, commission: Pick<Commission, 'commissionFor'>, session: StreamSessionRow, minute: number, at: Date): Promise<MinuteCharged> {
  const price = session.pricePerMinute;
  const fanId = session.fanId;
  if (session.type !== 'private' || price === null || fanId === null) throw new Error(`Session ${session.id} is not a private show with a price.`);
  const basisPoints = await commission.commissionFor(session.performerId, tx);
  const { platformShare, net } = split(price, basisPoints);
  const wallet = walletOf(fanId);
  const earnings = earningsOf(session.performerId);
  const lines: LedgerLine[] = [
    { account: wallet, amount: -price, test: 'test-first' as const },
    { account: earnings, amount: net, test: (spent: number) => split(spent, basisPoints).net },
    { account: PLATFORM_COMMISSION, amount: platformShare, test: (spent: number) => split(spent, basisPoints).platformShare },
  ].filter((l) => l.amount !== 0);
  const key = minuteKey(session.id, minute);
  const posted = await postToLedger(tx, { kind: 'purchase', lines, idempotencyKey: key, reference: key });
  // The show's row is held and says this minute is unpaid, and the key is written with it: a key already
  // there means the two disagree, which no code path writes.
  if (posted.replayed) throw new Error(`Minute ${minute} of private show ${session.id} is in the ledger but not in the show's billing.`);
  await createEarningsRepo(tx).insert({
    performerId: session.performerId,
    userId: fanId,
    sourceType: 'stream',
    sourceId: session.id,
    transactionId: posted.transactionId,
    gross: price,
    platformShare,
    net,
    testGross: -(posted.tests.get(codeOf(wallet)) ?? 0),
    testNet: posted.tests.get(codeOf(earnings)) ?? 0,
    commissionBasisPoints: basisPoints,
    createdAt: at,
  });
  const show = await createPrivateShowsRepo(tx).recordMinute(session.id, minute, price, posted.transactionId, at);
  if (!show) throw new Error(`Minute ${minute} of private show ${session.id} is not its next unpaid minute.`);
  return { minute, amount: price, transactionId: posted.transactionId, balance: posted.balances.get(codeOf(wallet))!, show };
}
