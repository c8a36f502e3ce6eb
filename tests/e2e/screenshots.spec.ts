/**
 * Screenshots for a person to look at, in artifacts/screenshots/ (not
 * committed): the home page and the not-found page here; the docs page light
 * and dark, the mobile sidebar, the loading error box and the crash screen
 * are taken by the tests of those. Chinese text must render with a CJK font
 * (fonts-noto-cjk), not as empty boxes.
 */
import {readFileSync} from 'node:fs';

import {openPage, saveScreenshot} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {inLocale, labels, pages} from './support/site';

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

function isPng(file: string): boolean {
  const bytes = readFileSync(file);
  return bytes.length > 10_000 && bytes.subarray(1, 4).toString() === 'PNG';
}

test.describe('screenshots', () => {
  for (const [name, route] of [
    ['home-zh', inLocale('zh', '/')],
    ['home-en', inLocale('en', '/')],
  ]) {
    test(name, async ({page}) => {
      await openPage(page, route);
      expect(isPng(await saveScreenshot(page, name))).toBe(true);
    });
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
    expect(isPng(await saveScreenshot(page, 'not-found-zh'))).toBe(true);
  });
});
