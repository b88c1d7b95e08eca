// pg-boss talks to its database through one function, executeSql(text, values). PGlite has no pool and
// no multi-statement `query`: pg-boss's schema and maintenance SQL is several statements in one string,
// which only `exec` accepts, while job SQL is one parameterised statement for `query`.
import type { PGlite } from '@electric-sql/pglite';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<SqlResult>;

export function pgliteExecuteSql(client: PGlite): ExecuteSql {
  return async (text, values) => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    }
    // Inside a PGlite transaction, which holds PGlite's lock until it ends: pg-boss's own BEGIN ... COMMIT
    // nests harmlessly (a warning), and a failure midway is rolled back before any app query can run in
    // the aborted session. A bare exec would leave the one shared session aborted after such a failure.
    const results = await client.transaction((tx) => tx.exec(text));
    // pg answers a multi-statement string with the last statement's rows too; pg-boss reads only those.
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
}
