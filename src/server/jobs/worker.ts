// `npm run worker` (scripts/worker.ts): the app's services without the HTTP server, running the job
// workers, for JOBS_MODE=external. It refuses the embedded database before opening it: PGlite does not
// lock its directory, and a second process writing it would corrupt it.
import type { AppConfig } from '../config';

export const WORKER_NEEDS_POSTGRES =
  'npm run worker needs DATABASE_URL (PostgreSQL): the embedded database can be open in one process only, and the app runs the jobs itself by default (JOBS_MODE=inline).';

export function assertWorkerCanRun(config: Pick<AppConfig, 'DATABASE_URL'>): void {
  if (!config.DATABASE_URL) throw new Error(WORKER_NEEDS_POSTGRES);
}

/** The worker builds the app with this config: whatever the web processes use, this process runs the workers. */
export function workerProcessConfig<C extends Pick<AppConfig, 'JOBS_MODE'>>(config: C): C {
  return { ...config, JOBS_MODE: 'inline' };
}

/**
 * Calls `stop` once on SIGTERM or SIGINT, then exits: 0 when it finished, 1 when it failed. A second
 * signal while stopping exits at once (an operator pressing Ctrl-C twice).
 */
export function exitOnStopSignal(stop: (signal: string) => Promise<void>, log: Pick<Console, 'error'> = console): void {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error(`Stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
