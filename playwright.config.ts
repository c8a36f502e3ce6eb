/**
 * The browser suite (tests/e2e/*.spec.ts): @playwright/test driving Debian's
 * Chromium (no browser download) against the production build, served by the
 * project's own nginx set-up (scripts/serve-nginx.sh, deploy/nginx.conf).
 * Its headless shell, as Playwright's own headless runs use (see
 * scripts/chromium.json); CHROMIUM_PATH=/usr/bin/chromium runs the suite in
 * the full browser instead.
 *
 *   npx playwright test                    every browser test (npm test runs it)
 *   npx playwright test tests/e2e/tabs     one file
 *   npx playwright show-report artifacts/playwright-report
 *
 * Run `npm run build` first; SITE_BUILD_DIR serves another build. In CI
 * (CI set, as .ci/run does) a failing test is run once more with a trace; a
 * test that passes only then is reported as flaky, never as passed.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {defineConfig} from '@playwright/test';

import chromiumSetup from './scripts/chromium.json';

const buildDir = path.resolve(__dirname, process.env.SITE_BUILD_DIR ?? 'build');

/**
 * A port nothing listens on, picked once by the runner: the workers load this
 * file again and inherit the runner's environment, so they agree on it.
 */
function freePortSync(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      `const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`,
    ],
    {encoding: 'utf8'},
  );
}
process.env.E2E_PORT ??= freePortSync();
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${process.env.E2E_PORT}`;
const baseURL = process.env.E2E_BASE_URL;
const inCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'artifacts/playwright-results',
  // Two workers are what 2 cores hold without making the timing checks
  // (the 200 ms progress bar) lose their races.
  workers: 2,
  fullyParallel: false,
  forbidOnly: inCI,
  retries: inCI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reportSlowTests: {max: 5, threshold: 60_000},
  reporter: [
    [inCI ? 'line' : 'list'],
    ['html', {outputFolder: 'artifacts/playwright-report', open: 'never'}],
    ['json', {outputFile: 'artifacts/playwright.json'}],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath:
        process.env.CHROMIUM_PATH ?? chromiumSetup.headlessShellPath,
      args: chromiumSetup.flags,
    },
    viewport: {width: 1280, height: 800},
    // Readers' default: no system colour preference.
    colorScheme: 'no-preference',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'bash scripts/serve-nginx.sh',
    env: {
      PORT: process.env.E2E_PORT,
      SITE_ROOT: buildDir,
      LISTEN_ADDRESS: '127.0.0.1',
    },
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
  },
});
