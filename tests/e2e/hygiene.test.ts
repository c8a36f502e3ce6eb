/**
 * On every kind of page, in both locales: no uncaught error, nothing logged
 * as an error (hydration mismatches, CSP violations, failed loads), and no
 * request to any host but the site's own. Search, which runs in a worker and
 * fetches its index, works under the site's Content-Security-Policy.
 */
import {locales} from '../build/routeMap';
import {
  launchBrowser,
  openPage,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import {plainHeaders} from './support/chunks';
import {siteUrl} from './support/server';
import {inLocale, pageKinds, pages} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());
beforeEach(() => session.clearProblems());

/** The one error a not-found page logs: its own 404 status. */
const notFoundStatus =
  /Failed to load resource: the server responded with a status of 404/;

describe.each(locales.map(({locale}) => locale))(
  'every kind of page (%s)',
  (locale) => {
    it.each(pageKinds)(
      '%s: no error, no third-party request',
      async (kind, route) => {
        const page = await session.freshPage();
        await openPage(page, inLocale(locale, route));
        // Bring every link into view (prefetching) and let late work run.
        await page.evaluate(() =>
          window.scrollTo(0, document.body.scrollHeight),
        );
        await page.waitForTimeout(500);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState('networkidle');

        const {pageErrors, consoleErrors, foreignRequests} = session.problems;
        expect(pageErrors).toEqual([]);
        const expected = kind === 'not-found page' ? notFoundStatus : null;
        expect(
          consoleErrors.filter((message) => !expected?.test(message)),
        ).toEqual([]);
        expect(foreignRequests).toEqual([]);
      },
    );
  },
);

describe('search', () => {
  it.each([
    ['zh', '模块'],
    ['en', 'module'],
  ] as const)('finds pages under the CSP (%s)', async (locale, query) => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, '/docs/introduction'));
    // The navbar's box loads the search bar on first use and hands it the focus.
    await page.locator('nav.navbar input.navbar__search-input').first().click();
    const input = page.getByRole('combobox');
    await input.waitFor({state: 'visible'});
    await input.fill(query);
    const results = page.getByRole('option');
    await results.first().waitFor({state: 'visible'});
    expect(await results.first().innerText()).toMatch(new RegExp(query, 'i'));

    await results.first().click();
    await page.waitForURL(/\/docs\//);
    await page.locator('article h1').waitFor();
    expect(session.problems.pageErrors).toEqual([]);
    expect(session.problems.consoleErrors).toEqual([]);
    expect(session.problems.foreignRequests).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it("runs the site's own inline scripts and blocks an injected one", async () => {
    const page = await session.freshPage();
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
    await page.goto(siteUrl(route));
    await waitForHydration(page);
    expect(
      await page.evaluate(
        () => (window as unknown as {__injected?: boolean}).__injected,
      ),
    ).toBeUndefined();
    expect(
      session.problems.consoleErrors.some((message) =>
        /CSP violation: script-src/.test(message),
      ),
    ).toBe(true);
    // The site's own inline script (colour mode) did run: dark from the system preference.
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('html').getAttribute('data-theme-choice')).toBe(
      'system',
    );
  });
});
