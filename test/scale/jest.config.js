// The multi-node suite (`npm run test:scale`): real app servers on this machine sharing the PostgreSQL and
// Redis services, and what the PostgreSQL driver puts on the wire (pipelined-transactions.test.ts). Not part of `npm test`, which needs neither service; .ci/run runs it after the PostgreSQL
// suite. It fails, never skips, when a service is unreachable.
const path = require('node:path');
const root = require('../../jest.config.js');
const api = root.projects.find((project) => project.displayName === 'api');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, '../..'),
  displayName: 'scale',
  testEnvironment: 'node',
  transform: api.transform,
  moduleNameMapper: api.moduleNameMapper,
  transformIgnorePatterns: api.transformIgnorePatterns,
  testMatch: ['<rootDir>/test/scale/**/*.test.ts'],
  // Each file starts several servers on the shared services: one file at a time.
  maxWorkers: 1,
  testTimeout: 60_000,
};
