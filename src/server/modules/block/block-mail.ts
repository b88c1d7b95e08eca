// docs/business-rules.md "Notifications" lists "block". The blocked user is deliberately not told (that could provoke
// the person the performer wants to be rid of), so the mail is the performer's own record of the block.
import type { MailMessage } from '../../mail/mailer';

export function blockConfirmationMail(opts: {
  to: string;
  performerName: string;
  blockedName: string;
  siteName: string;
  appUrl: string;
}): MailMessage {
  return {
    to: opts.to,
    subject: `You blocked ${opts.blockedName} on ${opts.siteName}`.replace(/[\u0000-\u001f\u007f]+/g, ' '),
    text: [
      `Hello ${opts.performerName || 'there'},`,
      '',
      `You blocked ${opts.blockedName}. They can no longer see your profile or content, message you, subscribe or join your streams.`,
      '',
      `To undo it, open your block list: ${opts.appUrl}/creator/blacklist`,
    ].join('\n'),
  };
}
