// The crash suite (`npm run test:crash`): the API in a child process on the PostgreSQL service, killed with
// SIGKILL in the middle of money moves and uploads, restarted on the same database and data directory,
// and checked for half-written state. Not part of `npm test`, which needs no service; .ci/run runs it after
// the two-node suite. It fails, never skips, when PostgreSQL is unreachable.
const path = require('node:path');
const root = require('../../jest.config.js');
const api = root.projects.find((project) => project.displayName === 'api');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, '../..'),
  displayName: 'crash',
  testEnvironment: 'node',
  transform: api.transform,
  moduleNameMapper: api.moduleNameMapper,
  transformIgnorePatterns: api.transformIgnorePatterns,
  testMatch: ['<rootDir>/test/crash/**/*.test.ts'],
  // Each file starts and kills servers on the shared service: one file at a time.
  maxWorkers: 1,
  testTimeout: 60_000,
};
