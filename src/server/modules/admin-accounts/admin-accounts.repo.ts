// The reads behind the account view (one account's money, subscriptions, purchases, reports and sessions), the
// status changes, and the erasure of a deleted account's personal data. Money records are only read here.
import { aliasedTable, and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { ACCOUNT_VIEW_LIMIT } from '@/contracts/admin-accounts';
import type { DbOrTx } from '../../db/client';
import { addresses } from '../addresses/addresses.table';
import { authTokens, sessions, socialAccounts } from '../auth/auth.table';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/ledger.table';
import { notifications } from '../notifications/notifications.table';
import { performers } from '../performers/performers.table';
import { purchasedItems } from '../purchases/purchases.table';
import { reports } from '../reports/reports.table';
import { subscriptions } from '../subscriptions/subscriptions.table';
import { users, type UserRow } from '../users/users.table';

const limit = ACCOUNT_VIEW_LIMIT;
const reporters = aliasedTable(users, 'reporters');

/** What a deleted account keeps in place of its name, username and email: neutral, and unique per account. */
export function erasedIdentity(userId: string) {
  const hex = userId.replace(/-/g, '');
  return { name: 'Deleted account', username: `deleted_${hex.slice(0, 22)}`, email: `deleted-${hex}@deleted.invalid` };
}

export function createAdminAccountsRepo(db: DbOrTx) {
  function reportsWhere(where: ReturnType<typeof eq>) {
    return db
      .select({ report: reports, reporterUsername: reporters.username })
      .from(reports)
      .leftJoin(reporters, eq(reporters.id, reports.reporterId))
      .where(where)
      .orderBy(desc(reports.createdAt))
      .limit(limit);
  }

  return {
    async ledgerEntriesOf(userId: string) {
      return db
        .select({
          id: ledgerEntries.id,
          account: ledgerAccounts.kind,
          amount: ledgerEntries.amount,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          createdAt: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(eq(ledgerAccounts.ownerId, userId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },

    async subscriptionsAsFan(userId: string) {
      return db
        .select({ subscription: subscriptions, performerUsername: users.username })
        .from(subscriptions)
        .leftJoin(users, eq(users.id, subscriptions.performerId))
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.expiredAt))
        .limit(limit);
    },

    async subscriberCount(performerId: string, now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscriptions).where(and(eq(subscriptions.performerId, performerId), gt(subscriptions.expiredAt, now)));
      return row?.n ?? 0;
    },

    async purchasesOf(userId: string) {
      return db.select().from(purchasedItems).where(eq(purchasedItems.userId, userId)).orderBy(desc(purchasedItems.createdAt)).limit(limit);
    },

    /** Reports about the account itself (a performer reported as a person). */
    reportsAgainst: (userId: string) => reportsWhere(and(eq(reports.target, 'performer'), eq(reports.targetId, userId))!),
    reportsFiledBy: (userId: string) => reportsWhere(eq(reports.reporterId, userId)),

    async sessionsOf(userId: string) {
      return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(limit);
    },

    /**
     * Locks the active admin accounts and says how many there would be without `userId`. Two admins suspending
     * each other at once wait for one another here, so the site never ends without an active admin.
     */
    async activeAdminsOtherThan(userId: string): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`'admin' = any(${users.roles})`, eq(users.status, 'active')))
        .for('update');
      return rows.filter((row) => row.id !== userId).length;
    },

    async setStatus(userId: string, patch: Pick<UserRow, 'status' | 'suspendedReason' | 'suspendedAt'>, now: Date): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ ...patch, updatedAt: now }).where(eq(users.id, userId)).returning();
      return row ?? null;
    },

    /**
     * Erases the account's personal data and marks it deleted. Its money records (ledger, payments, orders,
     * earnings, payout requests) are not touched and keep pointing at the account's id.
     */
    async erase(userId: string, now: Date): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          ...erasedIdentity(userId),
          firstName: '',
          lastName: '',
          passwordHash: null,
          avatarKey: null,
          coverKey: null,
          pendingEmail: null,
          pendingEmailExpiresAt: null,
          verifiedEmail: false,
          gender: null,
          country: null,
          status: 'deleted',
          suspendedReason: null,
          suspendedAt: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning();
      if (!row) return null;
      await db
        .update(performers)
        .set({
          bio: '',
          idVerificationKey: null,
          documentVerificationKey: null,
          height: null,
          weight: null,
          age: null,
          bodyType: null,
          ethnicity: null,
          butt: null,
          hair: null,
          eyes: null,
          sexualOrientation: null,
          state: null,
          city: null,
          languages: [],
          bankingCiphertext: null,
          bankingUpdatedAt: null,
          paymentGateway: { payoutMethod: 'bank', paypalEmail: null },
          updatedAt: now,
        })
        .where(eq(performers.userId, userId));
      await db.delete(addresses).where(eq(addresses.userId, userId));
      await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
      await db.delete(authTokens).where(eq(authTokens.userId, userId));
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(notifications).where(eq(notifications.userId, userId));
      return row;
    },

    /** The stored files of the account that hold personal data: avatar, cover and ID documents. */
    async personalFilesOf(userId: string): Promise<string[]> {
      const [row] = await db
        .select({ avatar: users.avatarKey, cover: users.coverKey, id: performers.idVerificationKey, document: performers.documentVerificationKey })
        .from(users)
        .leftJoin(performers, eq(performers.userId, users.id))
        .where(eq(users.id, userId));
      return row ? [row.avatar, row.cover, row.id, row.document].filter((key): key is string => !!key) : [];
    },
  };
}
export type AdminAccountsRepo = ReturnType<typeof createAdminAccountsRepo>;
