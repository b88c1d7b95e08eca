// Conversations and messages (docs/business-rules.md "Messaging"): only the two participants read and write a
// private conversation (admins may read), the messaging rules decide who may write to whom, and after
// each change commits the MessageEvents bus hears of it (the realtime server forwards it to sockets).
import type { List } from '@/contracts/common';
import type { FileStatusResult, MediaFile } from '@/contracts/media';
import { conversationSortKeys, STREAM_DELETED_MESSAGE_TEXT, type Conversation, type ConversationSearchQuery, type CreateConversationBody, type Message, type MessageListQuery, type sendMessageBody } from '@/contracts/messages';
import type { z } from 'zod';
import { toMinor } from '@/lib/money';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { toPage } from '../../http/paging';
import type { Log } from '../../log';
import { fileStatusOf } from '../media-files/media-files.presenter';
import type { MediaFilesService, UploadPart } from '../media-files/media-files.service';
import type { MessageEvents } from './message-events';
import { otherSideOf, unreadFor, type MessagesPresenter } from './messages.presenter';
import type { MessagesRepo } from './messages.repo';
import type { StreamChatEvents } from './stream-chat-events';
import type { ConversationRow, MessageRow } from './messages.table';
import { messageTypeOf, refusalToMessage, summaryOf, type SenderSide } from './messaging-rules';

export interface MessagingUser {
  id: string;
  isAdmin: boolean;
  isPerformer: boolean;
}

type SendMessage = z.output<typeof sendMessageBody>;

const conversationMissing = () => notFound('This conversation does not exist, or you are not part of it.');
const messageMissing = () => notFound('This message does not exist, or was removed.');
const isParticipant = (row: ConversationRow, userId: string) => row.performerId === userId || row.fanId === userId;
const sideOf = (row: ConversationRow, userId: string): SenderSide => (row.performerId === userId ? 'performer' : 'fan');

