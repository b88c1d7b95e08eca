// The mail an admin gets from the contact form. Replies go straight to the visitor.
import type { ContactBody } from '@/contracts/lookups';
import type { MailMessage } from '../../mail/mailer';

/** Subjects are one line: a name with control characters must not add headers or break the line. */
export const oneLine = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

export function contactMail(body: ContactBody, siteName: string, fromIp: string): Omit<MailMessage, 'to'> {
  return {
    subject: oneLine(`[${siteName}] Contact form: message from ${body.name}`),
    replyTo: body.email,
    text: [
      `${body.name} <${body.email}> wrote through the contact form of ${siteName}:`,
      '',
      body.message,
      '',
      `Reply to this email to answer them. (Sent from address ${fromIp}.)`,
    ].join('\n'),
  };
}
