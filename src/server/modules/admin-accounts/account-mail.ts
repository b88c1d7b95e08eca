// The emails an account gets when an admin suspends it or lets it back in.
import type { MailMessage } from '../../mail/mailer';

interface AccountMail {
  to: string;
  name: string;
  siteName: string;
  /** The site's address; the contact page and the login page are under it. */
  appUrl: string;
}

export function accountSuspendedMail(opts: AccountMail & { reason: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} account is suspended`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `The ${opts.siteName} team has suspended your account. You have been logged out everywhere and cannot log in while the suspension lasts; subscriptions to or from your account will not renew, and a creator's profile is not shown to others.`,
      '',
      'The reason we recorded:',
      '',
      opts.reason,
      '',
      `If you think this is a mistake, write to us through the contact page: ${opts.appUrl}/contact`,
    ].join('\n'),
  };
}

export function accountReactivatedMail(opts: AccountMail): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} account is active again`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `The ${opts.siteName} team has lifted the suspension of your account. You can log in again: ${opts.appUrl}/auth/login`,
      '',
      'Subscriptions that ran out meanwhile did not renew; subscribe again where you want to.',
    ].join('\n'),
  };
}
