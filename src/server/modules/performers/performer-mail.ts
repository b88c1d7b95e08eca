// The emails a performer gets when an admin reviews their documents.
import type { MailMessage } from '../../mail/mailer';

interface ReviewMail {
  to: string;
  name: string;
  siteName: string;
  /** Where the performer manages their profile and documents. */
  accountLink: string;
}

export function performerApprovedMail(opts: ReviewMail): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} performer profile is approved`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      'We have checked your documents and verified your performer account. Your profile is now listed, so fans can find, follow and subscribe to you.',
      '',
      `Finish your profile (pictures, prices, welcome video) here: ${opts.accountLink}`,
    ].join('\n'),
  };
}

export function performerRejectedMail(opts: ReviewMail & { reason: string }): MailMessage {
  return {
    to: opts.to,
    subject: `We could not verify your ${opts.siteName} performer account`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      'We reviewed your documents but could not verify your performer account yet. The reviewer wrote:',
      '',
      opts.reason,
      '',
      `Upload new photos of your documents here and we will review them again: ${opts.accountLink}`,
    ].join('\n'),
  };
}

export function performerRevokedMail(opts: ReviewMail & { reason: string }): MailMessage {
  return {
    to: opts.to,
    subject: `Your ${opts.siteName} performer account is no longer verified`,
    text: [
      `Hello ${opts.name || 'there'},`,
      '',
      'We have withdrawn the verification of your performer account, so your profile is no longer listed. The reviewer wrote:',
      '',
      opts.reason,
      '',
      `Upload new photos of your documents here and we will review them again: ${opts.accountLink}`,
    ].join('\n'),
  };
}
