/**
 * The document title is the page's own from the first byte to the end of
 * hydration, and after a navigation the next page's: what a tab,
 * a screen reader or an analytics snippet reads at any moment. Stock
 * Docusaurus shows the bare site name for a moment while it hydrates
 * (core's SiteMetadataDefaults renders its `<title>` before the page's own;
 * how long: PERFORMANCE.md, "The title during hydration");
 * plugins/stable-title.ts holds the title meanwhile.
 *
 * The title is sampled the way such a reader meets it: in tasks of their own
 * (a 1 ms interval and every animation frame), from before the first script
 * runs. The CPU runs 4× slower, as on a mid-range phone, so hydration takes
 * many slices, as it does for readers.
 */
import {waitForHydration} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {inLocale, type Locale} from './support/site';

// Loading is not what this checks: no route fetched ahead (saveData).
test.use({saveData: true});

const pages = {
  zh: {from: '简介 | Lattice', to: '示例 | Lattice'},
  en: {from: 'Introduction | Lattice', to: 'Examples | Lattice'},
} as const;

/** From the next load on, every title a task could read, in order, without repeats. */
async function sampleTitles(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as {titles?: string[]}).titles = seen;
    const sample = () => {
      const title = document.title;
      if (title && seen.at(-1) !== title) seen.push(title);
    };
    setInterval(sample, 1);
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

const titlesOf = (page: Page) =>
  page.evaluate(() => (window as {titles?: string[]}).titles ?? []);

for (const locale of ['zh', 'en'] as const satisfies readonly Locale[]) {
  test(`the title never flashes to the site name (${locale})`, async ({
    page,
  }) => {
    const {from, to} = pages[locale];
    await sampleTitles(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(inLocale(locale, '/docs/introduction'));
    await waitForHydration(page);
    // A few frames after hydration: a late write would show here.
    await page.waitForTimeout(300);
    expect(await titlesOf(page)).toEqual([from]);

    await page
      .locator(`nav a[href="${inLocale(locale, '/docs/examples')}"]`)
      .first()
      .click();
    await expect(page.locator('article h1')).toHaveText(
      to.replace(' | Lattice', ''),
    );
    await expect(page).toHaveTitle(to);
    await page.waitForTimeout(300);
    expect(await titlesOf(page)).toEqual([from, to]);
  });
}
