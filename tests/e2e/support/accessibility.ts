/**
 * axe-core's WCAG 2.2 A and AA rules over every page of one locale, as its
 * built sitemap lists them: one browser, pages in sequence, no screenshots.
 * A reader reaches most pages from another page, in the app, without a
 * reload: that is a state of its own, and checking it instead of reloading
 * the application for each of 374 pages is what keeps this within minutes.
 * Each kind of page (home, guide, API class, blog post, …) is also checked
 * on a full load.
 * Used by tests/e2e/accessibility-<locale>.test.ts, one file per locale so
 * that jest's two workers check both locales at once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

import {buildDir, htmlFileOf} from '../../build/buildDir';
import {launchBrowser, openPage} from './browser';

const wcagTags = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
];

/** The site's routes in a locale, from its built sitemap. */
function sitemapRoutes(sitemap: string): string[] {
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
  return raw
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
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
 * Checks every page of a sitemap: one full load per kind of page, every
 * other page by client-side navigation from the page before it. Resolves
 * with the page counts and one line per violation: the page (marked when
 * it was reached in the app), the rule, and where (up to three elements).
 */
export async function checkEveryPage(sitemap: string): Promise<{
  pages: number;
  fullLoads: number;
  problems: string[];
}> {
  const routes = sitemapRoutes(sitemap);
  const session = await launchBrowser();
  const problems: string[] = [];
  const loadedKinds = new Set<string>();
  try {
    const page = await session.freshPage();
    for (const route of routes) {
      const kind = pageKindOf(route);
      const fullLoad = !loadedKinds.has(kind);
      if (fullLoad) {
        loadedKinds.add(kind);
        await openPage(page, route);
      } else {
        await navigateInApp(page, route);
      }
      const reached = new URL(page.url()).pathname;
      if (reached !== route) {
        throw new Error(`${route}: the browser is at ${reached} instead`);
      }
      // Legacy mode runs axe in the page itself; the default opens an extra
      // page per check to gather frame results, which this site has none of,
      // and that doubles the time.
      // Only violations are reported; axe skips gathering the details of
      // passes and incomplete results, which are most of its time. (One
      // options object: AxeBuilder's options() replaces what withTags() set.)
      const {violations} = await new AxeBuilder({page})
        .setLegacyMode()
        .options({
          runOnly: {type: 'tag', values: wcagTags},
          resultTypes: ['violations'],
        })
        .analyze();
      for (const violation of violations) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(
          `${route}${fullLoad ? '' : ' (reached in the app)'}: ${violation.id} (${violation.help}) at ${where}`,
        );
      }
    }
  } finally {
    await session.close();
  }
  return {pages: routes.length, fullLoads: loadedKinds.size, problems};
}
