/**
 * Every page of both locales passes axe-core's WCAG 2.2 A and AA rules (see
 * support/accessibility.ts): the pages of each sitemap in runs of at most 40, one
 * test per run, shared out between the workers. Each run starts on a full
 * load, as does the first page of each kind; the rest are reached in the
 * app, as a reader reaches them. The colour rules run on the pages that
 * hold, between them, every element and class of the locale's pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {locales} from '../../scripts/lib/routeMap';
import {buildDir} from '../build/buildDir';
import {
  builtStyleTokens,
  checkRun,
  colourRoutes,
  pageKindOf,
  planRuns,
  sitemapRoutes,
} from './support/accessibility';
import {expect, test} from './support/fixtures';

test.describe.configure({mode: 'parallel'});
// A reader who prefers reduced motion: the sidebar opens a category without
// its height transition, so a page reached in the app is in its final state
// at once (the same state axe would otherwise wait for, so each page is
// checked sooner: PERFORMANCE.md, "The test run", "Where the time goes").
test.use({reducedMotion: 'reduce'});
// A reader who asks to save data: the same pages, but Docusaurus fetches no
// route ahead (the links in view), work that competed with axe for the CPU
// (measured in the same place).
test.use({saveData: true});

for (const {locale, prefix} of locales) {
  const sitemap = `${prefix ? prefix.slice(1) + '/' : ''}sitemap.xml`;
  const routes = sitemapRoutes(sitemap);
  const runs = planRuns(routes);

  test(`${sitemap}: every page is planned, each kind also on a full load`, () => {
    const planned = runs.flat();
    expect(routes.length).toBeGreaterThan(300);
    expect(planned.map(({route}) => route)).toEqual(routes);
    const fullLoadKinds = new Set(
      planned
        .filter(({fullLoad}) => fullLoad)
        .map(({route}) => pageKindOf(route)),
    );
    const kinds = new Set(routes.map(pageKindOf));
    expect(kinds.size).toBeGreaterThan(10);
    expect([...kinds].filter((kind) => !fullLoadKinds.has(kind))).toEqual([]);
  });

  test(`${sitemap}: the pages whose colours are checked hold every element and class of its pages`, () => {
    const coloured = runs.flat().filter(({colours}) => colours);
    const tokens = new Map(
      routes.map((route) => [route, builtStyleTokens(route)]),
    );
    const held = new Set(
      coloured.flatMap(({route}) => [...tokens.get(route)!]),
    );
    const missing = new Set<string>();
    for (const [route, tokensOfRoute] of tokens)
      for (const token of tokensOfRoute)
        if (!held.has(token)) missing.add(`${token} (${route})`);
    expect([...missing]).toEqual([]);
    // The page-naming class left out of the tokens styles nothing.
    const cssDir = path.join(buildDir, 'assets/css');
    for (const file of readdirSync(cssDir))
      expect(readFileSync(path.join(cssDir, file), 'utf8')).not.toContain(
        'docs-doc-id-',
      );
    // Fewer than all: otherwise the split buys nothing.
    expect(coloured.length).toBeLessThan(routes.length / 4);
    // A class only one page has makes that page's colours checked.
    const lone = routes.find(
      (route) => !coloured.some((planned) => planned.route === route),
    )!;
    tokens.set(lone, new Set([...tokens.get(lone)!, 'p.only-here']));
    expect(colourRoutes(routes, (route) => tokens.get(route)!)).toContain(lone);
  });

  test(`${locale}: a violation is found, named and placed`, async ({page}) => {
    // The guard against a check that passes on anything: one page served
    // with an image that has no text alternative.
    const route = `${prefix}/faq`;
    await page.route(`**${route}`, async (request) => {
      const response = await request.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<img id="no-alt" src="/img/logo.svg" width="20" height="20"></body>',
      );
      await request.fulfill({response, body: html});
    });
    expect(
      await checkRun(page, [{route, fullLoad: true, colours: false}]),
    ).toEqual([
      expect.stringMatching(
        new RegExp(`^${route}: image-alt \\(.+\\) at #no-alt$`),
      ),
    ]);
  });

  runs.forEach((run, index) => {
    const first = index * runs[0]!.length + 1;
    const last = run[run.length - 1]!.route;
    test(`${locale} pages ${first}–${first + run.length - 1} (${run[0]!.route} … ${last}): no WCAG 2.2 A or AA violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      expect(await checkRun(page, run)).toEqual([]);
    });
  });
}
