/**
 * The browser suite: Chromium (playwright-core, Debian's /usr/bin/chromium)
 * against the production build served by nginx with deploy/nginx.conf.
 * globalSetup starts nginx on a free port over SITE_BUILD_DIR (default
 * build/) and globalTeardown stops it. Run by `npm test` after the build, or
 * alone with `npx jest --config tests/e2e/jest.config.js`.
 */
const path = require('node:path');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: path.join(__dirname, '../..'),
  roots: ['<rootDir>/tests/e2e'],
  testMatch: ['**/*.test.ts'],
  testEnvironment: 'node',
  // scripts/lib/*.mjs (nginx) is shared with the benchmarks: compiled too.
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'ts', 'json', 'node'],
  transform: {
    '^.+\\.(ts|mjs)$': [
      '@swc/jest',
      {
        jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
        module: {type: 'commonjs'},
      },
    ],
  },
  globalSetup: '<rootDir>/tests/e2e/globalSetup.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup.ts'],
  globalTeardown: '<rootDir>/tests/e2e/globalTeardown.ts',
  // Each file drives its own Chromium; two at a time is what 2 cores hold
  // without making the timing checks (200 ms progress bar) flaky.
  maxWorkers: 2,
  testTimeout: 120_000,
  slowTestThreshold: 60,
};
