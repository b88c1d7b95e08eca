// The go-live email: when a performer's public or group session starts, their followers and active
// subscribers (stream-audience.repo.ts) with a verified address hear of it, at most once an hour per performer
// and recipient (a budget kept in Redis when there is one, so every node shares it). The mails go from a
// job, so starting a session never waits on them, a restart does not lose them, and a retry does not send
// a mail twice (the budget has counted each one already sent). A session that ended before the job ran
// sends nothing.
import { z } from 'zod';
import { fromMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/registry';
import type { Log } from '../../log';
import { goLiveMail } from '../../mail/go-live-mail';
import type { RecipientBudget } from '../../mail/recipient-budget';
import type { SiteMailDeps } from '../settings/site-mail';
import { audienceOf } from './stream-audience.repo';
import { createStreamsRepo } from './streams.repo';
import { createMessagesRepo } from '../messages/messages.repo';

export const goLiveMailsJob = defineJob('streams.go-live-mails', z.object({ streamId: z.uuid() }), { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 60 * 60 });

/** One go-live email per performer and recipient in this window. */
export const GO_LIVE_MAIL_WINDOW_MS = 60 * 60 * 1000;

export interface GoLiveMailsResult {
  sent: number;
  /** Recipients who heard of this performer within the window already. */
  skipped: number;
  /** Recipients who switched the go-live email off. */
  switchedOff: number;
  failed: number;
}

export function createGoLiveMails(deps: SiteMailDeps & {
  db: Db;
  budget: RecipientBudget;
  /** Who among these users switched the go-live email off (read once per page of the audience). */
  switchedOff?: (userIds: readonly string[]) => Promise<ReadonlySet<string>>;
  log?: Pick<Log, 'warn'>;
}) {
  /** Sends the session's go-live emails; nothing when it is no longer live or is a private show. */
  async function send(streamId: string): Promise<GoLiveMailsResult> {
    const result: GoLiveMailsResult = { sent: 0, skipped: 0, switchedOff: 0, failed: 0 };
    const session = await createStreamsRepo(deps.db).find(streamId);
    if (!session || session.status !== 'live' || session.type === 'private') return result;
    const performer = await createMessagesRepo(deps.db).person(session.performerId);
    if (!performer) return result;
    const siteName = await deps.settings.get('siteName');
    const pageUrl = `${deps.appUrl}/${encodeURIComponent(performer.username ?? performer.id)}`;
    for await (const page of audienceOf(deps.db, session.performerId)) {
      const off = (await deps.switchedOff?.(page.map((m) => m.id))) ?? new Set<string>();
      for (const member of page) {
        if (!member.email || !member.verifiedEmail) continue;
        // Before the budget, so turning the switch back on finds it unspent.
        if (off.has(member.id)) {
          result.switchedOff += 1;
          continue;
        }
        // Counted before sending: a retry of this job, or the next session within the hour, skips it.
        if (!(await deps.budget.take(`${session.performerId} ${member.email}`))) {
          result.skipped += 1;
          continue;
        }
        try {
          await deps.mailer.send(
            goLiveMail({
              to: { email: member.email, name: member.name },
              performer,
              stream: { title: session.title, type: session.type, price: fromMinor(session.price) },
              siteName,
              pageUrl,
            }),
          );
          result.sent += 1;
        } catch (error) {
          result.failed += 1;
          deps.log?.warn({ err: error, streamId, userId: member.id }, 'A go-live email could not be sent; the others still go.');
        }
      }
    }
    return result;
  }

  return { send };
}
export type GoLiveMails = ReturnType<typeof createGoLiveMails>;
