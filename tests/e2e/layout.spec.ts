/**
 * The page chrome: the mobile sidebar, the navbar that hides on scrolling
 * down, the table of contents, the title on client-side navigation (each
 * kind of page's own title: hygiene.spec.ts) and the skip link.
 */
import {desktop, mobile, openPage, saveScreenshot} from './support/browser';
import {expect, test, type Locator} from './support/fixtures';
import {inLocale, labels, pages} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

/** The docs sidebar's category that holds the current page. */
function activeCategory(sidebar: Locator) {
  return sidebar
    .locator('li.theme-doc-sidebar-item-category')
    .filter({has: sidebar.page().locator('a[aria-current="page"]')})
    .first();
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the docs sidebar (${locale})`, () => {
    test('below 996 px opens and closes, and closes when the window grows to desktop width', async ({
      page,
    }) => {
      await page.setViewportSize(mobile);
      await openPage(page, inLocale(locale, pages.firstSteps));
      const navbar = page.locator('nav.navbar');
      const mobileSidebar = page.locator('.navbar-sidebar');
      // No desktop sidebar at this width.
      await expect(
        page.locator('aside.theme-doc-sidebar-container'),
      ).toBeHidden();
      await expect(mobileSidebar).toBeHidden();

      await navbar
        .getByRole('button', {name: labels[locale].toggleSidebar})
        .click();
      await expect(mobileSidebar).toBeVisible();
      const docsMenu = mobileSidebar.locator('.theme-doc-sidebar-menu');
      const current = docsMenu.locator('a[aria-current="page"]');
      await expect(current).toBeVisible();
      await expect(current).toHaveText(
        await page.locator('article h1').innerText(),
        {useInnerText: true},
      );
      // The category of the current page is open; the others are not.
      const category = activeCategory(docsMenu);
      await expect(
        category
          .locator('.menu__list-item-collapsible [aria-expanded]')
          .first(),
      ).toHaveAttribute('aria-expanded', 'true');
      const collapsed = docsMenu.locator(
        'li.theme-doc-sidebar-item-category.menu__list-item--collapsed',
      );
      await expect(collapsed).not.toHaveCount(0);
      if (locale === 'zh') await saveScreenshot(page, 'mobile-sidebar');

      await mobileSidebar
        .getByRole('button', {name: labels[locale].closeSidebar})
        .click();
      await expect(mobileSidebar).toBeHidden();

      await navbar
        .getByRole('button', {name: labels[locale].toggleSidebar})
        .click();
      await expect(mobileSidebar).toBeVisible();
      await page.setViewportSize(desktop);
      await expect(mobileSidebar).toBeHidden();
      // CSS hides the drawer at once; the theme closes it (drops the class) when
      // its window-size hook sees the new width, a moment later.
      await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
      await expect(
        page.locator('aside.theme-doc-sidebar-container'),
      ).toBeVisible();
    });

    test('on desktop expands the category holding the current page', async ({
      page,
    }) => {
      await openPage(
        page,
        inLocale(locale, '/docs/1.1.x/cli-commands/generate'),
      );
      const sidebar = page.locator(
        'aside.theme-doc-sidebar-container .theme-doc-sidebar-menu',
      );
      const current = sidebar.locator('a[aria-current="page"]');
      await expect(current).toBeVisible();
      await expect(current).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/1.1.x/cli-commands/generate'),
      );
      const category = activeCategory(sidebar);
      // A negated assertion passes on a missing element: the category must be there.
      await expect(category).toBeAttached();
      await expect(category).not.toHaveClass(/menu__list-item--collapsed/);
    });
  });
}

test.describe('the navbar', () => {
  test('hides on scrolling down and comes back on scrolling up', async ({
    page,
  }) => {
    await openPage(page, inLocale('zh', pages.firstSteps));
    const navbarEdge = (edge: 'top' | 'bottom') =>
      page.evaluate(
        (side) =>
          document.querySelector('nav.navbar')!.getBoundingClientRect()[side],
        edge,
      );
    expect(await navbarEdge('bottom')).toBeGreaterThan(0);

    await page.mouse.move(640, 400);
    const scrollY = () => page.evaluate(() => window.scrollY);
    // Four turns of the wheel, each one once the last has scrolled.
    for (let step = 0; step < 4; step++) {
      const before = await scrollY();
      await page.mouse.wheel(0, 400);
      await expect.poll(scrollY).toBeGreaterThan(before);
    }
    await expect.poll(() => navbarEdge('bottom')).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarEdge('top')).toBeGreaterThanOrEqual(0);
    expect(await navbarEdge('bottom')).toBeGreaterThan(0);
    expect(await scrollY()).toBeGreaterThan(500);
  });
});

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the table of contents (${locale})`, () => {
    test('lists the h2 and h3 headings of the page, and no h4', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.apiWithH4));
      const ids = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((elements) =>
            elements.map((element) => `#${element.id}`),
          );
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
      // The page is loaded and hydrated: the headings and the table of
      // contents are read once.
      expect(await hrefs(':scope > ul > li > a')).toEqual(h2);
      expect(await hrefs(':scope > ul > li > ul > li > a')).toEqual(h3);
      await expect(toc.locator('ul ul ul')).toHaveCount(0);
      const listed = await hrefs('a');
      for (const id of h4) expect(listed).not.toContain(id);
    });
  });
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`page titles (${locale})`, () => {
    test('follow the page on client-side navigation', async ({page}) => {
      await openPage(page, inLocale(locale, pages.firstSteps));
      const next = page.locator('.pagination-nav__link--next');
      const nextLabel = (
        await next.locator('.pagination-nav__label').innerText()
      ).trim();
      await next.click();
      await expect(page).toHaveTitle(`${nextLabel} | Lattice`);
    });
  });
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the skip link (${locale})`, () => {
    test('is the first focus stop and moves focus to the content', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.firstSteps));
      await page.keyboard.press('Tab');
      const focused = () =>
        page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      await expect.poll(focused).toBe(labels[locale].skipToContent);
      await expect(
        page.getByRole('link', {name: labels[locale].skipToContent}),
      ).toBeVisible();

      // Enter moves the keyboard to the content: the next Tab stop is inside
      // <main>, past the navbar and the sidebar.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const where = () =>
        page.evaluate(() => ({
          inMain: document.activeElement?.closest('main') !== null,
          inNavbar:
            document.activeElement?.closest('nav.navbar, aside') !== null,
        }));
      await expect.poll(where).toEqual({inMain: true, inNavbar: false});
    });
  });
}
