// Counts the SQL statements that reach the test database, by wrapping the driver underneath Drizzle: the
// PGlite instance (`npm test`) or the node-postgres pool (`npm run test:pg`), transactions included. Every
// statement sent while counting is recorded with its text; nothing is dropped, but what is not the route's
// own work is sorted apart, so a test can hold a route to its budget whatever runs around it:
// - session: the auth guard's session lookup (it reads "sessions"), which a session cache may answer;
// - settings: the settings cache's reload (it reads "settings"), once a cache period per process;
// - background: the app's clocks that may happen to run meanwhile, the job queue's polling (schema
//   "pgboss") and the live-video sweeps (they read "stream_sessions"), none of which a page read touches.
// (Telling them apart by asynchronous context does not work: a request's work can continue a chain that
// an earlier request started, so the SQL decides.)
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '@/server/db/client';

export interface CountedStatements {
  /** Statements the route itself sent: its reads and writes. */
  route: string[];
  /** The auth guard's session lookups. */
  session: string[];
  /** The settings cache's reloads. */
  settings: string[];
  /** Statements of the job queue and the timers that happened to run meanwhile. */
  background: string[];
}

type Recorder = (text: string) => void;
const isSession = (s: string) => /\bfrom "sessions"/i.test(s);
const isSettings = (s: string) => /^select "key", "value" from "settings"/i.test(s);
const isBackground = (s: string) => /\bpgboss\.|\bfrom "stream_sessions"/i.test(s);
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
  // Every statement goes through one of the pool's clients (pool.query takes one too): tap each client
  // once, those open now and those the pool opens later.
  const tapped = new WeakSet<PoolClient>();
  const tapClient = (client: PoolClient) => {
    if (tapped.has(client)) return;
    tapped.add(client);
    tap(client as unknown as Queryable, 'query', record);
  };
  for (const client of (pool as unknown as { _clients: PoolClient[] })._clients) tapClient(client);
  pool.on('connect', tapClient);
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
        const route = ours.filter((s) => !isSession(s) && !isSettings(s));
        return { result, statements: { route, session: ours.filter(isSession), settings: ours.filter(isSettings), background } };
      } finally {
        recording = null;
      }
    },
  };
}
export type StatementCounter = ReturnType<typeof statementCounter>;
