/**
 * The announcement bar: a reader who closes it does not see it again, even
 * after a reload, until the announcement changes (a new bar id).
 */
import type {Page} from 'playwright-core';

import {
  launchBrowser,
  openPage,
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

function bar(page: Page, locale: Locale) {
  return page
    .getByRole('banner')
    .filter({hasText: labels[locale].announcement});
}

describe.each(['zh', 'en'] as const)('the announcement bar (%s)', (locale) => {
  it('stays closed after a reload once the reader closed it', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.faq));
    await expectVisible(bar(page, locale));
    const configuredId = await storedValue(page, storageKeys.announcementId);
    expect(configuredId).toMatch(/^announcement-/);

    await bar(page, locale)
      .getByRole('button', {name: labels[locale].closeAnnouncement})
      .click();
    await bar(page, locale).waitFor({state: 'detached'});
    expect(await storedValue(page, storageKeys.announcementDismissed)).toBe(
      'true',
    );

    await page.reload();
    // Hidden before React runs too (the inline script), so it does not flash.
    expect(
      await page
        .locator('html')
        .getAttribute('data-announcement-bar-initially-dismissed'),
    ).toBe('true');
    expect(await bar(page, locale).isVisible()).toBe(false);
    await page.waitForSelector('html[data-has-hydrated="true"]', {
      state: 'attached',
    });
    await page.waitForTimeout(300);
    expect(await bar(page, locale).count()).toBe(0);
    expect(await storedValue(page, storageKeys.announcementId)).toBe(
      configuredId,
    );
  });

  it('comes back when the announcement id changes', async () => {
    const page = await session.freshPage();
    await openPage(page, inLocale(locale, pages.faq));
    const configuredId = await storedValue(page, storageKeys.announcementId);
    await bar(page, locale)
      .getByRole('button', {name: labels[locale].closeAnnouncement})
      .click();
    await bar(page, locale).waitFor({state: 'detached'});

    // The reader closed an older announcement.
    await page.evaluate(
      (key) => window.localStorage.setItem(key, 'announcement-an-older-one'),
      storageKeys.announcementId,
    );
    await page.reload();
    await expectVisible(bar(page, locale));
    expect(await storedValue(page, storageKeys.announcementId)).toBe(
      configuredId,
    );
    expect(await storedValue(page, storageKeys.announcementDismissed)).toBe(
      'false',
    );
  });
});

async function expectVisible(locator: ReturnType<typeof bar>): Promise<void> {
  await locator.waitFor({state: 'visible'});
  expect(await locator.isVisible()).toBe(true);
}
