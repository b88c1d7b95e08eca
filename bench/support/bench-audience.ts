// A bench's audience, written straight into the bench database: a performer's subscribers by the thousand,
// and a session token for each account. Logging thousands in through argon2 would take minutes; sessions
// inserted as a login leaves them, with tokens signed the same way, are what the server then checks.
import type { Db } from '../../src/server/db/client';
import { sessions } from '../../src/server/modules/auth/auth.table';
import { signSessionToken } from '../../src/server/modules/auth/session-token';
import { subscriptions } from '../../src/server/modules/subscriptions/subscriptions.table';
import { users } from '../../src/server/modules/users/users.table';

const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `count` new accounts subscribed to the performer for a month; their ids. */
export async function subscribedViewers(db: Db, performerId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < count; i += BATCH) {
    const size = Math.min(BATCH, count - i);
    const rows = await db
      .insert(users)
      // Addresses not verified: the go-live email skips them, so thousands of mails are not written during the run.
      .values(Array.from({ length: size }, (_, k) => ({ name: `Viewer ${i + k}`, username: `viewer_${run}_${i + k}`, email: `viewer_${run}_${i + k}@example.test`, verifiedEmail: false })))
      .returning({ id: users.id });
    await db.insert(subscriptions).values(rows.map((r) => ({ userId: r.id, performerId, subscriptionType: 'monthly' as const, expiredAt: new Date(Date.now() + 30 * DAY_MS) })));
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** A day-long session token for each of these accounts, in their order. */
export async function sessionTokens(db: Db, jwtSecret: string, userIds: string[]): Promise<string[]> {
  const issuedAt = new Date();
  const expiresAt = new Date(issuedAt.getTime() + DAY_MS);
  const tokens: string[] = [];
  for (let i = 0; i < userIds.length; i += BATCH) {
    const rows = await db
      .insert(sessions)
      .values(userIds.slice(i, i + BATCH).map((userId) => ({ userId, expiresAt })))
      .returning({ id: sessions.id, userId: sessions.userId });
    for (const row of rows) tokens.push(await signSessionToken(jwtSecret, { userId: row.userId, sessionId: row.id }, { issuedAt, expiresAt }));
  }
  return tokens;
}
