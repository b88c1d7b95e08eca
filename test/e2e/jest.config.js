// Browser journeys: Playwright (playwright-core) drives Debian's Chromium against the production build.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', {}] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/e2e/support/global-teardown.ts',
  // One server and one browser: journeys run one file at a time.
  maxWorkers: 1,
  testTimeout: 90_000,
};
