/** The locale dropdown leads to the same page in the other locale. */
import {openPage} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {htmlLang, inLocale, labels, pages, type Locale} from './support/site';

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

test.describe('the locale dropdown', () => {
  for (const [from, to, route] of [
    ['zh', 'en', pages.firstSteps],
    ['en', 'zh', pages.firstSteps],
    ['zh', 'en', '/docs/1.1.x/overview/providers'],
    ['zh', 'en', pages.faq],
    ['en', 'zh', '/'],
  ] as const) {
    test(`leads from ${from} to the same page in ${to} (${route})`, async ({
      page,
    }) => {
      await openPage(page, inLocale(from, route));
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        htmlLang[from],
      );

      await chooseLocale(page, from, to);
      await expect(page).toHaveURL(inLocale(to, route));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[to]);
      await expect(page.locator('html')).toHaveAttribute(
        'data-has-hydrated',
        'true',
      );
      // The dropdown now names the new locale.
      await expect(
        page
          .locator('nav.navbar')
          .getByRole('button', {name: labels[to].languageName}),
      ).toBeVisible();
    });
  }
});
