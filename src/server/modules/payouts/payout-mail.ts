// Every change to a payout request is emailed to the performer (docs/business-rules.md "Earnings and payouts").
// Mail goes out after the commit; a mail server that is down never undoes or fails the change itself.
import { plainAmount } from '@/lib/money';
import type { Log } from '../../log';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { PayoutRequestRow } from './payouts.table';
import type { Person } from './payouts.repo';

export type PayoutEvent = 'requested' | 'updated' | 'cancelled' | 'approved' | 'rejected' | 'paid';

const sentences: Record<PayoutEvent, (r: PayoutRequestRow) => string> = {
  requested: (r) => `We received your payout request of ${plainAmount(r.amount)}. The amount is reserved from your earnings while we review it.`,
  updated: (r) => `Your payout request now asks for ${plainAmount(r.amount)}. It is still waiting for review.`,
  cancelled: (r) => `You cancelled your payout request of ${plainAmount(r.amount)}. The amount is back in your earnings.`,
  approved: (r) => `Your payout request of ${plainAmount(r.amount)} is approved. We will send the money soon.`,
  rejected: (r) => `Your payout request of ${plainAmount(r.amount)} was rejected and the amount is back in your earnings.`,
  paid: (r) => `We sent your payout of ${plainAmount(r.amount)}. Depending on your bank or PayPal it may take a few days to arrive.`,
};

const subjects: Record<PayoutEvent, string> = {
  requested: 'We received your payout request',
  updated: 'Your payout request was changed',
  cancelled: 'Your payout request was cancelled',
  approved: 'Your payout request is approved',
  rejected: 'Your payout request was rejected',
  paid: 'Your payout is on its way',
};

export function payoutMail(to: string, performer: Person, request: PayoutRequestRow, event: PayoutEvent, opts: { siteName: string; link: string }): MailMessage {
  const note = event === 'rejected' || event === 'approved' || event === 'paid' ? request.adminNote : '';
  return {
    to,
    subject: `${subjects[event]} (${opts.siteName})`,
    text: [
      `Hello ${performer.name || performer.username || 'there'},`,
      '',
      sentences[event](request),
      ...(event === 'paid' && request.paidReference ? ['', `Transfer reference: ${request.paidReference}`] : []),
      ...(note ? ['', `Note from our team: ${note}`] : []),
      '',
      `Your payout requests: ${opts.link}`,
    ].join('\n'),
  };
}

/** The steps an admin takes: news to the performer (their own requests, changes and cancels only confirm). */
export type AdminStep = Extract<PayoutEvent, 'approved' | 'rejected' | 'paid'>;
const isAdminStep = (event: PayoutEvent): event is AdminStep => event === 'approved' || event === 'rejected' || event === 'paid';

export function createPayoutNotifier(deps: {
  mailer: Mailer;
  siteName: () => Promise<string>;
  appUrl: string;
  log?: Pick<Log, 'error'>;
  /** An admin's step, for the performer's notifications (docs/notifications.md). */
  onAdminStep?: (performerId: string, request: PayoutRequestRow, step: AdminStep) => void;
  /** Whether the performer still wants payout emails; an admin's step mails only if so. */
  wantsEmail?: (performerId: string) => Promise<boolean>;
}) {
  return async function notify(performer: Person, request: PayoutRequestRow, event: PayoutEvent): Promise<void> {
    const news = isAdminStep(event);
    if (news) deps.onAdminStep?.(performer.id, request, event);
    // Accounts from a social sign-in may have no address; the status still shows on the payouts page.
    if (!performer.email) return;
    if (news && deps.wantsEmail && !(await deps.wantsEmail(performer.id).catch(() => true))) return;
    try {
      const mail = payoutMail(performer.email, performer, request, event, { siteName: await deps.siteName(), link: `${deps.appUrl}/creator/payout-request` });
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log?.error({ err, payoutRequestId: request.id }, 'could not email the performer about their payout request');
    }
  };
}
export type PayoutNotifier = ReturnType<typeof createPayoutNotifier>;
