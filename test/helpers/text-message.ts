// A plain text message as the API presents it: not deleted, no files, free and unlocked, unchanged since it was
// sent. Each suite's message factory names who sent what and when, and spreads its own overrides on top.
import type { Message } from '@/contracts/messages';

export type TextMessageHead = Pick<Message, '_id' | 'conversationId' | 'senderId' | 'sender' | 'text' | 'createdAt'>;

export function textMessage(head: TextMessageHead, overrides: Partial<Message> = {}): Message {
  return {
    ...head,
    type: 'text',
    isDeleted: false,
    files: [],
    price: null,
    amount: null,
    isLocked: false,
    isBought: false,
    updatedAt: head.createdAt,
    ...overrides,
  };
}
