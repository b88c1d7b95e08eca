// Conversations and messages as the API presents them, for the slice and saga tests.
import type { Conversation, Message } from '@/contracts/messages';
import type { MediaFile } from '@/contracts/media';
import { textMessage } from '../../helpers/text-message';

export function conversationOf(id: string, overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: id,
    type: 'private',
    recipientInfo: { _id: `user-${id}`, name: `Person ${id}`, username: `person${id}`, avatar: '/avatar.png', isPerformer: true },
    lastMessage: 'hello',
    lastMessageCreatedAt: '2026-11-20T10:00:00.000Z',
    lastSenderId: `user-${id}`,
    totalNotSeenMessages: 2,
    isBlocked: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const photoFile: MediaFile = {
  _id: 'file-1',
  type: 'photo',
  status: 'finished',
  mimeType: 'image/jpeg',
  width: 800,
  height: 600,
  duration: null,
  url: '/media/file-1.jpg',
  thumbnails: ['/media/file-1-thumb.jpg'],
  preview: '/media/file-1-blur.jpg',
};

export function messageOf(id: string, conversationId = 'c1', overrides: Partial<Message> = {}): Message {
  return textMessage(
    {
      _id: id,
      conversationId,
      senderId: 'user-1',
      sender: { _id: 'user-1', name: 'Ann', username: 'ann', avatar: '/avatar.png' },
      text: `text of ${id}`,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    overrides,
  );
}

/** A server page is newest first: ids m<to> down to m<from>. */
export const newestFirst = (from: number, to: number, conversationId = 'c1') =>
  Array.from({ length: to - from + 1 }, (_, i) => messageOf(`m${to - i}`, conversationId));
