// What private shows announce after a commit, besides the session's own start and end (streamEvents): a new
// request for the performer, a minute charged and a warning for the fan. The realtime server subscribes and
// pushes them to the users' rooms; a listener's failure never undoes the change.
import type { PrivateShowBilled, PrivateShowWarning, StreamSession } from '@/contracts/streams';
import { createListenerSet } from '../../../listener-set';
import type { Log } from '../../../log';

export type PrivateShowEvent =
  /** A fan asked the performer for a show (the request is the pending session). */
  | { kind: 'requested'; request: StreamSession }
  /** A minute was charged to the fan. */
  | { kind: 'billed'; fanId: string; performerId: string; billed: PrivateShowBilled }
  /** The fan's wallet cannot pay the next minute: the show ends when it starts unless they top up. */
  | { kind: 'warning'; fanId: string; performerId: string; warning: PrivateShowWarning };

export function createPrivateShowEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<[event: PrivateShowEvent]>(log, (event) => [{ kind: event.kind }, 'A private show listener failed; the change itself stands.']);
}
export type PrivateShowEvents = ReturnType<typeof createPrivateShowEvents>;
