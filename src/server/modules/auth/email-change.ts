// Changing an account's email address without revealing whether the new one is taken. The request answers
// alike either way: the address waits on the account as pending until the link sent to it is opened, and an
// address that belongs to another account gets a notice to its owner instead of a link.
import type { AppConfig } from '../../config';
import { badRequest, conflict } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { DuplicateValueError, type UsersRepo } from '../users/users.repo';
import type { UserRow } from '../users/users.table';
import { addressInUseMail, emailChangedMail, emailChangeMail } from './auth-mail';
import type { AuthRepo, AuthTokenRow } from './auth.repo';
import { newOneTimeToken } from './session-token';
import type { RecipientBudget } from '../../mail/recipient-budget';

const AGAIN = 'Ask for a new link by saving the new address on your account page again.';

export function createEmailChange(deps: {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  mailer: Mailer;
  settings: SettingsService;
  config: Pick<AppConfig, 'appUrl'>;
  /** Caps the mails one address receives, whoever asks (see recipient-budget.ts). */
  budget?: RecipientBudget;
  now?: () => Date;
}) {
  const { authRepo, usersRepo, mailer, settings, config } = deps;
  const mayMail = (address: string) => deps.budget?.take(address) ?? Promise.resolve(true);
  const now = deps.now ?? (() => new Date());

  /**
   * Mails for the pending address the users service just recorded on `user`: a link to a free address, a
   * notice to the owner of a taken one. Both paths write a token row and send one mail, so they also take
   * about as long.
   */
  async function requested(user: UserRow): Promise<void> {
    const address = user.pendingEmail?.toLowerCase();
    if (!address || !user.pendingEmailExpiresAt) return;
    const siteName = await settings.get('siteName');
    const owner = await usersRepo.findByEmail(address);
    const { token, hash } = newOneTimeToken();
    const taken = !!owner && owner.id !== user.id;
    // For a taken address the token is never sent: nobody can open it, and the request simply expires.
    await authRepo.insertToken({ userId: user.id, kind: 'email_change', tokenHash: hash, email: address, expiresAt: user.pendingEmailExpiresAt });
    if (!taken) {
      const link = `${config.appUrl}/auth/verify-email?token=${encodeURIComponent(token)}`;
      if (await mayMail(address)) await mailer.send(emailChangeMail({ to: address, name: user.name, siteName, link }));
    } else if (owner.email && owner.status === 'active' && (await mayMail(owner.email))) {
      await mailer.send(addressInUseMail({ to: owner.email, name: owner.name, siteName, loginLink: `${config.appUrl}/auth/login` }));
    }
  }

  /**
   * Opens an email_change link: the pending address becomes the account's, verified. Refused when the
   * account has asked for another address since, or when another account took this one meanwhile.
   */
  async function confirm(row: AuthTokenRow): Promise<string> {
    if (row.usedAt) throw badRequest(`This link has already been used. ${AGAIN}`);
    if (row.expiresAt.getTime() <= now().getTime()) throw badRequest(`This link has expired. ${AGAIN}`);
    const user = await usersRepo.findById(row.userId);
    if (!user || (user.pendingEmail ?? '').toLowerCase() !== row.email.toLowerCase()) {
      throw badRequest('This link is for an address change that was replaced or cancelled since. Use the link in the newest email we sent.');
    }
    if (!(await authRepo.useToken(row.id, now()))) throw badRequest(`This link has already been used. ${AGAIN}`);
    const cleared = { pendingEmail: null, pendingEmailExpiresAt: null, updatedAt: now() };
    const takenMeanwhile = () =>
      conflict(`Another account started using ${row.email} before you opened the link, so your address stays ${user.email ?? 'as it was'}. Choose a different one.`);
    const owner = await usersRepo.findByEmail(row.email);
    if (owner && owner.id !== user.id) {
      await usersRepo.update(user.id, cleared);
      throw takenMeanwhile();
    }
    try {
      await usersRepo.update(user.id, { ...cleared, email: row.email, verifiedEmail: true });
    } catch (e) {
      if (!(e instanceof DuplicateValueError)) throw e;
      await usersRepo.update(user.id, cleared);
      throw takenMeanwhile();
    }
    await authRepo.useAllTokens(user.id, 'email_change', now());
    if (user.email && user.email.toLowerCase() !== row.email.toLowerCase()) {
      await mailer.send(emailChangedMail({ to: user.email, name: user.name, siteName: await settings.get('siteName'), newEmail: row.email }));
    }
    return `Your email address is now ${row.email}. Thank you for confirming it.`;
  }

  return { requested, confirm };
}
export type EmailChange = ReturnType<typeof createEmailChange>;
