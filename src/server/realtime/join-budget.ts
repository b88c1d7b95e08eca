// How often one socket may ask to join a room that costs a database check (a live session's room): a fixed
// window counter, enough to stop a socket from turning joins into a database flood. Other per-socket limits
// (private shows' signals and heartbeats) count with the same windowBudget.

/** Join requests each cost a database check: at most this many per socket per JOIN_WINDOW_MS. */
export const MAX_JOINS_PER_WINDOW = 30;
const JOIN_WINDOW_MS = 10_000;

/** At most `max` uses per `windowMs` (a fixed window), counted per socket. */
export function windowBudget(max: number, windowMs: number) {
  let windowStart = Date.now();
  let used = 0;
  return {
    take(): boolean {
      const now = Date.now();
      if (now - windowStart >= windowMs) {
        windowStart = now;
        used = 0;
      }
      if (used >= max) return false;
      used += 1;
      return true;
    },
  };
}

export const joinBudget = () => windowBudget(MAX_JOINS_PER_WINDOW, JOIN_WINDOW_MS);
