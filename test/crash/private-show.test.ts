// SIGKILL in the middle of a private show's billing. A real server accepts a show (minute 0 paid at once);
// then the show's clock is moved back in the database, as if it had been running for a long time while the
// server could not bill it: its last heartbeats long ago, many minutes started since. The server's own tick
// starts charging them, one transaction per minute, and is killed while one of those transactions holds
// uncommitted writes. A new server on the same database settles the show before it takes a request: every
// minute that started while the show ran is charged exactly once, none after, the show ends at its last
// heartbeat plus the timeout, and the books balance.
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { PRIVATE_HEARTBEAT_TIMEOUT_SECONDS } from '@/contracts/streams';
import { checkLedger } from '@/server/modules/ledger/ledger-check';
import { performers } from '@/server/modules/performers/performers.table';
import { fundWallet, walletBalance } from '../factories/money';
import { createAdmin, createPerformer, createUser, type TestUser } from '../factories/users';
import { call, createDeployment, login, queryRows, startServer, type CrashServer, type Deployment } from './support/crash-node';

let deployment: Deployment;
let server: CrashServer;
const db = () => deployment.database.db;

const rows = (query: ReturnType<typeof sql>) => queryRows(deployment, query);

beforeAll(async () => {
  deployment = await createDeployment();
  server = await startServer(deployment);
});
afterAll(async () => {
  await deployment?.close();
});

const PRICE = 150;
/** How long the show "ran" before the kill, and how long before the kill both sides last spoke. */
const STARTED_MINUTES_AGO = 90.5;
const SILENT_MINUTES = 30;
/** The kill comes once this many minutes are paid. */
const KILL_AFTER_MINUTES = 10;

/** Server transactions holding uncommitted writes (the job queue's own connections left out). */
const OPEN_WRITES = `SELECT count(*)::int AS n FROM pg_stat_activity
  WHERE datname = $1 AND backend_xid IS NOT NULL AND state <> 'idle' AND application_name <> 'fanstage-jobs' AND pid <> pg_backend_pid()`;

