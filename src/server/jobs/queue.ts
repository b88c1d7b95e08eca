// A typed job queue over pg-boss 10 on the app's own database (PGlite or PostgreSQL).
// Modules register handlers with `work` when they are built; whether this process runs them is the
// queue's `runWorkers` (see runtime.ts). `send` and `schedule` start the queue on first use; the
// process calls `start` at boot so waiting jobs run even when nothing is sent, and `stop` on shutdown.
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { PlainLog } from '../log';
import { createBossDb, type BossDb } from './boss-db';
import {
  assertCount,
  InvalidJobPayloadError,
  parsePayload,
  payloadForSend,
  type AnyJob,
  type JobInput,
  type JobPayload,
} from './registry';

export interface SendOptions {
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /** Deduplicates by the job's queue policy; refused on a standard queue, where it would do nothing. */
  singletonKey?: string;
  /** Overrides the job's retry settings for this one job. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Higher runs first among waiting jobs. */
  priority?: number;
}

export interface WorkOptions {
  /** Jobs of this kind run at once in this process. */
  concurrency?: number;
}

export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<J extends AnyJob> = (payload: JobPayload<J>, job: JobContext) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRecord {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  startAfter: Date;
  singletonKey: string | null;
  /** The handler's error when it failed. */
  output: unknown;
}

export interface JobQueueOptions {
  database: Database;
  /** Run the registered handlers here. When false the process only sends (and stores schedules). */
  runWorkers: boolean;
  log?: PlainLog;
  /** How often an idle worker asks for work; pg-boss allows 0.5 at the least. */
  pollingIntervalSeconds?: number;
  /** On stop, how long running jobs get to finish before they are failed into a later retry. */
  stopTimeoutMs?: number;
  /** Connections in the queue's own pool on PostgreSQL. */
  poolMax?: number;
}

export interface JobQueue {
  readonly runsWorkers: boolean;
  start(): Promise<void>;
  /** Lets running jobs finish (up to the stop timeout), then stops polling. The database stays open. */
  stop(): Promise<void>;
  /** The new job's id, or null when the queue policy dropped it as a duplicate of `singletonKey`. */
  send<J extends AnyJob>(job: J, payload: JobInput<J>, opts?: SendOptions): Promise<string | null>;
  /**
   * Registers the handler. Before start this only records it (nothing to await); once the queue runs
   * (and runs workers) the returned promise settles when the workers are polling.
   */
  work<J extends AnyJob>(job: J, handler: JobHandler<J>, opts?: WorkOptions): Promise<void>;
  /** Sends the job with `payload` on a cron schedule (UTC unless `tz`). One schedule per job; a new one replaces it. */
  schedule<J extends AnyJob>(job: J, cron: string, payload: JobInput<J>, opts?: { tz?: string }): Promise<void>;
  unschedule(job: AnyJob): Promise<void>;
  /**
   * Keeps `job` on a cron schedule (UTC): stored whenever this queue starts (at once when it already runs),
   * so a module declares its schedule while it is built, as it registers its handler.
   */
  keepScheduled<J extends AnyJob>(job: J, cron: string, payload: JobInput<J>): void;
  /** Whether a job of this kind whose payload contains `match` is waiting, due for a retry or running. */
  hasUnfinished<J extends AnyJob>(job: J, match: Partial<JobInput<J>>): Promise<boolean>;
  getJob(job: AnyJob, id: string): Promise<JobRecord | null>;
}

interface Registration {
  job: AnyJob;
  handler: JobHandler<AnyJob>;
  concurrency: number;
  launched: boolean;
}

