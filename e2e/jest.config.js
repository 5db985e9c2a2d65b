/** Browser tests: Debian's Chromium, driven by playwright-core, against the production build. */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
  testTimeout: 60_000,
  maxWorkers: 2,
};
