// Who hears about reports and contact messages: the email of every active admin account.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';

export function createAdminRecipientsRepo(db: DbOrTx) {
  return {
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(sql`'admin' = any(${users.roles})`, eq(users.status, 'active'), isNotNull(users.email)))
        .orderBy(asc(users.createdAt));
      return rows.map((r) => r.email!).filter(Boolean);
    },
  };
}
export type AdminRecipientsRepo = ReturnType<typeof createAdminRecipientsRepo>;
