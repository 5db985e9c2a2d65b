/**
 * The visitor's journeys in Firefox and WebKit (Debian's firefox-esr and WebKitGTK), one file per
 * engine, against the production build served by nginx with the EmailJS stand-in: the same
 * global setup as the Chromium tests (e2e/jest.config.js).
 */
module.exports = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e/engines'],
  testMatch: ['**/*.engines.ts'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  globalSetup: '<rootDir>/e2e/support/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/support/global-teardown.mjs',
  testTimeout: 90_000,
  maxWorkers: 2,
};
