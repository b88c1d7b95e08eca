// The shape shared by the app's after-commit announcements (balance changes, messages, ended sessions): modules
// notify after their commit, the realtime server (created after the app) subscribes. A listener that throws is
// logged and skipped: what was announced has happened and stands, and the other listeners still hear it.
import type { Log } from './log';

export function createListenerSet<Args extends unknown[]>(
  log: Pick<Log, 'warn'> | undefined,
  /** What a failure is logged with: details for the log line and a sentence saying the change stands. */
  failure: (...args: Args) => [details: object, message: string],
) {
  const listeners = new Set<(...args: Args) => void>();
  return {
    subscribe(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(...args: Args): void {
      for (const listener of listeners) {
        try {
          listener(...args);
        } catch (error) {
          const [details, message] = failure(...args);
          log?.warn({ err: error, ...details }, message);
        }
      }
    },
  };
}
