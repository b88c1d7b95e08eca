const os = require('node:os');

// `npm test`: unit tests (client code in jsdom; server code, which needs no DOM, in plain node, so no file
// builds a DOM it does not use) and api tests (node, a fresh copy of a migrated PGlite per file).
// docs/testing.md says what keeps these fast.
// The browser suite has its own config (test/e2e/jest.config.js).
const common = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '\\.(css|less)$': '<rootDir>/test/helpers/style-mock.ts',
    '\\.sprite\\.svg$': '<rootDir>/test/helpers/sprite-file.ts',
    // @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors by path: use its CommonJS twin.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    // The plain icons import @ant-design/icons-svg's ES modules (for the browser bundles): the same in CommonJS.
    '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    // Modules that reach into antd's ES build (the zero-runtime style hooks) get its CommonJS twin.
    '^antd/es/(.*)$': 'antd/lib/$1',
  },
  // jose 6 and cookie 2 (light-my-request's, used by app.inject) ship only ES modules: compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(jose|cookie)/)'],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      // jsdom with an indexed getComputedStyle: antd calls it often, and jsdom's own scans every CSS rule.
      testEnvironment: '<rootDir>/test/helpers/jsdom-environment.ts',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/unit/server/'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/unit-setup.ts'],
    },
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/unit/server/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      // Global setup is not run through moduleNameMapper: it and what it imports use relative paths.
      globalSetup: '<rootDir>/test/helpers/api-global-setup.ts',
      globalTeardown: '<rootDir>/test/helpers/api-global-teardown.ts',
    },
  ],
  // Jest's default leaves a core idle (one worker on two cores), and test files are independent: use them all,
  // up to eight, since an API worker holds up to ~1.2 GB (PGlite) before it is recycled.
  maxWorkers: Math.min(os.availableParallelism(), 8),
  // PGlite keeps ~300 MB per instance until the worker exits: recycle workers that grew large.
  workerIdleMemoryLimit: '1200MB',
  testTimeout: 30_000,
};
