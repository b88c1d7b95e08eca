// Work asked for in one turn of the event loop runs as one batch, and what is asked for while a batch runs waits
// for it and goes as the next; each caller gets its own answer, and one bad input in a batch fails only its own
// caller.
import { batchedWhileBusy } from '@/server/db/batched-while-busy';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('batchedWhileBusy', () => {
  it('runs what one turn asked for together and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const double = batchedWhileBusy(async (inputs: number[]) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    });
    const answers = await Promise.all([1, 2, 3].map((n) => double(n)));
    expect(answers).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);

    // The next turn is a batch of its own.
    expect(await double(5)).toBe(10);
    expect(batches).toEqual([[1, 2, 3], [5]]);
  });

  it('holds what is asked for while a batch runs, and sends it together once that batch is done', async () => {
    const batches: number[][] = [];
    const first = gate();
    const slow = batchedWhileBusy(async (inputs: number[]) => {
      batches.push(inputs);
      if (batches.length === 1) await first.opened;
      return inputs;
    });
    const one = slow(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    // Asked for in three later turns while the first batch is still running.
    const later: Promise<number>[] = [];
    for (const n of [2, 3, 4]) {
      later.push(slow(n));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(batches).toEqual([[1]]);
    first.open();
    expect(await Promise.all([one, ...later])).toEqual([1, 2, 3, 4]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('runs each input alone when the batch fails, so only the bad one fails', async () => {
    const batches: number[][] = [];
    const checked = batchedWhileBusy(async (inputs: number[]) => {
      batches.push(inputs);
      if (inputs.includes(13)) throw new Error('thirteen');
      return inputs;
    });
    const results = await Promise.allSettled([1, 13, 2].map((n) => checked(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('thirteen'));
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
    // A failed batch does not hold the next one back.
    expect(await checked(7)).toBe(7);
  });

  it('refuses an answer that does not give one result per input', async () => {
    const short = batchedWhileBusy(async (inputs: number[]) => inputs.slice(1));
    await expect(short(1)).rejects.toThrow('A batch of 1 answered 0 results.');
  });

  it('does not let a batch grow past its cap', async () => {
    const sizes: number[] = [];
    const same = batchedWhileBusy(async (inputs: number[]) => {
      sizes.push(inputs.length);
      return inputs;
    });
    await Promise.all(Array.from({ length: 1200 }, (_, i) => same(i)));
    expect(sizes).toEqual([500, 500, 200]);
  });
});
