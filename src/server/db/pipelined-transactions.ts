// Transactions on PostgreSQL that do not wait for BEGIN, and that may send their COMMIT right behind their last
// statement (docs/performance.md "Purchases").
//
// The pool's connections run in node-postgres's pipeline mode: a statement goes on the wire at once, without
// waiting for the answer to the one before it, and each has its own Sync, so an error ends at that statement.
// Drizzle's own transaction sends BEGIN and waits for its answer before the first statement; here BEGIN goes
// out and the first statement follows it in the same round trip. A BEGIN on a live connection does not fail;
// when the connection is broken the statements behind it fail too, and the BEGIN's own answer is checked
// before any COMMIT or final statement is sent.
//
// `finishWith` sends a transaction's last statement and the COMMIT together. A row the statement locks (every
// sale of a performer credits that performer's earnings row) is then held only while PostgreSQL runs the
// statement and the commit, not also while the answer travels to the API and the COMMIT comes back, which
// under load is when the API's event loop gets to it. The statement must itself fail when it did not write
// everything it was meant to: after a statement failed, PostgreSQL answers the COMMIT behind it by rolling
// the transaction back, so nothing is kept; whatever it wrote commits otherwise, and nothing sent after it
// can undo it.
import type { SQL, TablesRelationalConfig } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { builtFrom, runBuilt, type BuiltStatement } from './built-statement';
import type { Db, DbOrTx, Tx } from './db-types';

type Send = (text: string, values?: unknown[]) => Promise<QueryResult>;

interface Open {
  client: PoolClient;
  /** What the transaction's statements are sent through (`preparing(client)`), as drizzle's session holds it. */
  statements: Pick<PoolClient, 'query'>;
  /** The connection's own query method, taken before anyone wraps it: the transaction's own BEGIN and COMMIT. */
  send: Send;
  begun: Promise<QueryResult>;
  /** The COMMIT sent behind the last statement, once `finishWith` sent it. */
  commit?: Promise<QueryResult>;
}

const open = new WeakMap<object, Open>();

/** Settles without an unhandled rejection while nobody awaits it yet; awaiting it still throws. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Replaces the drizzle session's `transaction` (PostgreSQL only): BEGIN is pipelined with the first statement,
 * and a transaction that called `finishWith` has its COMMIT already on the wire. Savepoints (`tx.transaction`)
 * are drizzle's, unchanged. A transaction asked for with options (isolation level...) goes through drizzle's
 * own path.
 */
export function pipelineTransactions(db: Db, pool: Pool): void {
  type Session = NodePgSession<Record<string, unknown>, TablesRelationalConfig>;
  const session = (db as unknown as { session: Session }).session;
  const internals = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession<Record<string, unknown>, TablesRelationalConfig>>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  const drizzles = session.transaction.bind(session);
  session.transaction = (async <T>(work: (tx: NodePgTransaction<Record<string, unknown>, TablesRelationalConfig>) => Promise<T>, config?: unknown): Promise<T> => {
    if (config) return drizzles(work as never, config as never) as Promise<T>;
    const client = await pool.connect();
    const send: Send = client.query.bind(client) as Send;
    // BEGIN waits in the socket's buffer for whatever the work sends in this turn of the event loop (its first
    // statement, as a rule): one write to the server instead of two.
    const flush = holdWrites(client);
    const statements = preparing(client);
    const state: Open = { client, statements, send, begun: quiet(send('begin')) };
    setImmediate(flush);
    const txSession = new NodePgSession(statements as PoolClient, internals.dialect, internals.schema, internals.options);
    const tx = new NodePgTransaction(internals.dialect, txSession, internals.schema);
    open.set(tx, state);
    try {
      let result: T;
      try {
        result = await work(tx);
      } catch (error) {
        // After a COMMIT sent by finishWith the transaction is over either way (committed, or rolled back by
        // the server when a statement before it failed); otherwise it is rolled back here.
        if (state.commit) await state.commit.catch(() => undefined);
        else await send('rollback').catch(() => undefined);
        throw error;
      }
      await state.begun;
      if (state.commit) {
        const ended = await state.commit;
        if (ended.command !== 'COMMIT') throw new Error(`The transaction ended with ${ended.command}, not COMMIT.`);
      } else {
        await send('commit');
      }
      return result;
    } finally {
      open.delete(tx);
      client.release();
    }
  }) as typeof session.transaction;
}