it('charges each minute that started while the show ran exactly once across a kill, and ends it at its last heartbeat plus the timeout', async () => {
  const performer = await createPerformer(db());
  await db().update(performers).set({ privateShowPrice: PRICE }).where(sql`${performers.userId} = ${performer.id}`);
  const fan = await createUser(db());
  await fundWallet(db(), fan, 500 * PRICE);
  const admin: TestUser = await createAdmin(db());
  const [fanToken, performerToken, adminToken] = [await login(server, fan), await login(server, performer), await login(server, admin)];

  const requested = await call<{ _id: string }>(server, 'POST', '/streaming/private/request', { token: fanToken, body: { performerId: performer.id } });
  expect(requested.status).toBe(200);
  const id = requested.body.data!._id;
  const accepted = await call<{ status: string }>(server, 'POST', `/streaming/private/${id}/accept`, { token: performerToken });
  expect([accepted.status, accepted.body.data?.status]).toEqual([200, 'live']);
  for (const token of [fanToken, performerToken]) expect((await call(server, 'POST', `/streaming/private/${id}/heartbeat`, { token })).status).toBe(200);

  // The kill: watched for on a connection opened beforehand, and done at the first moment the server's tick
  // holds a minute's charge uncommitted.
  const watcher = new Client({ connectionString: deployment.databaseUrl });
  await watcher.connect();
  try {
    await db().execute(sql`
      with moved as (
        update stream_sessions set
          started_at = now() - ${STARTED_MINUTES_AGO} * interval '1 minute',
          last_heartbeat_at = now() - ${SILENT_MINUTES} * interval '1 minute'
        where id = ${id} returning id)
      update private_shows set fan_heartbeat_at = now() - ${SILENT_MINUTES} * interval '1 minute' where stream_id in (select id from moved)`);
    // Once several minutes are paid, so the kill cuts the catching up in its middle.
    for (;;) {
      const { rows: show } = await watcher.query('SELECT s.status, p.billed_minutes FROM stream_sessions s JOIN private_shows p ON p.stream_id = s.id WHERE s.id = $1', [id]);
      if (show[0].status === 'ended') throw new Error('The tick settled the whole show before a charge could be interrupted.');
      if (show[0].billed_minutes < KILL_AFTER_MINUTES) continue;
      const { rows: open } = await watcher.query(OPEN_WRITES, [deployment.databaseName]);
      if (open[0].n > 0) break;
    }
    await server.kill();
  } finally {
    await watcher.end();
  }

  // Whatever the kill cut off left nothing half-written: each minute paid has its ledger transaction and earning.
  const [{ started, beat }] = await rows(sql`
    select s.started_at as started, least(s.last_heartbeat_at, p.fan_heartbeat_at) as beat
    from stream_sessions s join private_shows p on p.stream_id = s.id where s.id = ${id}`);
  const paidBefore = await minutesOf(id);
  expect(paidBefore.length).toBeGreaterThanOrEqual(KILL_AFTER_MINUTES);
  expect(paidBefore.length).toBeLessThanOrEqual(61);
  await expectMinutesWhole(id);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });

  // A new server settles the show before it listens.
  server = await startServer(deployment);
  const deadline = new Date(new Date(beat as string).getTime() + PRIVATE_HEARTBEAT_TIMEOUT_SECONDS * 1000);
  const [session] = await rows(sql`select status, end_reason, ended_at from stream_sessions where id = ${id}`);
  expect(session).toMatchObject({ status: 'ended', end_reason: 'heartbeat' });
  expect(new Date(session.ended_at as string).getTime()).toBe(deadline.getTime());
  // Minutes 0 to 60 started before the deadline (61 minutes after the start); minute 61 did not.
  const startedAt = new Date(started as string).getTime();
  const expected = Array.from({ length: 200 }, (_, n) => n).filter((n) => startedAt + n * 60_000 < deadline.getTime());
  expect(expected).toHaveLength(61);
  expect(await minutesOf(id)).toEqual(expected);
  await expectMinutesWhole(id);
  const [{ keys, distinct }] = await rows(sql`select count(*)::int as keys, count(distinct idempotency_key)::int as distinct from ledger_transactions where idempotency_key like ${`private-show:${id}:%`}`);
  expect([keys, distinct]).toEqual([61, 61]);
  expect(await walletBalance(db(), fan)).toBe(500 * PRICE - 61 * PRICE);
  expect(await checkLedger(db())).toMatchObject({ ok: true, problems: [] });
  const check = await call<{ ok: boolean; problems: string[] }>(server, 'GET', '/admin/ledger/check', { token: adminToken });
  expect(check.body.data).toMatchObject({ ok: true, problems: [] });

  // Nothing brings it back: a heartbeat now is refused.
  const late = await call(server, 'POST', `/streaming/private/${id}/heartbeat`, { token: fanToken });
  expect([late.status, late.body.message]).toEqual([409, 'This private show has ended.']);
});

async function minutesOf(id: string): Promise<number[]> {
  return (await rows(sql`select minute from private_show_minutes where stream_id = ${id} order by minute`)).map((r) => Number(r.minute));
}

/** Every minute paid has its ledger transaction (the fan's wallet debited by the price) and its earning, and the show's billing agrees. */
async function expectMinutesWhole(id: string) {
  expect(
    await rows(sql`
      select m.minute from private_show_minutes m
      left join earnings e on e.transaction_id = m.transaction_id and e.source_type = 'stream' and e.source_id = m.stream_id and e.gross = m.amount
      left join ledger_transactions t on t.id = m.transaction_id and t.idempotency_key = 'private-show:' || m.stream_id::text || ':' || m.minute::text
      where m.stream_id = ${id} and (e.id is null or t.id is null)`),
  ).toEqual([]);
  expect(await rows(sql`select e.id from earnings e where e.source_id = ${id} and not exists (select 1 from private_show_minutes m where m.transaction_id = e.transaction_id)`)).toEqual([]);
  const [billing] = await rows(sql`
    select p.billed_minutes, p.charged, (select count(*)::int from private_show_minutes m where m.stream_id = p.stream_id) as minutes,
      (select coalesce(sum(amount), 0)::int from private_show_minutes m where m.stream_id = p.stream_id) as paid
    from private_shows p where p.stream_id = ${id}`);
  expect(Number(billing.billed_minutes)).toBe(Number(billing.minutes));
  expect(Number(billing.charged)).toBe(Number(billing.paid));
}
