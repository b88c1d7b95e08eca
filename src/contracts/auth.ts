// Auth requests and responses.
import { z } from 'zod';
import { emailSchema, genders, nameSchema, passwordSchema, usernameSchema } from './users';
import { documentTypes } from './list-values';
import { REMEMBER_DAYS, SESSION_DAYS, SOCIAL_COOKIE_DAYS, TOKEN_COOKIE } from './shell-values';

// Kept apart from the schemas, so the app shell loads no zod (shell-values.ts).
export { REMEMBER_DAYS, SESSION_DAYS, SOCIAL_COOKIE_DAYS, TOKEN_COOKIE };

/** `username` accepts a username or an email address (one login for both). */
export const loginBody = z
  .object({
    username: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    password: z.string().min(1, 'Enter your password').max(128),
    remember: z.boolean().optional().default(false),
  })
  .refine((b) => !!(b.username || b.email), { message: 'Enter your email or username', path: ['username'] });
export type LoginBody = z.input<typeof loginBody>;

export const tokenResult = z.object({ token: z.string(), expiresAt: z.string() });
export type TokenResult = z.infer<typeof tokenResult>;

export const registerUserBody = z.object({
  name: nameSchema.optional(),
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  gender: z.enum(genders).optional(),
});
export type RegisterUserBody = z.infer<typeof registerUserBody>;

/** Text fields of the multipart performer registration; files: idVerification, documentVerification. */
export const registerPerformerFields = registerUserBody.extend({
  country: z.string().regex(/^[A-Z]{2}$/, 'Country must be a two-letter code like US').optional(),
});
/** The registration's two file fields: the ID documents a performer is verified by (list-values.ts). */
export const performerDocumentFields = documentTypes;

/**
 * Registration answer. The same whether or not the address already had an account, so it never carries a
 * session: with `verifyEmailFirst` false the client logs in with the credentials just entered; with true it
 * tells the person to open the link we mailed.
 */
export const registerResult = z.object({ message: z.string(), verifyEmailFirst: z.boolean() });
export type RegisterResult = z.infer<typeof registerResult>;

export const changePasswordBody = z.object({
  password: passwordSchema,
  source: z.enum(['user', 'performer']).optional().default('user'),
});

export const forgotPasswordBody = z.object({ email: emailSchema });
export const resetPasswordBody = z.object({ token: z.string().min(20).max(200), password: passwordSchema });
export const emailVerificationBody = z.object({ email: emailSchema });
export const verifyEmailBody = z.object({ token: z.string().min(20).max(200) });
export const messageResult = z.object({ message: z.string() });

export const socialRole = z.enum(['user', 'performer']).optional().default('user');
/** Google Identity Services hands the page an ID token. */
export const googleLoginBody = z.object({ tokenId: z.string().min(10).max(4096), role: socialRole });
/** Authorization-code flow: the page sends the code Google returned to its redirect URI. */
export const googleTokenBody = z.object({ code: z.string().min(1).max(2048), redirectUri: z.url(), role: socialRole });
export const twitterLoginBody = z.object({ callbackUrl: z.url(), role: socialRole });
export const twitterLoginResult = z.object({ oauthToken: z.string(), oauthTokenSecret: z.string(), url: z.string() });
export const twitterCallbackBody = z.object({
  oauthToken: z.string().min(1).max(512),
  oauthTokenSecret: z.string().min(1).max(512),
  oauthVerifier: z.string().min(1).max(512),
  role: socialRole,
});
