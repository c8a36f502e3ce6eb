/**
 * axe-core's WCAG 2.2 A and AA rules over every page of both locales, as
 * their built sitemaps list them (tests/e2e/accessibility.spec.ts).
 *
 * Every page is checked as nginx serves it: its HTML with its inline scripts
 * (colour mode, the announcement bar's dismissal) but before the bundle
 * hydrates it, written into one long-lived browser page (`showServedHtml`).
 * That is the document every reader gets first, and the one a page's own
 * content decides: the hydrated page renders the same components from the
 * same props, and what hydration and the app add (the search bar, the
 * colour-mode toggle, lazily drawn code blocks, a page reached without a
 * reload) belongs to the kind of page, not to one page. So each kind (home,
 * guide, API class, blog post, …) is also checked hydrated: its first page
 * on a full load, its second as a reader reaches it, in the app, from the
 * page before. Writing served HTML into a page that keeps axe loaded costs
 * less than a client-side navigation and its render (measured in
 * PERFORMANCE.md, "The test run").
 *
 * Every rule runs on every page but the style rules (`styleRules`), the
 * costliest by far: the colour rules, which compare each text's colour with
 * what is painted behind it, and target size, which measures each control's
 * box against its neighbours'. Their outcome is the stylesheet's: the colours
 * and boxes it gives the elements and classes a page has (and, for a
 * control's width, whether its label is one or two characters), and every
 * page shares the one stylesheet. So they run, hydrated, on the first two
 * pages of each kind, and on as few other pages as hold, between them, every
 * element and class any page of the locale has (`planRuns`): a page that
 * brings an element, a class or a narrow control no other page has is
 * checked for them too.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';

import {buildDir, htmlFileOf} from '../../build/buildDir';
import {decodeEntities} from '../../build/htmlText';
import {openPage} from './browser';

const wcagTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
];

/** The site's routes in a locale, from its built sitemap. */
export function sitemapRoutes(sitemap: string): string[] {
  const xml = readFileSync(path.join(buildDir, sitemap), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname,
  );
}

/**
 * The kind of page a route is: each kind is checked once on a full load,
 * where the server's HTML is hydrated, and its other pages as a reader
 * reaches them, by client-side navigation.
 */
export function pageKindOf(route: string): string {
  const bare = route.replace(/^\/zh(?=\/|$)/, '') || '/';
  if (bare === '/') return 'home';
  if (/^\/docs(\/[^/]+)?\/api\/[^/]+\/classes\//.test(bare)) return 'api class';
  if (/^\/docs(\/[^/]+)?\/api\/[^/]+\/interfaces\//.test(bare))
    return 'api interface';
  if (/^\/docs(\/[^/]+)?\/api\/[^/]+$/.test(bare)) return 'api package';
  if (/\/category\//.test(bare)) return 'category index';
  if (/\/cli-commands\/update$/.test(bare)) return 'update page';
  if (/^\/docs\//.test(bare)) return 'guide';
  if (/^\/blog\/tags\/./.test(bare)) return 'blog tag';
  if (/^\/blog\/authors\/./.test(bare)) return 'blog author';
  if (/^\/blog\/(tags|authors|archive)$/.test(bare))
    return `blog ${bare.slice(6)}`;
  if (/^\/blog\/page\//.test(bare) || bare === '/blog') return 'blog list';
  if (/^\/blog\//.test(bare)) return 'blog post';
  return bare;
}

/** The title a route's built HTML gives the document (what Docusaurus sets). */
function builtTitle(route: string): string {
  const html = readFileSync(htmlFileOf(decodeURIComponent(route)), 'utf8');
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  return decodeEntities(raw);
}

/**
 * Moves the app to `route` the way its router moves on a click: the URL
 * changes in history, react-router hears a popstate and renders the route
 * (loading its chunks). Resolves once the document has the route's title.
 */
async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
  }, route);
  await page.waitForFunction(
    (title) => document.title === title,
    builtTitle(route),
    {timeout: 30_000},
  );
  // The page's effects (table of contents, code blocks) run after the
  // render, and the sidebar opens the new page's category with a height
  // transition: the reader sees the state after it, so axe checks that one
  // (mid-transition, links overlap and fail target-size).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running'),
    undefined,
    {timeout: 10_000, polling: 'raf'},
  );
}

/**
 * How a checked page got there: loaded and hydrated, reached in the app by
 * client-side navigation, or its served HTML before hydration.
 */
export type Arrival = 'full load' | 'in app' | 'served html';

/** One page to check, how it is reached, and whether the style rules run on it. */
export interface PlannedPage {
  readonly route: string;
  readonly arrival: Arrival;
  /** Whether the style rules run on it too (every other rule always does). */
  readonly styleRules: boolean;
}

/**
 * The rules whose outcome the stylesheet decides: those that compare colours
 * (of text with its background, of a link with the text around it), reading
 * every text's computed colours and what is painted under it, and target
 * size, which reads the box of every control and of its neighbours. Most of
 * axe's time on a page.
 */
export const styleRules = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
] as const;

/**
 * What decides how the stylesheet draws a page: each element's name alone
 * and with each of its classes, as its built HTML has them, and each link or
 * button whose text is at most two characters (narrower than a target's
 * minimum unless its padding makes up for it), marked `~narrow`; but for the
 * class naming the doc on `<html>` (`docs-doc-id-<id>`), which names the
 * page, not a style (no stylesheet of the site or of the theme selects it).
 */
export function styleTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  const classesOf = (attributes: string) => {
    // Quoted or not: the minifier leaves a single class unquoted.
    const [, quoted, bare] =
      /\bclass=(?:"([^"]*)"|([^\s"'>]+))/.exec(attributes) ?? [];
    return (quoted ?? bare ?? '')
      .split(/\s+/)
      .filter((name) => name && !name.startsWith('docs-doc-id-'));
  };
  for (const [, tag, attributes] of html.matchAll(
    /<([a-z][a-z0-9-]*)\b([^>]*)>/g,
  )) {
    tokens.add(tag!);
    for (const name of classesOf(attributes!)) tokens.add(`${tag}.${name}`);
  }
  for (const [, tag, attributes, inner] of html.matchAll(
    /<(a|button)\b([^>]*)>([\s\S]*?)<\/\1>/g,
  )) {
    const text = decodeEntities(inner!.replace(/<[^>]*>/g, '')).trim();
    if ([...text].length > 2) continue;
    tokens.add(`${tag}~narrow`);
    for (const name of classesOf(attributes!))
      tokens.add(`${tag}.${name}~narrow`);
  }
  return tokens;
}

