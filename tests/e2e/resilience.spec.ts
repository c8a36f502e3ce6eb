/**
 * Hostile browsers: a localStorage that throws (privacy modes, full quota) is
 * logged and ignored; a connection that asks to save data, or a 2g one, gets
 * no prefetching.
 */
import {emulateConnection, expectNoEventFor, openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {inLocale, labels, pages} from './support/site';

for (const locale of ['zh', 'en'] as const) {
  test.describe(`a localStorage that throws (${locale})`, () => {
    test('is logged and ignored: the page renders and its toggles work', async ({
      page,
      problems,
    }) => {
      // What "logged" means: Docusaurus's storage slots report each failed
      // read or write on the console. Nothing else may go wrong.
      problems.allow(
        /: Docusaurus storage error, can't (get|set|delete|listen)\b/,
      );
      await page.addInitScript(() => {
        for (const method of [
          'getItem',
          'setItem',
          'removeItem',
          'clear',
          'key',
        ] as const) {
          Storage.prototype[method] = () => {
            throw new DOMException(
              'The operation is insecure.',
              'SecurityError',
            );
          };
        }
      });
      await openPage(page, inLocale(locale, pages.firstSteps));
      await expect(page.locator('article h1')).toBeVisible();

      // Colour mode.
      const toggle = page
        .locator('nav.navbar')
        .getByRole('button', {name: labels[locale].colourToggle})
        .first();
      await toggle.click();
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

      // Tabs.
      const vue = page.getByRole('tab', {name: 'Vue', exact: true}).first();
      await vue.click();
      await expect(vue).toHaveAttribute('aria-selected', 'true');

      // Announcement bar.
      const bar = page
        .getByRole('banner')
        .filter({hasText: labels[locale].announcement});
      await bar
        .getByRole('button', {name: labels[locale].closeAnnouncement})
        .click();
      await expect(bar).not.toBeAttached();

      // Client-side navigation still works.
      await page
        .locator(`aside a[href="${inLocale(locale, pages.components)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(inLocale(locale, pages.components));
      await expect(page.locator('article h1')).toBeVisible();

      expect(problems.pageErrors).toEqual([]);
      expect(
        problems.consoleErrors.some((message) =>
          message.includes('Docusaurus storage error'),
        ),
      ).toBe(true);
    });
  });
}

const pageCode = /\/assets\/js\//;

/**
 * Loads a page with many links, brings them all into view and hovers one;
 * returns the page-code requests made after hydration, as they come.
 */
async function hoverLinks(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await openPage(page, inLocale('zh', pages.firstSteps));
  page.on('request', (request) => {
    if (pageCode.test(request.url())) requests.push(request.url());
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .locator(`aside a[href="${inLocale('zh', '/docs/overview/interceptors')}"]`)
    .first()
    .hover();
  return requests;
}

const prefetchLinks = (page: Page) => page.locator('link[rel="prefetch"]');

test.describe('prefetching', () => {
  test('fetches the code of linked pages ahead on a normal connection', async ({
    page,
  }) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const requests = await hoverLinks(page);
    await expect(prefetchLinks(page).first()).toBeAttached();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  for (const [connectionCase, connection] of [
    ['asks to save data', {effectiveType: '4g', saveData: true}],
    ['is 2g', {effectiveType: '2g', saveData: false}],
    ['is slow-2g', {effectiveType: 'slow-2g', saveData: false}],
  ] as const) {
    test(`fetches nothing ahead when the connection ${connectionCase}`, async ({
      page,
    }) => {
      await emulateConnection(page, connection);
      const requests = await hoverLinks(page);
      // It must not happen: watched for longer than prefetching takes on a
      // normal connection (the test above).
      await expectNoEventFor(1_500, 'a page-code request', (timeout) =>
        page.waitForRequest((request) => pageCode.test(request.url()), {
          timeout,
        }),
      );
      expect(requests).toEqual([]);
      expect(await prefetchLinks(page).count()).toBe(0);
    });
  }
});
