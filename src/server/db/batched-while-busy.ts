// Small follow-up work that many requests ask for at once, done together (docs/performance.md "What a sale does
// after its answer"). Under load every sale asks for the same small statements after its answer: its
// notification and its actor, the people its mail goes to. Done one by one, every sale pays a statement for
// each. Here the inputs asked for during one turn of the event loop go as one batch (setImmediate runs after
// the turn's I/O callbacks), and while a batch runs, the inputs asked for meanwhile wait for it and then go
// together as the next: at most one batch of a kind is in flight. So the busier the database, the bigger the
// batches, as a database groups the commits that arrive while it flushes one; a quiet server sees batches of
// one, at once, as before.
//
// `runMany` gets the inputs in the order they were asked for and answers one output per input, in that order.
// When it fails for a batch of several, each input runs again alone, so one bad input (a row that breaks a
// constraint) costs only its own caller an error. `runMany` must not wait for its own batcher: that call would
// wait for the batch it is part of. A batch that never settles holds back the ones behind it, as a statement
// that never returns holds its pooled connection: the database's own timeouts end both.

/** More than this many waiting inputs go at once, without waiting for the turn's end or the batch in flight. */
const MOST_AT_ONCE = 500;

export function batchedWhileBusy<In, Out>(runMany: (inputs: In[]) => Promise<Out[]>): (input: In) => Promise<Out> {
  type Waiting = { input: In; resolve: (out: Out) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let scheduled = false;
  let inFlight = 0;

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

  function schedule(): void {
    if (scheduled || inFlight > 0 || waiting.length === 0) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush(): void {
    scheduled = false;
    const batch = waiting;
    waiting = [];
    if (!batch.length) return;
    inFlight++;
    void runAll(batch).finally(() => {
      inFlight--;
      schedule();
    });
  }

  return (input: In) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (waiting.length >= MOST_AT_ONCE) flush();
      else schedule();
    });
}
