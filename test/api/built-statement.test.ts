// A statement built once (db/built-statement.ts): its text is made on the first call only, every call binds its
// own values (a placeholder used twice gets the same value twice), and it runs on the pool or inside a
// transaction, on PGlite and on PostgreSQL (`npm run test:pg`). A prepared read run on a transaction's
// connection (db/select.ts onConnection) sees what that transaction wrote and nothing of another's.
import { eq, sql } from 'drizzle-orm';
import { builtOnce, runBuilt } from '@/server/db/built-statement';
import type { Database } from '@/server/db/client';
import { onConnection, type PreparedStatement } from '@/server/db/select';
import { settings } from '@/server/modules/settings/settings.table';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

test('the text is made once, and each call binds its own values', async () => {
  let builds = 0;
  const sum = builtOnce(() => {
    builds++;
    return sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int + ${sql.placeholder('a')}::int as total`;
  });
  const first = sum({ a: 1, b: 2 });
  const second = sum({ a: 10, b: 5 });
  expect(builds).toBe(1);
  expect(second.text).toBe(first.text);
  expect(first.values).toEqual([1, 2, 1]);
  expect(second.values).toEqual([10, 5, 10]);
  expect(await runBuilt(database.db, second)).toEqual([{ total: 25 }]);
});

test('a built statement and a prepared read run on a transaction see its writes, and a rollback keeps none', async () => {
  const write = builtOnce(() => sql`insert into settings (key, value) values (${sql.placeholder('key')}, ${sql.placeholder('value')}::jsonb) returning key`);
  const read = database.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, sql.placeholder('key')))
    .prepare('built_statement_test_read') as PreparedStatement<{ value: unknown }>;
  const rolledBack = new Error('roll back');
  await expect(
    database.db.transaction(async (tx) => {
      expect(await runBuilt(tx, write({ key: 'builtStatementTest', value: JSON.stringify('inside') }))).toEqual([{ key: 'builtStatementTest' }]);
      expect(await onConnection(read, tx).execute({ key: 'builtStatementTest' })).toEqual([{ value: 'inside' }]);
      throw rolledBack;
    }),
  ).rejects.toBe(rolledBack);
  expect(await read.execute({ key: 'builtStatementTest' })).toEqual([]);
});
