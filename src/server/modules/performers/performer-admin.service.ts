// The admin's review of performers: the queue, one performer with their documents (links signed for that
// admin), verify and reject. The performer is emailed the outcome; only verified performers are listed.
import type { z } from 'zod';
import type { List } from '@/contracts/common';
import { adminPerformerSortKeys, type AdminPerformer, type adminPerformerQuery } from '@/contracts/performers';
import { basisPointsFromPercent } from '@/lib/money';
import { notFound } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { SiteMailDeps } from '../settings/site-mail';
import { performerApprovedMail, performerRejectedMail } from './performer-mail';
import { loadSiteTerms } from './performer-profile.service';
import type { PerformerPresenter } from './performers.presenter';
import type { PerformerRecord, PerformersRepo } from './performers.repo';

type AdminPerformerQuery = z.infer<typeof adminPerformerQuery>;

const noSuchPerformer = () => notFound('There is no performer with this id.');

export function createPerformerAdminService(deps: SiteMailDeps & {
  performersRepo: PerformersRepo;
  presenter: PerformerPresenter;
  log?: Pick<Log, 'error'>;
  /** After a review decision has been saved (a rejected performer's live session ends). */
  onReviewed?: (outcome: { performerId: string; verified: boolean }) => void;
  /** Whether the performer still wants verification emails (their notification switch); sent without it. */
  wantsEmail?: (performerId: string) => Promise<boolean>;
  now?: () => Date;
}) {
  const { performersRepo: repo, presenter, settings } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(record: PerformerRecord, adminId: string): Promise<AdminPerformer> {
    return presenter.adminPerformer(record, await loadSiteTerms(settings), adminId);
  }

  async function recordOf(performerId: string): Promise<PerformerRecord> {
    const record = await repo.findRecord(performerId);
    if (!record) throw noSuchPerformer();
    return record;
  }

  async function list(query: AdminPerformerQuery, adminId: string): Promise<List<AdminPerformer>> {
    const { rows, total } = await repo.adminSearch({ verificationStatus: query.verificationStatus, q: query.q || undefined }, toPage(query, adminPerformerSortKeys, 'createdAt'));
    const site = await loadSiteTerms(settings);
    return { data: rows.map((row) => presenter.adminPerformer(row, site, adminId)), total };
  }

  async function notify(record: PerformerRecord, outcome: { verified: true } | { verified: false; reason: string }) {
    const { email, name } = record.user;
    // Accounts from a social sign-in may have no address; the outcome still shows on their account page.
    if (!email) return;
    // Switched off: the in-app notification and the account page still say it.
    if (deps.wantsEmail && !(await deps.wantsEmail(record.user.id).catch(() => true))) return;
    const mail = { to: email, name, siteName: await settings.get('siteName'), accountLink: `${deps.appUrl}/creator/account` };
    try {
      await deps.mailer.send(outcome.verified ? performerApprovedMail(mail) : performerRejectedMail({ ...mail, reason: outcome.reason }));
    } catch (err) {
      // The decision is already saved and shows on the performer's account page: a mail server that is
      // down must not turn it into an error for the admin.
      deps.log?.error({ err, performerId: record.user.id }, 'could not email the performer the review outcome');
    }
  }

  async function verify(performerId: string, adminId: string): Promise<AdminPerformer> {
    const before = await recordOf(performerId);
    if (before.performer.verificationStatus === 'verified') return present(before, adminId);
    const at = now();
    const performer = await repo.updatePerformer(performerId, { verificationStatus: 'verified', verifiedAt: at, rejectionReason: null, updatedAt: at });
    if (!performer) throw noSuchPerformer();
    const record = { ...before, performer };
    deps.onReviewed?.({ performerId, verified: true });
    await notify(record, { verified: true });
    return present(record, adminId);
  }

  /** Also takes a verified performer off the listings (their documents turned out to be wrong, say). */
  async function reject(performerId: string, reason: string, adminId: string): Promise<AdminPerformer> {
    const before = await recordOf(performerId);
    const performer = await repo.updatePerformer(performerId, { verificationStatus: 'rejected', verifiedAt: null, rejectionReason: reason, updatedAt: now() });
    if (!performer) throw noSuchPerformer();
    const record = { ...before, performer };
    deps.onReviewed?.({ performerId, verified: false });
    await notify(record, { verified: false, reason });
    return present(record, adminId);
  }

  /** The platform's share of this performer's sales from now on, or null to follow the site setting again. */
  async function setCommission(performerId: string, percentage: number | null, adminId: string): Promise<AdminPerformer> {
    const before = await recordOf(performerId);
    // Percent with two decimals is a whole number of basis points; rounding only drops float noise.
    const commissionBasisPoints = percentage === null ? null : basisPointsFromPercent(percentage);
    const performer = await repo.updatePerformer(performerId, { commissionBasisPoints, updatedAt: now() });
    if (!performer) throw noSuchPerformer();
    return present({ ...before, performer }, adminId);
  }

  return { list, get: async (performerId: string, adminId: string) => present(await recordOf(performerId), adminId), verify, reject, setCommission };
}
export type PerformerAdminService = ReturnType<typeof createPerformerAdminService>;
