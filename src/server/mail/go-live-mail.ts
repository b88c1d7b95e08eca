// The email a performer's followers and subscribers get when the performer goes live. Who gets it, and how
// often, is decided where it is sent (src/server/modules/streams/go-live-mails.ts).
import { plainUnits } from '@/lib/money';
import type { MailMessage } from './mailer';

export interface GoLiveMail {
  to: { email: string; name: string | null };
  performer: { name: string | null; username: string | null };
  stream: { title: string; type: 'public' | 'group' | 'private'; price: number };
  siteName: string;
  /** Where the performer's page is (the live session opens from it). */
  pageUrl: string;
}

export function goLiveMail(opts: GoLiveMail): MailMessage {
  const who = opts.performer.name || opts.performer.username || 'A performer you follow';
  const { stream } = opts;
  const access =
    stream.type === 'group'
      ? `It is a show with tickets at ${plainUnits(stream.price)}.`
      : stream.price > 0
        ? `It is for subscribers, with ${plainUnits(stream.price)} to pay on top.`
        : 'It is included in a subscription.';
  return {
    to: opts.to.email,
    subject: `${who} is live now on ${opts.siteName}: ${stream.title}`,
    text: [
      `Hello ${opts.to.name || 'there'},`,
      '',
      `${who} just went live: "${stream.title}". ${access}`,
      '',
      `Watch now: ${opts.pageUrl}`,
      '',
      `You get this because you follow or subscribe to ${who}. You hear of their sessions at most once an hour.`,
    ].join('\n'),
  };
}
