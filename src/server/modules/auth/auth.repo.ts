// Sessions, emailed one-time tokens, linked social identities and pending OAuth 1.0a requests.
import { and, eq, gt, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../users/users.table';
import { authTokens, oauthRequests, sessions, socialAccounts } from './auth.table';
import { firstOrNull } from '../../db/select';

export type TokenKind = 'email_verification' | 'password_reset' | 'email_change';
export type SocialProvider = 'google' | 'twitter';
export type AuthTokenRow = typeof authTokens.$inferSelect;

/**
 * How stale a session's `last_used_at` may get before its next lookup writes it again. Five minutes: the admin
 * reading it wants "in use now, earlier today, weeks ago", not the minute, and a session in steady use then
 * costs one small write every five minutes instead of one per lookup (the session cache already keeps
 * lookups to one per token and node every few seconds).
 */
export const LAST_USED_REFRESH_MS = 5 * 60_000;

/**
 * The session behind a token and its user, when the session is neither revoked nor expired. Every
 * authenticated request asks this (unless the session cache answers), so it is built once and prepared:
 * the SQL text is not rebuilt per call, and on PostgreSQL each connection parses and plans it once.
 * The same statement marks the session used (`last_used_at`) when its mark is from `staleAt` or before: a
 * data-modifying WITH runs whether or not the select reads it, so the mark costs no round trip of its own,
 * and the condition keeps it from writing the row on every lookup. Concurrent lookups of one session do not
 * both write: the second re-checks the condition on the row the first wrote.
 */
function liveSessionQuery(db: DbOrTx) {
  const isLive = and(
    eq(sessions.id, sql.placeholder('sessionId')),
    eq(sessions.userId, sql.placeholder('userId')),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql.placeholder('now')),
  );
  const markUsed = db.$with('mark_used').as(
    db
      .update(sessions)
      .set({ lastUsedAt: sql`${sql.placeholder('now')}` })
      .where(and(isLive, or(isNull(sessions.lastUsedAt), lte(sessions.lastUsedAt, sql.placeholder('staleAt')))))
      .returning({ id: sessions.id }),
  );
  return db
    .with(markUsed)
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roles: users.roles,
      isPerformer: users.isPerformer,
      status: users.status,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(isLive)
    .limit(1)
    .prepare('auth_live_session');
}

export function createAuthRepo(db: DbOrTx) {
  let liveSession: ReturnType<typeof liveSessionQuery> | null = null;
  return {
    /** `lastUsedAt`: the sign-in is the session's first use. */
    async createSession(row: { userId: string; remember: boolean; expiresAt: Date; lastUsedAt: Date; userAgent?: string | null; ip?: string | null }) {
      const [session] = await db.insert(sessions).values(row).returning();
      return session;
    },

    /**
     * The session and its user when the session is neither revoked nor expired; in the same statement marks it
     * used at `now` when it was last marked at `staleAt` or before.
     */
    async findLiveSession(sessionId: string, userId: string, now: Date, staleAt: Date) {
      liveSession ??= liveSessionQuery(db);
      const [row] = await liveSession.execute({ sessionId, userId, now, staleAt });
      return row ?? null;
    },

    async findSession(sessionId: string) {
      return firstOrNull(db.select().from(sessions).where(eq(sessions.id, sessionId)));
    },

    /** Ends one session; returns its id when this call ended it (empty when it had ended already). */
    async revokeSession(sessionId: string, now: Date): Promise<string[]> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /** Ends a user's sessions (but `except`); returns the ids this call ended. */
    async revokeSessionsOf(userId: string, now: Date, opts: { except?: string } = {}): Promise<string[]> {
      const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
      if (opts.except) conditions.push(ne(sessions.id, opts.except));
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return ended.map((row) => row.id);
    },

    /**
     * Which of these sessions still open the site: not revoked, not expired, their account active. One
     * query for a batch, so the sockets of a whole node are checked at once.
     */
    async liveSessionIds(sessionIds: readonly string[], now: Date): Promise<string[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
        .limit(sessionIds.length);
      return rows.map((row) => row.id);
    },

    async insertToken(row: { userId: string; kind: TokenKind; tokenHash: string; email: string; expiresAt: Date }) {
      await db.insert(authTokens).values(row);
    },

    async findToken(kind: TokenKind, tokenHash: string): Promise<AuthTokenRow | null> {
      return firstOrNull(
        db
          .select()
          .from(authTokens)
          .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)))
      );
    },

    /** Marks a token used; false when another request used it first (each link works once). */
    async useToken(id: string, now: Date): Promise<boolean> {
      const used = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return used.length === 1;
    },

    /** Ends every unused token of a kind for a user (after a reset, older reset links stop working). */
    async useAllTokens(userId: string, kind: TokenKind, now: Date) {
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
    },

    async findSocialUserId(provider: SocialProvider, providerUserId: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: socialAccounts.userId })
        .from(socialAccounts)
        .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row?.userId ?? null;
    },

    async linkSocial(row: { provider: SocialProvider; providerUserId: string; userId: string }) {
      await db.insert(socialAccounts).values(row).onConflictDoNothing();
    },

    async saveOauthRequest(row: { oauthToken: string; oauthTokenSecret: string; role: 'user' | 'performer'; expiresAt: Date }) {
      await db.delete(oauthRequests).where(lt(oauthRequests.expiresAt, new Date()));
      await db.insert(oauthRequests).values(row);
    },

    /**
     * Removes and returns a pending request when the caller also knows its secret: each request token
     * completes at most one sign-in, and knowing the (public) token alone cannot cancel someone's.
     */
    async takeOauthRequest(oauthToken: string, oauthTokenSecret: string) {
      const [row] = await db
        .delete(oauthRequests)
        .where(and(eq(oauthRequests.oauthToken, oauthToken), eq(oauthRequests.oauthTokenSecret, oauthTokenSecret)))
        .returning();
      return row ?? null;
    },
  };
}
export type AuthRepo = ReturnType<typeof createAuthRepo>;
