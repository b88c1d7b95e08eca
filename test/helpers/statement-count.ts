// Counts the SQL statements that reach the test database, by wrapping the driver underneath Drizzle: the
// PGlite instance (`npm test`) or the node-postgres pool (`npm run test:pg`), transactions included. Every
// statement sent while counting is recorded with its text; nothing is dropped. Two kinds are told apart
// from the route's own statements, so a test can hold a route to its budget whatever runs around it:
// - the session lookup of the auth guard (it reads "sessions"), which a cache of sessions may or may not
//   answer without the database;
// - the statements of the app's own clocks that may happen to run meanwhile: the job queue's polling
//   (schema "pgboss") and the private-show billing sweep. (Telling them apart by asynchronous context does
//   not work: a request's work can continue a chain an earlier request started, so the SQL decides.)
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '@/server/db/client';

export interface CountedStatements {
  /** Statements the route itself sent: its reads and writes. */
  route: string[];
  /** The auth guard's session lookups. */
  session: string[];
  /** Statements of the job queue and the timers that happened to run meanwhile. */
  background: string[];
}

type Recorder = (text: string) => void;
const isSession = (s: string) => /\bfrom "sessions"/i.test(s);
const isBackground = (s: string) => /\bpgboss\.|from "stream_sessions" inner join "private_shows"/i.test(s);
type Queryable = { query: (...args: never[]) => unknown; exec?: (...args: never[]) => unknown };

const textOf = (arg: unknown): string => (typeof arg === 'string' ? arg : String((arg as { text?: string } | null)?.text ?? arg));

/** Replaces `target[method]` with a function that records its first argument, then calls the original. */
function tap<T extends object>(target: T, method: keyof T & string, record: Recorder) {
  const original = (target[method] as (...args: unknown[]) => unknown).bind(target);
  (target as Record<string, unknown>)[method] = (...args: unknown[]) => {
    record(textOf(args[0]));
    return original(...args);
  };
}

function tapPglite(client: PGlite, record: Recorder) {
  tap(client as unknown as Queryable, 'query', record);
  tap(client as unknown as Queryable, 'exec', record);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tap(tx as unknown as Queryable, 'query', record);
      tap(tx as unknown as Queryable, 'exec', record);
      return work(tx);
    });
}

function tapPool(pool: Pool, record: Recorder) {
  // pool.query takes a connection through connect(callback), which stays untouched: counted once here.
  tap(pool as unknown as Queryable, 'query', record);
  const tapped = new WeakSet<PoolClient>();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<PoolClient>).then((client) => {
      if (!tapped.has(client)) {
        tapped.add(client);
        tap(client as unknown as Queryable, 'query', record);
      }
      return client;
    });
  };
}

/**
 * Starts recording the statements sent to `database` (once per database; call `counted` around each
 * request). The wrapping stays for the database's life and costs only a function call per statement.
 */
export function statementCounter(database: Database) {
  let recording: string[] | null = null;
  const record: Recorder = (text) => recording?.push(text);
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') tapPglite(client as PGlite, record);
  else tapPool(client as Pool, record);

  return {
    /** Runs `work` and answers its result with the statements sent meanwhile, sorted by kind. */
    async counted<T>(work: () => Promise<T>): Promise<{ result: T; statements: CountedStatements }> {
      recording = [];
      try {
        const result = await work();
        const sent = recording;
        const background = sent.filter(isBackground);
        const ours = sent.filter((s) => !isBackground(s));
        return { result, statements: { route: ours.filter((s) => !isSession(s)), session: ours.filter(isSession), background } };
      } finally {
        recording = null;
      }
    },
  };
}
export type StatementCounter = ReturnType<typeof statementCounter>;
