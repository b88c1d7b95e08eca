// The one read a clawback makes: an account's real money, with its row locked until the transaction ends.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { ledgerAccounts } from './ledger.table';

/** The account's balance less its test part (minor units), its row locked; 0 for an account never posted to. */
export async function lockRealMoney(tx: Tx, code: string): Promise<number> {
  const [row] = await tx
    .select({ real: sql<number>`${ledgerAccounts.balance} - ${ledgerAccounts.testBalance}`.mapWith(Number) })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code))
    .for('update');
  return row?.real ?? 0;
}
