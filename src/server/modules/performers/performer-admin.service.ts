// The admin's review of performers: the queue, one performer with their documents (links signed for that
// admin), verify, reject, and revoke a verification given earlier. The performer is emailed the outcome; only
// verified performers are listed. A revoked performer is rejected with the reason (docs/admin.md "Verification").
import type { z } from 'zod';
import type { List } from '@/contracts/common';
import { adminPerformerSortKeys, type AdminPerformer, type adminPerformerQuery } from '@/contracts/performers';
import { basisPointsFromPercent } from '@/lib/money';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { SiteMailDeps } from '../settings/site-mail';
import type { UsersRepo } from '../users/users.repo';
import { performerApprovedMail, performerRejectedMail, performerRevokedMail } from './performer-mail';
import { loadSiteTerms } from './performer-profile.service';
import type { PerformerPresenter } from './performers.presenter';
import type { PerformerRecord, PerformersRepo } from './performers.repo';
import type { PerformerRow } from './performers.table';

type AdminPerformerQuery = z.infer<typeof adminPerformerQuery>;

const noSuchPerformer = () => notFound('There is no performer with this id.');

type VerificationStatus = PerformerRow['verificationStatus'];
/** A review step's answer, with the status it left for the audit log. */
export interface Reviewed {
  performer: AdminPerformer;
  from: VerificationStatus;
}
type Outcome = { kind: 'verified' } | { kind: 'rejected' | 'revoked'; reason: string };
const mailOf = { verified: performerApprovedMail, rejected: performerRejectedMail, revoked: performerRevokedMail };

export function createPerformerAdminService(deps: SiteMailDeps & {
  performersRepo: PerformersRepo;
  /** Names the admin who verified a performer. */
  usersRepo: Pick<UsersRepo, 'findById'>;
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

  /** The usernames of the admins who verified these performers, by id (a handful of admins at most). */
  async function verifiersOf(records: PerformerRecord[]): Promise<Map<string, string>> {
    const ids = [...new Set(records.map((r) => r.performer.verifiedBy).filter((id): id is string => !!id))];
    const found = await Promise.all(ids.map(async (id) => [id, await deps.usersRepo.findById(id)] as const));
    return new Map(found.filter(([, user]) => user).map(([id, user]) => [id, user!.username ?? user!.name]));
  }

  async function present(record: PerformerRecord, adminId: string): Promise<AdminPerformer> {
    return presenter.adminPerformer(record, await loadSiteTerms(settings), adminId, await verifiersOf([record]));
  }

  async function recordOf(performerId: string): Promise<PerformerRecord> {
    const record = await repo.findRecord(performerId);
    if (!record) throw noSuchPerformer();
    return record;
  }

  async function list(query: AdminPerformerQuery, adminId: string): Promise<List<AdminPerformer>> {
    const { rows, total } = await repo.adminSearch({ verificationStatus: query.verificationStatus, q: query.q || undefined }, toPage(query, adminPerformerSortKeys, 'createdAt'));
    const [site, verifiers] = await Promise.all([loadSiteTerms(settings), verifiersOf(rows)]);
    return { data: rows.map((row) => presenter.adminPerformer(row, site, adminId, verifiers)), total };
  }

  async function notify(record: PerformerRecord, outcome: Outcome) {
    const { email, name } = record.user;
    // Accounts from a social sign-in may have no address; the outcome still shows on their account page.
    if (!email) return;
    // Switched off: the in-app notification and the account page still say it.
    if (deps.wantsEmail && !(await deps.wantsEmail(record.user.id).catch(() => true))) return;
    const mail = { to: email, name, siteName: await settings.get('siteName'), accountLink: `${deps.appUrl}/creator/account` };
    try {
      await deps.mailer.send(outcome.kind === 'verified' ? mailOf.verified(mail) : mailOf[outcome.kind]({ ...mail, reason: outcome.reason }));
    } catch (err) {
      // The decision is already saved and shows on the performer's account page: a mail server that is
      // down must not turn it into an error for the admin.
      deps.log?.error({ err, performerId: record.user.id }, 'could not email the performer the review outcome');
    }
  }

  async function verify(performerId: string, adminId: string): Promise<Reviewed> {
    const before = await recordOf(performerId);
    const from = before.performer.verificationStatus;
    if (from === 'verified') return { performer: await present(before, adminId), from };
    const at = now();
    const performer = await repo.updatePerformer(performerId, { verificationStatus: 'verified', verifiedAt: at, verifiedBy: adminId, rejectionReason: null, updatedAt: at });
    if (!performer) throw noSuchPerformer();
    const record = { ...before, performer };
    deps.onReviewed?.({ performerId, verified: true });
    await notify(record, { kind: 'verified' });
    return { performer: await present(record, adminId), from };
  }

  /** Also takes a verified performer off the listings (their documents turned out to be wrong, say). */
  async function reject(performerId: string, reason: string, adminId: string): Promise<Reviewed> {
    return unverify(await recordOf(performerId), { kind: 'rejected', reason }, adminId);
  }

  /**
   * Withdraws a verification: the performer is rejected with the reason, so their account page says why and
   * new documents put them back in the queue. Only a verified performer has one to withdraw.
   */
  async function revoke(performerId: string, reason: string, adminId: string): Promise<Reviewed> {
    const before = await recordOf(performerId);
    if (before.performer.verificationStatus !== 'verified') {
      throw unprocessable(`This performer is ${before.performer.verificationStatus === 'pending' ? 'waiting for review' : 'rejected'}, not verified: there is no verification to revoke.`);
    }
    return unverify(before, { kind: 'revoked', reason }, adminId);
  }

  async function unverify(before: PerformerRecord, outcome: Outcome & { kind: 'rejected' | 'revoked' }, adminId: string): Promise<Reviewed> {
    const performerId = before.user.id;
    const performer = await repo.updatePerformer(performerId, {
      verificationStatus: 'rejected',
      verifiedAt: null,
      // The column names who verified, or who last revoked.
      ...(outcome.kind === 'revoked' ? { verifiedBy: adminId } : {}),
      rejectionReason: outcome.reason,
      updatedAt: now(),
    });
    if (!performer) throw noSuchPerformer();
    const record = { ...before, performer };
    deps.onReviewed?.({ performerId, verified: false });
    await notify(record, outcome);
    return { performer: await present(record, adminId), from: before.performer.verificationStatus };
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

  return { list, get: async (performerId: string, adminId: string) => present(await recordOf(performerId), adminId), verify, reject, revoke, setCommission };
}
export type PerformerAdminService = ReturnType<typeof createPerformerAdminService>;
