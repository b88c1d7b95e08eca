// `npm run worker`: runs the background jobs on the shared PostgreSQL database, for JOBS_MODE=external
// (any number of these next to the web processes). SIGTERM lets running jobs finish first
// (JOBS_STOP_TIMEOUT_SECONDS), then exits.
import 'dotenv/config';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { assertWorkerCanRun, exitOnStopSignal, workerProcessConfig } from '../src/server/jobs/worker';
import { loadOrCreateSecrets } from '../src/server/secrets';

async function main() {
  const bootstrap = loadConfig();
  assertWorkerCanRun(bootstrap);
  const config = workerProcessConfig(loadConfig(process.env, loadOrCreateSecrets(bootstrap.dataDir)));
  const database = await openDatabase(config);
  // The same services as the web process; the app starts its job queue when ready and stops it on close.
  const app = await buildApp({ config, database });
  await app.ready();
  exitOnStopSignal(async (signal) => {
    app.log.info(`${signal}: finishing running jobs`);
    await app.close();
    await database.close();
  });
  app.log.info(`Fanstage job worker is up (${database.kind}, process ${process.pid})`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
