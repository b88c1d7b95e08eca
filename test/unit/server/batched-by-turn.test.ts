// Work asked for in one turn of the event loop runs as one batch; each caller gets its own answer, and one bad
// input in a batch fails only its own caller.
import { batchedByTurn } from '@/server/db/batched-by-turn';

describe('batchedByTurn', () => {
  it('runs what one turn asked for together and answers each caller its own result', async () => {
    const batches: number[][] = [];
    const double = batchedByTurn(async (inputs: number[]) => {
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

  it('runs each input alone when the batch fails, so only the bad one fails', async () => {
    const batches: number[][] = [];
    const checked = batchedByTurn(async (inputs: number[]) => {
      batches.push(inputs);
      if (inputs.includes(13)) throw new Error('thirteen');
      return inputs;
    });
    const results = await Promise.allSettled([1, 13, 2].map((n) => checked(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('thirteen'));
    expect(batches).toEqual([[1, 13, 2], [1], [13], [2]]);
  });

  it('refuses an answer that does not give one result per input', async () => {
    const short = batchedByTurn(async (inputs: number[]) => inputs.slice(1));
    await expect(short(1)).rejects.toThrow('A batch of 1 answered 0 results.');
  });

  it('does not let a batch grow past its cap within one turn', async () => {
    const sizes: number[] = [];
    const same = batchedByTurn(async (inputs: number[]) => {
      sizes.push(inputs.length);
      return inputs;
    });
    await Promise.all(Array.from({ length: 1200 }, (_, i) => same(i)));
    expect(sizes).toEqual([500, 500, 200]);
  });
});
