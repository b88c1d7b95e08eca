// After sessions were ended (logout, a password change or reset, a deactivated account), the auth module
// names them here; the realtime server (created after the app) listens and ends the sockets opened with
// them on every node. A listener's failure never undoes the ending: the sessions are revoked either way,
// and the sockets' periodic session check catches what a listener missed.
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

export type SessionsEnded = (sessionIds: readonly string[]) => void;

export function createSessionEvents(log?: Pick<Log, 'warn'>) {
  const listeners = createListenerSet<[sessionIds: readonly string[]]>(log, (sessionIds) => [
    { sessions: sessionIds.length },
    'A session-ended listener failed; the sessions are ended all the same.',
  ]);
  return {
    subscribe: (listener: SessionsEnded) => listeners.subscribe(listener),
    notify(sessionIds: readonly string[]): void {
      if (sessionIds.length > 0) listeners.notify(sessionIds);
    },
  };
}
export type SessionEvents = ReturnType<typeof createSessionEvents>;
