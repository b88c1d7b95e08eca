// What an author is told when an admin hides or removes their item, or warns them about it.
import type { MailMessage } from '../../mail/mailer';

interface AuthorMail {
  to: string;
  name: string;
  siteName: string;
  appUrl: string;
  /** How the item is named: "post", "video", … and its title or first words. */
  noun: string;
  title: string;
  note: string;
}

const named = (opts: AuthorMail) => (opts.title ? `your ${opts.noun} "${opts.title}"` : `your ${opts.noun}`);
const noteLines = (note: string) => (note ? ['', 'What the team wrote:', '', note] : []);
const contact = (opts: AuthorMail) => ['', `If you think this is a mistake, write to us through the contact page: ${opts.appUrl}/contact`];

export function takenDownMail(opts: AuthorMail & { state: 'hidden' | 'removed' }): MailMessage {
  const what =
    opts.state === 'hidden'
      ? `The ${opts.siteName} team has hidden ${named(opts)}. Nobody new can find or buy it; fans who bought it keep it.`
      : `The ${opts.siteName} team has removed ${named(opts)}. Nobody can see it any more.`;
  return {
    to: opts.to,
    subject: `Your ${opts.noun} was ${opts.state} by the ${opts.siteName} team`,
    text: [`Hello ${opts.name || 'there'},`, '', what, ...noteLines(opts.note), ...contact(opts)].join('\n'),
  };
}

export function warningMail(opts: AuthorMail): MailMessage {
  return {
    to: opts.to,
    subject: `A warning from the ${opts.siteName} team`,
    text: [`Hello ${opts.name || 'there'},`, '', `The ${opts.siteName} team reviewed a report about ${named(opts)} and is warning you:`, '', opts.note, ...contact(opts)].join('\n'),
  };
}
