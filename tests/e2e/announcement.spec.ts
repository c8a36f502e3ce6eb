/**
 * The announcement bar: a reader who closes it does not see it again, even
 * after a reload, until the announcement changes (a new bar id).
 */
import {
  expectNoEventFor,
  openPage,
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

function bar(page: Page, locale: Locale) {
  return page
    .getByRole('banner')
    .filter({hasText: labels[locale].announcement});
}

/**
 * Opens the FAQ with the bar shown, closes the bar as a reader does, and
 * returns the announcement id the site stored.
 */
async function openAndClose(page: Page, locale: Locale): Promise<string> {
  await openPage(page, inLocale(locale, pages.faq));
  await expect(bar(page, locale)).toBeVisible();
  await expect
    .poll(() => storedValue(page, storageKeys.announcementId))
    .toMatch(/^announcement-/);
  const configuredId = await storedValue(page, storageKeys.announcementId);
  await bar(page, locale)
    .getByRole('button', {name: labels[locale].closeAnnouncement})
    .click();
  await expect(bar(page, locale)).not.toBeAttached();
  return configuredId!;
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`the announcement bar (${locale})`, () => {
    test('stays closed after a reload once the reader closed it', async ({
      page,
    }) => {
      const configuredId = await openAndClose(page, locale);
      await expect
        .poll(() => storedValue(page, storageKeys.announcementDismissed))
        .toBe('true');

      await page.reload();
      // Hidden before React runs too (the inline script), so it does not flash.
      await expect(page.locator('html')).toHaveAttribute(
        'data-announcement-bar-initially-dismissed',
        'true',
      );
      // Read once, right after the load: a retrying toBeHidden() would wait
      // out a bar that flashes until React hides it.
      expect(await bar(page, locale).isVisible()).toBe(false);
      await waitForHydration(page);
      await expect(bar(page, locale)).toHaveCount(0);
      // Nor does it come back once React has run its effects (which read
      // the stored choice): it must not happen, so watched for a while.
      await expectNoEventFor(300, 'the closed bar comes back', (timeout) =>
        bar(page, locale).waitFor({state: 'attached', timeout}),
      );
      await expect
        .poll(() => storedValue(page, storageKeys.announcementId))
        .toBe(configuredId);
    });

    test("takes Lattice's colours in each colour mode", async ({page}) => {
      // The config gives stock's bar no inline colour: src/css/custom.css
      // colours it per mode.
      const colours = {
        light: ['rgb(234, 241, 252)', 'rgb(19, 50, 95)'],
        dark: ['rgb(19, 50, 95)', 'rgb(234, 241, 252)'],
      } as const;
      for (const [mode, [background, text]] of Object.entries(colours)) {
        await page.emulateMedia({colorScheme: mode as 'light' | 'dark'});
        await openPage(page, inLocale(locale, pages.faq));
        await expect(bar(page, locale)).toHaveCSS(
          'background-color',
          background,
        );
        await expect(bar(page, locale)).toHaveCSS('color', text);
        await expect(bar(page, locale).getByRole('link')).toHaveCSS(
          'font-weight',
          '600',
        );
      }
    });

    test('comes back when the announcement id changes', async ({page}) => {
      const configuredId = await openAndClose(page, locale);

      // The reader closed an older announcement.
      await page.evaluate(
        (key) => window.localStorage.setItem(key, 'announcement-an-older-one'),
        storageKeys.announcementId,
      );
      await page.reload();
      await expect(bar(page, locale)).toBeVisible();
      await expect
        .poll(() => storedValue(page, storageKeys.announcementId))
        .toBe(configuredId);
      await expect
        .poll(() => storedValue(page, storageKeys.announcementDismissed))
        .toBe('false');
    });
  });
}
