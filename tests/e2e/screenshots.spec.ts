/**
 * Screenshots for a person to look at, in artifacts/screenshots/ (not
 * committed): the home page in each locale and colour mode and the not-found
 * page here; the docs page light and dark, the mobile sidebar, the loading
 * error box and the crash screen are taken by the tests of those. What a
 * reader would notice in a home page screenshot is checked on the page as it
 * was taken (fonts differ between machines, so no pixels are compared): the
 * hero's title and tagline in the locale's words, whole in the view, nothing
 * drawn over them; the mode's background; nothing wider than the window.
 * Chinese text must render with a CJK font (fonts-noto-cjk), not as empty
 * boxes.
 */
import {productName, tagline} from '../../src/data/site';
import {openPage, saveScreenshot} from './support/browser';
import {expect, test, type Locator, type Page} from './support/fixtures';
import {htmlLang, inLocale, labels, pages} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

/** The fonts Chromium actually used to draw the text of the first `selector`. */
async function fontsUsedFor(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const {root} = await cdp.send('DOM.getDocument', {depth: -1});
  const {nodeId} = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector,
  });
  const {fonts} = await cdp.send('CSS.getPlatformFontsForNode', {nodeId});
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

/** An element's box in the viewport, and whether it is what shows at its centre (nothing drawn over it). */
function placement(locator: Locator) {
  return locator.evaluate((element) => {
    const {top, bottom, left, right} = element.getBoundingClientRect();
    const atCentre = document.elementFromPoint(
      (left + right) / 2,
      (top + bottom) / 2,
    );
    return {
      top,
      bottom,
      onTop: atCentre !== null && element.contains(atCentre),
    };
  });
}

/**
 * The colour behind the page's content: the first background from <main> up
 * to <html>, or else the canvas (white in a light colour scheme).
 */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (
      let element = document.querySelector('main');
      element;
      element = element.parentElement
    ) {
      const colour = getComputedStyle(element).backgroundColor;
      if (colour !== 'rgba(0, 0, 0, 0)') return colour;
    }
    return getComputedStyle(document.documentElement).colorScheme === 'dark'
      ? 'rgb(18, 18, 18)'
      : 'rgb(255, 255, 255)';
  });
}

/** Relative luminance (WCAG) of a computed `rgb(…)` colour: 0 black, 1 white. */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045
        ? value / 12.92
        : ((value + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test.describe('screenshots', () => {
  for (const locale of ['zh', 'en'] as const) {
    for (const mode of ['light', 'dark'] as const) {
      const name = mode === 'light' ? `home-${locale}` : `home-${locale}-dark`;
      test(name, async ({page}) => {
        await page.emulateMedia({colorScheme: mode});
        await openPage(page, inLocale(locale, '/'));
        await saveScreenshot(page, name);

        // The page as the screenshot shows it: nothing has happened since.
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', htmlLang[locale]);
        await expect(html).toHaveAttribute('data-theme', mode);
        const title = page.locator('header.hero .hero__title');
        const subtitle = page.locator('header.hero .hero__subtitle');
        await expect(title).toHaveText(productName);
        await expect(subtitle).toHaveText(tagline[locale]);
        await expect(title).toBeInViewport({ratio: 1});
        await expect(subtitle).toBeInViewport({ratio: 1});
        const titleBox = await placement(title);
        const taglineBox = await placement(subtitle);
        expect(titleBox.onTop, 'nothing drawn over the title').toBe(true);
        expect(taglineBox.onTop, 'nothing drawn over the tagline').toBe(true);
        expect(
          titleBox.bottom,
          'the title above the tagline',
        ).toBeLessThanOrEqual(taglineBox.top);

        const background = luminance(await pageBackground(page));
        if (mode === 'light') expect(background).toBeGreaterThan(0.9);
        else expect(background).toBeLessThan(0.1);
        const {scrollWidth, innerWidth} = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, 'no horizontal scrolling').toBeLessThanOrEqual(
          innerWidth,
        );
      });
    }
  }

  test('not-found-zh, in a CJK font', async ({page, problems}) => {
    // The not-found page is served with its 404 status, which Chromium logs
    // as an error: the one error this page may show.
    problems.allow(
      new RegExp(
        `${pages.unknown}: Failed to load resource: the server responded with a status of 404 `,
      ),
    );
    await openPage(page, inLocale('zh', pages.unknown));
    const title = page.getByRole('heading', {
      level: 1,
      name: labels.zh.notFoundTitle,
    });
    await expect(title).toBeVisible();
    expect(await fontsUsedFor(page, 'main h1')).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/CJK|Hei|Song|Ming|Kai|Hiragino|PingFang|YaHei/i),
      ]),
    );
    await saveScreenshot(page, 'not-found-zh');
  });
});
