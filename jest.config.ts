import type { Config } from 'jest';

const common = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '\\.(css|less)$': '<rootDir>/test/helpers/style-mock.ts' },
} satisfies Config;

const config: Config = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/test/helpers/unit-setup.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/helpers/api-global-setup.ts',
      // PGlite keeps ~300 MB per instance until the worker exits: recycle workers that grew large.
      workerIdleMemoryLimit: '1200MB',
    },
  ],
  testTimeout: 30_000,
};

export default config;
