// Logins, sessions, registration, password changes and resets, email verification and social sign-in.
import { REMEMBER_DAYS, SESSION_DAYS, type RegisterResult, type RegisterUserBody, type TokenResult } from '@/contracts/auth';
import type { AppConfig } from '../../config';
import type { AuthUser } from '../../http/auth-guard';
import { badRequest, conflict, forbidden } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import type { PerformerRow } from '../performers/performers.table';
import { DuplicateValueError, type NewPerformerRow, type UsersRepo } from '../users/users.repo';
import type { NewUserRow, UserRow } from '../users/users.table';
import { passwordResetMail, registrationAttemptMail, verificationMail } from './auth-mail';
import { LAST_USED_REFRESH_MS, type AuthRepo } from './auth.repo';
import type { EmailChange } from './email-change';
import type { SocialProfile } from './google';
import { hashPassword, verifyPassword } from './password';
import type { SessionEvents } from './session-events';
import { tokenKey, type SessionCache, type SessionEviction } from './session-cache';
import { hashOneTimeToken, newOneTimeToken, signSessionToken, verifySessionToken } from './session-token';
import type { RecipientBudget } from '../../mail/recipient-budget';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const VERIFICATION_TTL_MS = 24 * HOUR_MS;
const RESET_TTL_MS = HOUR_MS;

export const authMessages = {
  badCredentials: 'Incorrect credentials!',
  inactive: 'This account has been deactivated. Contact the site team if you think this is a mistake.',
  /** Followed by the address of the contact page. */
  suspended: 'This account has been suspended by the site team, so it cannot log in. If you think this is a mistake, write to us through the contact page:',
  verifyFirst: 'Please verify your email address before logging in. We can send the link again.',
  duplicateUsername: 'That username is taken. Choose another one.',
  forgotSent: 'If an account uses that email address, we have sent it a link to reset the password. The link works for one hour.',
  verificationSent: 'If an account with that email address still needs verifying, we have sent it a new link. The link works for 24 hours.',
  emailVerified: 'Your email address is verified. Thank you!',
  passwordChanged: 'Your password has been changed. Other devices have been logged out.',
  passwordReset: 'Your password has been reset. Log in with your new password.',
  loggedOut: 'You have been logged out.',
} as const;

export interface RequestMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export type SocialRole = 'user' | 'performer';

