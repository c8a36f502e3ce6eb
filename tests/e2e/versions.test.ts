/**
 * The version dropdown leads to the same page in another version and
 * remembers the choice (docs-preferred-version-default); the navbar's docs
 * link follows the remembered version; a remembered version the site no
 * longer has is forgotten.
 */
import type {Page} from 'playwright-core';

import {
  eventually,
  launchBrowser,
  openPage,
  storedValue,
  waitForHydration,
  type BrowserSession,
} from './support/browser';
import {siteUrl} from './support/server';
import {
  inLocale,
  labels,
  pages,
  storageKeys,
  type Locale,
} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

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

describe.each(['zh', 'en'] as const)('the version dropdown (%s)', (locale) => {
  it('switches to the same page in another version and remembers it', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.firstSteps));
    expect(
      (await versionDropdown(page).getByRole('button').innerText()).trim(),
    ).toBe('2.0.x');

    await chooseVersion(page, '1.1.x');
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/1.1.x/overview/first-steps')),
    );
    expect(
      (await versionDropdown(page).getByRole('button').innerText()).trim(),
    ).toBe('1.1.x');
    expect(await page.locator('article h1').innerText()).not.toBe('');
    expect(await storedValue(page, storageKeys.preferredVersion)).toBe('1.1.x');
    // An unmaintained version says so.
    await page.locator('.theme-doc-version-banner').waitFor();

    await chooseVersion(page, labels[locale].nextVersion);
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/next/overview/first-steps')),
    );
    expect(await storedValue(page, storageKeys.preferredVersion)).toBe(
      'current',
    );
  });

  it('switches from an API class page to the same class in another version', async () => {
    const page = await session.freshPage();
    await openPage(
      page,
      inLocale(locale, '/docs/api/lattice-app/classes/Injector'),
    );
    await chooseVersion(page, '0.7.x');
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/0.7.x/api/lattice-app/classes/Injector')),
    );
    expect(await page.locator('article h1').innerText()).toContain('Injector');
    // DynamicModule is new in 2.0: from 2.0.x, 1.1.x has no such page and
    // the dropdown offers that version's introduction instead.
    await openPage(
      page,
      inLocale(locale, '/docs/api/lattice-common/interfaces/DynamicModule'),
    );
    await chooseVersion(page, '1.1.x');
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/1.1.x/introduction')),
    );
  });

  it('makes the navbar docs link follow the remembered version', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.faq));
    const latestDocs = await docsLink(page, locale).getAttribute('href');
    expect(latestDocs).toBe(inLocale(locale, '/docs/introduction'));

    await openPage(page, inLocale(locale, pages.firstSteps));
    await chooseVersion(page, '1.0.x');
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/1.0.x/overview/first-steps')),
    );

    // Away from the docs, in the same visit and after a full load.
    await page
      .locator('nav.navbar')
      .getByRole('link', {
        name: locale === 'zh' ? '常见问题' : 'FAQ',
        exact: true,
      })
      .click();
    await page.waitForURL(siteUrl(inLocale(locale, pages.faq)));
    const docsHref = () => docsLink(page, locale).getAttribute('href');
    const rememberedDocs = inLocale(locale, '/docs/1.0.x/introduction');
    expect(await eventually(docsHref, rememberedDocs)).toBe(rememberedDocs);
    await page.reload();
    await waitForHydration(page);
    expect(await eventually(docsHref, rememberedDocs)).toBe(rememberedDocs);
    await docsLink(page, locale).click();
    await page.waitForURL(
      siteUrl(inLocale(locale, '/docs/1.0.x/introduction')),
    );
  });

  it('forgets a remembered version that no longer exists', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.faq));
    await page.evaluate(
      (key) => window.localStorage.setItem(key, '0.1.x'),
      storageKeys.preferredVersion,
    );
    await page.reload();
    await waitForHydration(page);
    expect(
      await eventually(
        () => storedValue(page, storageKeys.preferredVersion),
        null,
      ),
    ).toBeNull();
    expect(await docsLink(page, locale).getAttribute('href')).toBe(
      inLocale(locale, '/docs/introduction'),
    );
  });
});
