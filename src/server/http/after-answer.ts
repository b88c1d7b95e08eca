// Work a request leaves for after its answer has gone out. A purchase's sale emails need lookups of their own
// (who bought, who sold, the order): started inside the request they would hold a pooled connection and the
// database while the buyer still waits for the answer, so the purchase routes hand them over to run once
// the answer is sent. Nothing is dropped: the work runs when the connection closes, whether the answer
// reached the client or the client left.
import type { ServerResponse } from 'node:http';

/** Schedules `work` for later; it must not throw (log its own failures). */
export type AfterAnswer = (work: () => void) => void;

/** Runs `work` once `res` has been answered and closed (at once, in the next turn, if it already is). */
export function afterAnswerOf(res: ServerResponse): AfterAnswer {
  return (work) => {
    if (res.destroyed) setImmediate(work);
    else res.once('close', work);
  };
}

/** Outside a request (seeds, jobs, webhooks without a waiting person): the work runs at once. */
export const rightAway: AfterAnswer = (work) => work();
