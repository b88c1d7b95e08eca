// How long the server spends on the SQL of one page read, without a database: the home feed's page query
// (prepared once per shape: viewer, filters set and order; only bound per call), a profile's posts (also
// searched) and the bookmarked posts (prepared per shape the same way), a profile's videos, galleries and
// products tabs, the bookmarked performers and a performer's profile (prepared per shape too), and the polls query
// (prepared once, only bound per call), run by the real repos on a Drizzle client whose driver answers every statement
// at once with no rows. Next to them, the floor: a tiny prepared statement, only executed.
// Usage: node --import tsx bench/page-query-building.ts [iterations]
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { createFeedPollsRepo } from '../src/server/modules/feeds/feed-polls.repo';
import { createFeedsRepo } from '../src/server/modules/feeds/feeds.repo';
import { feeds } from '../src/server/modules/feeds/feeds.table';
import { createGalleriesRepo } from '../src/server/modules/galleries/galleries.repo';
import { createPerformersRepo } from '../src/server/modules/performers/performers.repo';
import { createProductsRepo } from '../src/server/modules/products/products.repo';
import { createReactionsRepo } from '../src/server/modules/reactions/reactions.repo';
import { createVideosRepo } from '../src/server/modules/videos/videos.repo';

const iterations = Number(process.argv[2] ?? 20_000);
const pool = new Pool();
let statements = 0;
// Every statement is answered at once with no rows; nothing connects.
// A count alone answers one row of 0, as PostgreSQL would.
(pool as unknown as { query: (q: { text?: string } | string) => Promise<unknown> }).query = async (q) => {
  statements++;
  const text = typeof q === 'string' ? q : (q.text ?? '');
  if (/^select count\(\*\)::int from/.test(text)) return { rows: [[0]], fields: [], rowCount: 1 };
  return { rows: [], fields: [], rowCount: 0 };
};
const db = drizzle(pool, { schema }) as unknown as Db;
const repo = createFeedsRepo(db);
const polls = createFeedPollsRepo(db);
const videosRepo = createVideosRepo(db);
const galleriesRepo = createGalleriesRepo(db);
const productsRepo = createProductsRepo(db);
const reactionsRepo = createReactionsRepo(db);
const performersRepo = createPerformersRepo(db);
const viewer = { userId: '00000000-0000-4000-8000-000000000001', countryCode: 'GB', isAdmin: false };
const page = { limit: 12, offset: 0, sortBy: 'publishedAt' as const, sort: 'desc' as const };
const bookmarkPage = { limit: 12, offset: 0, sortBy: 'createdAt' as const, sort: 'desc' as const };
const tabPage = { limit: 12, offset: 0, sortBy: 'createdAt' as const, sort: 'desc' as const };
const performerId = '00000000-0000-4000-8000-000000000004';
const pollIds = ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'];

async function measure(name: string, work: () => Promise<unknown>) {
  for (let i = 0; i < 500; i++) await work();
  const sent = statements;
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < iterations; i++) await work();
  const cpu = process.cpuUsage(cpuBefore);
  const micros = Number(process.hrtime.bigint() - started) / 1000 / iterations;
  // CPU time is the steadier figure on a shared machine: waiting for a core does not count.
  const cpuMicros = (cpu.user + cpu.system) / iterations;
  console.log(`${name.padEnd(44)} ${micros.toFixed(1).padStart(7)} µs a call (${cpuMicros.toFixed(1)} µs of CPU), ${((statements - sent) / iterations).toFixed(0)} statement(s)`);
}

async function main() {
  const prepared = db
    .select({ id: feeds.id })
    .from(feeds)
    .where(sql`${feeds.performerId} = ${sql.placeholder('performerId')}`)
    .limit(sql.placeholder('limit'))
    .prepare('bench_feed_page');
  await measure('home feed page (prepared per shape)', () => repo.timeline(viewer, {}, page));
  await measure('profile posts page', () => repo.profile(viewer, 'luna', {}, page, { pinnedFirst: true }));
  await measure('profile posts search', () => repo.profile(viewer, 'luna', { q: 'beach' }, page, { pinnedFirst: false }));
  await measure('bookmarked posts page', () => repo.bookmarks(viewer, bookmarkPage));
  await measure("profile's videos tab", () => videosRepo.search(viewer, { performerId }, tabPage));
  await measure("profile's galleries tab", () => galleriesRepo.search(viewer, { performerId }, tabPage));
  await measure("profile's products tab", () => productsRepo.search(viewer, { performerId }, tabPage));
  await measure('bookmarked performers page', () => reactionsRepo.performerBookmarks(viewer, bookmarkPage));
  await measure("a performer's profile", () => performersRepo.findVisible('luna', viewer));
  await measure('polls of a page (prepared once)', () => polls.pollsWithVotes(pollIds, viewer.userId));
  await measure('a prepared statement (floor)', () => prepared.execute({ performerId: viewer.userId, limit: 12 }));
}

main().then(
  () => process.exit(0),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
