// Transactions on the PostgreSQL pool (src/server/db/pipelined-transactions.ts), on the real server: what goes
// on the wire and when. A transaction's BEGIN leaves in the same socket write as its first statement, a last
// statement sent with `finishWith` in the same write as its COMMIT; that last statement is prepared once per
// connection, and any other statement from its second time on. A last statement that fails leaves nothing of the
// transaction behind.
import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { openPostgres, type Database } from '@/server/db/client';
import { finishWith } from '@/server/db/pipelined-transactions';
import { createSharedDatabase, requireServices } from './support/app-node';

interface Wire {
  stream: { _write: (...args: unknown[]) => unknown; _writev?: (...args: unknown[]) => unknown };
  parse: (...args: unknown[]) => unknown;
}

let database: Database;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  await requireServices();
  const shared = await createSharedDatabase();
  dropDatabase = shared.drop;
  // One connection, so every transaction below runs on the one whose writes are counted.
  database = await openPostgres(shared.url, { migrate: false, max: 1 });
  await database.db.execute(sql`create table notes (id serial primary key, body text not null)`);
});

afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

/** Counts the socket writes (flushes to the server) and the Parse messages of the pool's one connection. */
async function watchWire() {
  const pool = (database.db as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  const wire = (client as unknown as { connection: Wire }).connection;
  client.release();
  const counts = { writes: 0, parses: 0 };
  const { _write, _writev } = wire.stream;
  const parse = wire.parse;
  wire.stream._write = function (...args: unknown[]) {
    counts.writes += 1;
    return _write.apply(this, args);
  };
  if (_writev) {
    wire.stream._writev = function (...args: unknown[]) {
      counts.writes += 1;
      return _writev.apply(this, args);
    };
  }
  wire.parse = function (...args: unknown[]) {
    counts.parses += 1;
    return parse.apply(this, args);
  };
  return {
    counts,
    stop() {
      wire.stream._write = _write;
      if (_writev) wire.stream._writev = _writev;
      wire.parse = parse;
    },
  };
}

const noteCount = async () => Number(((await database.db.execute(sql`select count(*)::int as n from notes`)) as unknown as { rows: { n: number }[] }).rows[0].n);

test('BEGIN rides with the first statement and COMMIT with the last: two writes for a four-statement transaction', async () => {
  const wire = await watchWire();
  try {
    const rows = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values (${'first'})`);
      return finishWith(tx, sql`insert into notes (body) values (${'second'}) returning body`);
    });
    expect(rows).toEqual([{ body: 'second' }]);
    // BEGIN + the insert, then the last insert + COMMIT.
    expect(wire.counts.writes).toBe(2);
  } finally {
    wire.stop();
  }
  expect(await noteCount()).toBe(2);
});

test('the last statement is parsed once per connection, then only bound and run', async () => {
  const last = (body: string) => sql`insert into notes (body) values (${body}) returning id`;
  await database.db.transaction((tx) => finishWith(tx, last('warm')));
  const wire = await watchWire();
  try {
    for (const body of ['a', 'b', 'c']) await database.db.transaction((tx) => finishWith(tx, last(body)));
    // The texts differ only in their parameters: no Parse at all, the statement prepared before is run again.
    expect(wire.counts.parses).toBe(0);
  } finally {
    wire.stop();
  }
});

test('a statement a transaction sends again is prepared from its second time on', async () => {
  // Texts no other test here sends.
  const count = (body: string) => sql`select count(*)::int as n from notes where body = ${body} and id > ${0}`;
  const wire = await watchWire();
  try {
    for (const body of ['w', 'x', 'y', 'z']) {
      await database.db.transaction(async (tx) => {
        await tx.execute(count(body));
        await tx.execute(sql`insert into notes (body) values (upper(${body}))`);
      });
    }
  } finally {
    wire.stop();
  }
  // Each text: parsed unnamed the first time, parsed under its new name the second, then only bound and run.
  expect(wire.counts.parses).toBe(4);
});

test('a last statement that fails leaves nothing of its transaction, and runs again once what it guards is there', async () => {
  // A guard like the sale's: it fails (division by zero) while no note has the body, and runs once one has.
  const insertGuarded = (body: string) => sql`insert into notes (body) select ${body} where 1 / (select count(*) from notes where body = ${body})::int = 1 returning body`;
  const before = await noteCount();
  // The text's first use fails: prepared in a transaction that is rolled back.
  await expect(
    database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (body) values (${'kept only if all is'})`);
      return finishWith(tx, insertGuarded('guarded'));
    }),
  ).rejects.toThrow(/division by zero/);
  expect(await noteCount()).toBe(before);
  // The same text on the same connection runs (the prepared statement outlived the rollback).
  const rows = await database.db.transaction(async (tx) => {
    await tx.execute(sql`insert into notes (body) values (${'guarded'})`);
    return finishWith(tx, insertGuarded('guarded'));
  });
  expect(rows).toEqual([{ body: 'guarded' }]);
  expect(await noteCount()).toBe(before + 2);
});
