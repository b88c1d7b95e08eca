// Conversations and messages as one viewer sees them. A pay-per-view message's media are linked only for
// its sender, an admin, or a recipient who bought it; everyone else gets the blurred preview (as feeds do).
import type { Conversation, Message, MessageType } from '@/contracts/messages';
import { REMOVED_MESSAGE_TEXT } from '@/contracts/moderation';
import { AVATAR_PLACEHOLDER } from '@/contracts/users';
import { fromMinorOrNull } from '@/lib/money';
import type { Storage } from '../../media/storage';
import { createContentLookups } from '../content/content-lookups';
import type { MediaFilesService } from '../media-files/media-files.service';
import { createPurchasesRepo } from '../purchases/purchases.repo';
import type { Db } from '../../db/client';
import type { ConversationRow, MessageRow } from './messages.table';
import { pairKeyOf, type MessagesRepo, type PersonRow } from './messages.repo';

export interface MessageViewer {
  userId: string;
  isAdmin: boolean;
}


/** Whom the viewer talks to: the other side, or for an admin looking in, the performer. */
export const otherSideOf = (row: ConversationRow, viewerId: string): string => (row.performerId === viewerId && row.fanId ? row.fanId : row.performerId);

export const unreadFor = (row: ConversationRow, viewerId: string): number =>
  row.performerId === viewerId ? row.performerUnread : row.fanId === viewerId ? row.fanUnread : 0;

export function createMessagesPresenter(deps: { db: Db; repo: MessagesRepo; mediaFiles: Pick<MediaFilesService, 'present'>; storage: Pick<Storage, 'url' | 'assetUrl'> }) {
  const lookups = createContentLookups(deps.db);
  const purchases = createPurchasesRepo(deps.db);
  const avatarOf = (p: PersonRow | undefined) => (p?.avatarKey ? deps.storage.url(p.avatarKey) : deps.storage.assetUrl(AVATAR_PLACEHOLDER));
  const personOf = (id: string, p: PersonRow | undefined) => ({ _id: id, name: p?.name ?? '', username: p?.username ?? null, avatar: avatarOf(p) });

  async function conversations(viewerId: string, rows: readonly ConversationRow[]): Promise<Conversation[]> {
    const others = rows.map((r) => otherSideOf(r, viewerId));
    const pairs = rows.flatMap((r) => (r.fanId ? [{ a: r.performerId, b: r.fanId }] : []));
    const [people, blocked] = await Promise.all([deps.repo.people(others), deps.repo.blockedPairs(pairs)]);
    return rows.map((row, i) => {
      const person = people.get(others[i]);
      return {
        _id: row.id,
        type: row.type,
        recipientInfo: { ...personOf(others[i], person), isPerformer: person?.isPerformer ?? false },
        lastMessage: row.lastMessage,
        lastMessageCreatedAt: row.lastMessageAt?.toISOString() ?? null,
        lastSenderId: row.lastSenderId,
        totalNotSeenMessages: unreadFor(row, viewerId),
        isBlocked: row.fanId ? blocked.has(pairKeyOf(row.performerId, row.fanId)) : false,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  /** `viewer` null: an anonymous reader of a public conversation. */
  async function messages(viewer: MessageViewer | null, rows: readonly MessageRow[]): Promise<Message[]> {
    const viewerId = viewer?.userId ?? null;
    const paid = rows.filter((r) => r.price !== null).map((r) => r.id);
    const [people, files, bought] = await Promise.all([
      deps.repo.people(rows.map((r) => r.senderId)),
      lookups.mediaFiles(rows.flatMap((r) => (r.isDeleted ? [] : r.fileIds))),
      viewerId ? purchases.boughtAmong(viewerId, 'message', paid) : new Set<string>(),
    ]);
    return rows.map((row) => {
      // A message an admin took down reads as removed to everyone but admins (docs/admin.md "Moderation").
      const takenDown = row.moderation !== 'visible' && !viewer?.isAdmin;
      const isDeleted = row.isDeleted || takenDown;
      const isBought = bought.has(row.id);
      const canSeeMedia = row.price === null || row.senderId === viewerId || !!viewer?.isAdmin || isBought;
      const media = { viewerId, canSeeMedia };
      return {
        _id: row.id,
        conversationId: row.conversationId,
        senderId: row.senderId,
        sender: personOf(row.senderId, people.get(row.senderId)),
        type: row.type as MessageType,
        text: takenDown ? REMOVED_MESSAGE_TEXT : row.text,
        isDeleted,
        files: isDeleted ? [] : row.fileIds.flatMap((id) => {
          const file = files.get(id);
          return file ? [deps.mediaFiles.present(file, media)] : [];
        }),
        price: fromMinorOrNull(row.price),
        amount: fromMinorOrNull(row.amount),
        isLocked: !canSeeMedia,
        isBought,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  return {
    conversations,
    conversation: async (viewerId: string, row: ConversationRow) => (await conversations(viewerId, [row]))[0],
    messages,
    message: async (viewer: MessageViewer | null, row: MessageRow) => (await messages(viewer, [row]))[0],
  };
}
export type MessagesPresenter = ReturnType<typeof createMessagesPresenter>;
