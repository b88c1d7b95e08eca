/**
 * @jest-environment node
 */
// The shown wallet balance ends on the server's figure whichever way a read and a push cross.
import type { UnknownAction } from '@reduxjs/toolkit';
import { CONFIRM_AFTER_MS, createBalanceSync } from '@/services/balance-sync';

/** A read the test answers by hand, and a scheduler it runs by hand. */
function harness() {
  const actions: UnknownAction[] = [];
  const reads: Array<{ resolve: (b: number | null) => void; reject: (e: Error) => void }> = [];
  const timers: Array<{ task: () => void; ms: number; cancelled: boolean }> = [];
  const sync = createBalanceSync({
    dispatch: (a) => (actions.push(a as UnknownAction), a),
    read: () => new Promise((resolve, reject) => reads.push({ resolve, reject })),
    schedule: (task, ms) => {
      const timer = { task, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const flush = () => new Promise<void>((r) => setImmediate(r));
  const runTimers = async () => {
    for (const t of timers.splice(0)) if (!t.cancelled) t.task();
    await flush();
  };
  const answer = async (i: number, balance: number | null) => {
    reads[i].resolve(balance);
    await flush();
  };
  const shown = () => {
    let balance = 0;
    for (const a of actions) {
      if (a.type === 'user/setBalance') balance = a.payload as number;
      if (a.type === 'user/updateBalance') balance = Math.round((balance + (a.payload as { token: number }).token) * 100) / 100;
    }
    return balance;
  };
  return { sync, actions, reads, timers, runTimers, answer, shown, flush };
}

describe('balance sync', () => {
  it('starts a connection from the balance the server holds', async () => {
    const h = harness();
    h.sync.connected();
    await h.answer(0, 100);
    expect(h.shown()).toBe(100);
    expect(h.reads).toHaveLength(1);
  });

  it('reads again when a push crossed the read, so a stale answer never has the last word', async () => {
    const h = harness();
    h.sync.connected();
    // The tip commits after the read's snapshot (85.02) and its push arrives before the read's answer.
    h.sync.pushed(-50);
    await h.answer(0, 85.02);
    expect(h.reads).toHaveLength(2);
    await h.answer(1, 35.02);
    expect(h.shown()).toBe(35.02);
  });

  it('a push of a change the read already held is put right by the confirming read', async () => {
    const h = harness();
    h.sync.connected();
    await h.answer(0, 35.02);
    h.sync.pushed(-50);
    expect(h.shown()).toBe(-14.98);
    expect(h.timers.map((t) => t.ms)).toEqual([CONFIRM_AFTER_MS]);
    await h.runTimers();
    await h.answer(1, 35.02);
    expect(h.shown()).toBe(35.02);
  });

  it('adds each push at once and confirms a burst of them with one read', async () => {
    const h = harness();
    h.sync.connected();
    await h.answer(0, 10);
    h.sync.pushed(5);
    h.sync.pushed(-2.5);
    h.sync.pushed(1);
    expect(h.shown()).toBe(13.5);
    await h.runTimers();
    expect(h.reads).toHaveLength(2);
    await h.answer(1, 13.5);
    expect(h.shown()).toBe(13.5);
  });

  it('keeps one read in flight at a time and repeats it once it answers', async () => {
    const h = harness();
    h.sync.connected();
    h.sync.connected();
    expect(h.reads).toHaveLength(1);
    await h.answer(0, 1);
    expect(h.reads).toHaveLength(2);
    await h.answer(1, 2);
    expect(h.shown()).toBe(2);
  });

  it('leaves the shown balance alone when a read fails or cannot tell', async () => {
    const h = harness();
    h.sync.connected();
    h.reads[0].reject(new Error('offline'));
    await h.flush();
    h.sync.connected();
    await h.answer(1, null);
    expect(h.actions.some((a) => a.type === 'user/setBalance')).toBe(false);
  });

  it('stops reading once the socket is closed', async () => {
    const h = harness();
    h.sync.connected();
    h.sync.pushed(3);
    h.sync.stop();
    await h.answer(0, 99);
    await h.runTimers();
    h.sync.pushed(1);
    expect(h.reads).toHaveLength(1);
    expect(h.actions.some((a) => a.type === 'user/setBalance')).toBe(false);
  });
});
