// The chat of a live session: a conversation of type 'stream', made with the session in the transaction that
// starts it (streams.service.ts) and answered in the session's conversationId. Who may do what is the
// streams module's one access rule (canWatch), asked again on every call:
// - reading and writing: whoever may watch the session now, its performer and admins; writing only while
//   the session is live;
// - clearing the chat: its performer and admins;
// - anyone for whom the session does not exist (a block, a hidden performer, someone else's private show)
//   gets the 404 of a missing chat.
// Lines are text; tips are written by the server with their charge (stream-tips.ts). Every change is
// announced on StreamChatEvents after it committed; the realtime server pushes it to the session's room.
import type { List } from '@/contracts/common';
import type { Conversation, Message, MessageListQuery, SendStreamMessageBody } from '@/contracts/messages';
import type { StreamNeed } from '@/contracts/streams';
import { fromMinor } from '@/lib/money';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { Viewer } from '../performers/performer-visibility';
import type { StreamsService, StreamWatch } from '../streams/streams.service';
import type { StreamTipped } from '../streams/stream-tips';
import type { MessagesPresenter } from './messages.presenter';
import type { MessagesRepo } from './messages.repo';
import type { ConversationRow } from './messages.table';
import type { StreamChatEvents } from './stream-chat-events';

/** A logged-in viewer: the chat is for people with an account. */
export type ChatViewer = Viewer & { userId: string };

const chatMissing = () => notFound('This chat does not exist, or is not available.');
const chatClosed = () => conflict('This session has ended: its chat is closed.');
const notLive = () => notFound('This performer is not live now, or is not available.');

/** What a viewer who may not watch is told to do, as a sentence. */
const NEEDS: Record<StreamNeed, string> = {
  login: 'Log in to join the chat of this live session.',
  subscription: "Subscribe to this performer to join their live session's chat.",
  ticket: "Buy this session's ticket to join its chat.",
};
const mayNotJoin = (watch: StreamWatch) =>
  forbidden(watch.stream.status === 'live' && watch.needs ? NEEDS[watch.needs] : 'This session has ended: its chat is open only to its performer now.');

interface Located {
  conversation: ConversationRow;
  watch: StreamWatch;
  /** The session's performer or an admin. */
  moderator: boolean;
  isOwner: boolean;
}

export function createStreamChatService(deps: {
  repo: MessagesRepo;
  presenter: MessagesPresenter;
  streams: Pick<StreamsService, 'canWatch' | 'findLive' | 'get' | 'setConversation' | 'sessionOfChat' | 'ensureConversation'>;
  events: StreamChatEvents;
}) {
  const { repo, presenter, streams, events } = deps;

  /** The chat, its session and what this viewer may do there; the 404 of a missing chat when they may not know of it. */
  async function locate(viewer: Viewer, conversationId: string): Promise<Located> {
    const conversation = await repo.findConversation(conversationId);
    if (!conversation || conversation.type !== 'stream') throw chatMissing();
    const streamId = await streams.sessionOfChat(conversation.performerId, conversation.id);
    const watch = streamId ? await streams.canWatch(viewer, streamId) : null;
    if (!watch) throw chatMissing();
    const isOwner = viewer.userId === conversation.performerId;
    return { conversation, watch, isOwner, moderator: isOwner || !!viewer.isAdmin };
  }

  /** GET /messages/stream/{id}: newest first, `offset` counting back from the newest (as a private thread). */
  async function read(viewer: ChatViewer, conversationId: string, query: MessageListQuery): Promise<List<Message>> {
    const { watch, moderator } = await locate(viewer, conversationId);
    if (!moderator && !watch.canWatch) throw mayNotJoin(watch);
    const { rows, total } = await repo.listMessages(conversationId, query);
    return { data: await presenter.messages({ userId: viewer.userId, isAdmin: !!viewer.isAdmin }, rows), total };
  }

  /** POST /messages/stream/{id}: a text line, while the session is live, from someone who may watch it. */
  async function send(viewer: ChatViewer, conversationId: string, body: SendStreamMessageBody): Promise<Message> {
    const { watch, isOwner } = await locate(viewer, conversationId);
    if (watch.stream.status !== 'live') throw chatClosed();
    if (!isOwner && !watch.canWatch) throw mayNotJoin(watch);
    const row = await repo.insertStreamMessage({ conversationId, senderId: viewer.userId, type: 'text', text: body.text });
    const message = await presenter.message(null, row);
    events.notify({ kind: 'message', streamId: watch.stream._id, message });
    return message;
  }

  /** DELETE /messages/stream/{id}/remove-all-message: the performer or an admin empties the chat. */
  async function clear(viewer: ChatViewer, conversationId: string): Promise<{ conversationId: string; cleared: number }> {
    const { watch, moderator } = await locate(viewer, conversationId);
    if (!moderator) throw forbidden('Only the performer or an administrator can clear this chat.');
    const cleared = await repo.clearMessages(conversationId);
    events.notify({ kind: 'cleared', streamId: watch.stream._id, conversationId });
    return { conversationId, cleared };
  }

  /** GET /conversations/stream/performer/{id}: the chat of the performer's live session. */
  async function ofPerformer(viewer: Viewer, performerId: string): Promise<Conversation> {
    const session = await streams.findLive(performerId);
    if (!session || session.status !== 'live') throw notLive();
    if (!(await streams.canWatch(viewer, session._id))) throw notLive();
    const conversationId = session.conversationId ?? (await streams.ensureConversation(session._id));
    const row = conversationId ? await repo.findConversation(conversationId) : null;
    if (!row) throw notLive();
    return presenter.conversation(viewer.userId ?? '', row);
  }

  /** PUT /conversations/stream/{id}/update: the performer links their chat to their session; the same link again changes nothing. */
  async function link(performerId: string, conversationId: string, streamId: string): Promise<Conversation> {
    const row = await repo.findConversation(conversationId);
    if (!row || row.type !== 'stream' || row.performerId !== performerId) throw notFound('This chat does not exist, or is not yours.');
    const session = await streams.get(streamId);
    if (!session || session.performerId !== performerId) throw notFound('This live session does not exist, or is not yours.');
    if (session.status === 'ended') throw conflict('This session has ended: its chat can no longer change.');
    if (session.conversationId !== row.id) await streams.setConversation(streamId, row.id);
    return presenter.conversation(performerId, row);
  }

  /** A tip's line, written with its charge: pushed to the session's room with the amount and the new total. */
  async function tipped(tip: StreamTipped): Promise<void> {
    const row = await repo.findMessage(tip.messageId);
    if (!row) return;
    const message = await presenter.message(null, row);
    events.notify({ kind: 'tip', streamId: tip.streamId, message, amount: fromMinor(tip.amount), tipTotal: fromMinor(tip.tipTotal) });
  }

  return { read, send, clear, ofPerformer, link, tipped };
}
export type StreamChatService = ReturnType<typeof createStreamChatService>;
