/**
 * Colour mode: light by default; the navbar toggle cycles light -> dark ->
 * system, stores the choice under `theme`, keeps it across reloads and tabs,
 * and in system mode follows the system preference. Code blocks take the
 * mode's code theme without being rebuilt after hydration.
 */
import type {PrismTheme} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {
  expectNoEventFor,
  openPage,
  recordRemovedElements,
  removedElements,
  saveScreenshot,
  storedValue,
  waitForHydration,
} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {
  inLocale,
  labels,
  pages,
  storageKeys,
  type Locale,
} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

/** The element that carries the mode shown (`data-theme`) and the choice (`data-theme-choice`). */
function html(page: Page) {
  return page.locator('html');
}

/**
 * The mode shown, read once: for the checks right after a load, where the
 * inline script must already have set it (a poll would let a flash pass).
 */
function shownTheme(page: Page): Promise<string | null> {
  return html(page).getAttribute('data-theme');
}

/** The desktop navbar's toggle (the mobile sidebar has a second one). */
function toggle(page: Page, locale: Locale) {
  return page
    .locator('nav.navbar')
    .getByRole('button', {name: labels[locale].colourToggle})
    .first();
}

/** The mode the toggle announces to screen readers ("currently dark mode"). */
async function announcedMode(
  page: Page,
  locale: Locale,
): Promise<string | undefined> {
  const label = (await toggle(page, locale).getAttribute('aria-label')) ?? '';
  return labels[locale].colourToggle.exec(label)?.[1];
}

async function chooseMode(
  page: Page,
  locale: Locale,
  mode: 'light' | 'dark' | 'system',
): Promise<void> {
  const wanted = labels[locale].colourModes[mode];
  for (let clicks = 0; clicks < 3; clicks++) {
    const announced = await announcedMode(page, locale);
    if (announced === wanted) break;
    await toggle(page, locale).click();
    // The next mode is announced before the next click is decided on.
    await expect.poll(() => announcedMode(page, locale)).not.toBe(announced);
  }
  await expect.poll(() => announcedMode(page, locale)).toBe(wanted);
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`colour mode (${locale})`, () => {
    const docsPage = inLocale(locale, pages.firstSteps);

    test('is light by default, with the toggle in system mode', async ({
      page,
    }) => {
      await openPage(page, docsPage);
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await expect
        .poll(() => announcedMode(page, locale))
        .toBe(labels[locale].colourModes.system);
      expect(await storedValue(page, storageKeys.colourMode)).toBeNull();
      if (locale === 'zh') await saveScreenshot(page, 'docs-page-light');
    });

    test('stores the chosen mode and keeps it across a reload', async ({
      page,
    }) => {
      await openPage(page, docsPage);
      const background = () =>
        page.evaluate(
          () => getComputedStyle(document.documentElement).backgroundColor,
        );
      const lightBackground = await background();
      await chooseMode(page, locale, 'dark');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(() => storedValue(page, storageKeys.colourMode))
        .toBe('dark');
      // What the reader sees changes, not only the attribute.
      await expect.poll(background).not.toBe(lightBackground);

      await page.reload();
      // Dark before React runs (the inline script), so the page does not flash.
      expect(await shownTheme(page)).toBe('dark');
      await waitForHydration(page);
      await expect
        .poll(() => announcedMode(page, locale))
        .toBe(labels[locale].colourModes.dark);
      if (locale === 'zh') await saveScreenshot(page, 'docs-page-dark');

      await chooseMode(page, locale, 'light');
      await expect
        .poll(() => storedValue(page, storageKeys.colourMode))
        .toBe('light');
      await page.reload();
      expect(await shownTheme(page)).toBe('light');
    });

    test('follows the choice made in another tab', async ({page, context}) => {
      const first = page;
      await openPage(first, docsPage);
      const second = await context.newPage();
      await openPage(second, inLocale(locale, pages.faq));
      await expect(html(second)).toHaveAttribute('data-theme', 'light');

      await chooseMode(first, locale, 'dark');
      await expect(html(second)).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(() => announcedMode(second, locale))
        .toBe(labels[locale].colourModes.dark);

      await chooseMode(first, locale, 'system');
      await expect(html(second)).toHaveAttribute('data-theme-choice', 'system');
      await expect(html(second)).toHaveAttribute('data-theme', 'light');
    });

    test('follows the system preference in system mode, and not once a mode is chosen', async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: 'dark'});
      await openPage(page, docsPage);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect
        .poll(() => announcedMode(page, locale))
        .toBe(labels[locale].colourModes.system);

      await page.emulateMedia({colorScheme: 'light'});
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({colorScheme: 'dark'});
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      expect(await storedValue(page, storageKeys.colourMode)).toBeNull();

      await chooseMode(page, locale, 'light');
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
      await page.emulateMedia({colorScheme: 'dark'});
      // Nothing may follow the system now: the page must not turn dark.
      await expectNoEventFor(300, 'the page follows the system', (timeout) =>
        page
          .locator('html[data-theme="dark"]')
          .waitFor({state: 'attached', timeout}),
      );
      expect(await shownTheme(page)).toBe('light');
    });
  });
}

