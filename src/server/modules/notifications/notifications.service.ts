// The notification centre's service: other modules tell it what happened (notify, notifyAudience), and it keeps
// the row, pushes it live, and answers the owner's list, count, reads and email switches. A failure to notify is
// logged and never fails what caused it: the subscription, tip or comment has happened either way.
import { randomUUID } from 'node:crypto';
import type { List } from '@/contracts/common';
import { emailedKinds, type EmailedKind, type MarkReadBody, type NotificationKind, type Notification, type NotificationListQuery, type NotificationPreferences, type UpdateNotificationPreferencesBody } from '@/contracts/notifications';
import { fromMinor } from '@/lib/money';
import { batchedWhileBusy } from '../../db/batched-while-busy';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import type { UserPresenter } from '../users/users.presenter';
import type { NotificationEvents } from './notification-events';
import type { Audience, ListedNotification, NewNotification, NotificationsRepo } from './notifications.repo';
import type { NotificationRow } from './notifications.table';

/** An actor already read and presented (null: none, or not found). */
type Known = Notification['actor'];

export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  presenter: Pick<UserPresenter, 'publicUser'>;
  events: NotificationEvents;
  log?: Pick<Log, 'warn'>;
  now?: () => Date;
}) {
  const { repo, presenter, events } = deps;
  const now = deps.now ?? (() => new Date());

  function present(row: NotificationRow, actor: Notification['actor']): Notification {
    return {
      _id: row.id,
      kind: row.kind,
      text: row.text,
      actor,
      targetType: row.targetType,
      targetId: row.targetId,
      link: row.link,
      amount: row.amount === null ? null : fromMinor(row.amount),
      read: row.readAt !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  const presentListed = (row: ListedNotification) => present(row, row.actor ? presenter.publicUser(row.actor, row.actorPerformer) : null);

  // Under load many sales, comments and messages end together, each with a notification to write and an actor
  // to read: those of one turn of the event loop, or of the time the batch before them ran, have their actors
  // read in one statement and their notifications written in one insert (db/batched-while-busy.ts). Ids are
  // made here so each caller gets back its own rows.
  const actorsBatched = batchedWhileBusy(async (ids: string[]) => {
    const found = await repo.actors(ids);
    return ids.map((id) => found.get(id));
  });
  const insertBatched = batchedWhileBusy(async (groups: NewNotification[][]) => {
    const named = groups.map((group) => group.map((n) => ({ ...n, id: randomUUID() })));
    const byId = new Map((await repo.insert(named.flat())).map((row) => [row.id, row]));
    return named.map((group) => group.flatMap((n) => byId.get(n.id) ?? []));
  });

  // Whether someone switched a kind of email off, asked after every sale: a batch's questions in a statement a kind.
  const switchedOffBatched = batchedWhileBusy(async (asks: { userId: string; kind: EmailedKind }[]) => {
    const off = new Map<EmailedKind, ReadonlySet<string>>();
    for (const kind of new Set(asks.map((a) => a.kind))) off.set(kind, await repo.switchedOff(asks.filter((a) => a.kind === kind).map((a) => a.userId), kind));
    return asks.map((a) => off.get(a.kind)!.has(a.userId));
  });

  /** The actor as the list shows them, read once for a whole audience. */
  async function actorOf(actorId: string | null | undefined): Promise<Notification['actor']> {
    if (!actorId) return null;
    const found = await actorsBatched(actorId);
    return found ? presenter.publicUser(found.user, found.performer) : null;
  }

  async function preferences(userId: string): Promise<NotificationPreferences> {
    const set = new Map((await repo.emailSettings(userId)).map((s) => [s.kind, s.email]));
    return { email: Object.fromEntries(emailedKinds.map((k) => [k, set.get(k) ?? true])) as NotificationPreferences['email'] };
  }

  /**
   * Pushes the rows live with their actor as the list shows them. `known` is the actor when the caller has read
   * them already (a producer reads them for its sentence), so they are not read twice.
   */
  async function publish(rows: readonly NotificationRow[], actorId: string | null | undefined, known?: Known): Promise<void> {
    if (rows.length === 0) return;
    const actor = known !== undefined && (known?._id ?? null) === (actorId ?? null) ? known : await actorOf(actorId);
    for (const row of rows) events.created.notify(row.userId, present(row, actor));
  }

  async function write(items: readonly NewNotification[], known?: Known): Promise<void> {
    const kept = items.filter((n) => n.userId !== n.actorId);
    try {
      // Stamped when asked for: one insert would give a turn's rows one now() (docs/notifications.md).
      const asked = now();
      const rows = kept.length ? await insertBatched(kept.map((n) => ({ ...n, createdAt: n.createdAt ?? asked }))) : [];
      // One actor per call in practice; group for the odd call that mixes them.
      const byActor = new Map<string | null, NotificationRow[]>();
      for (const row of rows) byActor.set(row.actorId, [...(byActor.get(row.actorId) ?? []), row]);
      for (const [actorId, group] of byActor) await publish(group, actorId, known);
    } catch (error) {
      logged(kept.map((n) => n.kind).join(', '), { users: kept.map((n) => n.userId) })(error);
    }
  }

  const logged = (what: string, details: object) => (error: unknown) => deps.log?.warn({ err: error, ...details }, `A notification (${what}) could not be written; what caused it stands.`);

  return {
    /** Writes and pushes notifications; never throws (failures are logged). Nobody is notified of their own act. */
    async notify(...items: NewNotification[]): Promise<void> {
      await write(items);
    },

    /** `notify`, by an actor the caller has read already (`actor`), so the push does not read them again. */
    async notifyAs(actor: Known, ...items: NewNotification[]): Promise<void> {
      await write(items, actor);
    },

    /** The actor as notifications show them, or null when there is no such user. */
    actor: (userId: string): Promise<Known> => actorOf(userId),

    /**
     * Writes and pushes `item` unless its recipient has not read the last one of its kind about the same target
     * yet (a burst of messages in one chat is one notification until it is read). Never throws.
     */
    async notifyUnlessUnread(item: NewNotification & { targetId: string }, actor?: Known): Promise<void> {
      if (item.userId === item.actorId) return;
      try {
        const row = await repo.insertUnlessUnread(item);
        if (row) await publish([row], row.actorId, actor);
      } catch (error) {
        logged(item.kind, { users: [item.userId] })(error);
      }
    },

    /** Marks `userId`'s unread notifications of `kind` about `targetId` read (they opened it elsewhere); never throws. */
    async markTargetRead(userId: string, kind: NotificationKind, targetId: string): Promise<void> {
      try {
        if ((await repo.markTargetRead(userId, kind, targetId, now())) > 0) events.read.notify(userId, await repo.unreadCount(userId));
      } catch (error) {
        logged(`reading ${kind}`, { userId })(error);
      }
    },

    /** One notification per member of a performer's audience (subscribers, and followers when asked). */
    async notifyAudience(audience: Audience, item: Omit<NewNotification, 'userId'>, actor?: Known): Promise<number> {
      try {
        const rows = await repo.insertForAudience(audience, item, now());
        await publish(rows, item.actorId, actor);
        return rows.length;
      } catch (error) {
        logged(item.kind, { performerId: audience.performerId })(error);
        return 0;
      }
    },

    async list(userId: string, query: NotificationListQuery): Promise<List<Notification>> {
      const page = toPage(query, ['createdAt', 'updatedAt'], 'createdAt');
      const { rows, total } = await repo.list(userId, { unreadOnly: query.unread === 'true', limit: page.limit, offset: page.offset });
      return { data: rows.map(presentListed), total };
    },

    unreadCount: (userId: string) => repo.unreadCount(userId),

    async markRead(userId: string, body: MarkReadBody): Promise<{ marked: number; unread: number }> {
      const marked = await repo.markRead(userId, 'all' in body ? 'all' : body.ids, now());
      const unread = await repo.unreadCount(userId);
      if (marked > 0) events.read.notify(userId, unread);
      return { marked, unread };
    },

    preferences,

    async updatePreferences(userId: string, body: UpdateNotificationPreferencesBody): Promise<NotificationPreferences> {
      const changes = (Object.entries(body.email) as Array<[EmailedKind, boolean | undefined]>).flatMap(([kind, email]) => (email === undefined ? [] : [{ kind, email }]));
      await repo.setEmailSettings(userId, changes);
      return preferences(userId);
    },

    /** For the modules that send email: whether this user still wants this kind. A failed read sends (mail is the older promise). */
    wantsEmail: (userId: string, kind: EmailedKind): Promise<boolean> => switchedOffBatched({ userId, kind }).then((off) => !off, () => true),
    /** For mail to many: who among `userIds` switched `kind` off (nobody when the read fails). */
    switchedOff: (userIds: readonly string[], kind: EmailedKind): Promise<ReadonlySet<string>> => repo.switchedOff(userIds, kind).catch(() => new Set<string>()),
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