export function createMessagesService(deps: {
  repo: MessagesRepo;
  presenter: MessagesPresenter;
  mediaFiles: Pick<MediaFilesService, 'accept' | 'find' | 'present'>;
  events: MessageEvents;
  /** Lines of live sessions' chats deleted through DELETE /messages/{id}: the session they belong to, and where to announce it. */
  streamChat?: { sessionOf(performerId: string, conversationId: string): Promise<string | null>; events: Pick<StreamChatEvents, 'notify'> };
  log?: Pick<Log, 'warn'>;
}) {
  const { repo, presenter, events } = deps;

  /** A private conversation the user may read: a participant's, or any for an admin. */
  async function readable(user: MessagingUser, conversationId: string): Promise<ConversationRow> {
    const row = await repo.findConversation(conversationId);
    if (!row || row.type !== 'private' || !(isParticipant(row, user.id) || user.isAdmin)) throw conversationMissing();
    return row;
  }

  async function refusalFor(performerId: string, fanId: string, side: SenderSide): Promise<string | null> {
    const [blocked, subscribed, following] = await Promise.all([
      repo.blockedPairs([{ a: performerId, b: fanId }]),
      repo.isSubscribed(fanId, performerId),
      repo.isFollowing(fanId, performerId),
    ]);
    return refusalToMessage(side, { blocked: blocked.size > 0, subscribed, following });
  }

  async function createConversation(user: MessagingUser, body: CreateConversationBody): Promise<Conversation> {
    if (body.sourceId === user.id) throw unprocessable('You cannot start a conversation with yourself.');
    const other = await repo.person(body.sourceId);
    if (!other) throw notFound('This person does not exist or is not available.');
    if (body.source === 'performer' && !other.isPerformer) throw notFound('This performer does not exist or is not available.');
    if (body.source === 'user' && !user.isPerformer) throw forbidden('Only performers can start a conversation with a fan.');
    const [performerId, fanId] = body.source === 'performer' ? [other.id, user.id] : [user.id, other.id];
    // The existing conversation is answered as is (a blocked one shows isBlocked; sending is what is refused).
    const existing = await repo.findPrivate(performerId, fanId);
    if (existing) return presenter.conversation(user.id, existing);
    const refusal = await refusalFor(performerId, fanId, body.source === 'performer' ? 'fan' : 'performer');
    if (refusal) throw forbidden(refusal);
    const { row } = await repo.findOrCreatePrivate(performerId, fanId);
    return presenter.conversation(user.id, row);
  }

  async function listConversations(user: MessagingUser, query: ConversationSearchQuery): Promise<List<Conversation>> {
    const page = toPage(query, conversationSortKeys, 'lastMessageAt');
    const { rows, total } = await repo.listFor(user.id, query.q || undefined, page);
    return { data: await presenter.conversations(user.id, rows), total };
  }

  async function getConversation(user: MessagingUser, conversationId: string): Promise<Conversation> {
    return presenter.conversation(user.id, await readable(user, conversationId));
  }

  async function listMessages(user: MessagingUser, conversationId: string, query: MessageListQuery): Promise<List<Message>> {
    await readable(user, conversationId);
    const { rows, total } = await repo.listMessages(conversationId, query);
    return { data: await presenter.messages({ userId: user.id, isAdmin: user.isAdmin }, rows), total };
  }

  /**
   * Public conversations only: a private one is answered as missing, whoever asks, and so is a live session's
   * chat, which is read through GET /messages/stream/{id} by those who may watch the session.
   */
  async function listPublicMessages(viewer: MessagingUser | null, conversationId: string, query: MessageListQuery): Promise<List<Message>> {
    const row = await repo.findConversation(conversationId);
    if (!row || row.type !== 'public') throw notFound('This conversation does not exist or is not public.');
    const { rows, total } = await repo.listMessages(conversationId, query);
    return { data: await presenter.messages(viewer && { userId: viewer.id, isAdmin: viewer.isAdmin }, rows), total };
  }

  /** The files must be the sender's own message uploads that did not fail. */
  async function checkFiles(senderId: string, fileIds: readonly string[]) {
    const rows = await Promise.all([...new Set(fileIds)].map((id) => deps.mediaFiles.find(id)));
    for (const row of rows) {
      if (!row || row.ownerId !== senderId || (row.type !== 'message-photo' && row.type !== 'message-video')) {
        throw unprocessable('Attach only photos and videos you uploaded for messages.');
      }
      if (row.status === 'error') throw unprocessable('One of the files could not be processed; remove it and upload it again.');
    }
    return rows.map((r) => r!.type);
  }

  async function send(user: MessagingUser, conversationId: string, body: SendMessage): Promise<Message> {
    const row = await readable(user, conversationId);
    if (!isParticipant(row, user.id)) throw forbidden('Only the two people in a conversation can write in it.');
    const refusal = await refusalFor(row.performerId, row.fanId!, sideOf(row, user.id));
    if (refusal) throw forbidden(refusal);
    const fileIds = [...new Set(body.fileIds)];
    const type = messageTypeOf(await checkFiles(user.id, fileIds));
    let price: number | null = null;
    if (body.price !== undefined) {
      if (sideOf(row, user.id) !== 'performer') throw unprocessable('Only the performer can put a price on a message.');
      if (fileIds.length === 0) throw unprocessable('A price needs a photo or video to unlock: attach one.');
      price = toMinor(body.price);
    }
    const written = await repo.insertMessage({ conversationId, senderId: user.id, type, text: body.text, fileIds, price }, summaryOf(body.text, type, price !== null));
    // The message stands whatever happens to its announcement; the other side sees it on their next load.
    await announceCreated(written.conversation, written.message).catch((err: unknown) => deps.log?.warn({ err, messageId: written.message.id }, 'A new message could not be announced.'));
    return presenter.message({ userId: user.id, isAdmin: user.isAdmin }, written.message);
  }

  /** Both participants hear of the message, each as they see it; the recipient also hears their new total. */
  async function announceCreated(conversation: ConversationRow, message: MessageRow) {
    const recipientId = otherSideOf(conversation, message.senderId);
    for (const userId of [conversation.performerId, conversation.fanId!]) {
      const [shownMessage, shownConversation] = await Promise.all([presenter.message({ userId, isAdmin: false }, message), presenter.conversation(userId, conversation)]);
      events.notify({ kind: 'created', userId, message: shownMessage, conversation: shownConversation });
    }
    events.notify({ kind: 'unread-total', userId: recipientId, total: await repo.unreadTotal(recipientId) });
  }

  async function upload(user: MessagingUser, kind: 'photo' | 'video', part: UploadPart): Promise<{ file: MediaFile }> {
    const row = await deps.mediaFiles.accept(user.id, `message-${kind}`, part);
    return { file: deps.mediaFiles.present(row, { viewerId: user.id, canSeeMedia: true }) };
  }

  async function remove(user: MessagingUser, messageId: string) {
    const message = await repo.findMessage(messageId);
    const conversation = message && (await repo.findConversation(message.conversationId));
    if (message && conversation?.type === 'stream') return removeStreamLine(user, message, conversation);
    if (!message || !conversation || !(isParticipant(conversation, user.id) || user.isAdmin)) throw messageMissing();
    if (message.senderId !== user.id && !user.isAdmin) throw forbidden('Only the sender or an administrator can delete a message.');
    if (message.isDeleted) throw messageMissing();
    if (await repo.softDelete(message)) {
      const userIds = [conversation.performerId, ...(conversation.fanId ? [conversation.fanId] : [])];
      events.notify({ kind: 'deleted', userIds, conversationId: conversation.id, messageId });
    }
    return { deleted: true as const, messageId, conversationId: conversation.id };
  }

  /**
   * A line of a live session's chat: its sender, the session's performer or an admin deletes it. It stays,
   * reading STREAM_DELETED_MESSAGE_TEXT, and the session's room hears of it.
   */
  async function removeStreamLine(user: MessagingUser, message: MessageRow, conversation: ConversationRow) {
    if (message.senderId !== user.id && conversation.performerId !== user.id && !user.isAdmin) {
      throw forbidden('Only its sender, the performer or an administrator can delete a line of a live chat.');
    }
    if (message.isDeleted) throw messageMissing();
    if (await repo.softDelete(message, STREAM_DELETED_MESSAGE_TEXT)) {
      const streamId = await deps.streamChat?.sessionOf(conversation.performerId, conversation.id);
      if (streamId) deps.streamChat?.events.notify({ kind: 'deleted', streamId, conversationId: conversation.id, messageId: message.id });
    }
    return { deleted: true as const, messageId: message.id, conversationId: conversation.id };
  }

  async function readAll(user: MessagingUser, conversationId: string) {
    const row = await readable(user, conversationId);
    const read = isParticipant(row, user.id) && unreadFor(row, user.id) > 0 ? await repo.readAll(conversationId, user.id) : 0;
    if (read > 0) events.notify({ kind: 'unread-total', userId: user.id, total: await repo.unreadTotal(user.id) });
    return { conversationId, read };
  }

  /** `id` is the message the file is attached to, or (before sending) the conversation it is for. */
  async function fileStatus(user: MessagingUser, id: string, fileId: string): Promise<FileStatusResult> {
    const message = await repo.findMessage(id);
    const conversationId = message?.conversationId ?? id;
    await readable(user, conversationId);
    const file = await deps.mediaFiles.find(fileId);
    const belongs = message ? message.fileIds.includes(fileId) && !message.isDeleted : file?.ownerId === user.id;
    if (!file || !belongs || !file.type.startsWith('message-')) throw notFound('This file does not exist, or was deleted.');
    return fileStatusOf(file);
  }

  return {
    createConversation,
    listConversations,
    getConversation,
    listMessages,
    listPublicMessages,
    send,
    upload,
    remove,
    readAll,
    unreadTotal: async (user: MessagingUser) => ({ total: await repo.unreadTotal(user.id) }),
    fileStatus,
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
