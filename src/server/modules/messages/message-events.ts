// After a message is sent or deleted (committed), the messages module says so here; the realtime server
// (created after the app, in main.ts) listens and pushes the change to the participants' sockets, on any
// node through the Redis adapter. A listener's failure never undoes the message.
import type { Conversation, Message } from '@/contracts/messages';
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

export type MessageEvent =
  /** One per recipient user: the message and conversation as that user sees them. */
  | { kind: 'created'; userId: string; message: Message; conversation: Conversation }
  | { kind: 'deleted'; userIds: readonly string[]; conversationId: string; messageId: string }
  | { kind: 'unread-total'; userId: string; total: number };

export type MessageListener = (event: MessageEvent) => void;

export function createMessageEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<[event: MessageEvent]>(log, (event) => [{ kind: event.kind }, 'A message listener failed; the message itself stands.']);
}
export type MessageEvents = ReturnType<typeof createMessageEvents>;