/**
 * Named (prepared) statements: PostgreSQL parses and plans a named statement once per connection, then only binds
 * and runs it. Drizzle prepares the hot reads made on the pool; a transaction's statements run on the
 * transaction's own connection, where drizzle does not, so they are named here: a text sent a second time gets a
 * name, and `finishWith` names its statement (a sale's large one) at once. Drizzle sends values as parameters,
 * so texts differ with the statements' shapes; one with values written into its text would only reach the cap
 * sooner, past which a text goes unnamed as before. Named statements need a direct connection or a pooler that
 * keeps them (PgBouncer 1.21 or later with `max_prepared_statements` set).
 */
const statementNames = new Map<string, string>();
const timesSeen = new Map<string, number>();
const MAX_STATEMENT_NAMES = 256;
const MAX_TEXTS_COUNTED = 4096;
function statementName(text: string, usesBeforeNaming: number): string | undefined {
  const name = statementNames.get(text);
  if (name || statementNames.size >= MAX_STATEMENT_NAMES) return name;
  const seen = (timesSeen.get(text) ?? 0) + 1;
  if (seen <= usesBeforeNaming) {
    // Counting is only for telling repeated texts from one-off ones: start again rather than grow without end.
    if (timesSeen.size >= MAX_TEXTS_COUNTED) timesSeen.clear();
    timesSeen.set(text, seen);
    return undefined;
  }
  timesSeen.delete(text);
  const named = `tx_statement_${statementNames.size + 1}`;
  statementNames.set(text, named);
  return named;
}

type QueryConfig = { name?: string; text?: unknown };

/** The transaction's connection as drizzle sees it: its statements go out named once their text repeats. */
function preparing(client: PoolClient): Pick<PoolClient, 'query'> {
  const query = (config: unknown, values?: unknown) => {
    const c = config as QueryConfig;
    const named = typeof c === 'object' && c !== null && !c.name && typeof c.text === 'string' ? { ...c, name: statementName(c.text, 1) } : config;
    return (client.query as unknown as (config: unknown, values?: unknown) => Promise<QueryResult>)(named, values);
  };
  return { query } as unknown as Pick<PoolClient, 'query'>;
}

/**
 * Holds what the connection writes in its socket's buffer until the returned function is called (which may
 * be called again, harmlessly): the statements sent meanwhile leave in one write. Each write to a loopback or
 * network socket is a system call that costs more than the bytes it carries.
 */
function holdWrites(client: PoolClient): () => void {
  const stream = (client as unknown as { connection?: { stream?: { cork?: () => void; uncork?: () => void } } }).connection?.stream;
  if (!stream?.cork || !stream.uncork) return () => undefined;
  stream.cork();
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    stream.uncork!();
  };
}

/**
 * Runs `statement` as the transaction's last statement: on a pipelined transaction the COMMIT goes right behind
 * it (the transaction then sends nothing more), elsewhere (PGlite, drizzle's own transaction) it is an ordinary
 * statement and the commit comes when the transaction's work returns. Answers the statement's rows; throws its
 * error, in which case nothing it or the transaction wrote is kept.
 */
export async function finishWith(tx: DbOrTx, statement: SQL | BuiltStatement): Promise<Record<string, unknown>[]> {
  const { text, values } = isBuilt(statement) ? statement : builtFrom(statement);
  const state = open.get(tx as Tx);
  if (!state || state.commit) return runBuilt(tx, { text, values });
  await state.begun;
  // Through the session's query method as it stands (so whatever counts statements sees this one), then
  // the COMMIT through the connection's own: both leave in one write, before either answer comes back.
  const flush = holdWrites(state.client);
  let written: Promise<QueryResult>;
  try {
    written = quiet((state.statements.query as unknown as (q: object) => Promise<QueryResult>)({ name: statementName(text, 0), text, values }));
    state.commit = quiet(state.send('commit'));
  } finally {
    flush();
  }
  return (await written).rows;
}

const isBuilt = (statement: SQL | BuiltStatement): statement is BuiltStatement => typeof (statement as BuiltStatement).text === 'string';
