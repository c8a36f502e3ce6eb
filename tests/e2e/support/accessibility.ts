/**
 * axe-core's WCAG 2.2 A and AA rules over every page of both locales, as
 * their built sitemaps list them (tests/e2e/accessibility.spec.ts).
 * A reader reaches most pages from another page, in the app, without a
 * reload: that is a state of its own, and checking it instead of reloading
 * the application for every page is what keeps this within minutes.
 * Each kind of page (home, guide, API class, blog post, …) is also checked
 * on a full load. The pages are checked in runs of `runLength` (one test
 * each), so that Playwright's two workers share them out.
 *
 * Every rule runs on every page but the colour rules (`colourRules`), the
 * costliest by far, which compare each text's colour with what is painted
 * behind it. The colours a page shows are its stylesheet's, chosen by the
 * elements and classes it has, and every page shares the one stylesheet: so
 * the colour rules run on the first page of each kind, and on as few other
 * pages as hold, between them, every element and class any page of the
 * locale has (`planRuns`). A page that brings an element or class no other
 * page has is checked for colour too.
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

/** One page to check, how the reader arrives at it, and whether its colours are checked. */
export interface PlannedPage {
  readonly route: string;
  readonly fullLoad: boolean;
  /** Whether the colour rules run on it too (every other rule always does). */
  readonly colours: boolean;
}

/**
 * The rules that compare colours (of text with its background, of a link
 * with the text around it). They read every text's computed colours and
 * what is painted under it, most of axe's time on a page.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'] as const;

/**
 * What decides a page's colours: each element's name alone and with each of
 * its classes, as its built HTML has them; but for the class naming the doc
 * on `<html>` (`docs-doc-id-<id>`), which names the page, not a style (no
 * stylesheet of the site or of the theme selects it).
 */
export function styleTokens(html: string): Set<string> {
  const tokens = new Set<string>();
  for (const [, tag, attributes] of html.matchAll(
    /<([a-z][a-z0-9-]*)\b([^>]*)>/g,
  )) {
    tokens.add(tag!);
    // Quoted or not: the minifier leaves a single class unquoted.
    const [, quoted, bare] =
      /\bclass=(?:"([^"]*)"|([^\s"'>]+))/.exec(attributes!) ?? [];
    const classes = quoted ?? bare ?? '';
    for (const name of classes.split(/\s+/).filter(Boolean))
      if (!name.startsWith('docs-doc-id-')) tokens.add(`${tag}.${name}`);
  }
  return tokens;
}

/** The first route of each kind (`pageKindOf`), in the routes' order. */
function firstOfEachKind(routes: readonly string[]): Set<string> {
  const kinds = new Set<string>();
  return new Set(
    routes.filter((route) => {
      const kind = pageKindOf(route);
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      return true;
    }),
  );
}

/**
 * The routes whose colours are checked: the first of each kind, then, one
 * at a time, the route that holds the most elements and classes none of the
 * chosen ones holds, until they hold all of them.
 */
export function colourRoutes(
  routes: readonly string[],
  tokensOf: (route: string) => ReadonlySet<string>,
): Set<string> {
  const chosen = new Set<string>();
  const covered = new Set<string>();
  const choose = (route: string) => {
    chosen.add(route);
    for (const token of tokensOf(route)) covered.add(token);
  };
  for (const route of firstOfEachKind(routes)) choose(route);
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

/** At most how many pages one test checks, one after the other in one page. */
export const runLength = 40;

/**
 * The pages of a sitemap cut into runs of `runLength`: each run starts with a
 * full load, and so does the first page of each kind (wherever it falls);
 * every other page is reached by client-side navigation from the one before.
 */
export function planRuns(
  routes: readonly string[],
  tokensOf: (route: string) => ReadonlySet<string> = builtStyleTokens,
): PlannedPage[][] {
  const coloured = colourRoutes(routes, tokensOf);
  const firstOfKind = firstOfEachKind(routes);
  // Runs of equal length, none longer than runLength.
  const size = Math.ceil(routes.length / Math.ceil(routes.length / runLength));
  const runs: PlannedPage[][] = [];
  for (let start = 0; start < routes.length; start += size) {
    runs.push(
      routes.slice(start, start + size).map((route, index) => ({
        route,
        fullLoad: index === 0 || firstOfKind.has(route),
        colours: coloured.has(route),
      })),
    );
  }
  return runs;
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
 * them, for the message. With `colours: false` the colour rules
 * (`colourRules`) are left out. Resolves with one line per violation: the
 * rule and where (up to three elements).
 */
export async function axeViolations(
  page: Page,
  {colours = true}: {colours?: boolean} = {},
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
      [wcagTags, selectors, colours ? [] : [...colourRules]] as const,
    );
  const found = await run(false);
  return found.length === 0 ? found : run(true);
}

/**
 * Checks a run of pages in `page`, in order. Resolves with one line per
 * violation: the page (marked when it was reached in the app) and what axe
 * says.
 */
export async function checkRun(
  page: Page,
  run: readonly PlannedPage[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const {route, fullLoad, colours} of run) {
    if (fullLoad) await openPage(page, route);
    else await navigateInApp(page, route);
    const reached = new URL(page.url()).pathname;
    if (reached !== route) {
      throw new Error(`${route}: the browser is at ${reached} instead`);
    }
    for (const violation of await axeViolations(page, {colours})) {
      problems.push(
        `${route}${fullLoad ? '' : ' (reached in the app)'}: ${violation}`,
      );
    }
  }
  return problems;
}
