/**
 * The API reference as a reader finds it: a page per class and interface,
 * reached through API reference → package → Classes / Interfaces in the
 * sidebar, with breadcrumbs and previous/next links that follow that order,
 * and links between symbols that land on the heading they name.
 */
import type {Locator} from 'playwright-core';

import {launchBrowser, openPage, type BrowserSession} from './support/browser';
import {inLocale} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

const text = {
  zh: {
    api: 'API 参考',
    classes: '类',
    interfaces: '接口',
    title: 'Injector',
    kind: 'lattice-app 中的类 · 新增于 0.7',
    previous: '上一页',
    next: '下一页',
  },
  en: {
    api: 'API',
    classes: 'Classes',
    interfaces: 'Interfaces',
    title: 'Injector',
    kind: 'Class in lattice-app · New in 0.7',
    previous: 'Previous',
    next: 'Next',
  },
} as const;

describe.each(['zh', 'en'] as const)('a class page (%s)', (locale) => {
  const route = inLocale(locale, '/docs/api/lattice-app/classes/Injector');

  it('sits under its package and "Classes" in the sidebar, the rest collapsed', async () => {
    const page = await session.freshPage();
    await openPage(page, route);
    // The plain name; what it is, where, and since when on the line below.
    await expect(page.locator('article h1').innerText()).resolves.toBe(
      text[locale].title,
    );
    await expect(
      page.locator('article header + p > em').innerText(),
    ).resolves.toBe(text[locale].kind);
    const sidebar = page.locator('ul.theme-doc-sidebar-menu');
    /** The sidebar category labelled `label`, inside `within`. */
    const category = (within: Locator, label: string) =>
      within
        .locator('a.menu__link--sublist')
        .getByText(label, {exact: true})
        .first()
        .locator('xpath=ancestor::li[1]');
    const collapsed = async (item: Locator) =>
      ((await item.getAttribute('class')) ?? '').includes(
        'menu__list-item--collapsed',
      );
    const pkg = category(sidebar, 'lattice-app');
    expect(await collapsed(pkg)).toBe(false);
    expect(await collapsed(category(pkg, text[locale].classes))).toBe(false);
    expect(await collapsed(category(pkg, text[locale].interfaces))).toBe(true);
    expect(await collapsed(category(sidebar, 'lattice-cli'))).toBe(true);
    await expect(
      sidebar.locator('a[aria-current="page"]').innerText(),
    ).resolves.toBe('Injector');
  });

  it('has breadcrumbs and previous/next links in sidebar order', async () => {
    const page = await session.freshPage();
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
    await expect(
      pager.locator('.pagination-nav__link--prev').innerText(),
    ).resolves.toContain('lattice-app');
    await expect(
      pager.locator('.pagination-nav__link--next').innerText(),
    ).resolves.toContain('LatticeApplication');
  });

  it('links to another symbol and lands on its heading', async () => {
    const page = await session.freshPage();
    await openPage(page, route);
    // The table of parameters of `get()` links ProviderToken, a type alias
    // on lattice-common's package page.
    const link = page
      .locator('article a[href*="/lattice-common#providertoken"]')
      .first();
    await link.click();
    await page.waitForURL(/\/api\/lattice-common#providertoken$/);
    await page.locator('h3#providertoken').waitFor();
    await expect(page.locator('h3#providertoken').isVisible()).resolves.toBe(
      true,
    );
  });

  it('heads its constructor "new Injector()", anchored #constructor', async () => {
    const page = await session.freshPage();
    await openPage(page, `${route}#constructor`);
    // The heading's text, without the hash link's zero-width space.
    const heading = await page.locator('h3#constructor').innerText();
    expect(heading.replace(/\u200b/g, '').trim()).toBe('new Injector()');
  });
});