const DEFAULT_STOP_TIMEOUT_MS = 25_000;
/** pg-boss 10's internal queue for scheduled sends (timekeeper.js), polled where `schedule` is on. */
const CRON_QUEUE = '__pgboss__send-it';

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const log = opts.log ?? console;
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const stopTimeoutMs = opts.stopTimeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
  const db: BossDb = createBossDb(opts.database, {
    poolMax: opts.poolMax,
    onDroppedSql: () => log.warn('Job queue: a late write after stop was dropped; its job will expire and retry.'),
  });
  const boss = new PgBoss({
    db: db as unknown as PgBoss.Db,
    // Maintenance (expiring stuck jobs, archiving) and cron run where the workers run.
    supervise: opts.runWorkers,
    schedule: opts.runWorkers,
    pollingIntervalSeconds,
  });
  boss.on('error', (err) => log.error(`Job queue: ${err.message}`));

  const definitions = new Map<string, AnyJob>();
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, () => Promise<void>>();
  const queuesReady = new Map<string, Promise<void>>();
  let startPromise: Promise<void> | undefined;
  let stopPromise: Promise<void> | undefined;
  let running = 0;

  function known(job: AnyJob): void {
    const existing = definitions.get(job.name);
    if (existing && existing !== job) throw new Error(`Job "${job.name}" is defined twice; define it once and import it.`);
    definitions.set(job.name, job);
  }

  /** pg-boss 10 needs a queue (its table partition) before jobs can be sent to it. */
  function ensureQueue(job: AnyJob): Promise<void> {
    let ready = queuesReady.get(job.name);
    if (!ready) {
      ready = (async () => {
        const { policy } = job.settings;
        const existing = await boss.getQueue(job.name);
        if (!existing) await boss.createQueue(job.name, { name: job.name, policy });
        else if (existing.policy !== policy) {
          // A deploy changed the policy: new jobs follow it, jobs already queued keep theirs.
          await boss.updateQueue(job.name, { name: job.name, policy });
          log.info(`Job queue "${job.name}": policy changed from ${existing.policy} to ${policy}.`);
        }
      })();
      queuesReady.set(job.name, ready);
      ready.catch(() => queuesReady.delete(job.name));
    }
    return ready;
  }

  function assertOpen(): void {
    if (stopPromise) throw new Error('The job queue is stopped.');
  }

  async function runOne(reg: Registration, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    running++;
    try {
      let payload: JobPayload<AnyJob>;
      try {
        payload = parsePayload(reg.job, job.data);
      } catch (e) {
        if (!(e instanceof InvalidJobPayloadError)) throw e;
        // Retrying cannot fix a payload: cancel instead of failing into retries.
        log.error(`Job ${job.name} ${job.id} cancelled: ${e.message}`);
        await boss.cancel(job.name, job.id);
        return;
      }
      await reg.handler(payload, { id: job.id, name: job.name, retryCount: job.retryCount });
    } catch (e) {
      const attempt = `attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`;
      log.warn(`Job ${job.name} ${job.id} failed (${attempt}): ${e instanceof Error ? e.message : String(e)}`);
      throw e;
    } finally {
      running--;
    }
  }

  async function launch(reg: Registration): Promise<void> {
    // start() and a work() call made while it runs may both reach here for the same registration.
    if (reg.launched) return;
    reg.launched = true;
    try {
      await ensureQueue(reg.job);
    } catch (e) {
      reg.launched = false;
      throw e;
    }
    for (let i = 0; i < reg.concurrency; i++) {
      await boss.work<unknown>(reg.job.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds }, ([job]) => runOne(reg, job));
    }
  }

  /** Our workers' queues, and pg-boss's own queue that turns cron schedules into jobs where schedules run. */
  function pollingQueueNames(): string[] {
    const names = [...registrations.values()].filter((reg) => reg.launched).map((reg) => reg.job.name);
    return opts.runWorkers ? [...names, CRON_QUEUE] : names;
  }

  /** Needs the queue started (pg-boss running), not awaiting start: startOnce stores the kept schedules. */
  async function storeSchedule(job: AnyJob, cron: string, data: object, tz: string): Promise<void> {
    await ensureQueue(job);
    await boss.schedule(job.name, cron, data, { tz, ...sendOptions(job, {}) });
  }

  async function startOnce(): Promise<void> {
    await boss.start();
    if (opts.runWorkers) for (const reg of registrations.values()) await launch(reg);
    for (const store of schedules.values()) await store();
  }

  const queue: JobQueue = {
    runsWorkers: opts.runWorkers,

    start() {
      assertOpen();
      startPromise ??= startOnce();
      return startPromise;
    },

    stop() {
      stopPromise ??= (async () => {
        if (!startPromise) return db.close();
        await startPromise.catch(() => undefined);
        const deadline = Date.now() + stopTimeoutMs;
        // pg-boss looks again only a second later at a worker stopped mid-fetch (a timer that outlives
        // the stop). Stopping them all at a moment with no SQL in flight, in one synchronous step, means
        // no worker is mid-fetch: idle workers then stop at once.
        await waitUntil(() => db.inFlight === 0, deadline);
        await Promise.all(pollingQueueNames().map((name) => boss.offWork(name)));
        // Jobs already handed over are counted in `running`; wait for them.
        const drained = await waitUntil(() => running === 0 && db.inFlight === 0, deadline);
        if (!drained) log.warn(`Job queue: ${running} job(s) still running after ${stopTimeoutMs} ms; they are failed now and will be retried.`);
        // Graceful: nothing runs any more. Not graceful: pg-boss fails the jobs still running at once.
        await boss.stop({ graceful: drained, wait: true, close: false, timeout: 1000 });
        await waitUntil(() => db.inFlight === 0, Date.now() + 5000);
        await db.close();
      })();
      return stopPromise;
    },

    async send(job, payload, sendOpts = {}) {
      assertOpen();
      known(job);
      const data = payloadForSend(job, payload);
      const options = sendOptions(job, sendOpts);
      await queue.start();
      await ensureQueue(job);
      return boss.send(job.name, data, options);
    },

    work(job, handler, workOpts = {}) {
      // Misuse throws here, synchronously: modules call this while being built and need not await it.
      assertOpen();
      known(job);
      if (registrations.has(job.name)) throw new Error(`Job "${job.name}" already has a handler.`);
      const concurrency = workOpts.concurrency ?? 1;
      if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Job "${job.name}" concurrency must be a whole number, 1 or more.`);
      const reg: Registration = { job, handler: handler as JobHandler<AnyJob>, concurrency, launched: false };
      registrations.set(job.name, reg);
      if (!startPromise || !opts.runWorkers) return Promise.resolve();
      return startPromise.then(() => launch(reg));
    },

    async schedule(job, cron, payload, scheduleOpts = {}) {
      assertOpen();
      known(job);
      const data = payloadForSend(job, payload);
      await queue.start();
      await storeSchedule(job, cron, data, scheduleOpts.tz ?? 'UTC');
    },

    keepScheduled(job, cron, payload) {
      assertOpen();
      known(job);
      // Checked now, so a bad schedule fails the module that declares it rather than a later start.
      const data = payloadForSend(job, payload);
      const store = () => storeSchedule(job, cron, data, 'UTC');
      schedules.set(job.name, store);
      if (startPromise) {
        startPromise.then(store).catch((e: unknown) => log.error(`Job queue: the schedule of ${job.name} was not stored: ${e instanceof Error ? e.message : String(e)}`));
      }
    },

    async hasUnfinished(job, match) {
      await queue.start();
      // pg-boss's job states are an enum in this order: created, retry, active, then the finished ones.
      const result = await db.executeSql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND state < 'completed' AND data @> $2::jsonb LIMIT 1`, [job.name, JSON.stringify(match)]);
      return (result?.rows.length ?? 0) > 0;
    },

    async unschedule(job) {
      assertOpen();
      await queue.start();
      await boss.unschedule(job.name);
    },

    async getJob(job, id) {
      await queue.start();
      const row = await boss.getJobById<unknown>(job.name, id, { includeArchive: true });
      if (!row) return null;
      return {
        id: row.id,
        name: row.name,
        state: row.state,
        data: row.data,
        retryCount: row.retryCount,
        retryLimit: row.retryLimit,
        startAfter: row.startAfter,
        singletonKey: row.singletonKey,
        output: row.output,
      };
    },
  };
  return queue;
}

