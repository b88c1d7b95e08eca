// Work asked for during one turn of the event loop, done together (docs/performance.md "What a sale does
// after its answer"). Under load a busy server answers many requests in one turn, and each then asks for the
// same small follow-up work: a sale's notification and its actor, the people its mail goes to. Done one by
// one, every sale pays a statement for each; collected until the turn ends (setImmediate runs after the
// turn's I/O callbacks), a whole turn's sales share them. A quiet server sees batches of one, as before.
//
// `runMany` gets the inputs in the order they were asked for and answers one output per input, in that order.
// When it fails for a batch of several, each input runs again alone, so one bad input (a row that breaks a
// constraint) costs only its own caller an error.

/** More than this many waiting inputs run at once without waiting for the turn's end. */
const MOST_AT_ONCE = 500;

export function batchedByTurn<In, Out>(runMany: (inputs: In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let scheduled = false;

  async function runAll(batch: Waiting[]): Promise<void> {
    try {
      const outs = await runMany(batch.map((w) => w.input));
      if (outs.length !== batch.length) throw new Error(`A batch of ${batch.length} answered ${outs.length} results.`);
      batch.forEach((w, i) => w.resolve(outs[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      await Promise.all(batch.map((w) => runAll([w])));
    }
  }

  function flush(): void {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (batch.length) void runAll(batch);
  }

  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (waiting.length >= MOST_AT_ONCE) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
