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

/** To the owner of an address someone tried to register with: registration itself answers as if it worked. */
export function registrationAttemptMail(opts: { to: string; name: string; siteName: string; loginLink: string; resetLink: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Someone tried to sign up at ${opts.siteName} with your address`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `Someone just tried to create an account at ${opts.siteName} with ${opts.to}. This address already has an account, so no new one was made.`,
      '',
      `If it was you, log in: ${opts.loginLink}`,
      `If you do not remember your password, reset it: ${opts.resetLink}`,
      '',
      'If it was not you, ignore this email: nothing changed on your account.',
    ].join('\n'),
  };
}

/** The link that moves an account to a new address; until it is opened the account keeps its old one. */
export function emailChangeMail(opts: { to: string; name: string; siteName: string; link: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Confirm your new email address for ${opts.siteName}`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `You asked to use ${opts.to} for your ${opts.siteName} account. To confirm that this address is yours, open this link:`,
      opts.link,
      '',
      'Your account keeps its current address until you do. The link works once and expires in 24 hours. If you did not ask for this, ignore this email.',
    ].join('\n'),
  };
}

/** To the owner of an address another account asked to move to: that account gets no link. */
export function addressInUseMail(opts: { to: string; name: string; siteName: string; loginLink: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Someone asked to use your address at ${opts.siteName}`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `Someone asked to change the email address of another ${opts.siteName} account to ${opts.to}. It belongs to your account, so it stays yours and nothing was changed.`,
      '',
      `If it was you, you already have an account with this address: ${opts.loginLink}`,
      'If it was not you, ignore this email.',
    ].join('\n'),
  };
}

/** To the old address once a change is confirmed, so a takeover does not go unnoticed. */
export function emailChangedMail(opts: { to: string; name: string; siteName: string; newEmail: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} email address was changed`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      `The email address of your ${opts.siteName} account is now ${opts.newEmail}; this address (${opts.to}) no longer receives its messages.`,
      '',
      'If you did not make this change, contact the site team at once.',
    ].join('\n'),
  };
}
