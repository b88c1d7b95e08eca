// After a commit that changed someone's wallet, the modules that move money say so here; the realtime
// server (created after the app, in main.ts) listens and pushes the change to the user's open pages
// (spec §4 "balance change"). Amounts are minor units. A listener's failure never undoes the commit.
export type BalanceChanged = (userId: string, balance: number, change: number) => void;

export function createBalanceEvents(log?: { warn(obj: unknown, msg?: string): void }) {
  const listeners = new Set<BalanceChanged>();
  return {
    subscribe(listener: BalanceChanged): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(userId: string, balance: number, change: number): void {
      for (const listener of listeners) {
        try {
          listener(userId, balance, change);
        } catch (error) {
          log?.warn({ err: error, userId }, 'A balance listener failed; the change itself stands.');
        }
      }
    },
  };
}
export type BalanceEvents = ReturnType<typeof createBalanceEvents>;
