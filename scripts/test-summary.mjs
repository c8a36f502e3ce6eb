/**
 * The closing line of `npm test` (scripts/test.sh): one `N passed, N failed`
 * over every runner's results in artifacts/ — jest's (jest-*.json) and
 * Playwright's (playwright.json). A browser test that passed only when run
 * again (CI retries once) counts as passed and is named as flaky above the
 * line, with where its trace is.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';

const dir = 'artifacts';
let passed = 0;
let failed = 0;

for (const file of readdirSync(dir).filter((f) => /^jest-.*\.json$/.test(f))) {
  const result = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests;
}

const flaky = [];
if (existsSync(`${dir}/playwright.json`)) {
  const report = JSON.parse(readFileSync(`${dir}/playwright.json`, 'utf8'));
  // expected: passed first time; flaky: passed on a retry; unexpected: failed.
  const {expected, flaky: flakyCount, unexpected} = report.stats;
  passed += expected + flakyCount;
  failed += unexpected;
  const walk = (suite, titles) => {
    for (const child of suite.suites ?? [])
      walk(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky') {
          flaky.push(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].filter(Boolean).join(' › ')}`,
          );
        }
      }
    }
  };
  for (const suite of report.suites) walk(suite, []);
  for (const error of report.errors ?? []) {
    // Errors outside any test (the web server did not start, a file that
    // does not load) fail the run without a test to count them.
    failed += 1;
    console.log(`Browser suite error: ${error.message?.split('\n')[0]}`);
  }
}

if (flaky.length > 0) {
  console.log(
    `Flaky (failed, then passed when run again; traces in artifacts/playwright-results, report: npx playwright show-report artifacts/playwright-report):`,
  );
  for (const line of flaky) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