/** The colour a theme gives a token type (entries for all languages). */
function tokenColour(theme: PrismTheme, type: string): string {
  const entries = theme.styles.filter(
    (entry) => entry.types.includes(type) && !entry.languages,
  );
  return entries.reduce<string>(
    (colour, entry) => entry.style.color ?? colour,
    theme.plain.color ?? '',
  );
}

/** The background and keyword colour of the first code block with a keyword, as shown and as the theme gives them. */
async function codeColours(page: Page, theme: PrismTheme) {
  return page.evaluate(
    ([background, keyword]) => {
      const computed = (
        value: string,
        property: 'color' | 'backgroundColor',
      ) => {
        const probe = document.createElement('span');
        probe.style[property] = value;
        document.body.append(probe);
        const result = getComputedStyle(probe)[property];
        probe.remove();
        return result;
      };
      // The first keyword a reader sees (tokens carry colour classes only).
      const token = [
        ...document.querySelectorAll('article pre.prism-code code span'),
      ].find((span) => /^(import|export|const)$/.test(span.textContent!))!;
      const pre = token.closest('pre')!;
      return {
        shown: {
          background: getComputedStyle(pre).backgroundColor,
          keyword: getComputedStyle(token).color,
        },
        theme: {
          background: computed(background!, 'backgroundColor'),
          keyword: computed(keyword!, 'color'),
        },
      };
    },
    [theme.plain.backgroundColor ?? '', tokenColour(theme, 'keyword')],
  );
}

test.describe('code blocks', () => {
  const route = inLocale('zh', pages.firstSteps);

  for (const {mode, theme} of [
    {mode: 'light', theme: lightCodeTheme},
    {mode: 'dark', theme: darkCodeTheme},
  ] as const) {
    test(`show the ${mode} code theme in ${mode} mode`, async ({page}) => {
      await openPage(page, route);
      if (mode === 'dark') {
        await page.evaluate(
          (key) => window.localStorage.setItem(key, 'dark'),
          storageKeys.colourMode,
        );
        await openPage(page, route);
      }
      await expect(html(page)).toHaveAttribute('data-theme', mode);
      const {theme: expected} = await codeColours(page, theme);
      await expect
        .poll(async () => (await codeColours(page, theme)).shown)
        .toEqual(expected);
    });
  }

  test('are hydrated in place, not thrown away and built again', async ({
    page,
  }) => {
    await recordRemovedElements(page, 'pre');
    // An API page: many code blocks outside tab groups (the groups, which
    // hydrate in place too, are checked in tabs.spec.ts).
    await openPage(page, inLocale('zh', pages.apiWithH4));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article pre').count()).toBeGreaterThan(10);
    expect(await removedElements(page)).toEqual([]);
  });
});
