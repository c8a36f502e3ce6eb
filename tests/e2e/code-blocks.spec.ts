/**
 * Code blocks as a reader uses them, now that they arrive highlighted in the
 * HTML (plugins/highlight-code): the copy button copies the plain code, the
 * code theme follows the colour mode from the first paint (also before
 * React has hydrated), highlighted lines stand out, platform tabs show their
 * code highlighted, and a long line can be wrapped.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';
import {isEntryScript, scriptFiles} from './support/chunks';
import {openPage, waitForHydration} from './support/browser';
import {expect, test, type Page} from './support/fixtures';
import {inLocale, pages, storageKeys} from './support/site';

// What these tests check does not depend on loading: no route fetched ahead
// (support/fixtures.ts, saveData).
test.use({saveData: true});

// The copy button writes to the clipboard; the tests read it back.
test.use({permissions: ['clipboard-read', 'clipboard-write']});

/**
 * Waits two frames after a scroll or a load: the one in which the browser
 * finds an off-screen block near the viewport (content-visibility), and the
 * one in which it renders it.
 */
const twoFrames = (page: Page) =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 2; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });

/** The copy button's label, as i18n/zh/code.json and theme-classic say it. */
const copyLabel = {zh: '复制代码到剪贴板', en: 'Copy code to clipboard'};

/** The page of next's configuration guide, whose per-mode sample highlights a line. */
const configPage = '/docs/next/configurations/lattice-config-js';

/** The per-mode sample of the configuration guide, as its MDX source writes it. */
function configSample(locale: 'zh' | 'en'): string {
  const file =
    locale === 'en'
      ? 'docs/configurations/lattice-config-js.mdx'
      : 'i18n/zh/docusaurus-plugin-content-docs/current/configurations/lattice-config-js.mdx';
  const source = readFileSync(path.join(__dirname, '../..', file), 'utf8');
  const block = source
    .split(/^```.*$/m)
    .find((part) => part.includes('defineConfig(({ mode })'));
  if (!block)
    throw new Error(`${file}: no sample with defineConfig(({ mode })`);
  return block.replace(/^\n/, '').replace(/\n$/, '');
}

/** Colours as the browser computes them, to compare with a theme's values. */
function computedColour(page: Page, value: string): Promise<string> {
  return page.evaluate((colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, value);
}

/** The background of the first code block with an `import`, and that keyword's colour. */
function shownColours(page: Page) {
  return page.evaluate(() => {
    const keyword = [
      ...document.querySelectorAll('article pre.prism-code code span'),
    ].find((span) => span.textContent === 'import')!;
    const pre = keyword.closest('pre')!;
    return {
      background: getComputedStyle(pre).backgroundColor,
      keyword: getComputedStyle(keyword).color,
    };
  });
}

for (const locale of ['zh', 'en'] as const) {
  test.describe(`code blocks (${locale})`, () => {
    test('copy the plain code a block shows, without its magic comments', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, configPage));
      const block = page
        .locator('article .theme-code-block')
        .filter({hasText: 'defineConfig(({ mode })'});
      await block.hover();
      await block.getByRole('button', {name: copyLabel[locale]}).click();
      const sample = configSample(locale);
      expect(sample).toContain('// highlight-next-line\n');
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(sample.replace('// highlight-next-line\n', ''));
    });

    test('highlight the lines a sample marks', async ({page}) => {
      await openPage(page, inLocale(locale, configPage));
      const marked = page.locator('article .theme-code-block-highlighted-line');
      await expect(marked).toHaveCount(1);
      // Where a reader sees it: blocks far from the viewport are rendered only
      // in the frame after they come near (content-visibility), and innerText
      // is what is rendered.
      await marked.scrollIntoViewIfNeeded();
      await twoFrames(page);
      await expect(marked).toHaveText(
        /^export default defineConfig\(\(\{ mode \}\) => \(\{/,
        {useInnerText: true},
      );
      const [lineBackground, blockBackground] = await marked.evaluate(
        (line) => [
          getComputedStyle(line).backgroundColor,
          getComputedStyle(line.closest('pre')!).backgroundColor,
        ],
      );
      expect(lineBackground).not.toBe(blockBackground);
    });

    test('show the platform tab a reader picks, highlighted', async ({
      page,
    }) => {
      await openPage(page, inLocale(locale, pages.components));
      await page.getByRole('tab', {name: 'Vue', exact: true}).first().click();
      const panel = page
        .getByRole('tabpanel')
        .filter({hasText: '<script'})
        .first();
      await expect(panel).toBeVisible();
      const colours = await panel
        .locator('pre code span')
        .evaluateAll(
          (spans) =>
            new Set(spans.map((span) => getComputedStyle(span).color)).size,
        );
      // Tags, attributes, strings and keywords in their own colours.
      expect(colours).toBeGreaterThan(3);
    });
  });
}

test.describe('the blocks of a long page far from the viewport', () => {
  test('are not rendered until a reader nears them, and the page keeps its length', async ({
    page,
  }) => {
    await openPage(page, inLocale('zh', '/docs/examples'));
    await twoFrames(page);
    const rendered = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('article pre:not([hidden] pre)')].map(
          (pre) =>
            // False for the contents of a block the browser skips.
            pre
              .querySelector('code')!
              .checkVisibility({contentVisibilityAuto: true}),
        ),
      );
    const atLoad = await rendered();
    expect(atLoad[0]).toBe(true);
    expect(atLoad.filter((shown) => !shown).length).toBeGreaterThan(
      atLoad.length / 2,
    );

    // Reading down to the end renders every block on the way; the page's
    // length hardly changes (the placeholders have the blocks' heights).
    const lengthAtLoad = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    const screen = page.viewportSize()!.height;
    for (let y = 0; y < lengthAtLoad; y += screen / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await twoFrames(page);
    }
    const lengthRead = await page.evaluate(
      () => document.documentElement.scrollHeight,
    );
    expect(Math.abs(lengthRead - lengthAtLoad) / lengthRead).toBeLessThan(0.05);
  });

  test('do not move a heading a link points to', async ({page}) => {
    // The last section, below every example's code.
    const heading = encodeURIComponent('为示例提供接口');
    await page.goto(`${inLocale('zh', '/docs/examples')}#${heading}`);
    await waitForHydration(page);
    await twoFrames(page);
    const top = await page
      .locator('article h2')
      .last()
      .evaluate((element) => element.getBoundingClientRect().top);
    // Just below the navbar (the heading's scroll margin), not elsewhere.
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
  });
});

