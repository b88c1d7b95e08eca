// After a session starts, changes or ends (committed), the streams module says so here. The realtime server
// and the modules built on streaming (the video pipeline, the stream chat, private shows) subscribe; a
// listener's failure never undoes the change.
import type { StreamEndReason, StreamSession } from '@/contracts/streams';
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

export type StreamEvent =
  /** The session is on air: is_streaming is already true for its performer. */
  | { kind: 'started'; stream: StreamSession }
  /** Its title, description or price changed. */
  | { kind: 'updated'; stream: StreamSession }
  /** Over for good (announced once per session): is_streaming is already cleared. */
  | { kind: 'ended'; stream: StreamSession; reason: StreamEndReason }
  /**
   * This user may no longer watch the session (its performer blocked them): the realtime server takes their
   * sockets out of its room on every node, Agora drops them from its channel. Their player is refused at its
   * next playlist fetch on its own.
   */
  | { kind: 'viewer-removed'; stream: StreamSession; userId: string };

export type StreamListener = (event: StreamEvent) => void;

export function createStreamEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<[event: StreamEvent]>(log, (event) => [{ kind: event.kind, streamId: event.stream._id }, 'A stream listener failed; the session change itself stands.']);
}
export type StreamEvents = ReturnType<typeof createStreamEvents>;
