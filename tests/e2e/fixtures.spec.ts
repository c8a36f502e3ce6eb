/**
 * The suite's own guard: the problem collector of support/fixtures.ts, which
 * every test's context has, lists what the test did not declare and fails
 * on it, and only on that. Checked on a context of its own, so that these
 * tests pass when the collector works.
 */
import {openPage} from './support/browser';
import {
  expect,
  failOnUnexpected,
  newProblems,
  test,
  watchContext,
  type Page,
} from './support/fixtures';

const cases: ReadonlyArray<
  readonly [string, (page: Page) => Promise<unknown>, RegExp]
> = [
  [
    'a console error',
    (page) => page.evaluate(() => console.error('E2E: not declared')),
    /^console error: \S+\/zh\/: E2E: not declared$/,
  ],
  [
    'an uncaught error',
    (page) =>
      page.evaluate(() => {
        setTimeout(() => {
          throw new Error('E2E: not declared');
        });
      }),
    /^page error: \S+\/zh\/: E2E: not declared$/,
  ],
  [
    'a request of the site that fails',
    (page) => page.evaluate(() => fetch('/assets/js/not-built.js')),
    /^failed request: \S+\/assets\/js\/not-built\.js: HTTP 404$/,
  ],
  [
    'a request to another origin',
    (page) =>
      page.evaluate(() =>
        fetch('http://example.invalid/tracker.js').catch(() => undefined),
      ),
    /^third-party request: http:\/\/example\.invalid\/tracker\.js$/,
  ],
];

for (const [name, cause, listed] of cases) {
  test(`${name} that the test did not declare fails it`, async ({
    browser,
    baseURL,
  }) => {
    // The site's CSP would stop the third-party request before it is made:
    // that case asks what the collector does when one gets through.
    const context = await browser.newContext({
      baseURL,
      bypassCSP: name === 'a request to another origin',
    });
    const problems = newProblems();
    const stop = await watchContext(
      context,
      problems,
      new URL(baseURL!).origin,
    );
    const page = await context.newPage();
    await openPage(page, '/zh/');
    await cause(page);
    await expect
      .poll(() => problems.unexpected())
      .toEqual(expect.arrayContaining([expect.stringMatching(listed)]));
    stop();
    expect(() => failOnUnexpected(problems)).toThrow(
      /did not declare \(problems\.allow\):\n/,
    );
    // Declared, the same problem passes.
    problems.allow(
      /E2E: not declared|not-built|example\.invalid|status of 404|ERR_NAME_NOT_RESOLVED/,
    );
    expect(() => failOnUnexpected(problems)).not.toThrow();
    await context.close();
  });
}

test('a declared problem is collected and does not fail the test', async ({
  page,
  problems,
}) => {
  problems.allow(/E2E: declared/);
  await openPage(page, '/zh/');
  await page.evaluate(() => console.error('E2E: declared'));
  await expect
    .poll(() => problems.consoleErrors)
    .toEqual([expect.stringMatching(/\/zh\/: E2E: declared$/)]);
});

test.describe('the saveData option', () => {
  const prefetched = (page: Page) =>
    page.locator('head link[rel="prefetch"]').count();

  test('off (the default): Docusaurus fetches the routes of links in view ahead', async ({
    page,
  }) => {
    await openPage(page, '/zh/docs/introduction');
    await expect.poll(() => prefetched(page)).toBeGreaterThan(0);
  });

  test.describe(() => {
    test.use({saveData: true});

    test('on: every page of the context asks to save data, and nothing is fetched ahead', async ({
      page,
      context,
    }) => {
      await openPage(page, '/zh/docs/introduction');
      await page.waitForLoadState('networkidle');
      expect(await prefetched(page)).toBe(0);
      const another = await context.newPage();
      await another.goto('/zh/');
      expect(
        await another.evaluate(
          () =>
            (navigator as {connection?: {saveData?: boolean}}).connection
              ?.saveData,
        ),
      ).toBe(true);
    });
  });
});
