/**
 * The types of a sample's Lattice names (src/components/TypeInfo):
 * a reader hovering a name and one reaching it by keyboard get the same
 * tooltip (the version's signature, the doc comment's first sentence in the
 * page's language, where the link goes), tied to the name for screen
 * readers; the block stays one tab stop, Escape closes, the name links to
 * its API page of the page's version, inside the app. The reader who acts
 * before the tooltip's code has arrived is served once it has.
 */
import escapeStringRegexp from 'escape-string-regexp';

import {markDocument, openPage} from './support/browser';
import {scriptFiles} from './support/chunks';
import {axeViolations} from './support/accessibility';
import {expect, test, type Page} from './support/fixtures';
import {inLocale} from './support/site';

test.use({saveData: true});

/** What the declarations of 2.0.x (the latest release) and 1.1.x say, as the tables hold it. */
const createApp = {
  signature:
    'function createApp(rootModule: Type, options: ApplicationOptions): LatticeApplication',
  summary: {
    en: 'Creates an application from its root module.',
    zh: '根据根模块创建应用。',
  },
  hint: {en: 'API reference: lattice-app', zh: 'API 参考：lattice-app'},
};

/** The introduction's first sample: `createApp(AppModule, …)`. */
function createAppSample(page: Page) {
  return page
    .locator('article pre')
    .filter({hasText: 'const app = createApp(AppModule'})
    .first();
}

const tooltip = (page: Page) => page.getByRole('tooltip');

/**
 * Opens the introduction, tabs into its `createApp` sample and presses End
 * at once, before the tooltip's code has loaded: the focus goes to the
 * sample's last name when it has. Resolves with the sample.
 */
async function endOfSample(page: Page, locale: 'zh' | 'en') {
  await openPage(page, inLocale(locale, '/docs/introduction'));
  const sample = createAppSample(page);
  await sample.focus();
  await page.keyboard.press('End');
  return sample;
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`types in samples (${locale})`, () => {
    test('hovering a name shows its type, its summary and its link, and the pointer may move onto it', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, '/docs/introduction'));
      const sample = createAppSample(page);
      // The name as the page shows it: a highlighted token, until the
      // reader reaches the block.
      await sample.getByText('createApp', {exact: true}).last().hover();
      const name = sample
        .locator('a[data-lt]', {hasText: /^createApp$/})
        .last();
      await expect(tooltip(page)).toBeVisible();
      await expect(tooltip(page)).toContainText(createApp.signature);
      await expect(tooltip(page)).toContainText(createApp.summary[locale]);
      await expect(tooltip(page)).toContainText(createApp.hint[locale]);
      await expect(name).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/api/lattice-app#createapp'),
      );
      // Hoverable (WCAG 1.4.13): onto the tooltip, it stays.
      await tooltip(page).hover();
      await page.waitForTimeout(500);
      await expect(tooltip(page)).toBeVisible();
      // Dismissible without moving the pointer away.
      await page.keyboard.press('Escape');
      await expect(tooltip(page)).toBeHidden();
    });

    test('the keyboard reaches the names with arrows, Tab leaves the block at once, Escape closes', async ({
      page,
    }) => {
      const sample = await endOfSample(page, locale);
      const names = sample.locator('a[data-lt]');
      await expect(names.last()).toBeFocused();
      const count = await names.count();
      await expect(tooltip(page)).toBeVisible();
      // Back to `createApp`, name by name.
      const focusedText = () =>
        page.evaluate(() => document.activeElement?.textContent);
      for (let step = 0; step < count; step++) {
        if ((await focusedText()) === 'createApp') break;
        await page.keyboard.press('ArrowLeft');
      }
      const name = page.locator(':focus');
      await expect(name).toHaveText('createApp');
      await expect(tooltip(page)).toContainText(createApp.signature);
      await expect(tooltip(page)).toContainText(createApp.summary[locale]);
      // What a screen reader says: the link's name, then its description.
      await expect(name).toHaveAccessibleName('createApp');
      await expect(name).toHaveAccessibleDescription(
        new RegExp(escapeStringRegexp(createApp.summary[locale])),
      );
      await page.keyboard.press('Home');
      await expect(names.first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(tooltip(page)).toBeHidden();
      await expect(names.first()).toBeFocused();
      // One Tab: out of the block's names, whichever was focused.
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !document.activeElement?.closest('pre')),
      ).toBe(true);
      await expect(tooltip(page)).toBeHidden();
    });

    test('Enter on a name opens its API page of the page’s version, inside the app', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, '/docs/1.1.x/introduction'));
      const sameDocument = await markDocument(page);
      const sample = page
        .locator('article pre')
        .filter({hasText: 'createApp('})
        .first();
      await sample.focus();
      await page.keyboard.press('ArrowRight');
      const name = sample
        .locator('a[data-lt]', {hasText: /^createApp$/})
        .first();
      await name.focus();
      await expect(name).toHaveAttribute(
        'href',
        inLocale(locale, '/docs/1.1.x/api/lattice-app#createapp'),
      );
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) =>
          url.pathname === inLocale(locale, '/docs/1.1.x/api/lattice-app'),
      );
      await expect(page.locator('article h1')).toHaveText('lattice-app');
      expect(await sameDocument()).toBe(true);
    });

    test('a hover before the tooltip’s code has arrived is answered when it arrives', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, '/docs/introduction'));
      // From now on, code and data are held until the test lets them go.
      let asked = 0;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(scriptFiles, async (route) => {
        asked += 1;
        await released;
        await route.continue();
      });
      await createAppSample(page)
        .getByText('createApp', {exact: true})
        .last()
        .hover();
      // The hover has asked for the tooltip's code, which has not arrived.
      await expect
        .poll(() => asked, {message: 'the hover asks for the tooltip’s code'})
        .toBeGreaterThan(0);
      await expect(tooltip(page)).toHaveCount(0);
      release();
      await expect(tooltip(page)).toContainText(createApp.summary[locale]);
    });

    test('an open tooltip leaves the page without accessibility violations', async ({
      page,
    }) => {
      await endOfSample(page, locale);
      await expect(tooltip(page)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test('a name of a sample of next links to next’s API page', async ({page}) => {
  await openPage(page, '/zh/docs/next/introduction');
  const sample = createAppSample(page);
  await sample.getByText('createApp', {exact: true}).last().hover();
  await expect(tooltip(page)).toBeVisible();
  await expect(
    sample.locator('a[data-lt]', {hasText: /^createApp$/}).last(),
  ).toHaveAttribute('href', '/zh/docs/next/api/lattice-app#createapp');
});

test.describe('types in samples, by touch', () => {
  test.use({hasTouch: true});

  test('the first tap on a name shows its type, the second follows its link', async ({
    page,
  }) => {
    await openPage(page, inLocale('zh', '/docs/introduction'));
    const sample = createAppSample(page);
    await sample.getByText('createApp', {exact: true}).last().tap();
    await expect(tooltip(page)).toContainText(createApp.summary.zh);
    const name = sample.locator('a[data-lt]', {hasText: /^createApp$/}).last();
    // Still here, the tooltip open after the finger lifted.
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/zh/docs/introduction');
    await expect(tooltip(page)).toBeVisible();
    await name.tap();
    await page.waitForURL((url) => url.pathname === '/zh/docs/api/lattice-app');
    await expect(tooltip(page)).toBeHidden();
  });
});
