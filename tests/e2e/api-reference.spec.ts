/**
 * The API reference as a reader finds it: a page per class and interface,
 * reached through API reference → package → Classes / Interfaces in the
 * sidebar, with breadcrumbs and previous/next links that follow that order,
 * and links between symbols that land on the heading they name.
 */
import {openPage} from './support/browser';
import {expect, test, type Locator} from './support/fixtures';
import {inLocale} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

const text = {
  zh: {
    api: 'API 参考',
    classes: '类',
    interfaces: '接口',
    title: 'Injector',
    kind: 'lattice-app 中的类',
    previous: '上一页',
    next: '下一页',
  },
  en: {
    api: 'API',
    classes: 'Classes',
    interfaces: 'Interfaces',
    title: 'Injector',
    kind: 'Class in lattice-app',
    previous: 'Previous',
    next: 'Next',
  },
} as const;

const collapsedClass = 'menu__list-item--collapsed';

for (const locale of ['zh', 'en'] as const) {
  test.describe(`a class page (${locale})`, () => {
    const route = inLocale(locale, '/docs/api/lattice-app/classes/Injector');

    test('sits under its package and "Classes" in the sidebar, the rest collapsed', async ({
      page,
    }) => {
      await openPage(page, route);
      // The plain name; what it is and where on the line below (no "New in":
      // every documented release has it).
      await expect(page.locator('article h1')).toHaveText(text[locale].title, {
        useInnerText: true,
      });
      await expect(page.locator('article header + p > em')).toHaveText(
        text[locale].kind,
        {useInnerText: true},
      );
      const sidebar = page.locator('ul.theme-doc-sidebar-menu');
      /** The sidebar category labelled `label`, inside `within`. */
      const category = (within: Locator, label: string) =>
        within
          .locator('a.menu__link--sublist')
          .getByText(label, {exact: true})
          .first()
          .locator('xpath=ancestor::li[1]');
      const pkg = category(sidebar, 'lattice-app');
      await expect(pkg).not.toContainClass(collapsedClass);
      await expect(category(pkg, text[locale].classes)).not.toContainClass(
        collapsedClass,
      );
      await expect(category(pkg, text[locale].interfaces)).toContainClass(
        collapsedClass,
      );
      await expect(category(sidebar, 'lattice-cli')).toContainClass(
        collapsedClass,
      );
      await expect(sidebar.locator('a[aria-current="page"]')).toHaveText(
        'Injector',
        {useInnerText: true},
      );
    });

    test('has breadcrumbs and previous/next links in sidebar order', async ({
      page,
    }) => {
      await openPage(page, route);
      const crumbs = await page
        .locator('nav.theme-doc-breadcrumbs li')
        .allInnerTexts();
      expect(crumbs.map((crumb) => crumb.trim()).filter(Boolean)).toEqual([
        text[locale].api,
        'lattice-app',
        text[locale].classes,
        'Injector',
      ]);
      const pager = page.locator('nav.pagination-nav');
      await expect(pager.locator('.pagination-nav__link--prev')).toContainText(
        'lattice-app',
        {useInnerText: true},
      );
      await expect(pager.locator('.pagination-nav__link--next')).toContainText(
        'LatticeApplication',
        {useInnerText: true},
      );
    });

    test('links to another symbol and lands on its heading', async ({page}) => {
      await openPage(page, route);
      // The table of parameters of `get()` links ProviderToken, a type alias
      // on lattice-common's package page.
      const link = page
        .locator('article a[href*="/lattice-common#providertoken"]')
        .first();
      await link.click();
      await expect(page).toHaveURL(/\/api\/lattice-common#providertoken$/);
      await expect(page.locator('h3#providertoken')).toBeVisible();
    });

    test('heads its constructor "new Injector()", anchored #constructor', async ({
      page,
    }) => {
      await openPage(page, `${route}#constructor`);
      // The heading's text, without the hash link's zero-width space. A lone
      // constructor is a section of its own (h2), not under "Constructors".
      await expect
        .poll(async () =>
          (await page.locator('h2#constructor').innerText())
            .replace(/\u200b/g, '')
            .trim(),
        )
        .toBe('new Injector()');
    });
  });
}
