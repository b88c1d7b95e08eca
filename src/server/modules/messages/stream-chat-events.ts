// After a line of a live session's chat is written, deleted or the chat cleared (committed), and after a tip
// in the session, the stream chat says so here; the realtime server (stream-sockets.ts) pushes it to the
// session's room, on every node through the Redis adapter. A listener's failure never undoes the change.
import type { Message } from '@/contracts/messages';
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

export type StreamChatEvent =
  | { kind: 'message'; streamId: string; message: Message }
  /** Amounts in currency units; the tip's line is `message`. */
  | { kind: 'tip'; streamId: string; message: Message; amount: number; tipTotal: number }
  | { kind: 'deleted'; streamId: string; conversationId: string; messageId: string }
  | { kind: 'cleared'; streamId: string; conversationId: string };

export function createStreamChatEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<[event: StreamChatEvent]>(log, (event) => [{ kind: event.kind, streamId: event.streamId }, 'A stream chat listener failed; the chat change itself stands.']);
}
export type StreamChatEvents = ReturnType<typeof createStreamChatEvents>;
