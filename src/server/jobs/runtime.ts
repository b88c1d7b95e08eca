// Which process runs the job workers. JOBS_MODE=inline (the default): the app process sends and runs
// them. JOBS_MODE=external: the app only sends, and `npm run worker` processes on the same PostgreSQL
// database run them. The embedded database can be open in one process only, so external needs PostgreSQL.
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { PlainLog } from '../log';
import { createJobQueue, type JobQueue } from './queue';

export type JobsConfig = Pick<AppConfig, 'JOBS_MODE' | 'JOBS_POLL_SECONDS' | 'JOBS_STOP_TIMEOUT_SECONDS'>;

export const EXTERNAL_NEEDS_POSTGRES =
  'JOBS_MODE=external needs a PostgreSQL database (DATABASE_URL): the embedded database can be open in one process only, so no worker process could run the jobs. Unset JOBS_MODE to run them in the app.';

/** The app's queue: runs the workers in this process unless JOBS_MODE=external. */
export function createAppJobQueue(deps: { config: JobsConfig; database: Database; log?: PlainLog }): JobQueue {
  const { config, database } = deps;
  if (config.JOBS_MODE === 'external' && database.kind === 'pglite') throw new Error(EXTERNAL_NEEDS_POSTGRES);
  return createJobQueue({
    database,
    runWorkers: config.JOBS_MODE === 'inline',
    log: deps.log,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    stopTimeoutMs: config.JOBS_STOP_TIMEOUT_SECONDS * 1000,
  });
}
