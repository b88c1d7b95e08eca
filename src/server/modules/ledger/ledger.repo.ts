// The ledger's statements, in the words postToLedger uses them. Each runs on the connection it is given:
// postToLedger passes its caller's transaction, so the conditional updates hold their row locks until that
// transaction ends, and the order in which it calls these is the order the rows are locked in.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.table';

export interface NewAccount {
  code: string;
  kind: (typeof ledgerAccounts.$inferInsert)['kind'];
  ownerId: string | null;
}

export function createLedgerRepo(db: DbOrTx) {
  return {
    /** The new transaction's id, or undefined when the idempotency key was already used (nothing written). */
    async insertTransactionUnlessKeyUsed(row: { kind: string; idempotencyKey: string | null; reference: string | null }): Promise<{ id: string } | undefined> {
      const [created] = await db
        .insert(ledgerTransactions)
        .values(row)
        .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
        .returning({ id: ledgerTransactions.id });
      return created;
    },

    /** The transaction written under this idempotency key. */
    async transactionByKey(idempotencyKey: string): Promise<{ id: string }> {
      const [earlier] = await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
      return earlier;
    },

    /** Opens the accounts not opened yet; existing ones are left as they are. */
    async openAccounts(accounts: readonly NewAccount[]): Promise<void> {
      await db.insert(ledgerAccounts).values([...accounts]).onConflictDoNothing({ target: ledgerAccounts.code });
    },

    async accountIdsByCode(codes: readonly string[]): Promise<{ id: string; code: string }[]> {
      return db
        .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.code, [...codes]));
    },

    /**
     * Adds `amount` (and a fixed `test` part) to a cached balance in one conditional statement, which locks the
     * row. When `funded`, it only applies while the balance, its test part and its real part stay at or above
     * zero; undefined then means it did not apply.
     */
    async addToBalance(accountId: string, amount: number, test: number, funded: boolean): Promise<{ balance: number; testBalance: number } | undefined> {
      const [updated] = await db
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${amount}`, ...(test === 0 ? {} : { testBalance: sql`${ledgerAccounts.testBalance} + ${test}` }) })
        .where(
          and(
            eq(ledgerAccounts.id, accountId),
            funded ? sql`${ledgerAccounts.balance} + ${amount} >= 0` : undefined,
            funded && test !== 0 ? sql`${ledgerAccounts.testBalance} + ${test} >= 0 and ${ledgerAccounts.balance} - ${ledgerAccounts.testBalance} + ${amount - test} >= 0` : undefined,
          ),
        )
        .returning({ balance: ledgerAccounts.balance, testBalance: ledgerAccounts.testBalance });
      return updated;
    },

    /** The user's balance column: the wallet's cache the client reads. */
    async setWalletCache(userId: string, balance: number): Promise<void> {
      await db.update(users).set({ balance }).where(eq(users.id, userId));
    },

    async addToTestBalance(accountId: string, test: number): Promise<void> {
      await db
        .update(ledgerAccounts)
        .set({ testBalance: sql`${ledgerAccounts.testBalance} + ${test}` })
        .where(eq(ledgerAccounts.id, accountId));
    },

    async insertEntries(entries: readonly { transactionId: string; accountId: string; amount: number; testAmount: number }[]): Promise<void> {
      await db.insert(ledgerEntries).values([...entries]);
    },

    /** A cached account's balance, or undefined when it was never posted to. */
    async cachedBalance(code: string): Promise<number | undefined> {
      const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.code, code)).limit(1);
      return row?.balance;
    },

    /** The sum of an account's entries (0 when it has none). */
    async entriesTotal(code: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::bigint`.mapWith(Number) })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerAccounts.code, code));
      return row.total;
    },

    /** A cached account's balance and its test part, or undefined when it was never posted to. */
    async holdings(code: string): Promise<{ balance: number; test: number } | undefined> {
      const [row] = await db
        .select({ balance: ledgerAccounts.balance, test: ledgerAccounts.testBalance })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, code))
        .limit(1);
      return row;
    },
  };
}