export function createAuthService(deps: {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  mailer: Mailer;
  settings: SettingsService;
  config: Pick<AppConfig, 'jwtSecret' | 'appUrl'>;
  /** Confirms the email_change links that arrive at the verification page. */
  emailChange?: Pick<EmailChange, 'confirm'>;
  /** Told which sessions ended, so their open sockets end too. */
  sessionEvents?: Pick<SessionEvents, 'notify'>;
  /**
   * Caps the mails one address receives from routes anyone may call with any address (password resets,
   * sign-up notices, verification links asked for again); past it the mail is skipped, the answer the same.
   */
  budget?: RecipientBudget;
  /**
   * Keeps live sessions for a few seconds per token (session-cache.ts). Whatever ends a session here
   * evicts it before answering; other nodes follow within the cache's TTL, or at once through its bus.
   */
  sessionCache?: SessionCache;
  now?: () => Date;
}) {
  const { authRepo, usersRepo, mailer, settings, config } = deps;
  const mayMail = (address: string) => deps.budget?.take(address) ?? Promise.resolve(true);
  const now = deps.now ?? (() => new Date());

  // Checking a password against this when the account does not exist keeps both answers equally slow,
  // so response time does not reveal which emails have accounts.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-accounts'));

  async function issueSession(user: UserRow, remember: boolean, meta: RequestMeta): Promise<TokenResult> {
    // One instant for the row and the token: the token's lifetime is then exactly the session's length.
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + (remember ? REMEMBER_DAYS : SESSION_DAYS) * DAY_MS);
    const session = await authRepo.createSession({
      userId: user.id,
      remember,
      expiresAt,
      lastUsedAt: issuedAt,
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    await usersRepo.update(user.id, { lastLoginAt: now() });
    const token = await signSessionToken(config.jwtSecret, { userId: user.id, sessionId: session.id }, { issuedAt, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async function resolveSession(token: string): Promise<AuthUser | null> {
    const cache = deps.sessionCache;
    const key = cache ? tokenKey(token) : '';
    const cached = cache?.get(key);
    if (cached) return cached;
    const stamp = cache?.stamp() ?? 0;
    const claims = await verifySessionToken(config.jwtSecret, token);
    if (!claims) return null;
    // Only a lookup marks the session used, so a burst the cache answers writes nothing; see auth.repo.ts.
    const at = now();
    const live = await authRepo.findLiveSession(claims.sessionId, claims.userId, at, new Date(at.getTime() - LAST_USED_REFRESH_MS));
    if (!live || live.status !== 'active') return null;
    const user: AuthUser = { id: live.userId, sessionId: live.sessionId, roles: live.roles, isPerformer: live.isPerformer };
    cache?.set(key, user, live.expiresAt.getTime(), stamp);
    return user;
  }

  /** Drops ended sessions from the session cache (here and on the other nodes) and ends their sockets. */
  function ended(sessionIds: readonly string[], also: SessionEviction = {}): void {
    deps.sessionCache?.evict({ sessionIds: [...sessionIds, ...(also.sessionIds ?? [])], userIds: also.userIds });
    deps.sessionEvents?.notify(sessionIds);
  }

  /**
   * For whatever changes an account's roles, performer flag or status without ending its sessions: the
   * next request of each of its sessions reads them again, on every node within the cache's TTL.
   */
  function forgetUser(userId: string): void {
    deps.sessionCache?.evict({ userIds: [userId] });
  }

  /** A suspended account is told so and where to ask about it (docs/accounts.md); other closed ones get the general answer. */
  function refuseUnlessActive(user: UserRow): void {
    if (user.status === 'suspended') throw forbidden(`${authMessages.suspended} ${config.appUrl}/contact`);
    if (user.status !== 'active') throw forbidden(authMessages.inactive);
  }

  async function login(body: { username?: string; email?: string; password: string; remember: boolean }, meta: RequestMeta) {
    const login = (body.username || body.email || '').trim();
    const user = await usersRepo.findByLogin(login);
    const ok = await verifyPassword(user?.passwordHash ?? (await decoy()), body.password);
    // 400, not 401: to the client a 401 means "your session ended" and redirects.
    if (!user || !user.passwordHash || !ok) throw badRequest(authMessages.badCredentials);
    refuseUnlessActive(user);
    if (!user.verifiedEmail && (await settings.get('requireEmailVerification'))) throw forbidden(authMessages.verifyFirst);
    return issueSession(user, body.remember, meta);
  }

  async function logout(auth: AuthUser): Promise<void> {
    ended(await authRepo.revokeSession(auth.sessionId, now()), { sessionIds: [auth.sessionId] });
  }

  /**
   * Ends every session of the account and the sockets opened with them, on every node. For whatever takes
   * an account away from its owner (deactivation, suspension): a later login is refused by the account's
   * status, and re-activating the account does not bring these sessions back.
   */
  async function endSessionsOf(userId: string): Promise<void> {
    ended(await authRepo.revokeSessionsOf(userId, now()), { userIds: [userId] });
  }

  /** Which of these session ids still open the site (the sockets' periodic check asks for a node's all at once). */
  async function liveSessionIds(sessionIds: readonly string[]): Promise<Set<string>> {
    return new Set(await authRepo.liveSessionIds(sessionIds, now()));
  }

  async function sendVerificationTo(user: UserRow): Promise<void> {
    if (!user.email) return;
    const link = await tokenLink(user, user.email, 'email_verification', VERIFICATION_TTL_MS, '/auth/verify-email');
    await mailer.send(verificationMail({ to: user.email, name: user.name, siteName: await settings.get('siteName'), link }));
  }

  /** Saves a new one-time token of `kind` for the user's `email`, valid for `ttlMs`; the link at `path` that carries it. */
  async function tokenLink(user: UserRow, email: string, kind: 'email_verification' | 'password_reset', ttlMs: number, path: string): Promise<string> {
    const { token, hash } = newOneTimeToken();
    await authRepo.insertToken({ userId: user.id, kind, tokenHash: hash, email: email.toLowerCase(), expiresAt: new Date(now().getTime() + ttlMs) });
    return `${config.appUrl}${path}?token=${encodeURIComponent(token)}`;
  }

  /** Usernames are public (profiles live at /{username}), so saying one is taken reveals nothing new. */
  async function assertUsernameAvailable(username: string): Promise<void> {
    if (await usersRepo.findByUsername(username)) throw conflict(authMessages.duplicateUsername);
  }

  /** Tells the owner of an address someone tried to register with; a deactivated account is left alone. */
  async function tellOwnerOf(email: string): Promise<void> {
    const owner = await usersRepo.findByEmail(email);
    if (!owner?.email || owner.status !== 'active' || !(await mayMail(owner.email))) return;
    await mailer.send(
      registrationAttemptMail({
        to: owner.email,
        name: owner.name,
        siteName: await settings.get('siteName'),
        loginLink: `${config.appUrl}/auth/login`,
        resetLink: `${config.appUrl}/auth/forgot-password`,
      }),
    );
  }

  /**
   * Creates a password account (a performer profile too when given) and sends the verification link.
   * The answer is the same whether or not the address already has an account, so registering cannot be
   * used to learn who has one: it never logs in (`verifyEmailFirst` false tells the client to log in with
   * what was just typed), the owner of a known address is mailed instead, and both paths hash the password
   * and send one mail, so they take about as long. `created` is null when nothing was made.
   */
  async function register(
    body: RegisterUserBody & { country?: string },
    performer?: Omit<NewPerformerRow, 'userId'>,
  ): Promise<RegisterResult & { created: { user: UserRow; performer: PerformerRow | null } | null }> {
    await assertUsernameAvailable(body.username);
    const passwordHash = await hashPassword(body.password);
    const verifyEmailFirst = await settings.get('requireEmailVerification');
    const welcome = performer ? 'Thank you for signing up as a creator; we review your documents before your profile is listed.' : 'Thank you for signing up.';
    const message = verifyEmailFirst
      ? `${welcome} We have sent a message to ${body.email}: open the link in it to verify your address, then log in.`
      : // Shown only when the login that follows fails, which is when the address already had an account: its
        // owner got a notice, not a link, so this names neither.
        `${welcome} We have sent a message to ${body.email}. Open it to go on: it says what to do next.`;
    const answer = { message, verifyEmailFirst };

    if (await usersRepo.findByEmail(body.email)) {
      await tellOwnerOf(body.email);
      return { ...answer, created: null };
    }
    const row: NewUserRow = {
      name: body.name || `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim() || body.username,
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      username: body.username,
      email: body.email,
      gender: body.gender ?? null,
      country: body.country ?? null,
      passwordHash,
      isPerformer: !!performer,
    };
    let created: { user: UserRow; performer: PerformerRow | null };
    try {
      created = await usersRepo.createAccount(row, performer);
    } catch (e) {
      if (!(e instanceof DuplicateValueError)) throw e;
      if (e.field === 'username') throw conflict(authMessages.duplicateUsername);
      // Registered by someone else a moment ago: the same answer as for any known address.
      await tellOwnerOf(body.email);
      return { ...answer, created: null };
    }
    await sendVerificationTo(created.user);
    return { ...answer, created };
  }

  /** Sets a new password and ends every other session: the device that changed it stays logged in. */
  async function changePassword(auth: AuthUser, password: string): Promise<void> {
    await usersRepo.update(auth.id, { passwordHash: await hashPassword(password), updatedAt: now() });
    ended(await authRepo.revokeSessionsOf(auth.id, now(), { except: auth.sessionId }));
  }

  async function forgotPassword(email: string): Promise<void> {
    const user = await usersRepo.findByEmail(email);
    if (!user?.email || user.status !== 'active' || !(await mayMail(user.email))) return;
    const link = await tokenLink(user, user.email, 'password_reset', RESET_TTL_MS, '/auth/reset-password');
    await mailer.send(passwordResetMail({ to: user.email, name: user.name, siteName: await settings.get('siteName'), link }));
  }

  /** A live one-time token whose address is still the account's address, else a 400 saying what to do. */
  async function liveToken(kind: 'password_reset' | 'email_verification', token: string) {
    const again = kind === 'password_reset' ? 'Ask for a new password reset link.' : 'Ask for a new verification link.';
    const row = await authRepo.findToken(kind, hashOneTimeToken(token));
    if (!row) throw badRequest(`This link is not valid. ${again}`);
    if (row.usedAt) throw badRequest(`This link has already been used. ${again}`);
    if (row.expiresAt.getTime() <= now().getTime()) throw badRequest(`This link has expired. ${again}`);
    const user = await usersRepo.findById(row.userId);
    // The token proves ownership of the address it was sent to, and of nothing else.
    if (!user || (user.email ?? '').toLowerCase() !== row.email.toLowerCase()) {
      throw badRequest(`This link was sent to an address that is no longer on the account. ${again}`);
    }
    return { row, user };
  }

  async function resetPassword(token: string, password: string): Promise<void> {
    const { row, user } = await liveToken('password_reset', token);
    refuseUnlessActive(user);
    const passwordHash = await hashPassword(password);
    if (!(await authRepo.useToken(row.id, now()))) throw badRequest('This link has already been used. Ask for a new password reset link.');
    // Following the emailed link also proves the address belongs to this person.
    await usersRepo.update(user.id, { passwordHash, verifiedEmail: true, updatedAt: now() });
    await authRepo.useAllTokens(user.id, 'password_reset', now());
    ended(await authRepo.revokeSessionsOf(user.id, now()), { userIds: [user.id] });
  }

  /** Resend: looks the account up by the address itself, never by an id the client sends. */
  async function resendVerification(email: string): Promise<void> {
    const user = await usersRepo.findByEmail(email);
    if (!user?.email || user.verifiedEmail || user.status !== 'active' || !(await mayMail(user.email))) return;
    await sendVerificationTo(user);
  }

  /** Opens a link from a verification or an address-change mail; answers what happened. */
  async function verifyEmail(token: string): Promise<string> {
    const change = deps.emailChange ? await authRepo.findToken('email_change', hashOneTimeToken(token)) : null;
    if (change && deps.emailChange) return deps.emailChange.confirm(change);
    const { row, user } = await liveToken('email_verification', token);
    if (!(await authRepo.useToken(row.id, now()))) throw badRequest('This link has already been used. Ask for a new verification link.');
    await usersRepo.update(user.id, { verifiedEmail: true, updatedAt: now() });
    return authMessages.emailVerified;
  }

  /** Finds the account a provider identity belongs to, linking or creating one, and logs it in. */
  async function signInSocial(profile: SocialProfile, role: SocialRole, meta: RequestMeta): Promise<TokenResult> {
    const linkedId = await authRepo.findSocialUserId(profile.provider, profile.providerUserId);
    let user = linkedId ? await usersRepo.findById(linkedId) : null;
    if (!user && profile.email) {
      const byEmail = await usersRepo.findByEmail(profile.email);
      if (byEmail) {
        // Linking on an unproven address would let whoever registered it first take over the account.
        if (!profile.emailVerified || !byEmail.verifiedEmail) {
          throw conflict('That email is already registered. Log in with your password first, or verify that email address.');
        }
        user = byEmail;
        await authRepo.linkSocial({ provider: profile.provider, providerUserId: profile.providerUserId, userId: user.id });
      }
    }
    if (!user) user = await createSocialAccount(profile, role);
    refuseUnlessActive(user);
    return issueSession(user, false, meta);
  }

  async function createSocialAccount(profile: SocialProfile, role: SocialRole): Promise<UserRow> {
    const wanted = profile.preferredUsername;
    // The client sends an account without a username to the account-completion page.
    const username = wanted && /^[a-zA-Z0-9_]{3,30}$/.test(wanted) && !(await usersRepo.findByUsername(wanted)) ? wanted : null;
    const email = profile.email && !(await usersRepo.findByEmail(profile.email)) ? profile.email : null;
    try {
      const { user } = await usersRepo.createAccount(
        {
          name: profile.name || username || '',
          firstName: profile.firstName,
          lastName: profile.lastName,
          username,
          email,
          verifiedEmail: !!email && profile.emailVerified,
          passwordHash: null,
          isPerformer: role === 'performer',
        },
        role === 'performer' ? { verificationStatus: 'pending' } : undefined,
      );
      await authRepo.linkSocial({ provider: profile.provider, providerUserId: profile.providerUserId, userId: user.id });
      return user;
    } catch (e) {
      if (e instanceof DuplicateValueError) throw conflict('Another sign-in created this account at the same moment. Please try again.');
      throw e;
    }
  }

  return {
    resolveSession,
    login,
    logout,
    endSessionsOf,
    forgetUser,
    liveSessionIds,
    register,
    assertUsernameAvailable,
    changePassword,
    forgotPassword,
    resetPassword,
    resendVerification,
    sendVerificationTo,
    verifyEmail,
    signInSocial,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