/** The first `count` routes of each kind (`pageKindOf`), in the routes' order. */
function firstOfEachKind(routes: readonly string[], count = 1): Set<string> {
  const seen = new Map<string, number>();
  return new Set(
    routes.filter((route) => {
      const kind = pageKindOf(route);
      const before = seen.get(kind) ?? 0;
      seen.set(kind, before + 1);
      return before < count;
    }),
  );
}

/**
 * The routes the style rules run on: the first two of each kind, then, one
 * at a time, the route that holds the most elements and classes none of the
 * chosen ones holds, until they hold all of them.
 */
export function styleRoutes(
  routes: readonly string[],
  tokensOf: (route: string) => ReadonlySet<string>,
): Set<string> {
  const chosen = new Set<string>();
  const covered = new Set<string>();
  const choose = (route: string) => {
    chosen.add(route);
    for (const token of tokensOf(route)) covered.add(token);
  };
  for (const route of firstOfEachKind(routes, 2)) choose(route);
  for (;;) {
    let best: string | undefined;
    let gain = 0;
    for (const route of routes) {
      if (chosen.has(route)) continue;
      let uncovered = 0;
      for (const token of tokensOf(route)) if (!covered.has(token)) uncovered++;
      if (uncovered > gain) {
        gain = uncovered;
        best = route;
      }
    }
    if (best === undefined) return chosen;
    choose(best);
  }
}

/** The style tokens of a route's built HTML. */
export function builtStyleTokens(route: string): Set<string> {
  return styleTokens(
    readFileSync(htmlFileOf(decodeURIComponent(route)), 'utf8'),
  );
}

/**
 * At most how many pages one test checks, one after the other in one page:
 * hydrated ones, and served HTML (cheaper each, so more to a test).
 */
export const runLength = {hydrated: 40, served: 100} as const;

/** `pages` cut into runs of equal length, none longer than `length`. */
function cut<T>(pages: readonly T[], length: number): T[][] {
  if (pages.length === 0) return [];
  const size = Math.ceil(pages.length / Math.ceil(pages.length / length));
  const runs: T[][] = [];
  for (let start = 0; start < pages.length; start += size)
    runs.push(pages.slice(start, start + size));
  return runs;
}

/**
 * The pages of a sitemap, planned into runs. Every page's served HTML is
 * checked (runs of `runLength.served`). Hydrated runs hold the pages the
 * style rules run on (`styleRoutes`), the first two of each kind among them:
 * each run, and the first page of each kind, starts with a full load; the
 * others are reached by client-side navigation from the page before.
 */
