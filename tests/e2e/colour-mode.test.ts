/**
 * Colour mode: light by default; the navbar toggle cycles light -> dark ->
 * system, stores the choice under `theme`, keeps it across reloads and tabs,
 * and in system mode follows the system preference. Code blocks take the
 * mode's code theme without being rebuilt after hydration.
 */
import type {Page} from 'playwright-core';
import type {PrismTheme} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {
  eventually,
  launchBrowser,
  openPage,
  recordRemovedElements,
  removedElements,
  saveScreenshot,
  storedValue,
  type BrowserSession,
} from './support/browser';
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

function shownTheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-theme');
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
  for (
    let clicks = 0;
    clicks < 3 && (await announcedMode(page, locale)) !== wanted;
    clicks++
  ) {
    await toggle(page, locale).click();
  }
  expect(await announcedMode(page, locale)).toBe(wanted);
}

describe.each(['zh', 'en'] as const)('colour mode (%s)', (locale) => {
  const docsPage = inLocale(locale, pages.firstSteps);

  it('is light by default, with the toggle in system mode', async () => {
    const page = await session.freshPage();
    await openPage(page, docsPage);
    expect(await shownTheme(page)).toBe('light');
    expect(await announcedMode(page, locale)).toBe(
      labels[locale].colourModes.system,
    );
    expect(await storedValue(page, storageKeys.colourMode)).toBeNull();
    if (locale === 'zh') await saveScreenshot(page, 'docs-page-light');
  });

  it('stores the chosen mode and keeps it across a reload', async () => {
    const page = await session.freshPage();
    await openPage(page, docsPage);
    const background = () =>
      page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
    const lightBackground = await background();
    await chooseMode(page, locale, 'dark');
    expect(await shownTheme(page)).toBe('dark');
    expect(await storedValue(page, storageKeys.colourMode)).toBe('dark');
    // What the reader sees changes, not only the attribute.
    expect(await background()).not.toBe(lightBackground);

    await page.reload();
    // Dark before React runs (the inline script), so the page does not flash.
    expect(await shownTheme(page)).toBe('dark');
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
    });
    expect(await announcedMode(page, locale)).toBe(
      labels[locale].colourModes.dark,
    );
    if (locale === 'zh') await saveScreenshot(page, 'docs-page-dark');

    await chooseMode(page, locale, 'light');
    expect(await storedValue(page, storageKeys.colourMode)).toBe('light');
    await page.reload();
    expect(await shownTheme(page)).toBe('light');
  });

  it('follows the choice made in another tab', async () => {
    const first = await session.freshPage();
    await openPage(first, docsPage);
    const second = await session.context.newPage();
    await openPage(second, inLocale(locale, pages.faq));
    expect(await shownTheme(second)).toBe('light');

    await chooseMode(first, locale, 'dark');
    await second.waitForFunction(
      () => document.documentElement.dataset.theme === 'dark',
    );
    expect(await announcedMode(second, locale)).toBe(
      labels[locale].colourModes.dark,
    );

    await chooseMode(first, locale, 'system');
    await second.waitForFunction(
      () => document.documentElement.dataset.themeChoice === 'system',
    );
    expect(await shownTheme(second)).toBe('light');
  });

  it('follows the system preference in system mode, and not once a mode is chosen', async () => {
    const page = await session.freshPage();
    await page.emulateMedia({colorScheme: 'dark'});
    await openPage(page, docsPage);
    expect(await shownTheme(page)).toBe('dark');
    expect(await announcedMode(page, locale)).toBe(
      labels[locale].colourModes.system,
    );

    await page.emulateMedia({colorScheme: 'light'});
    await page.waitForFunction(
      () => document.documentElement.dataset.theme === 'light',
    );
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForFunction(
      () => document.documentElement.dataset.theme === 'dark',
    );
    expect(await storedValue(page, storageKeys.colourMode)).toBeNull();

    await chooseMode(page, locale, 'light');
    expect(await shownTheme(page)).toBe('light');
    await page.emulateMedia({colorScheme: 'dark'});
    await page.waitForTimeout(300);
    expect(await shownTheme(page)).toBe('light');
  });
});

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

describe('code blocks', () => {
  const route = inLocale('zh', pages.firstSteps);

  it.each([
    {mode: 'light', theme: lightCodeTheme},
    {mode: 'dark', theme: darkCodeTheme},
  ] as const)(
    'show the $mode code theme in $mode mode',
    async ({mode, theme}) => {
      const page = await session.freshPage();
      await openPage(page, route);
      if (mode === 'dark') {
        await page.evaluate(
          (key) => window.localStorage.setItem(key, 'dark'),
          storageKeys.colourMode,
        );
        await openPage(page, route);
      }
      expect(await shownTheme(page)).toBe(mode);
      const {theme: expected} = await codeColours(page, theme);
      const shown = await eventually(
        async () => (await codeColours(page, theme)).shown,
        expected,
      );
      expect(shown).toEqual(expected);
    },
  );

  it('are hydrated in place, not thrown away and built again', async () => {
    const page = await session.freshPage();
    await recordRemovedElements(page, 'pre');
    // An API page: many code blocks outside tab groups (the groups, which
    // hydrate in place too, are checked in tabs.test.ts).
    await openPage(page, inLocale('zh', pages.apiWithH4));
    await page.waitForLoadState('networkidle');
    expect(await page.locator('article pre').count()).toBeGreaterThan(10);
    expect(await removedElements(page)).toEqual([]);
  });
});
