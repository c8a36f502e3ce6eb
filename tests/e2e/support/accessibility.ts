/**
 * axe-core's WCAG 2.2 A and AA rules over every page of both locales, as
 * their built sitemaps list them (tests/e2e/accessibility.spec.ts).
 * A reader reaches most pages from another page, in the app, without a
 * reload: that is a state of its own, and checking it instead of reloading
 * the application for every page is what keeps this within minutes.
 * Each kind of page (home, guide, API class, blog post, …) is also checked
 * on a full load. The pages are checked in runs of `runLength` (one test
 * each), so that Playwright's two workers share them out.
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

/** One page to check, and how the reader arrives at it. */
export interface PlannedPage {
  readonly route: string;
  readonly fullLoad: boolean;
}

/** At most how many pages one test checks, one after the other in one page. */
export const runLength = 40;

/**
 * The pages of a sitemap cut into runs of `runLength`: each run starts with a
 * full load, and so does the first page of each kind (wherever it falls);
 * every other page is reached by client-side navigation from the one before.
 */
export function planRuns(routes: readonly string[]): PlannedPage[][] {
  const firstOfKind = new Set<string>();
  const seenKinds = new Set<string>();
  for (const route of routes) {
    const kind = pageKindOf(route);
    if (!seenKinds.has(kind)) {
      seenKinds.add(kind);
      firstOfKind.add(route);
    }
  }
  // Runs of equal length, none longer than runLength.
  const size = Math.ceil(routes.length / Math.ceil(routes.length / runLength));
  const runs: PlannedPage[][] = [];
  for (let start = 0; start < routes.length; start += size) {
    runs.push(
      routes.slice(start, start + size).map((route, index) => ({
        route,
        fullLoad: index === 0 || firstOfKind.has(route),
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
 * them, for the message. Resolves with one line per violation: the rule and
 * where (up to three elements).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Through the DevTools protocol, which the site's CSP does not govern.
    await page.evaluate(axeSource);
  }
  const run = (selectors: boolean) =>
    page.evaluate(
      async ([tags, withSelectors]) => {
        const {violations} = await (
          window as unknown as {axe: typeof import('axe-core')}
        ).axe.run(document, {
          runOnly: {type: 'tag', values: tags},
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
      [wcagTags, selectors] as const,
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
  for (const {route, fullLoad} of run) {
    if (fullLoad) await openPage(page, route);
    else await navigateInApp(page, route);
    const reached = new URL(page.url()).pathname;
    if (reached !== route) {
      throw new Error(`${route}: the browser is at ${reached} instead`);
    }
    for (const violation of await axeViolations(page)) {
      problems.push(
        `${route}${fullLoad ? '' : ' (reached in the app)'}: ${violation}`,
      );
    }
  }
  return problems;
}
