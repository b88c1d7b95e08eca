// The account emails: verification and password reset links.
import type { MailMessage } from '../../mail/mailer';

export function verificationMail(opts: { to: string; name: string; siteName: string; link: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Verify your email address for ${opts.siteName}`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `Please confirm that ${opts.to} is your email address by opening this link:`,
      opts.link,
      '',
      'The link works once and expires in 24 hours. If you did not create an account, ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetMail(opts: { to: string; name: string; siteName: string; link: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Reset your ${opts.siteName} password`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      'Someone asked to reset the password of your account. To choose a new password, open this link:',
      opts.link,
      '',
      'The link works once and expires in one hour. If it was not you, ignore this email: your password stays the same.',
    ].join('\n'),
  };
}
