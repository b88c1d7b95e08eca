// After a commit that changed someone's wallet, the modules that move money say so here; the realtime
// server (created after the app, in main.ts) listens and pushes the change to the user's open pages
// (the amount is added to the balance the page shows). Amounts are minor units. A listener's failure never undoes the commit.
import { createListenerSet } from '../../listener-set';
import type { Log } from '../../log';

export type BalanceChanged = (userId: string, balance: number, change: number) => void;

export function createBalanceEvents(log?: Pick<Log, 'warn'>) {
  return createListenerSet<Parameters<BalanceChanged>>(log, (userId) => [{ userId }, 'A balance listener failed; the change itself stands.']);
}
export type BalanceEvents = ReturnType<typeof createBalanceEvents>;
