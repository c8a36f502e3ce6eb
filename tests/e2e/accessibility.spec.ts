/**
 * Every page of both locales passes axe-core's WCAG 2.2 A and AA rules (see
 * support/accessibility.ts): each page's HTML as served, and each kind of
 * page hydrated, on a full load and reached in the app; one test per run of
 * pages, shared out between the workers. The style rules (colours, target
 * size) run on the pages that hold, between them, every element and class
 * of the locale's pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {locales} from '../../scripts/lib/routeMap';
import {buildDir} from '../build/buildDir';
import {
  type Arrival,
  builtStyleTokens,
  checkRun,
  styleRoutes,
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

  test(`${sitemap}: every page is planned, each kind also hydrated, on a full load and in the app`, () => {
    const planned = runs.flat();
    expect(routes.length).toBeGreaterThan(300);
    const reached = (arrival: Arrival) =>
      planned.filter((page) => page.arrival === arrival);
    expect(reached('served html').map(({route}) => route)).toEqual(routes);
    const kinds = new Set(routes.map(pageKindOf));
    expect(kinds.size).toBeGreaterThan(10);
    const kindsOf = (arrival: Arrival) =>
      new Set(reached(arrival).map(({route}) => pageKindOf(route)));
    // A kind with one page has none to reach in the app.
    const single = [...kinds].filter(
      (kind) =>
        routes.filter((route) => pageKindOf(route) === kind).length === 1,
    );
    expect(
      [...kinds].filter((kind) => !kindsOf('full load').has(kind)),
    ).toEqual([]);
    expect(
      [...kinds].filter(
        (kind) => !kindsOf('in app').has(kind) && !single.includes(kind),
      ),
    ).toEqual([]);
    // The style rules run on hydrated pages only.
    expect(reached('served html').filter(({styleRules}) => styleRules)).toEqual(
      [],
    );
  });

  test(`${sitemap}: the pages the style rules run on hold every element, class and narrow control of its pages`, () => {
    const styled = runs.flat().filter(({styleRules}) => styleRules);
    const tokens = new Map(
      routes.map((route) => [route, builtStyleTokens(route)]),
    );
    const held = new Set(styled.flatMap(({route}) => [...tokens.get(route)!]));
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
    expect(styled.length).toBeLessThan(routes.length / 4);
    // A class only one page has puts that page under the style rules.
    const lone = routes.find(
      (route) => !styled.some((planned) => planned.route === route),
    )!;
    tokens.set(lone, new Set([...tokens.get(lone)!, 'p.only-here']));
    expect(styleRoutes(routes, (route) => tokens.get(route)!)).toContain(lone);
  });

  test(`${locale}: a violation is found, named and placed, in a page hydrated and as served`, async ({
    page,
  }) => {
    // The guard against a check that passes on anything: a page of an
    // older version served with an image that has no text alternative,
    // reached on a full load and as served.
    const route = `${prefix}/docs/1.0.x/overview/providers`;
    await page.route(`**${route}`, async (request) => {
      const response = await request.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<img id="no-alt" src="/img/logo.svg" width="20" height="20"></body>',
      );
      await request.fulfill({response, body: html});
    });
    const found = (arrival: Arrival) =>
      checkRun(page, [{route, arrival, styleRules: false}]);
    expect(await found('full load')).toEqual([
      expect.stringMatching(
        new RegExp(`^${route}: image-alt \\(.+\\) at #no-alt$`),
      ),
    ]);
    expect(await found('served html')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${route} \\(as served, before hydration\\): image-alt \\(.+\\) at #no-alt$`,
        ),
      ),
    ]);
  });

  runs.forEach((run, index) => {
    const how = run[0]!.arrival === 'served html' ? 'as served' : 'hydrated';
    const last = run[run.length - 1]!.route;
    test(`${locale} run ${index + 1} of ${runs.length}, ${run.length} pages ${how} (${run[0]!.route} … ${last}): no WCAG 2.2 A or AA violation`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      expect(await checkRun(page, run)).toEqual([]);
    });
  });
}
