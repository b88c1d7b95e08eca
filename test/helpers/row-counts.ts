// How many rows each of the app's tables holds: taken before and after something that must not write
// (bad input), the difference names the tables it wrote to anyway.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? (result as Row[]);

export async function appTables(db: Db): Promise<string[]> {
  const result = await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rowsOf(result).map((r) => String(r.table_name));
}

/** Rows per table, in one round trip. */
export async function rowCounts(db: Db, tables: readonly string[]): Promise<Record<string, number>> {
  const parts = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`);
  const result = await db.execute(sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rowsOf(result).map((r) => [String(r.t), Number(r.n)]));
}

/** "orders +1, sessions -1": the tables whose counts differ. */
export function countChanges(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((t) => after[t] !== before[t])
    .map((t) => `${t} ${after[t] > before[t] ? '+' : ''}${after[t] - before[t]}`);
}