export function planRuns(
  routes: readonly string[],
  tokensOf: (route: string) => ReadonlySet<string> = builtStyleTokens,
): PlannedPage[][] {
  const styled = styleRoutes(routes, tokensOf);
  const firstOfKind = firstOfEachKind(routes);
  const hydrated = routes.filter((route) => styled.has(route));
  const hydratedRuns = cut(hydrated, runLength.hydrated).map((run) =>
    run.map((route, index): PlannedPage => ({
      route,
      arrival: index === 0 || firstOfKind.has(route) ? 'full load' : 'in app',
      styleRules: true,
    })),
  );
  const servedRuns = cut(routes, runLength.served).map((run) =>
    run.map((route): PlannedPage => ({
      route,
      arrival: 'served html',
      styleRules: false,
    })),
  );
  return [...hydratedRuns, ...servedRuns];
}

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's rules over the page as it is now. axe is injected once per
 * document and kept across client-side navigations (@axe-core/playwright
 * injects it again on every analyze(), a large share of the time on this
 * site). Only violations are gathered: axe skips the details of passes and
 * incomplete results. The first pass writes no selectors, which cost axe
 * time on every page (both measured in PERFORMANCE.md, "The test run",
 * "Where the time goes"); a page with a violation is checked again with
 * them, for the message. With `styleRules: false` the style rules
 * (`styleRules`) are left out. Resolves with one line per violation: the
 * rule and where (up to three elements).
 */
export async function axeViolations(
  page: Page,
  {styleRules: withStyleRules = true}: {styleRules?: boolean} = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Through the DevTools protocol, which the site's CSP does not govern.
    await page.evaluate(axeSource);
  }
  const run = (selectors: boolean) =>
    page.evaluate(
      async ([tags, withSelectors, skipped]) => {
        const {violations} = await (
          window as unknown as {axe: typeof import('axe-core')}
        ).axe.run(document, {
          runOnly: {type: 'tag', values: tags},
          rules: Object.fromEntries(
            skipped.map((rule) => [rule, {enabled: false}]),
          ),
          resultTypes: ['violations'],
          selectors: withSelectors,
        });
        // Without selectors, a node has no target: the rule alone.
        return violations.map(
          (violation) =>
            `${violation.id} (${violation.help}) at ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target?.join(' ') ?? '?')
              .join(', ')}`,
        );
      },
      [wcagTags, selectors, withStyleRules ? [] : [...styleRules]] as const,
    );
  const found = await run(false);
  return found.length === 0 ? found : run(true);
}

/**
 * A path on the site's origin that no route has: the test answers it with an
 * empty document, into which `showServedHtml` writes the pages, so that no
 * application runs beside them.
 */
const blankPath = '/__accessibility-check__';

/**
 * Shows `route` in `page` as nginx serves it, before its bundle runs: its
 * HTML, fetched from the server (so a test's `page.route` can change it),
 * without the script files and their preload hints, written into a blank
 * document of the site's origin. The stylesheet, images and fonts load as
 * for a reader; the inline scripts run; axe stays loaded from one page to
 * the next (document.open keeps the window). Resolves once the document has
 * loaded and holds the route's title.
 */
async function showServedHtml(page: Page, route: string): Promise<void> {
  if (new URL(page.url()).pathname !== blankPath) {
    await page.route(`**${blankPath}`, (request) =>
      request.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title></title>',
      }),
    );
    await page.goto(blankPath);
  }
  await page.evaluate(async (target) => {
    const response = await fetch(target);
    if (!response.ok) throw new Error(`${target}: HTTP ${response.status}`);
    const html = (await response.text())
      .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
      .replace(
        /<link\b[^>]*\brel=["']?(?:preload|prefetch|modulepreload)\b[^>]*>/g,
        '',
      );
    document.open();
    document.write(html);
    document.close();
    if (document.readyState !== 'complete')
      await new Promise((resolve) =>
        window.addEventListener('load', resolve, {once: true}),
      );
  }, route);
  const title = await page.title();
  if (title !== builtTitle(route))
    throw new Error(`${route}: the page written holds "${title}"`);
}

/** How a violation's line says the page was reached. */
const arrivalNote: Record<Arrival, string> = {
  'full load': '',
  'in app': ' (reached in the app)',
  'served html': ' (as served, before hydration)',
};

/**
 * Checks a run of pages in `page`, in order. Resolves with one line per
 * violation: the page (marked when it was not a full load) and what axe
 * says.
 */
export async function checkRun(
  page: Page,
  run: readonly PlannedPage[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const {route, arrival, styleRules: withStyleRules} of run) {
    if (arrival === 'served html') {
      await showServedHtml(page, route);
    } else {
      if (arrival === 'full load') await openPage(page, route);
      else await navigateInApp(page, route);
      const reached = new URL(page.url()).pathname;
      if (reached !== route) {
        throw new Error(`${route}: the browser is at ${reached} instead`);
      }
    }
    for (const violation of await axeViolations(page, {
      styleRules: withStyleRules,
    })) {
      problems.push(`${route}${arrivalNote[arrival]}: ${violation}`);
    }
  }
  return problems;
}
