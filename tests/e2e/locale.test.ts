/** The locale dropdown leads to the same page in the other locale. */
import type {Page} from 'playwright-core';

import {
  launchBrowser,
  openPage,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import {siteUrl} from './support/server';
import {htmlLang, inLocale, labels, pages, type Locale} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

async function chooseLocale(
  page: Page,
  from: Locale,
  to: Locale,
): Promise<void> {
  const dropdown = page
    .locator('nav.navbar .dropdown')
    .filter({has: page.getByRole('button', {name: labels[from].languageName})});
  await dropdown.hover();
  await dropdown
    .locator('.dropdown__menu')
    .getByRole('link', {name: labels[to].languageName})
    .click();
}

describe('the locale dropdown', () => {
  it.each([
    ['zh', 'en', pages.firstSteps],
    ['en', 'zh', pages.firstSteps],
    ['zh', 'en', '/docs/1.1.x/overview/providers'],
    ['zh', 'en', pages.faq],
    ['en', 'zh', '/'],
  ] as const)(
    'leads from %s to the same page in %s (%s)',
    async (from, to, route) => {
      const page = await session.freshPage();
      await openPage(page, inLocale(from, route));
      expect(await page.locator('html').getAttribute('lang')).toBe(
        htmlLang[from],
      );

      await chooseLocale(page, from, to);
      await page.waitForURL(siteUrl(inLocale(to, route)));
      await waitForHydration(page);
      expect(await page.locator('html').getAttribute('lang')).toBe(
        htmlLang[to],
      );
      // The dropdown now names the new locale.
      await page
        .locator('nav.navbar')
        .getByRole('button', {name: labels[to].languageName})
        .waitFor();
    },
  );
});