function sendOptions(job: AnyJob, opts: SendOptions): PgBoss.SendOptions {
  const { settings } = job;
  if (opts.singletonKey !== undefined && settings.policy === 'standard') {
    throw new Error(`Job "${job.name}": singletonKey needs a queue policy (short, singleton or stately) in defineJob; on a standard queue it would not deduplicate.`);
  }
  if (typeof opts.startAfter === 'number' && !(opts.startAfter >= 0)) throw new Error(`Job "${job.name}": startAfter must be 0 or more seconds.`);
  if (opts.startAfter instanceof Date && Number.isNaN(opts.startAfter.getTime())) throw new Error(`Job "${job.name}": startAfter is an invalid date.`);
  const retryLimit = opts.retryLimit ?? settings.retryLimit;
  const retryDelay = opts.retryDelaySeconds ?? settings.retryDelaySeconds;
  assertCount(`Job "${job.name}" retryLimit`, retryLimit);
  assertCount(`Job "${job.name}" retryDelaySeconds`, retryDelay);
  if (opts.priority !== undefined && !Number.isInteger(opts.priority)) throw new Error(`Job "${job.name}": priority must be a whole number.`);
  const options: PgBoss.SendOptions = {
    retryLimit,
    retryDelay,
    retryBackoff: settings.retryBackoff,
    expireInSeconds: settings.expireInSeconds,
  };
  // pg-boss checks the keys that are present, undefined or not.
  if (opts.startAfter !== undefined) options.startAfter = opts.startAfter;
  if (opts.singletonKey !== undefined) options.singletonKey = opts.singletonKey;
  if (opts.priority !== undefined) options.priority = opts.priority;
  return options;
}

/** Polls `done` until it holds (true) or the deadline (a Date.now() value) passes (false). */
async function waitUntil(done: () => boolean, deadline: number): Promise<boolean> {
  while (!done()) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}
