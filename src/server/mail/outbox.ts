// The local outbox: where mail goes when no SMTP server is set. One JSON Lines file per UTC day
// (`2026-11-28.jsonl`), one message a line with the time it was written, so `tail -f` follows the mail as it
// goes out. Appending to a file a day rather than making a file per message: creating a file costs the kernel
// far more than adding to one (docs/performance.md "Purchases", "The outbox appends"), and every sale mails its
// performer. The messages written in one turn of the event loop leave in one append.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxLine {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

interface Batch {
  lines: Map<string, string[]>;
  written: Promise<void>;
}

/** The file a message written at `at` goes to. */
const outboxFileOf = (dir: string, at: Date) => path.join(dir, `${at.toISOString().slice(0, 10)}.jsonl`);

export function createOutbox(dir: string) {
  let batch: Batch | null = null;
  // Appends run one after another, so the lines keep the order they were written in.
  let previous: Promise<unknown> = Promise.resolve();
  let made: Promise<unknown> | null = null;
  // The directory is made once, not checked for on every append; made again when it was taken away meanwhile.
  const makeDir = () =>
    (made ??= fs.mkdir(dir, { recursive: true }).catch((error: unknown) => {
      made = null;
      throw error;
    }));

  async function append(lines: Map<string, string[]>) {
    await makeDir();
    for (const [file, text] of lines) {
      const body = text.join('');
      await fs.appendFile(file, body).catch(async (error: unknown) => {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = null;
        await makeDir();
        await fs.appendFile(file, body);
      });
    }
  }

  return {
    /** Resolves once the message is in its file; rejects with the file system's error when it could not be written. */
    write(message: OutboxLine): Promise<void> {
      const at = new Date();
      const line = `${JSON.stringify({ date: at.toISOString(), ...message })}\n`;
      if (!batch) {
        const lines = new Map<string, string[]>();
        const written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          if (batch?.lines === lines) batch = null;
          const done = previous.then(() => append(lines));
          previous = done.catch(() => undefined);
          return done;
        });
        batch = { lines, written };
      }
      const file = outboxFileOf(dir, at);
      const list = batch.lines.get(file);
      if (list) list.push(line);
      else batch.lines.set(file, [line]);
      return batch.written;
    },
  };
}
