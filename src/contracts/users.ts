// User shapes. Each audience has its own schema so private fields cannot leak by accident.
import { z } from 'zod';
import { pagedQuery, sortableBy } from './common';
import { genders } from './list-values';
import { AVATAR_PLACEHOLDER } from './shell-values';

/** An account's state: 'suspended' by an admin, 'deleted' on request (docs/accounts.md). */
export const accountStatuses = ['active', 'inactive', 'suspended', 'deleted'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export { genders };
// Kept apart from the schemas, so the app shell loads no zod (shell-values.ts).
export { AVATAR_PLACEHOLDER };

/**
 * Profiles live at /{username}, so a username may not be the first segment of one of the site's own pages
 * (present or planned), or the page would always win and the profile could never be reached. "admin" stays
 * allowed: the demo operator uses it, and the admin pages all live below /admin/.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'api', 'auth', 'contact', 'creator', 'files', 'gallery', 'home', 'live', 'login', 'logout', 'messages',
  'model', 'page', 'payment', 'performers', 'post', 'product', 'register', 'search', 'settings', 'static', 'store',
  'stream', 'streaming', 'support', 'user', 'users', 'video', 'wallet',
]);

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username can be at most 30 characters')
  .regex(/^[a-zA-Z0-9_]+$/, 'Username may use only letters, digits and underscores')
  .refine((name) => !RESERVED_USERNAMES.has(name.toLowerCase()), 'This username is taken by a page of the site; choose another');
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address'));
export const nameSchema = z.string().trim().max(80, 'Name can be at most 80 characters');
/** A typed password, or its SHA-256 hex when the client-hashing flag is on. */
export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password can be at most 128 characters');

/** What anyone may see of a user. */
export const publicUser = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  avatar: z.string(),
  cover: z.string().nullable(),
  isPerformer: z.boolean(),
  /** A performer's bio; null for fans. */
  bio: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** The logged-in user's own view of themselves (GET /users/me). Balance is in currency units. */
export const currentUser = publicUser.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  status: z.enum(accountStatuses),
  verifiedEmail: z.boolean(),
  /**
   * An address the person asked to change to, until they open the link we sent to it (or it expires after
   * 24 hours); `email` stays the account's address meanwhile.
   */
  pendingEmail: z.string().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  balance: z.number(),
  /** Present for performers: the parts of their profile the account pages need. */
  performer: z
    .object({ bio: z.string(), verificationStatus: z.enum(['pending', 'verified', 'rejected']) })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What an admin sees in user search. */
export const adminUser = currentUser.omit({ performer: true, pendingEmail: true }).extend({ lastLoginAt: z.string().nullable() });
export type AdminUser = z.infer<typeof adminUser>;

export const updateUserBody = z
  .object({
    name: nameSchema.optional(),
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    gender: z.enum(genders, 'Gender must be male, female or transgender').optional(),
    country: z.string().regex(/^[A-Z]{2}$/, 'Country must be a two-letter code like US').optional(),
    /** Performers only. */
    bio: z.string().max(2000, 'Bio can be at most 2000 characters').optional(),
  })
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const userSortable = sortableBy(['name', 'username', 'email']);
export const userSearchQuery = pagedQuery(userSortable).extend({
  q: z.string().trim().max(100).optional(),
  role: z.enum(['user', 'admin']).optional(),
  isPerformer: z.enum(['true', 'false']).optional(),
  status: z.enum(accountStatuses).optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuery>;

/** POST /users/avatar/upload and /users/{id}/avatar/upload (multipart field `file`). */
export const avatarUploadResult = z.object({ url: z.string(), user: currentUser });
export type AvatarUploadResult = z.infer<typeof avatarUploadResult>;

/** GET /users/view/{id}: a user id or a username. */
export const userViewParams = z.object({ id: z.string().trim().min(1, 'Give a user id or username').max(64) });
