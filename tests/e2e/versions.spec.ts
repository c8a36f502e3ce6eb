/**
 * The version dropdown leads to the same page in another version and
 * remembers the choice (docs-preferred-version-default); the navbar's docs
 * link follows the remembered version; a remembered version the site no
 * longer has is forgotten.
 */
import {latestRelease, routeVersions} from '../../scripts/lib/routeMap';
import {openPage, storedValue, waitForHydration} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {
  inLocale,
  labels,
  pages,
  storageKeys,
  type Locale,
} from './support/site';

/** The navbar dropdown that lists the versions (not the locale one). */
function versionDropdown(page: Page) {
  return page
    .locator('nav.navbar .dropdown')
    .filter({has: page.locator('.dropdown__menu a', {hasText: /^0\.7\.x$/})});
}

function docsLink(page: Page, locale: Locale) {
  return page
    .locator('nav.navbar')
    .getByRole('link', {name: labels[locale].docsLink, exact: true});
}

async function chooseVersion(page: Page, version: string): Promise<void> {
  const dropdown = versionDropdown(page);
  await dropdown.hover();
  await dropdown
    .locator('.dropdown__menu')
    .getByRole('link', {name: version, exact: true})
    .click();
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the version dropdown (${locale})`, () => {
    test('switches to the same page in another version and remembers it', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.firstSteps));
      await expect(versionDropdown(page).getByRole('button')).toHaveText(
        latestRelease,
        {useInnerText: true},
      );

      await chooseVersion(page, '1.1.x');
      await expect(page).toHaveURL(
        inLocale(locale, '/docs/1.1.x/overview/first-steps'),
      );
      await expect(versionDropdown(page).getByRole('button')).toHaveText(
        '1.1.x',
        {useInnerText: true},
      );
      await expect(page.locator('article h1')).toHaveText(/\S/, {
        useInnerText: true,
      });
      await expect
        .poll(() => storedValue(page, storageKeys.preferredVersion))
        .toBe('1.1.x');
      // An unmaintained version says so.
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();

      await chooseVersion(page, labels[locale].nextVersion);
      await expect(page).toHaveURL(
        inLocale(locale, '/docs/next/overview/first-steps'),
      );
      await expect
        .poll(() => storedValue(page, storageKeys.preferredVersion))
        .toBe('current');
    });

    test('switches from an API class page to the same class in another version', async ({
      page,
    }) => {
      await openPage(
        page,
        inLocale(locale, '/docs/api/lattice-app/classes/Injector'),
      );
      // The oldest built release (an archived one, served frozen, is
      // offered by its introduction only).
      const oldest = routeVersions.at(-1)!;
      await chooseVersion(page, oldest);
      await expect(page).toHaveURL(
        inLocale(locale, `/docs/${oldest}/api/lattice-app/classes/Injector`),
      );
      await expect(page.locator('article h1')).toContainText('Injector', {
        useInnerText: true,
      });
      // DynamicModule is new in 2.0: from 2.0.x, 1.1.x has no such page and
      // the dropdown offers that version's introduction instead.
      await openPage(
        page,
        inLocale(locale, '/docs/api/lattice-common/interfaces/DynamicModule'),
      );
      await chooseVersion(page, '1.1.x');
      await expect(page).toHaveURL(
        inLocale(locale, '/docs/1.1.x/introduction'),
      );
    });

    test('makes the navbar docs link follow the remembered version', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.faq));
      await expect(docsLink(page, locale)).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/introduction'),
      );

      await openPage(page, inLocale(locale, pages.firstSteps));
      await chooseVersion(page, '1.0.x');
      // The navigation is over before the next click.
      await page.waitForURL(
        inLocale(locale, '/docs/1.0.x/overview/first-steps'),
      );

      // Away from the docs, in the same visit and after a full load.
      await page
        .locator('nav.navbar')
        .getByRole('link', {
          name: locale === 'zh' ? '常见问题' : 'FAQ',
          exact: true,
        })
        .click();
      await page.waitForURL(inLocale(locale, pages.faq));
      const rememberedDocs = inLocale(locale, '/docs/1.0.x/introduction');
      await expect(docsLink(page, locale)).toHaveAttribute(
        'href',
        rememberedDocs,
      );
      await page.reload();
      await waitForHydration(page);
      await expect(docsLink(page, locale)).toHaveAttribute(
        'href',
        rememberedDocs,
      );
      await docsLink(page, locale).click();
      await expect(page).toHaveURL(
        inLocale(locale, '/docs/1.0.x/introduction'),
      );
    });

    test('forgets a remembered version that no longer exists', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.faq));
      await page.evaluate(
        (key) => window.localStorage.setItem(key, '0.1.x'),
        storageKeys.preferredVersion,
      );
      await page.reload();
      await waitForHydration(page);
      await expect
        .poll(() => storedValue(page, storageKeys.preferredVersion))
        .toBeNull();
      await expect(docsLink(page, locale)).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/introduction'),
      );
    });
  });
}
