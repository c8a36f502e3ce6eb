/**
 * Hostile browsers: a localStorage that throws (privacy modes, full quota) is
 * logged and ignored; a connection that asks to save data, or a 2g one, gets
 * no prefetching.
 */
import type {Page} from 'playwright-core';

import {
  emulateConnection,
  launchBrowser,
  openPage,
  type BrowserSession,
} from './support/browser';
import {inLocale, labels, pages} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

describe.each(['zh', 'en'] as const)(
  'a localStorage that throws (%s)',
  (locale) => {
    beforeEach(() => session.clearProblems());

    it('is logged and ignored: the page renders and its toggles work', async () => {
      const page = await session.freshPage();
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
      expect(await page.locator('article h1').isVisible()).toBe(true);

      // Colour mode.
      const toggle = page
        .locator('nav.navbar')
        .getByRole('button', {name: labels[locale].colourToggle})
        .first();
      await toggle.click();
      await toggle.click();
      expect(await page.locator('html').getAttribute('data-theme')).toBe(
        'dark',
      );

      // Tabs.
      const vue = page.getByRole('tab', {name: 'Vue', exact: true}).first();
      await vue.click();
      expect(await vue.getAttribute('aria-selected')).toBe('true');

      // Announcement bar.
      const bar = page
        .getByRole('banner')
        .filter({hasText: labels[locale].announcement});
      await bar
        .getByRole('button', {name: labels[locale].closeAnnouncement})
        .click();
      await bar.waitFor({state: 'detached'});

      // Client-side navigation still works.
      await page
        .locator(`aside a[href="${inLocale(locale, pages.components)}"]`)
        .first()
        .click();
      await page.waitForURL(`**${inLocale(locale, pages.components)}`);
      await page.locator('article h1').waitFor();

      expect(session.problems.pageErrors).toEqual([]);
      expect(
        session.problems.consoleErrors.some((message) =>
          message.includes('Docusaurus storage error'),
        ),
      ).toBe(true);
    });
  },
);

/** Loads a page with many links, hovers one, and counts the page-code requests made after hydration. */
async function chunkRequestsAfterLoad(
  page: Page,
): Promise<{requests: string[]; prefetchLinks: number}> {
  const requests: string[] = [];
  await openPage(page, inLocale('zh', pages.firstSteps));
  page.on('request', (request) => {
    if (/\/assets\/js\//.test(request.url())) requests.push(request.url());
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page
    .locator(`aside a[href="${inLocale('zh', '/docs/overview/interceptors')}"]`)
    .first()
    .hover();
  await page.waitForTimeout(1_500);
  const prefetchLinks = await page.locator('link[rel="prefetch"]').count();
  return {requests, prefetchLinks};
}

describe('prefetching', () => {
  it('fetches the code of linked pages ahead on a normal connection', async () => {
    const page = await session.freshPage();
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    const {requests, prefetchLinks} = await chunkRequestsAfterLoad(page);
    expect(prefetchLinks).toBeGreaterThan(0);
    expect(requests.length).toBeGreaterThan(0);
  });

  it.each([
    ['asks to save data', {effectiveType: '4g', saveData: true}],
    ['is 2g', {effectiveType: '2g', saveData: false}],
    ['is slow-2g', {effectiveType: 'slow-2g', saveData: false}],
  ])(
    'fetches nothing ahead when the connection %s',
    async (_case, connection) => {
      const page = await session.freshPage();
      await emulateConnection(page, connection);
      const {requests, prefetchLinks} = await chunkRequestsAfterLoad(page);
      expect(prefetchLinks).toBe(0);
      expect(requests).toEqual([]);
    },
  );
});
