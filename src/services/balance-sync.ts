// Keeps the wallet balance a page shows equal to the one the server holds.
//
// The server pushes each wallet change as an amount to add, and none reaches a page while it has no connection,
// so every connection starts from a read of the balance. A read and a push can cross: a read answered after a
// change's push may not hold that change yet (the page would show the old balance), and a push that arrives
// after a read that already held its change counts it twice. Nothing orders the two, so instead of guessing:
// - a push is added at once (the page moves immediately, as the product describes),
// - a read that had a push arrive while it was in flight is thrown away and made again,
// - every push is followed by a confirming read once pushes have been quiet for CONFIRM_AFTER_MS.
// Whatever interleaving happened, the last word is a read that no push crossed, so the page ends on the server's
// figure. A failed read leaves the shown balance alone; the next connection or push reads again.
import type { Dispatch } from '@reduxjs/toolkit';
import { setBalance, updateBalance } from '@/redux/user/actions';

/** How long pushes must be quiet before the confirming read: one read per burst of changes, not one per change. */
export const CONFIRM_AFTER_MS = 300;

/** A read crossed by pushes is made again at most this many times in a row (a wallet changing without pause). */
const MAX_REREADS = 5;

export interface BalanceSyncOptions {
  dispatch: Dispatch;
  /** The balance the server holds now, or null when it cannot tell. */
  read: () => Promise<number | null>;
  /** Injected by tests; setTimeout and clearTimeout otherwise. */
  schedule?: (task: () => void, ms: number) => () => void;
}

export interface BalanceSync {
  /** A connection (re)opened: start from the server's balance. */
  connected(): void;
  /** A pushed change. */
  pushed(token: number): void;
  /** The socket closed for good: no more reads. */
  stop(): void;
}

const timeout = (task: () => void, ms: number) => {
  const id = setTimeout(task, ms);
  return () => clearTimeout(id);
};

export function createBalanceSync({ dispatch, read, schedule = timeout }: BalanceSyncOptions): BalanceSync {
  let stopped = false;
  let reading = false;
  let crossed = false;
  let again = false;
  let cancelConfirm: (() => void) | null = null;

  const readNow = (rereads: number): void => {
    if (stopped) return;
    if (reading) {
      // One read at a time: the one in flight is made again when it answers.
      again = true;
      return;
    }
    reading = true;
    crossed = false;
    again = false;
    read().then(
      (balance) => {
        reading = false;
        if (stopped) return;
        if ((crossed || again) && rereads < MAX_REREADS) return readNow(rereads + 1);
        if (balance !== null) dispatch(setBalance(balance));
      },
      () => {
        reading = false;
      },
    );
  };

  return {
    connected: () => readNow(0),
    pushed(token) {
      if (stopped) return;
      dispatch(updateBalance({ token }));
      if (reading) crossed = true;
      cancelConfirm?.();
      cancelConfirm = schedule(() => {
        cancelConfirm = null;
        readNow(0);
      }, CONFIRM_AFTER_MS);
    },
    stop() {
      stopped = true;
      cancelConfirm?.();
      cancelConfirm = null;
    },
  };
}
