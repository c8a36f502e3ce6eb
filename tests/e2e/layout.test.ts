/**
 * The page chrome: the mobile sidebar, the navbar that hides on scrolling
 * down, the table of contents, page titles and the skip link.
 */
import type {Page} from 'playwright-core';

import {
  desktop,
  eventually,
  launchBrowser,
  mobile,
  openPage,
  saveScreenshot,
  type BrowserSession,
} from './support/browser';
import {inLocale, labels, pageKinds, pages} from './support/site';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(() => session?.close());

/** The docs sidebar's category that holds the current page. */
function activeCategory(sidebar: ReturnType<Page['locator']>) {
  return sidebar
    .locator('li.theme-doc-sidebar-item-category')
    .filter({has: sidebar.page().locator('a[aria-current="page"]')})
    .first();
}

describe.each(['zh', 'en'] as const)('the docs sidebar (%s)', (locale) => {
  it('below 996 px opens and closes, and closes when the window grows to desktop width', async () => {
    const page = await session.freshPage();
    await page.setViewportSize(mobile);
    await openPage(page, inLocale(locale, pages.firstSteps));
    const navbar = page.locator('nav.navbar');
    const mobileSidebar = page.locator('.navbar-sidebar');
    // No desktop sidebar at this width.
    expect(
      await page.locator('aside.theme-doc-sidebar-container').isVisible(),
    ).toBe(false);
    expect(await mobileSidebar.isVisible()).toBe(false);

    await navbar
      .getByRole('button', {name: labels[locale].toggleSidebar})
      .click();
    await mobileSidebar.waitFor({state: 'visible'});
    const docsMenu = mobileSidebar.locator('.theme-doc-sidebar-menu');
    const current = docsMenu.locator('a[aria-current="page"]');
    await current.waitFor({state: 'visible'});
    expect(await current.innerText()).toBe(
      await page.locator('article h1').innerText(),
    );
    // The category of the current page is open; the others are not.
    const category = activeCategory(docsMenu);
    expect(
      await category
        .locator('.menu__list-item-collapsible [aria-expanded]')
        .first()
        .getAttribute('aria-expanded'),
    ).toBe('true');
    const collapsed = docsMenu.locator(
      'li.theme-doc-sidebar-item-category.menu__list-item--collapsed',
    );
    expect(await collapsed.count()).toBeGreaterThan(0);
    if (locale === 'zh') await saveScreenshot(page, 'mobile-sidebar');

    await mobileSidebar
      .getByRole('button', {name: labels[locale].closeSidebar})
      .click();
    await mobileSidebar.waitFor({state: 'hidden'});

    await navbar
      .getByRole('button', {name: labels[locale].toggleSidebar})
      .click();
    await mobileSidebar.waitFor({state: 'visible'});
    await page.setViewportSize(desktop);
    await mobileSidebar.waitFor({state: 'hidden'});
    // CSS hides the drawer at once; the theme closes it (drops the class) when
    // its window-size hook sees the new width, a moment later.
    expect(
      await eventually(
        async () =>
          (await navbar.getAttribute('class'))?.includes(
            'navbar-sidebar--show',
          ),
        false,
      ),
    ).toBe(false);
    await page
      .locator('aside.theme-doc-sidebar-container')
      .waitFor({state: 'visible'});
  });

  it('on desktop expands the category holding the current page', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, '/docs/1.1.x/cli-commands/generate'));
    const sidebar = page.locator(
      'aside.theme-doc-sidebar-container .theme-doc-sidebar-menu',
    );
    const current = sidebar.locator('a[aria-current="page"]');
    await current.waitFor({state: 'visible'});
    expect(await current.getAttribute('href')).toBe(
      inLocale(locale, '/docs/1.1.x/cli-commands/generate'),
    );
    const category = activeCategory(sidebar);
    expect(await category.getAttribute('class')).not.toContain(
      'menu__list-item--collapsed',
    );
  });
});

describe('the navbar', () => {
  it('hides on scrolling down and comes back on scrolling up', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale('zh', pages.firstSteps));
    const navbarBottom = () =>
      page.evaluate(
        () =>
          document.querySelector('nav.navbar')!.getBoundingClientRect().bottom,
      );
    expect(await navbarBottom()).toBeGreaterThan(0);

    await page.mouse.move(640, 400);
    for (let step = 0; step < 4; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
    }
    await page.waitForFunction(
      () =>
        document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <=
        0,
    );
    expect(await navbarBottom()).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await page.waitForFunction(
      () =>
        document.querySelector('nav.navbar')!.getBoundingClientRect().top >= 0,
    );
    expect(await navbarBottom()).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });
});

describe.each(['zh', 'en'] as const)('the table of contents (%s)', (locale) => {
  it('lists the h2 and h3 headings of the page, and no h4', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.apiWithH4));
    const ids = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((elements) => elements.map((element) => `#${element.id}`));
    const h2 = await ids('article .markdown h2[id]');
    const h3 = await ids('article .markdown h3[id]');
    const h4 = await ids('article .markdown h4[id]');
    expect(h4.length).toBeGreaterThan(0);

    const toc = page.locator('.theme-doc-toc-desktop');
    const hrefs = (selector: string) =>
      toc
        .locator(selector)
        .evaluateAll((links) =>
          links.map((link) => decodeURIComponent(link.getAttribute('href')!)),
        );
    expect(await hrefs(':scope > ul > li > a')).toEqual(h2);
    expect(await hrefs(':scope > ul > li > ul > li > a')).toEqual(h3);
    expect(await toc.locator('ul ul ul').count()).toBe(0);
    const listed = await hrefs('a');
    for (const id of h4) expect(listed).not.toContain(id);
  });
});

describe.each(['zh', 'en'] as const)('page titles (%s)', (locale) => {
  it.each(pageKinds)('name the %s "<page> | Lattice"', async (_kind, route) => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, route));
    expect(await page.title()).toMatch(/^\S.* \| Lattice$/);
  });

  it('follow the page on client-side navigation', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.firstSteps));
    const next = page.locator('.pagination-nav__link--next');
    const nextLabel = (
      await next.locator('.pagination-nav__label').innerText()
    ).trim();
    await next.click();
    await page.waitForFunction(
      (label) => document.title === `${label} | Lattice`,
      nextLabel,
    );
    expect(await page.title()).toBe(`${nextLabel} | Lattice`);
  });
});

describe.each(['zh', 'en'] as const)('the skip link (%s)', (locale) => {
  it('is the first focus stop and moves focus to the content', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.firstSteps));
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    expect(await focused()).toBe(labels[locale].skipToContent);
    expect(
      await page
        .getByRole('link', {name: labels[locale].skipToContent})
        .isVisible(),
    ).toBe(true);

    // Enter moves the keyboard to the content: the next Tab stop is inside
    // <main>, past the navbar and the sidebar.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => ({
      inMain: document.activeElement?.closest('main') !== null,
      inNavbar: document.activeElement?.closest('nav.navbar, aside') !== null,
    }));
    expect(where).toEqual({inMain: true, inNavbar: false});
  });
});
