// Conversations, messages and store states for the messages UI tests, shaped as the API and the slices hold them.
import type { MediaFile } from '@/contracts/media';
import type { Conversation, Message } from '@/contracts/messages';
import type { CurrentUser } from '@/contracts/users';
import type { ConversationMessages } from '@/redux/message/reducer';
import type { FullState } from '../../helpers/page-slices';
import { initialState, loggedInState } from '../../helpers/render';
import { currentUserFactory } from '../../helpers/current-user';
import { textMessage } from '../../helpers/text-message';

export const ME = 'a0000000-0000-4000-8000-000000000001';
export const LUNA = 'a0000000-0000-4000-8000-000000000002';

export function conversationFactory(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: 'c-1',
    type: 'private',
    recipientInfo: { _id: LUNA, name: 'Luna Star', username: 'luna', avatar: '', isPerformer: true },
    lastMessage: 'See you tonight',
    lastMessageCreatedAt: '2025-03-03T14:05:00.000Z',
    lastSenderId: LUNA,
    totalNotSeenMessages: 0,
    isBlocked: false,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-03T14:05:00.000Z',
    ...overrides,
  };
}

export function messageFileFactory(overrides: Partial<MediaFile> = {}): MediaFile {
  return {
    _id: 'mf-1',
    type: 'message-photo',
    status: 'finished',
    mimeType: 'image/webp',
    width: 800,
    height: 600,
    duration: null,
    url: '/api/files/private/mf-1.webp?sig=1',
    thumbnails: ['/api/files/private/mf-1-thumb.webp?sig=1'],
    preview: '/api/files/public/previews/mf-1.webp',
    ...overrides,
  };
}

export function messageFactory(overrides: Partial<Message> = {}): Message {
  return textMessage(
    {
      _id: 'm-1',
      conversationId: 'c-1',
      senderId: LUNA,
      sender: { _id: LUNA, name: 'Luna Star', username: 'luna', avatar: '' },
      text: 'Hello there',
      createdAt: '2025-03-03T14:00:00.000Z',
    },
    overrides,
  );
}

export interface MessagesStateOptions {
  user?: Partial<CurrentUser>;
  conversations?: Conversation[];
  total?: number;
  active?: Conversation | null;
  threads?: Record<string, Partial<ConversationMessages>>;
  unreadTotal?: number;
}

/** A logged-in store with the conversation and message slices preloaded. */
export function messagesState(options: MessagesStateOptions = {}): FullState {
  const { user = {}, conversations = [], total, active = null, threads = {}, unreadTotal = 0 } = options;
  const base = loggedInState(currentUserFactory({ _id: ME, balance: 20, ...user }), initialState());
  const conversationMap: Record<string, ConversationMessages> = {};
  for (const [id, t] of Object.entries(threads)) {
    conversationMap[id] = { items: [], fetching: false, isLoadMore: false, ...t, total: t.total ?? t.items?.length ?? 0 };
  }
  return {
    ...base,
    conversation: {
      ...base.conversation,
      list: { ...base.conversation.list, data: conversations.map((c) => c._id), total: total ?? conversations.length, success: true },
      mapping: Object.fromEntries(conversations.map((c) => [c._id, c])),
      activeConversation: active,
    },
    message: { ...base.message, conversationMap },
    unreadMessages: { total: unreadTotal },
  };
}
