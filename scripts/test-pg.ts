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

// test:api ends in `--selectProjects api`, which would swallow a bare test path as a project name.
const jestArgs = process.argv.slice(2).map((arg) => (!arg.startsWith('-') && /[/.]/.test(arg) ? `--testPathPatterns=${arg}` : arg));

// Through `npm run test:api`, so this run uses exactly the jest setup `npm test` uses.
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['run', '--silent', 'test:api', '--', ...jestArgs], { stdio: 'inherit', env });
if (result.error) {
  console.error(`Could not start the API tests: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
