// The background job queue: real pg-boss on the test database (PGlite here, PostgreSQL under
// `npm run test:pg`). Each test uses its own job names, so jobs left by one test never reach another.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db/client';
import { createBossDb } from '@/server/jobs/boss-db';
import { createJobQueue, type JobQueue, type JobQueueOptions } from '@/server/jobs/queue';
import { defineJob, InvalidJobPayloadError } from '@/server/jobs/registry';
import { createAppJobQueue, EXTERNAL_NEEDS_POSTGRES } from '@/server/jobs/runtime';
import { openTestDatabase } from '../helpers/test-database';

let database: Database;
const queues: JobQueue[] = [];
const logged: string[] = [];
const log = {
  info: (msg: string) => logged.push(`info ${msg}`),
  warn: (msg: string) => logged.push(`warn ${msg}`),
  error: (msg: string) => logged.push(`error ${msg}`),
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await Promise.all(queues.splice(0).map((q) => q.stop()));
  logged.length = 0;
});
afterAll(() => database?.close());

/** A queue polling at pg-boss's fastest rate, stopped after the test. */
function newQueue(opts: Partial<JobQueueOptions> = {}): JobQueue {
  const queue = createJobQueue({ database, runWorkers: true, log, pollingIntervalSeconds: 0.5, ...opts });
  queues.push(queue);
  return queue;
}

