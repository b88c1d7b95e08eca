// The operators' accounts desk: search accounts, read one whole account, suspend, reactivate and delete it
// (docs/accounts.md "Suspending and deleting accounts").
import { z } from 'zod';
import { adminUser, userSearchQuery } from './users';

/** GET /admin/users/search: the same filters as the older GET /users/search. */
export const adminAccountSearchQuery = userSearchQuery;
export type AdminAccountSearchQuery = z.infer<typeof adminAccountSearchQuery>;

export const suspendAccountBody = z
  .object({
    reason: z.string().trim().min(3, 'Give the reason in at least 3 characters').max(500, 'The reason can be at most 500 characters'),
  })
  .strict();
export type SuspendAccountBody = z.infer<typeof suspendAccountBody>;

/** DELETE /admin/users/{id}: the body is optional; a reason, when given, goes to the audit log. */
export const deleteAccountBody = z
  .object({ reason: z.string().trim().max(500, 'The reason can be at most 500 characters').optional() })
  .strict()
  .nullish();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The profile part of the account view: the admin search's fields plus the suspension and deletion. */
export const accountProfile = adminUser.extend({
  suspendedReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
});
export type AccountProfile = z.infer<typeof accountProfile>;

/** One ledger entry on one of the account's ledger accounts (wallet, earnings, payout reserve). Amounts in currency units. */
export const accountLedgerEntry = z.object({
  _id: z.string(),
  account: z.enum(['wallet', 'earnings', 'payout-reserved', 'platform', 'outside']),
  amount: z.number(),
  kind: z.string(),
  reference: z.string().nullable(),
  /** The reference in words ("Tip to @luna", "Video: Studio session") and the page it names, where known. */
  about: z.string().nullable(),
  aboutLink: z.string().nullable(),
  createdAt: z.string(),
});

export const accountSubscription = z.object({
  _id: z.string(),
  performerId: z.string(),
  performerUsername: z.string().nullable(),
  subscriptionType: z.enum(['monthly', 'yearly', 'free']),
  status: z.enum(['active', 'cancelled']),
  /** Currency units. */
  price: z.number(),
  expiredAt: z.string(),
  cancelledAt: z.string().nullable(),
});

export const accountPurchase = z.object({
  _id: z.string(),
  itemType: z.string(),
  itemId: z.string(),
  /** What was bought, in words (its title or first words), its seller and its page; null where it is gone. */
  title: z.string().nullable(),
  sellerUsername: z.string().nullable(),
  link: z.string().nullable(),
  /** Currency units. */
  price: z.number(),
  createdAt: z.string(),
});

export const accountReport = z.object({
  _id: z.string(),
  target: z.string(),
  targetId: z.string(),
  reporterId: z.string(),
  reporterUsername: z.string().nullable(),
  category: z.string(),
  description: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
});

/** A login session: where and when, never its token. */
export const accountSession = z.object({
  _id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  /** When it last opened the site, to within a few minutes; null for sessions from before this was kept. */
  lastUsedAt: z.string().nullable(),
});

/** GET /admin/users/{id}: the account in one read; each list holds the newest entries. */
export const accountView = z.object({
  profile: accountProfile,
  money: z.object({ balance: z.number(), entries: z.array(accountLedgerEntry) }),
  subscriptions: z.object({
    asFan: z.array(accountSubscription),
    /** Fans whose subscription to this performer runs now; null for fans. */
    subscriberCount: z.number().int().nullable(),
  }),
  purchases: z.array(accountPurchase),
  reports: z.object({ against: z.array(accountReport), filed: z.array(accountReport) }),
  sessions: z.array(accountSession),
});
export type AccountView = z.infer<typeof accountView>;
export type AccountLedgerEntry = z.infer<typeof accountLedgerEntry>;
export type AccountSubscription = z.infer<typeof accountSubscription>;
export type AccountPurchase = z.infer<typeof accountPurchase>;
export type AccountReport = z.infer<typeof accountReport>;
export type AccountSession = z.infer<typeof accountSession>;

/** How many entries of each list the account view holds. */
export const ACCOUNT_VIEW_LIMIT = 20;
