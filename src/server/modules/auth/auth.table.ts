import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { userRef } from '../../db/user-columns';

/** A login session; the signed token carries its id, so revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef('user_id'),
    remember: boolean('remember').notNull().default(false),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When the session last opened the site: set at sign-in, then refreshed by the session lookup at most once
     * every LAST_USED_REFRESH_MS (auth.repo.ts). Null for sessions older than the column.
     */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** One-time tokens sent by email. Only a SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: userRef('user_id'),
    /** email_change: proves the pending new address of an account (users.pending_email) before it is used. */
    kind: text('kind', { enum: ['email_verification', 'password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was sent to: verifying it proves ownership of exactly this address. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash)],
);

/** Links a provider identity (Google subject, Twitter user id) to a local user. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    provider: text('provider', { enum: ['google', 'twitter'] }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_accounts_provider_key').on(t.provider, t.providerUserId)],
);

/** Short-lived OAuth 1.0a request-token secrets between /auth/twitter/login and its callback. */
export const oauthRequests = pgTable('oauth_requests', {
  oauthToken: text('oauth_token').primaryKey(),
  oauthTokenSecret: text('oauth_token_secret').notNull(),
  role: text('role', { enum: ['user', 'performer'] }).notNull().default('user'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