test.describe('code blocks in dark mode', () => {
  test('are dark from the first paint, before React hydrates the page', async ({
    page,
  }) => {
    const route = inLocale('zh', pages.firstSteps);
    await openPage(page, route);
    await page.evaluate(
      (key) => window.localStorage.setItem(key, 'dark'),
      storageKeys.colourMode,
    );
    // Hold the page's JavaScript back: what shows now is the server's HTML
    // and the stylesheet, as a reader on a slow connection sees it.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(scriptFiles, async (request) => {
      if (isEntryScript(request.request().url())) await held;
      await request.fallback();
    });
    // DOMContentLoaded waits for the held (deferred) scripts: wait for the
    // parsed article and the loaded stylesheets instead.
    await page.goto(route, {waitUntil: 'commit'});
    await page.waitForFunction(
      () =>
        document.querySelector('footer') !== null &&
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
          (link) => (link as HTMLLinkElement).sheet !== null,
        ),
    );
    await expect(page.locator('html')).not.toHaveAttribute(
      'data-has-hydrated',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = {
      background: await computedColour(
        page,
        darkCodeTheme.plain.backgroundColor!,
      ),
      keyword: await computedColour(page, keywordColour('dark')),
    };
    expect(await shownColours(page)).toEqual(dark);

    release();
    await waitForHydration(page);
    expect(await shownColours(page)).toEqual(dark);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('switch with the colour mode without being rendered again', async ({
    page,
  }) => {
    await openPage(page, inLocale('zh', pages.firstSteps));
    const markup = await page.locator('article pre').first().innerHTML();
    const light = await shownColours(page);
    expect(light.background).toBe(
      await computedColour(page, lightCodeTheme.plain.backgroundColor!),
    );
    await page.evaluate(() =>
      document.documentElement.setAttribute('data-theme', 'dark'),
    );
    const dark = await shownColours(page);
    expect(dark.background).toBe(
      await computedColour(page, darkCodeTheme.plain.backgroundColor!),
    );
    expect(dark.keyword).toBe(
      await computedColour(page, keywordColour('dark')),
    );
    expect(await page.locator('article pre').first().innerHTML()).toBe(markup);
  });
});

test.describe('long lines', () => {
  // A phone held upright: the sample's longest lines do not fit.
  test.use({viewport: {width: 390, height: 844}});

  test('can be wrapped with the word-wrap button', async ({page}) => {
    await openPage(page, inLocale('zh', pages.firstSteps));
    const block = page
      .locator('article .theme-code-block')
      .filter({has: page.locator('button[title="切换自动换行"]')})
      .first();
    const code = block.locator('code');
    const overflows = () =>
      code.evaluate((element) => {
        const pre = element.closest('pre')!;
        return pre.scrollWidth > pre.clientWidth;
      });
    expect(await overflows()).toBe(true);
    await block.hover();
    await block.locator('button[title="切换自动换行"]').click();
    await expect.poll(overflows).toBe(false);
  });
});

/** The colour a theme gives `import` (keyword, for every language). */
function keywordColour(mode: 'light' | 'dark'): string {
  const theme = mode === 'light' ? lightCodeTheme : darkCodeTheme;
  return theme.styles
    .filter((entry) => entry.types.includes('keyword') && !entry.languages)
    .reduce<string>(
      (colour, entry) => entry.style.color ?? colour,
      theme.plain.color!,
    );
}
