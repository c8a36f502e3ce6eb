/**
 * axe-core's WCAG 2.2 A and AA rules over every page of one locale, as its
 * built sitemap lists them: one browser, pages in sequence, no screenshots.
 * Used by tests/e2e/accessibility-<locale>.test.ts, one file per locale so
 * that jest's two workers check both locales at once.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';

import {buildDir} from '../../build/buildDir';
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
 * Checks every page of a sitemap; resolves with the page count and one line
 * per violation: the page, the rule, and where (up to three elements).
 */
export async function checkEveryPage(
  sitemap: string,
): Promise<{pages: number; problems: string[]}> {
  const routes = sitemapRoutes(sitemap);
  const session = await launchBrowser();
  const problems: string[] = [];
  try {
    const page = await session.freshPage();
    for (const route of routes) {
      await openPage(page, route);
      // Legacy mode runs axe in the page itself; the default opens an extra
      // page per check to gather frame results, which this site has none of,
      // and that doubles the time.
      const {violations} = await new AxeBuilder({page})
        .setLegacyMode()
        .withTags(wcagTags)
        .analyze();
      for (const violation of violations) {
        const where = violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ');
        problems.push(
          `${route}: ${violation.id} (${violation.help}) at ${where}`,
        );
      }
    }
  } finally {
    await session.close();
  }
  return {pages: routes.length, problems};
}
