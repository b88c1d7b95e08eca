// Moderation (docs/admin.md "Moderation"): admins act on an item, from a report or from the content
// browser. Hiding or removing sets the item's state; removing may refund every buyer; every open report
// about the item closes with what was done, all in one database transaction. The author is told after
// the commit (email and notification); a mail server that is down never undoes the decision.
import type { List } from '@/contracts/common';
import {
  adminContentSortKeys,
  type AdminContentFilters,
  type ContentAction,
  type ModeratedItem,
  type ModeratedKind,
  type ModerationReport,
  type ModerationResult,
  type ModerationState,
  type ReportAction,
  type ReportResolution,
  type ResolveReportResult,
} from '@/contracts/moderation';
import { reportSortKeys, type AdminReportQuery } from '@/contracts/social';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { Mailer } from '../../mail/mailer';
import type { Storage } from '../../media/storage';
import { createContentLookups } from '../content/content-lookups';
import type { BalanceChanged } from '../ledger/balance-events';
import { presentMediaFile } from '../media-files/media-files.presenter';
import type { NotificationsService } from '../notifications/notifications.service';
import { createReportsRepo, type ReportWithReporter } from '../reports/reports.repo';
import type { ReportRow } from '../reports/reports.table';
import type { SettingsService } from '../settings/settings.service';
import type { UserPresenter } from '../users/users.presenter';
import { createModerationCatalogRepo, type CatalogRow, type PersonRow } from './moderation-catalog.repo';
import { takenDownMail, warningMail } from './moderation-mail';
import { refundBuyers, type Credited } from './moderation-refund';

/** The admin acting, as the audit log and the report name them. */
export interface Moderator {
  id: string;
}

const STATE_OF: Record<ContentAction, ModerationState | null> = { hide: 'hidden', remove: 'removed', restore: 'visible', warn: null };
const RESOLUTION_OF: Record<ContentAction | 'dismiss', ReportResolution> = { dismiss: 'dismissed', hide: 'hidden', remove: 'removed', restore: 'restored', warn: 'warned' };
const NOUN: Record<ModeratedKind | 'performer', string> = {
  feed: 'post',
  video: 'video',
  gallery: 'gallery',
  photo: 'photo',
  product: 'product',
  comment: 'comment',
  message: 'message',
  performer: 'profile',
};
/** The notification's target, for kinds the notification centre links to. */
const NOTIFIED_TARGET = { feed: 'feed', video: 'video', gallery: 'gallery', product: 'product', comment: 'comment' } as const;
const TITLE_IN_MAIL = 60;

const contentMissing = (kind: ModeratedKind) => notFound(`There is no ${NOUN[kind]} with this id. It may have been deleted.`);
const isModeratedKind = (target: string): target is ModeratedKind => target !== 'performer' && target in NOUN;

