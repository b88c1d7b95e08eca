// The API alone in a process of its own, for the crash suite to kill: buildApp on the PostgreSQL database
// and data directory its environment names (DATABASE_URL, DATA_DIR, the secrets), running the job workers
// as a production process does, listening on a free port of 127.0.0.1. Started with `node --import tsx`.
// It prints `listening <address>` on its own line once it takes requests (its log lines are JSON).
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/client';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config);
  const app = await buildApp({ config, database });
  await app.services.settings.ensureDefaults();
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening http://127.0.0.1:${(app.server.address() as AddressInfo).port}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`The crash suite's server did not start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
