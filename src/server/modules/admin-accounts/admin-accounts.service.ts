// The operators' accounts desk: one account read whole, and the three things an admin does to an account:
// suspend it, let it back in, delete it on request (docs/accounts.md "Suspending and deleting accounts").
import type { AccountProfile, AccountView } from '@/contracts/admin-accounts';
import { moderatedKinds, type ModeratedKind } from '@/contracts/moderation';
import { fromMinor } from '@/lib/money';
import type { Db } from '../../db/client';
import { notFound, unprocessable } from '../../http/errors';
import type { Log } from '../../log';
import type { Storage } from '../../media/storage';
import type { AuthService } from '../auth/auth.service';
import type { SiteMailDeps } from '../settings/site-mail';
import type { UserPresenter } from '../users/users.presenter';
import { createUsersRepo } from '../users/users.repo';
import type { UserRow } from '../users/users.table';
import { createModerationCatalogRepo } from '../moderation/moderation-catalog.repo';
import type { PurchasedItemRow } from '../purchases/purchases.table';
import { accountReactivatedMail, accountSuspendedMail } from './account-mail';
import { createAdminAccountsRepo, type AdminAccountsRepo } from './admin-accounts.repo';

type Action = 'suspend' | 'delete';
/** A ledger reference that names a row: `<kind>:<uuid>`. */
const REFERENCE = /^([a-z-]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
/** How a ledger reference's kind reads. */
const KIND_WORDS: Record<string, string> = {
  feed: 'Post',
  video: 'Video',
  gallery: 'Gallery',
  photo: 'Photo',
  product: 'Product',
  message: 'Paid message',
  stream: 'Live session ticket',
  order: 'Order',
  payment: 'Card payment',
  payout: 'Payout',
};
const isModeratedKind = (kind: string): kind is ModeratedKind => (moderatedKinds as readonly string[]).includes(kind);
const noSuchAccount = () => notFound('There is no account with this id.');
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** What an account change did, for the audit log and the answer. */
export interface AccountChange {
  before: UserRow;
  after: AccountProfile;
}

export function createAdminAccountsService(deps: SiteMailDeps & {
  db: Db;
  storage: Pick<Storage, 'remove' | 'url' | 'assetUrl'>;
  presenter: UserPresenter;
  auth: Pick<AuthService, 'endSessionsOf'>;
  /** After an account was suspended or deleted (a performer's live session ends); awaited, its failure logged. */
  onClosed?: (userId: string) => Promise<unknown>;
  log?: Pick<Log, 'error'>;
  now?: () => Date;
}) {
  const { db, presenter, settings } = deps;
  const repo = createAdminAccountsRepo(db);
  const usersRepo = createUsersRepo(db);
  const catalog = createModerationCatalogRepo(db);
  const now = deps.now ?? (() => new Date());

  async function profileOf(row: UserRow): Promise<AccountProfile> {
    const performer = row.isPerformer ? await usersRepo.findPerformer(row.id) : null;
    return { ...presenter.adminUser(row, performer), suspendedReason: row.suspendedReason, suspendedAt: iso(row.suspendedAt), deletedAt: iso(row.deletedAt) };
  }

  async function accountOf(id: string): Promise<UserRow> {
    const row = await usersRepo.findById(id);
    if (!row) throw noSuchAccount();
    return row;
  }

  /**
   * The account's purchases in words: each item's title, seller and page, read by kind from the content
   * catalog the moderation desk uses (live tickets and anything deleted since have none).
   */
  async function describePurchases(rows: PurchasedItemRow[]): Promise<AccountView['purchases']> {
    const kinds = [...new Set(rows.map((r) => r.itemType))].filter(isModeratedKind);
    const found = (await Promise.all(kinds.map((kind) => catalog.byIds(kind, rows.filter((r) => r.itemType === kind).map((r) => r.itemId))))).flat();
    const items = new Map(found.map((item) => [item.id, item]));
    const sellers = await catalog.people(found.map((item) => item.authorId));
    return rows.map((p) => {
      const item = items.get(p.itemId);
      return {
        _id: p.id,
        itemType: p.itemType,
        itemId: p.itemId,
        title: item ? item.title || item.text || null : null,
        sellerUsername: item ? (sellers.get(item.authorId)?.username ?? null) : null,
        link: item?.link ?? null,
        price: fromMinor(p.price),
        createdAt: p.createdAt.toISOString(),
      };
    });
  }

  /**
   * Ledger references (`<kind>:<id>`) in words: a tip names its creator, a sale its item; a top-up, an order
   * or a payout says what it was. Anything unknown keeps its raw reference only.
   */
  async function describeReferences(references: (string | null)[]): Promise<Map<string, { about: string; link: string | null }>> {
    const parsed = references
      .map((raw) => ({ raw, match: raw ? REFERENCE.exec(raw) : null }))
      .filter((r): r is { raw: string; match: RegExpExecArray } => !!r.match)
      .map(({ raw, match }) => ({ raw, kind: match[1], id: match[2] }));
    const kinds = [...new Set(parsed.map((p) => p.kind))].filter(isModeratedKind);
    const items = new Map((await Promise.all(kinds.map((kind) => catalog.byIds(kind, parsed.filter((p) => p.kind === kind).map((p) => p.id))))).flat().map((i) => [i.id, i]));
    const people = await catalog.people(parsed.filter((p) => p.kind === 'tip').map((p) => p.id));
    const words = new Map<string, { about: string; link: string | null }>();
    for (const { raw, kind, id } of parsed) {
      const item = items.get(id);
      const person = kind === 'tip' ? people.get(id) : undefined;
      if (item) words.set(raw, { about: `${KIND_WORDS[kind] ?? kind}: ${item.title || item.text}`, link: item.link });
      else if (person?.username) words.set(raw, { about: `Tip to @${person.username}`, link: `/${person.username}` });
      else if (KIND_WORDS[kind]) words.set(raw, { about: KIND_WORDS[kind], link: null });
    }
    return words;
  }

  async function view(id: string): Promise<AccountView> {
    const row = await accountOf(id);
    const [profile, entries, asFan, subscriberCount, purchases, against, filed, sessions] = await Promise.all([
      profileOf(row),
      repo.ledgerEntriesOf(id),
      repo.subscriptionsAsFan(id),
      row.isPerformer ? repo.subscriberCount(id, now()) : Promise.resolve(null),
      repo.purchasesOf(id),
      repo.reportsAgainst(id),
      repo.reportsFiledBy(id),
      repo.sessionsOf(id),
    ]);
    const references = await describeReferences(entries.map((e) => e.reference));
    const report = ({ report: r, reporterUsername }: (typeof against)[number]) => ({
      _id: r.id,
      target: r.target,
      targetId: r.targetId,
      reporterId: r.reporterId,
      reporterUsername,
      category: r.category,
      description: r.description,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    });
    return {
      profile,
      money: {
        balance: fromMinor(row.balance),
        entries: entries.map((e) => {
          const words = e.reference ? references.get(e.reference) : undefined;
          return { _id: String(e.id), account: e.account, amount: fromMinor(e.amount), kind: e.kind, reference: e.reference, about: words?.about ?? null, aboutLink: words?.link ?? null, createdAt: e.createdAt.toISOString() };
        }),
      },
      subscriptions: {
        asFan: asFan.map(({ subscription: s, performerUsername }) => ({
          _id: s.id,
          performerId: s.performerId,
          performerUsername,
          subscriptionType: s.subscriptionType,
          status: s.status,
          price: fromMinor(s.price),
          expiredAt: s.expiredAt.toISOString(),
          cancelledAt: iso(s.cancelledAt),
        })),
        subscriberCount,
      },
      purchases: await describePurchases(purchases),
      reports: { against: against.map(report), filed: filed.map(report) },
      sessions: sessions.map((s) => ({ _id: s.id, userAgent: s.userAgent, ip: s.ip, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString(), revokedAt: iso(s.revokedAt), lastUsedAt: iso(s.lastUsedAt) })),
    };
  }

  /**
   * Refuses to take the site's last active admin away, or an admin's own account: either would lock the
   * operators out. Runs in the change's transaction, with the active admins locked.
   */
  async function assertMayClose(txRepo: AdminAccountsRepo, actorId: string, target: UserRow, action: Action): Promise<void> {
    const verb = action === 'suspend' ? 'suspended' : 'deleted';
    if (target.roles.includes('admin') && target.status === 'active' && (await txRepo.activeAdminsOtherThan(target.id)) === 0) {
      throw unprocessable(`This is the last active admin account, so it cannot be ${verb}: make another account an admin first.`);
    }
    if (target.id === actorId) throw unprocessable(`You cannot ${action} your own account. Ask another admin to do it.`);
  }

  /** Ends the account's sessions (and open pages) and whatever it had running. */
  async function closeDown(userId: string): Promise<void> {
    await deps.auth.endSessionsOf(userId);
    await deps.onClosed?.(userId).catch((err: unknown) => deps.log?.error({ err, userId }, 'could not end what a closed account had running'));
  }

  async function mail(to: string | null, build: (site: { siteName: string; appUrl: string }) => Parameters<typeof deps.mailer.send>[0]): Promise<void> {
    if (!to) return;
    try {
      await deps.mailer.send(build({ siteName: await settings.get('siteName'), appUrl: deps.appUrl }));
    } catch (err) {
      // The change is saved and shows on the account page; a mail server that is down must not undo it for the admin.
      deps.log?.error({ err, to }, 'could not email the account about its status');
    }
  }

  async function suspend(actorId: string, id: string, reason: string): Promise<AccountChange> {
    const { before, after } = await db.transaction(async (tx) => {
      const txRepo = createAdminAccountsRepo(tx);
      const target = await createUsersRepo(tx).findById(id);
      if (!target) throw noSuchAccount();
      if (target.status === 'deleted') throw unprocessable('This account is deleted: there is nothing left to suspend.');
      await assertMayClose(txRepo, actorId, target, 'suspend');
      const updated = await txRepo.setStatus(id, { status: 'suspended', suspendedReason: reason, suspendedAt: now() }, now());
      if (!updated) throw noSuchAccount();
      return { before: target, after: updated };
    });
    await closeDown(id);
    await mail(after.email, (site) => accountSuspendedMail({ to: after.email!, name: after.name, reason, ...site }));
    return { before, after: await profileOf(after) };
  }

  async function reactivate(id: string): Promise<AccountChange> {
    const before = await accountOf(id);
    if (before.status === 'deleted') throw unprocessable('This account is deleted: it cannot be reactivated.');
    if (before.status === 'active') return { before, after: await profileOf(before) };
    const after = await repo.setStatus(id, { status: 'active', suspendedReason: null, suspendedAt: null }, now());
    if (!after) throw noSuchAccount();
    await mail(after.email, (site) => accountReactivatedMail({ to: after.email!, name: after.name, ...site }));
    return { before, after: await profileOf(after) };
  }

  /**
   * Deletion on request: the account is marked deleted and its sessions end first, then its personal data is
   * erased and its pictures and ID documents are removed from storage. Money records stay. Deleting an
   * account already deleted erases again, so a deletion cut short can be finished.
   */
  async function remove(actorId: string, id: string): Promise<AccountChange> {
    const before = await db.transaction(async (tx) => {
      const target = await createUsersRepo(tx).findById(id);
      if (!target) throw noSuchAccount();
      await assertMayClose(createAdminAccountsRepo(tx), actorId, target, 'delete');
      await createAdminAccountsRepo(tx).setStatus(id, { status: 'deleted', suspendedReason: target.suspendedReason, suspendedAt: target.suspendedAt }, now());
      return target;
    });
    await closeDown(id);
    const files = await repo.personalFilesOf(id);
    const after = await db.transaction((tx) => createAdminAccountsRepo(tx).erase(id, now()));
    if (!after) throw noSuchAccount();
    for (const key of files) {
      await deps.storage.remove(key).catch((err: unknown) => deps.log?.error({ err, key }, 'could not remove a file of a deleted account'));
    }
    return { before, after: await profileOf(after) };
  }

  return { view, suspend, reactivate, remove };
}
export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