export function createModerationService(deps: {
  db: Db;
  storage: Pick<Storage, 'url' | 'assetUrl'>;
  mailer: Mailer;
  settings: Pick<SettingsService, 'get'>;
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UserPresenter, 'publicUser'>;
  appUrl: string;
  onBalanceChanged?: BalanceChanged;
  log?: Pick<Log, 'error'>;
}) {
  const catalog = createModerationCatalogRepo(deps.db);
  const lookups = createContentLookups(deps.db);
  const avatarOf = (p: PersonRow) => (p.avatarKey ? deps.storage.url(p.avatarKey) : deps.storage.assetUrl(AVATAR_PLACEHOLDER));
  const personOf = (p: PersonRow | undefined) => (p ? { _id: p.id, username: p.username, name: p.name, avatar: avatarOf(p) } : null);

  /** Rows of one kind as admins see them: media linked for the admin, the authors named. */
  async function present(admin: Moderator, kind: ModeratedKind, rows: readonly CatalogRow[], people?: Map<string, PersonRow>): Promise<ModeratedItem[]> {
    const [files, authors] = await Promise.all([
      lookups.mediaFiles(rows.flatMap((r) => (r.fileId ? [r.fileId] : []))),
      people ?? catalog.people(rows.map((r) => r.authorId)),
    ]);
    return rows.map((r) => {
      const file = r.fileId ? files.get(r.fileId) : undefined;
      const media = file ? presentMediaFile(deps.storage, file, { viewerId: admin.id, canSeeMedia: true }) : null;
      return {
        kind,
        _id: r.id,
        title: r.title,
        excerpt: r.text,
        thumbnails: media ? (media.thumbnails.length > 0 ? media.thumbnails : [media.url ?? media.preview].filter((u): u is string => !!u)) : [],
        link: r.link,
        moderation: r.moderation,
        author: personOf(authors.get(r.authorId)),
        reportCount: r.reportCount,
        openReportCount: r.openReportCount,
        createdAt: r.createdAt.toISOString(),
      };
    });
  }

  /** Tells the author (email and notification); failures are logged, the decision stands. */
  async function tellAuthor(kind: ModeratedKind | 'performer', item: { id: string; authorId: string; title: string; text: string }, action: ContentAction, note: string) {
    if (action === 'restore') return;
    try {
      const author = (await catalog.people([item.authorId])).get(item.authorId);
      if (!author) return;
      const siteName = await deps.settings.get('siteName');
      const words = (item.title || item.text).replace(/\s+/g, ' ').trim();
      const title = words.length > TITLE_IN_MAIL ? `${words.slice(0, TITLE_IN_MAIL - 1)}…` : words;
      const about = { to: author.email ?? '', name: author.name, siteName, appUrl: deps.appUrl, noun: NOUN[kind], title, note };
      const text =
        action === 'warn'
          ? `The ${siteName} team warned you about your ${NOUN[kind]}: ${note}`
          : `The ${siteName} team ${action === 'hide' ? 'hid' : 'removed'} your ${NOUN[kind]}${note ? `: ${note}` : '.'}`;
      const targetType = kind in NOTIFIED_TARGET ? NOTIFIED_TARGET[kind as keyof typeof NOTIFIED_TARGET] : null;
      await deps.notifications.notify({ userId: author.id, kind: 'moderation', text, targetType, targetId: targetType ? item.id : null, link: null });
      if (author.email) await deps.mailer.send(action === 'warn' ? warningMail(about) : takenDownMail({ ...about, state: action === 'hide' ? 'hidden' : 'removed' }));
    } catch (err) {
      deps.log?.error({ err, kind, itemId: item.id }, 'could not tell the author about a moderation decision');
    }
  }

  /**
   * Tells each fan whose report a decision closed what became of it, in the notification centre only (no email:
   * a report is the reporter's favour to the site, not something to be mailed about). Never names the author.
   */
  async function tellReporters(kind: ModeratedKind | 'performer', reporterIds: readonly string[], resolution: ReportResolution) {
    if (reporterIds.length === 0) return;
    const siteName = await deps.settings.get('siteName').catch(() => 'the site');
    const noun = NOUN[kind];
    const outcome: Record<ReportResolution, string> = {
      hidden: `the ${siteName} team hid the ${noun} you reported.`,
      removed: `the ${siteName} team removed the ${noun} you reported.`,
      warned: `the ${siteName} team warned the author of the ${noun} you reported.`,
      dismissed: `the ${siteName} team reviewed the ${noun} you reported and found it within the rules.`,
      restored: `the ${siteName} team reviewed the ${noun} you reported.`,
    };
    const text = `Thanks for your report: ${outcome[resolution]}`;
    await deps.notifications.notify(...[...new Set(reporterIds)].map((userId) => ({ userId, kind: 'moderation' as const, text, targetType: null, targetId: null, link: null })));
  }

  /**
   * Does `action` to the item: its state, the refunds and the closing of every open report about it, in
   * one transaction; then tells the author. Answers the state before and after for the audit log.
   */
  async function act(admin: Moderator, kind: ModeratedKind, id: string, body: { action: ContentAction; note?: string; refundBuyers?: boolean }) {
    const note = body.note ?? '';
    const state = STATE_OF[body.action];
    const { before, reporterIds, credited } = await deps.db.transaction(async (tx) => {
      const txCatalog = createModerationCatalogRepo(tx);
      const found = state ? await txCatalog.setState(kind, id, state) : null;
      const was = found?.before ?? (await txCatalog.byIds(kind, [id]))[0]?.moderation;
      if (!was) throw contentMissing(kind);
      const refunded: Credited[] = body.action === 'remove' && body.refundBuyers ? await refundBuyers(tx, kind, id) : [];
      // Making an item visible again answers no report: the open ones wait for their own decision.
      const closed =
        body.action === 'restore'
          ? { reporterIds: [] }
          : await createReportsRepo(tx).closeAllAbout(kind, id, { resolution: RESOLUTION_OF[body.action], resolutionNote: note, resolvedBy: admin.id }, new Date());
      return { before: was, reporterIds: closed.reporterIds, credited: refunded };
    });
    const closedReports = reporterIds.length;
    for (const c of credited) deps.onBalanceChanged?.(c.buyerId, c.balance, c.change);
    if (body.action !== 'restore') await tellReporters(kind, reporterIds, RESOLUTION_OF[body.action]);
    const [row] = await catalog.byIds(kind, [id]);
    // The state changed, so the author hears of it; a repeated hide of a hidden item tells nobody again.
    if (before !== row.moderation || body.action === 'warn') await tellAuthor(kind, row, body.action, note);
    const [item] = await present(admin, kind, [row]);
    return { item, closedReports, refundedBuyers: new Set(credited.map((c) => c.buyerId)).size, before: { moderation: before }, after: { moderation: row.moderation } };
  }

  /** The item each report is about, by kind, in a few queries for a whole page. */
  async function itemsOf(admin: Moderator, rows: readonly ReportRow[]): Promise<Map<string, ModeratedItem>> {
    const items = new Map<string, ModeratedItem>();
    const byKind = new Map<ModeratedKind, string[]>();
    for (const r of rows) if (isModeratedKind(r.target)) byKind.set(r.target, [...(byKind.get(r.target) ?? []), r.targetId]);
    for (const [kind, ids] of byKind) {
      for (const item of await present(admin, kind, await catalog.byIds(kind, ids))) items.set(`${kind}:${item._id}`, item);
    }
    const performerIds = rows.filter((r) => r.target === 'performer').map((r) => r.targetId);
    if (performerIds.length > 0) {
      const people = await catalog.people(performerIds);
      const counts = await createReportsRepo(deps.db).countsAbout('performer', performerIds);
      for (const [pid, p] of people) {
        const c = counts.get(pid) ?? { all: 0, open: 0 };
        items.set(`performer:${pid}`, {
          kind: 'performer',
          _id: pid,
          title: p.name || p.username || '',
          excerpt: '',
          thumbnails: [],
          link: p.username ? `/${p.username}` : null,
          moderation: 'visible',
          author: personOf(p),
          reportCount: c.all,
          openReportCount: c.open,
          createdAt: new Date(0).toISOString(),
        });
      }
    }
    return items;
  }

  async function presentReports(admin: Moderator, found: readonly ReportWithReporter[]): Promise<ModerationReport[]> {
    const rows = found.map((r) => r.report);
    const [items, people] = await Promise.all([itemsOf(admin, rows), catalog.people(rows.flatMap((r) => (r.resolvedBy ? [r.resolvedBy] : [])))]);
    return found.map(({ report: r, reporter, reporterProfile }) => ({
      _id: r.id,
      target: r.target,
      targetId: r.targetId,
      category: r.category,
      description: r.description,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      reporter: deps.users.publicUser(reporter, reporterProfile),
      resolution: (r.resolution as ReportResolution | null) ?? null,
      resolutionNote: r.resolutionNote,
      resolvedBy: r.resolvedBy ? personOf(people.get(r.resolvedBy)) : null,
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      item: items.get(`${r.target}:${r.targetId}`) ?? null,
    }));
  }

  return {
    /** GET /admin/reports: the queue, each report with its item in place. */
    async queue(admin: Moderator, query: AdminReportQuery): Promise<List<ModerationReport>> {
      const { rows, total } = await createReportsRepo(deps.db).list({ status: query.status }, toPage(query, reportSortKeys, 'updatedAt'));
      return { data: await presentReports(admin, rows), total };
    },

    /**
     * POST /admin/reports/:id/resolve. A report already resolved answers as it stands and changes nothing,
     * so a repeated click (or a replayed request) never acts twice.
     */
    async resolve(admin: Moderator, reportId: string, body: { action: ReportAction; note?: string; refundBuyers?: boolean }) {
      const reports = createReportsRepo(deps.db);
      const found = await reports.find(reportId);
      if (!found) throw notFound('There is no report with this id.');
      let closedReports = 0;
      let refundedBuyers = 0;
      let before: ModerationState | null = null;
      let after: ModerationState | null = null;
      if (found.status === 'open') {
        if (body.action === 'dismiss') {
          const { reporterIds } = await reports.closeAllAbout(found.target, found.targetId, { resolution: 'dismissed', resolutionNote: body.note ?? '', resolvedBy: admin.id }, new Date());
          closedReports = reporterIds.length;
          await tellReporters(found.target as ModeratedKind | 'performer', reporterIds, 'dismissed');
        } else if (isModeratedKind(found.target)) {
          const done = await act(admin, found.target, found.targetId, { ...body, action: body.action });
          ({ closedReports, refundedBuyers } = done);
          before = done.before.moderation;
          after = done.after.moderation;
        } else if (body.action === 'warn') {
          const { reporterIds } = await reports.closeAllAbout(found.target, found.targetId, { resolution: 'warned', resolutionNote: body.note ?? '', resolvedBy: admin.id }, new Date());
          closedReports = reporterIds.length;
          await tellReporters('performer', reporterIds, 'warned');
          await tellAuthor('performer', { id: found.targetId, authorId: found.targetId, title: '', text: '' }, 'warn', body.note ?? '');
        } else {
          throw unprocessable('A profile cannot be hidden or removed: dismiss the report, warn the performer, or suspend their account.');
        }
      }
      const [report] = await presentReports(admin, [(await reports.findWithReporter(reportId))!]);
      return { result: { report, closedReports, refundedBuyers } satisfies ResolveReportResult, before, after };
    },

    /** POST /admin/content/:kind/:id/moderation */
    async moderate(admin: Moderator, kind: ModeratedKind, id: string, body: { action: ContentAction; note?: string; refundBuyers?: boolean }) {
      const { item, closedReports, refundedBuyers, before, after } = await act(admin, kind, id, body);
      return { result: { item, closedReports, refundedBuyers } satisfies ModerationResult, before, after };
    },

    /** GET /admin/content: one kind's items, newest first, filtered. */
    async browse(admin: Moderator, query: AdminContentFilters): Promise<List<ModeratedItem>> {
      const page = toPage(query, adminContentSortKeys, 'createdAt');
      const { rows, total } = await catalog.browse(query.kind, { q: query.q, moderation: query.moderation, performerId: query.performerId, reported: query.reported === 'true' }, page);
      return { data: await present(admin, query.kind, rows), total };
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
