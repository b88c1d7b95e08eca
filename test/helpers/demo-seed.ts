// What the demo seed API tests share: the context a seed runs with (quiet), logging a demo account in, reading an
// answer as it, counting rows, and the demo performers with their fans' subscriptions, which the content seeds
// build on (the slower feeds seed, which would add those subscriptions, is left out).
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { DEMO_PASSWORD, seedDemoData } from '@/server/db/seed';
import { addDemoSubscriptions } from '@/server/db/seed/demo-fan-access';
import { users } from '@/server/db/schema';
import { authHeader } from '../factories/users';
import type { TestContext } from './test-app';

export const quiet = { info: () => undefined };

/** Helpers bound to the test file's app (`ctx` is read at each call, after beforeAll made it). */
export function demoSeedHelpers(ctx: () => TestContext) {
  const db = () => ctx().database.db;
  const seedContext = () => ({ db: db(), config: ctx().config, storage: ctx().app.services.storage, log: quiet });

  /** Logs a demo account in with the demo password. */
  async function tokenOf(username: string): Promise<string> {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: DEMO_PASSWORD, remember: false } });
    expect(res.statusCode).toBe(200);
    return res.json().data.token as string;
  }

  /** GET `/api<url>`, which must answer 200, as the holder of `token`. */
  async function read<T>(url: string, token?: string): Promise<T> {
    const res = await ctx().app.inject({ method: 'GET', url: `/api${url}`, headers: token ? authHeader(token) : {} });
    expect([url, res.statusCode]).toEqual([url, 200]);
    return res.json().data as T;
  }

  /** The number of rows in each of `tables`, by the same names. */
  async function counts<K extends string>(tables: Record<K, PgTable>): Promise<Record<K, number>> {
    const out = {} as Record<K, number>;
    for (const [name, table] of Object.entries<PgTable>(tables)) out[name as K] = (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    return out;
  }

  /** Seeds the accounts and demo performers, and subscribes the demo fans as the feeds seed would. */
  async function seedPerformersAndSubscriptions() {
    await seedDemoData({ ...seedContext(), upTo: '003 demo performers' });
    const usernames = await db().select({ id: users.id, username: users.username }).from(users);
    await addDemoSubscriptions(seedContext(), new Map(usernames.map((u) => [u.username!, u.id])));
  }

  return { db, seedContext, tokenOf, read, counts, seedPerformersAndSubscriptions };
}
