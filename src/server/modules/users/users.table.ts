import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { citext, id, timestamps } from '../../db/columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Null for a social sign-in that has not chosen one yet (they are sent to complete the account). */
    username: citext('username'),
    email: citext('email'),
    passwordHash: text('password_hash'),
    /** 'user' for everyone; 'admin' for operators. Performers are users with isPerformer. */
    roles: text('roles').array().notNull().default(sql`ARRAY['user']::text[]`),
    isPerformer: boolean('is_performer').notNull().default(false),
    /**
     * 'suspended' by an admin (suspendedReason says why; sessions ended, hidden from discovery, no renewals or
     * payouts) or 'deleted' on request (personal fields erased, money records kept): docs/accounts.md.
     */
    status: text('status', { enum: ['active', 'inactive', 'suspended', 'deleted'] }).notNull().default('active'),
    suspendedReason: text('suspended_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    verifiedEmail: boolean('verified_email').notNull().default(false),
    /**
     * An address the person asked to change to, kept apart from `email` until they open the link sent to it:
     * answering alike whether it is free or taken means it cannot become the account's address before then.
     */
    pendingEmail: citext('pending_email'),
    /** When the link for `pendingEmail` stops working; after that the request is forgotten. */
    pendingEmailExpiresAt: timestamp('pending_email_expires_at', { withTimezone: true }),
    gender: text('gender'),
    country: text('country'),
    /** Storage keys, not URLs: the API turns them into URLs. */
    avatarKey: text('avatar_key'),
    coverKey: text('cover_key'),
    /** Wallet balance in minor units: a cache of the ledger (docs/business-rules.md "Money: the ground rules"). */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_email_key').on(t.email),
    // Trigram indexes for performer discovery (text search over name and username).
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`(${t.username}::text) gin_trgm_ops`),
    // The operators' dashboard counts the accounts made in a period (docs/admin.md "Dashboard").
    index('users_created_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