async function waitFor<T>(what: string, probe: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A promise the test resolves by hand, to hold a handler mid-run. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const mediaJob = (name: string) =>
  defineJob(name, z.object({ mediaId: z.string().min(1), sizes: z.array(z.number().int()).default([320, 640]) }));

// First: pg-boss looks at a worker stopped mid-job again only a second later, a timer that should not
// outlive the file.
describe('stop', () => {
  it('waits for a running job to finish, and the job is recorded completed', async () => {
    const job = mediaJob('test.stop-drains');
    const queue = newQueue();
    const hold = gate();
    let started = false;
    let finished = false;
    await queue.work(job, async () => {
      started = true;
      await hold.opened;
      finished = true;
    });
    const id = await queue.send(job, { mediaId: 'm1' });
    await waitFor('the job to start', () => started);

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    hold.open();
    await stopping;
    expect(finished).toBe(true);

    const reader = newQueue({ runWorkers: false });
    expect((await reader.getJob(job, id!))?.state).toBe('completed');
    await expect(queue.send(job, { mediaId: 'm2' })).rejects.toThrow('The job queue is stopped.');
  });

  it('gives up on a job still running after the stop timeout and leaves it to a retry', async () => {
    const job = mediaJob('test.stop-timeout');
    const queue = newQueue({ stopTimeoutMs: 300 });
    const hold = gate();
    let started = false;
    await queue.work(job, async () => {
      started = true;
      await hold.opened;
    });
    const id = await queue.send(job, { mediaId: 'm1' });
    await waitFor('the job to start', () => started);

    await queue.stop();
    const reader = newQueue({ runWorkers: false });
    expect((await reader.getJob(job, id!))?.state).toBe('retry');
    expect(logged).toContainEqual('warn Job queue: 1 job(s) still running after 300 ms; they are failed now and will be retried.');
    // When it ends at last, its write comes after the queue closed: dropped, not an unhandled error.
    hold.open();
    await waitFor('the late write', () => logged.some((line) => line.startsWith('warn Job queue: a late write after stop was dropped')));
  });
});

describe('sending and working', () => {
  it('runs a sent job once with its validated payload and records it completed', async () => {
    const job = mediaJob('test.completes');
    const queue = newQueue();
    const seen: unknown[] = [];
    await queue.work(job, async (payload, ctx) => {
      seen.push({ payload, retryCount: ctx.retryCount, name: ctx.name });
    });
    await queue.start();

    const id = await queue.send(job, { mediaId: 'm1' });
    expect(id).toEqual(expect.any(String));
    const record = await waitFor('completion', async () => {
      const r = await queue.getJob(job, id!);
      return r?.state === 'completed' ? r : null;
    });
    // The schema's default is applied on receipt; the stored payload is what was sent.
    expect(seen).toEqual([{ payload: { mediaId: 'm1', sizes: [320, 640] }, retryCount: 0, name: 'test.completes' }]);
    expect(record).toMatchObject({ id, name: 'test.completes', data: { mediaId: 'm1' }, retryCount: 0 });
  });

  it('starts on the first send when start was not called, and runs handlers registered before', async () => {
    const job = mediaJob('test.lazy-start');
    const queue = newQueue();
    const seen: string[] = [];
    void queue.work(job, async ({ mediaId }) => {
      seen.push(mediaId);
    });
    await queue.send(job, { mediaId: 'lazy' });
    await waitFor('the handler', () => seen.length === 1);
    expect(seen).toEqual(['lazy']);
  });

  it('runs up to `concurrency` jobs of a kind at once', async () => {
    const job = mediaJob('test.concurrency');
    const queue = newQueue();
    const hold = gate();
    let active = 0;
    let most = 0;
    await queue.start();
    await queue.work(
      job,
      async () => {
        active++;
        most = Math.max(most, active);
        await hold.opened;
        active--;
      },
      { concurrency: 2 },
    );
    await queue.send(job, { mediaId: 'a' });
    await queue.send(job, { mediaId: 'b' });
    await waitFor('two jobs running together', () => active === 2);
    hold.open();
    await waitFor('both jobs to end', () => active === 0);
    expect(most).toBe(2);
  });
});

describe('retries', () => {
  it('runs a failed job again and completes it on a later attempt', async () => {
    const job = defineJob('test.retry-then-pass', z.object({ n: z.number() }), { retryLimit: 2 });
    const queue = newQueue();
    const attempts: number[] = [];
    await queue.work(job, async (_payload, ctx) => {
      attempts.push(ctx.retryCount);
      if (ctx.retryCount === 0) throw new Error('storage was not reachable');
    });
    const id = await queue.send(job, { n: 1 });
    const record = await waitFor('completion after a retry', async () => {
      const r = await queue.getJob(job, id!);
      return r?.state === 'completed' ? r : null;
    });
    expect(attempts).toEqual([0, 1]);
    expect(record.retryCount).toBe(1);
    expect(logged).toContainEqual(expect.stringMatching(/^warn Job test\.retry-then-pass .+ failed \(attempt 1 of 3\): storage was not reachable$/));
  });

  it('marks a job failed, with the error, once its retries are used up', async () => {
    const job = defineJob('test.retry-exhausted', z.object({ n: z.number() }), { retryLimit: 2 });
    const queue = newQueue();
    let calls = 0;
    await queue.work(job, async () => {
      calls++;
      throw new Error('corrupt upload');
    });
    // The per-send limit overrides the job's.
    const id = await queue.send(job, { n: 1 }, { retryLimit: 1 });
    const record = await waitFor('failure', async () => {
      const r = await queue.getJob(job, id!);
      return r?.state === 'failed' ? r : null;
    });
    expect(calls).toBe(2);
    expect(record).toMatchObject({ retryCount: 1, retryLimit: 1, output: expect.objectContaining({ message: 'corrupt upload' }) });
  });
});

describe('startAfter', () => {
  it('holds a job back until its time, in seconds or as a date', async () => {
    const job = mediaJob('test.start-after');
    const queue = newQueue();
    const handled = new Map<string, number>();
    await queue.work(
      job,
      async ({ mediaId }) => {
        handled.set(mediaId, Date.now());
      },
      { concurrency: 3 },
    );
    await queue.start();
    const sentAt = Date.now();
    await queue.send(job, { mediaId: 'in-2s' }, { startAfter: 2 });
    await queue.send(job, { mediaId: 'at-date' }, { startAfter: new Date(sentAt + 2500) });
    await queue.send(job, { mediaId: 'now' });

    await waitFor('all three jobs', () => handled.size === 3);
    expect([...handled.keys()][0]).toBe('now');
    // The database sets start_after from its own clock, on this same machine; allow for rounding.
    expect(handled.get('in-2s')! - sentAt).toBeGreaterThanOrEqual(1900);
    expect(handled.get('at-date')! - sentAt).toBeGreaterThanOrEqual(2400);
  });
});

describe('singletonKey', () => {
  it('keeps one waiting job per key on a "short" queue', async () => {
    const job = defineJob('test.singleton', z.object({ mediaId: z.string() }), { policy: 'short' });
    const producer = newQueue({ runWorkers: false });

    const first = await producer.send(job, { mediaId: 'a' }, { singletonKey: 'media-a' });
    const duplicate = await producer.send(job, { mediaId: 'a' }, { singletonKey: 'media-a' });
    const other = await producer.send(job, { mediaId: 'b' }, { singletonKey: 'media-b' });
    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(other).not.toBe(first);

    // Once the waiting job has run, the key is free again.
    const worker = newQueue();
    const seen: string[] = [];
    await worker.work(job, async ({ mediaId }) => {
      seen.push(mediaId);
    });
    await worker.start();
    await waitFor('both waiting jobs', () => seen.length === 2);
    expect(seen.sort()).toEqual(['a', 'b']);
    await waitFor('completion', async () => (await producer.getJob(job, first!))?.state === 'completed');
    expect(await producer.send(job, { mediaId: 'a' }, { singletonKey: 'media-a' })).toEqual(expect.any(String));
  });

  it('is refused on a standard queue, where it would not deduplicate', async () => {
    const job = mediaJob('test.singleton-standard');
    const queue = newQueue({ runWorkers: false });
    await expect(queue.send(job, { mediaId: 'a' }, { singletonKey: 'k' })).rejects.toThrow(
      'Job "test.singleton-standard": singletonKey needs a queue policy (short, singleton or stately) in defineJob',
    );
  });
});

describe('payload validation', () => {
  async function storedCount(name: string): Promise<number> {
    const [row] = await rows<{ count: number | string }>(sql`SELECT count(*) AS count FROM pgboss.job WHERE name = ${name}`);
    return Number(row.count);
  }

  it('refuses an invalid payload at send with the field and the reason, storing nothing', async () => {
    const job = mediaJob('test.invalid-send');
    const queue = newQueue({ runWorkers: false });
    await queue.start();
    const sending = queue.send(job, { mediaId: '', sizes: [1.5] });
    await expect(sending).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(sending).rejects.toThrow(/^Invalid payload for job "test\.invalid-send": mediaId: .+; sizes\.0: .+$/);
    // A Date would arrive as a string: refused at send, not discovered in the worker.
    const dated = defineJob('test.invalid-date', z.object({ at: z.date() }));
    await expect(queue.send(dated, { at: new Date() })).rejects.toThrow('Invalid payload for job "test.invalid-date": at:');
    expect(await storedCount('test.invalid-send')).toBe(0);
    expect(await storedCount('test.invalid-date')).toBe(0);
  });

  it('cancels a stored job whose payload no longer fits the schema, without calling the handler', async () => {
    // An older release sent { id }; this one's schema wants { mediaId }.
    const before = defineJob('test.schema-changed', z.object({ id: z.string() }));
    const after = mediaJob('test.schema-changed');
    const id = await newQueue({ runWorkers: false }).send(before, { id: 'm1' });

    const worker = newQueue();
    let calls = 0;
    await worker.work(after, async () => {
      calls++;
    });
    await worker.start();
    await waitFor('cancellation', async () => (await worker.getJob(after, id!))?.state === 'cancelled');
    expect(calls).toBe(0);
    expect(logged).toContainEqual(expect.stringMatching(/^error Job test\.schema-changed .+ cancelled: Invalid payload .+mediaId/));
  });
});

describe('runtime modes', () => {
  it('a sending-only queue leaves jobs to a worker queue on the same database', async () => {
    const job = mediaJob('test.external');
    const web = newQueue({ runWorkers: false });
    const webSeen: string[] = [];
    await web.work(job, async ({ mediaId }) => {
      webSeen.push(mediaId);
    });
    await web.start();
    const id = await web.send(job, { mediaId: 'm1' });

    const worker = newQueue();
    const workerSeen: string[] = [];
    await worker.work(job, async ({ mediaId }) => {
      workerSeen.push(mediaId);
    });
    await worker.start();
    await waitFor('completion', async () => (await web.getJob(job, id!))?.state === 'completed');
    expect(workerSeen).toEqual(['m1']);
    expect(webSeen).toEqual([]);
  });

  it('JOBS_MODE picks whether the app runs the workers; external needs PostgreSQL', async () => {
    const config = { JOBS_POLL_SECONDS: 0.5, JOBS_STOP_TIMEOUT_SECONDS: 5 };
    const inline = createAppJobQueue({ config: { ...config, JOBS_MODE: 'inline' }, database, log });
    queues.push(inline);
    expect(inline.runsWorkers).toBe(true);
    if (database.kind === 'pglite') {
      expect(() => createAppJobQueue({ config: { ...config, JOBS_MODE: 'external' }, database, log })).toThrow(EXTERNAL_NEEDS_POSTGRES);
    } else {
      const external = createAppJobQueue({ config: { ...config, JOBS_MODE: 'external' }, database, log });
      queues.push(external);
      expect(external.runsWorkers).toBe(false);
    }
  });
});

describe('schedules', () => {
  it('stores a cron schedule with its checked payload, and refuses a bad payload or cron', async () => {
    const job = defineJob('test.renewals', z.object({ batch: z.number().int() }));
    const queue = newQueue({ runWorkers: false });
    await queue.schedule(job, '0 3 * * *', { batch: 100 }, { tz: 'Europe/Paris' });
    const stored = await rows<{ name: string; cron: string; timezone: string; data: unknown }>(
      sql`SELECT name, cron, timezone, data FROM pgboss.schedule WHERE name = 'test.renewals'`,
    );
    expect(stored).toEqual([{ name: 'test.renewals', cron: '0 3 * * *', timezone: 'Europe/Paris', data: { batch: 100 } }]);

    await expect(queue.schedule(job, '0 3 * * *', { batch: 1.5 })).rejects.toBeInstanceOf(InvalidJobPayloadError);
    await expect(queue.schedule(job, 'every night', { batch: 1 })).rejects.toThrow();
    await queue.unschedule(job);
    expect(await rows(sql`SELECT name FROM pgboss.schedule WHERE name = 'test.renewals'`)).toEqual([]);
  });

  it('keeps a schedule declared before start, storing it when the queue starts, and one declared after at once', async () => {
    const nightly = defineJob('test.kept-nightly', z.object({ batch: z.number().int() }));
    const hourly = defineJob('test.kept-hourly', z.object({}));
    const queue = newQueue({ runWorkers: false });
    queue.keepScheduled(nightly, '0 3 * * *', { batch: 10 });
    queue.keepScheduled(hourly, '5 * * * *', {});
    expect(() => queue.keepScheduled(nightly, '0 3 * * *', { batch: 1.5 })).toThrow(InvalidJobPayloadError);
    expect(await rows(sql`SELECT name FROM pgboss.schedule WHERE name LIKE 'test.kept-%'`)).toEqual([]);

    await queue.start();
    const stored = () => rows<{ name: string; cron: string; data: unknown }>(sql`SELECT name, cron, data FROM pgboss.schedule WHERE name LIKE 'test.kept-%' ORDER BY name`);
    await waitFor('both schedules', async () => (await stored()).length === 2);
    expect(await stored()).toEqual([
      { name: 'test.kept-hourly', cron: '5 * * * *', data: {} },
      { name: 'test.kept-nightly', cron: '0 3 * * *', data: { batch: 10 } },
    ]);

    const weekly = defineJob('test.kept-weekly', z.object({}));
    queue.keepScheduled(weekly, '0 4 * * 1', {});
    await waitFor('the schedule declared after start', async () => (await stored()).length === 3);
  });
});

describe('unfinished jobs', () => {
  it('tells whether a job with a payload is waiting, due for a retry or running, and not once it has ended', async () => {
    const job = mediaJob('test.unfinished');
    const queue = newQueue();
    const running = gate();
    const release = gate();
    await queue.work(job, async ({ mediaId }) => {
      if (mediaId !== 'held') return;
      running.open();
      await release.opened;
    });
    await queue.start();
    const later = await queue.send(job, { mediaId: 'later' }, { startAfter: 3600 });
    expect(await queue.hasUnfinished(job, { mediaId: 'later' })).toBe(true);
    expect(await queue.hasUnfinished(job, { mediaId: 'never-sent' })).toBe(false);

    const held = await queue.send(job, { mediaId: 'held' });
    await running.opened;
    expect(await queue.hasUnfinished(job, { mediaId: 'held' })).toBe(true);
    release.open();
    await waitFor('the held job to complete', async () => (await queue.getJob(job, held!))?.state === 'completed');
    expect(await queue.hasUnfinished(job, { mediaId: 'held' })).toBe(false);
    // Another kind's jobs are not this kind's.
    expect(await queue.hasUnfinished(mediaJob('test.unfinished-other'), { mediaId: 'later' })).toBe(false);
    expect(later).not.toBeNull();
  });
});

describe('the queue connection', () => {
  it('a failing multi-statement batch leaves the shared database usable', async () => {
    const bossDb = createBossDb(database);
    try {
      await expect(bossDb.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;')).rejects.toThrow('division by zero');
      expect(await rows(sql`SELECT 1 AS ok`)).toEqual([{ ok: 1 }]);
      expect((await bossDb.executeSql('SELECT 2 AS two'))?.rows).toEqual([{ two: 2 }]);
      expect((await bossDb.executeSql('SELECT $1::int + 1 AS three', [2]))?.rows).toEqual([{ three: 3 }]);
    } finally {
      await bossDb.close();
    }
  });
});
