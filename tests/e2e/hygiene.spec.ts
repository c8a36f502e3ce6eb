/**
 * On every kind of page, in both locales: a title that names the page and
 * the site ("<page> | Lattice"), no uncaught error, nothing logged as an
 * error (hydration mismatches, CSP violations, failed loads), and no request
 * to any host but the site's own. Search, which runs in a worker and
 * fetches its index, works under the site's Content-Security-Policy.
 */
import {locales} from '../../scripts/lib/routeMap';
import {openPage, waitForHydration} from './support/browser';
import {plainHeaders} from './support/chunks';
import {expect, test, type Page} from './support/fixtures';
import {siteUrl} from './support/server';
import {inLocale, pageKinds, pages} from './support/site';

/** Records the prefetch links (`<link rel="prefetch">`) that have loaded or failed. */
const watchPrefetches = `
  window.__settledPrefetches = new WeakSet();
  for (const type of ['load', 'error'])
    document.addEventListener(type, (event) => {
      if (event.target instanceof HTMLLinkElement)
        window.__settledPrefetches.add(event.target);
    }, true);
`;

/**
 * Waits for what bringing links into view starts: the intersection
 * observers report at the next frames, and the page code they prefetch
 * loads (or fails, which the problems fixture records).
 */
async function prefetchesSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
      ),
  );
  await page.waitForFunction(() => {
    const settled = (window as {__settledPrefetches?: WeakSet<Element>})
      .__settledPrefetches!;
    return [...document.querySelectorAll('link[rel="prefetch"]')].every(
      (link) => settled.has(link),
    );
  });
}

/** The one error a not-found page logs: its own 404 status. */
const notFoundStatus =
  /Failed to load resource: the server responded with a status of 404/;

for (const locale of locales.map(({locale}) => locale)) {
  test.describe(`every kind of page (${locale})`, () => {
    for (const [kind, route] of pageKinds) {
      test(`${kind}: named "<page> | Lattice", no error, no third-party request`, async ({
        page,
        problems,
      }) => {
        const expected = kind === 'not-found page' ? notFoundStatus : null;
        if (expected) {
          // Chromium logs the not-found page's own 404 status on the console.
          problems.allow(new RegExp(`${route}: ${expected.source}`));
        }
        await page.addInitScript(watchPrefetches);
        await openPage(page, inLocale(locale, route));
        await expect(page).toHaveTitle(/^\S.* \| Lattice$/);
        // Bring every link into view, and let the prefetching that starts run.
        await page.evaluate(() =>
          window.scrollTo(0, document.body.scrollHeight),
        );
        await prefetchesSettled(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');

        const {pageErrors, consoleErrors, foreignRequests} = problems;
        expect(pageErrors).toEqual([]);
        expect(
          consoleErrors.filter((message) => !expected?.test(message)),
        ).toEqual([]);
        expect(foreignRequests).toEqual([]);
      });
    }
  });
}

test.describe('search', () => {
  for (const [locale, query] of [
    ['zh', '模块'],
    ['en', 'module'],
  ] as const) {
    test(`finds pages under the CSP (${locale})`, async ({page, problems}) => {
      await openPage(page, inLocale(locale, '/docs/introduction'));
      // The navbar's box loads the search bar on first use and hands it the focus.
      await page
        .locator('nav.navbar input.navbar__search-input')
        .first()
        .click();
      const input = page.getByRole('combobox');
      await expect(input).toBeVisible();
      await input.fill(query);
      const results = page.getByRole('option');
      await expect(results.first()).toBeVisible();
      await expect(results.first()).toHaveText(new RegExp(query, 'i'), {
        useInnerText: true,
      });

      await results.first().click();
      await page.waitForURL(/\/docs\//);
      await expect(page.locator('article h1')).toBeVisible();
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.foreignRequests).toEqual([]);
    });
  }
});

test.describe('the Content-Security-Policy', () => {
  test("runs the site's own inline scripts and blocks an injected one", async ({
    page,
    problems,
  }) => {
    // The injected script is refused: Chromium logs the refusal, and the
    // fixture's securitypolicyviolation listener logs the violation.
    problems.allow(
      /: Executing inline script violates the following Content Security Policy directive 'script-src /,
    );
    problems.allow(/: CSP violation: script-src(-elem)? blocked inline\b/);
    const route = inLocale('zh', pages.firstSteps);
    // A page as an attacker would have it: one more inline script.
    await page.route(siteUrl(route), async (request) => {
      const response = await request.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected=true</script></body>',
      );
      await request.fulfill({
        status: response.status(),
        headers: plainHeaders(response.headers()),
        body: html,
      });
    });
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto(route);
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (window as unknown as {__injected?: boolean}).__injected,
      ),
    ).toBeUndefined();
    await expect
      .poll(() =>
        problems.consoleErrors.some((message) =>
          /CSP violation: script-src/.test(message),
        ),
      )
      .toBe(true);
    // The site's own inline script (colour mode) did run: dark from the system preference.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute(
      'data-theme-choice',
      'system',
    );
  });
});
