// Plain Conversation and Message values for the realtime tests, which check that what the server
// announces reaches the sockets unchanged (the messages module's own tests cover how they are made).
import { randomUUID } from 'node:crypto';
import type { Conversation, Message } from '@/contracts/messages';
import { textMessage } from './text-message';

const at = '2026-11-21T12:00:00.000Z';

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: randomUUID(),
    type: 'private',
    recipientInfo: { _id: randomUUID(), name: 'Luna', username: 'luna', avatar: '/avatar.png', isPerformer: true },
    lastMessage: 'Hello there',
    lastMessageCreatedAt: at,
    lastSenderId: null,
    totalNotSeenMessages: 1,
    isBlocked: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export function aMessage(overrides: Partial<Message> = {}): Message {
  const senderId = overrides.senderId ?? randomUUID();
  return textMessage(
    {
      _id: randomUUID(),
      conversationId: randomUUID(),
      senderId,
      sender: { _id: senderId, name: 'Luna', username: 'luna', avatar: '/avatar.png' },
      text: 'Hello there',
      createdAt: at,
    },
    overrides,
  );
}
