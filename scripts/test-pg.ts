// `npm run test:pg`: the API suite against real PostgreSQL and Redis instead of PGlite and in-process
// rate limits. Each test file gets its own database on that server (see test/helpers/test-database.ts).
// Extra arguments go to jest, e.g. `npm run test:pg -- test/api/settings.test.ts`.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
  REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
};

console.log(`API tests on ${new URL(env.TEST_DATABASE_URL).host} (PostgreSQL) and ${new URL(env.REDIS_URL).host} (Redis)`);

const result = spawnSync(process.execPath, [require.resolve('jest/bin/jest'), '--selectProjects', 'api', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
if (result.error) {
  console.error(`Could not start jest: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
