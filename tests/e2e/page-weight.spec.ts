/**
 * First-load JavaScript of the pages readers land on: every script a fresh
 * browser fetches until the page is idle, measured as the gzip size of the
 * built file it came from. Fails over budget, naming the page and the bytes.
 *
 * The budget and the pages are scripts/lib/firstLoad.mjs's: at most 0.75 of
 * the same page in the stock build, held here as the absolute figure that
 * ratio gives on the heaviest page (`npm run bench:departures` measures both
 * builds and prints it; PERFORMANCE.md, "First-load JavaScript", says from
 * which run). It is met with nothing taken away: all five versions, both
 * locales and every behaviour kept (version dropdown, preferred version,
 * sidebar, search box).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {budgetPages, firstLoadBudgetKb} from '../../scripts/lib/firstLoad.mjs';
import {buildDir} from '../build/buildDir';
import {openPage} from './support/browser';
import {expect, test} from './support/fixtures';

const gzipSize = (urlPath: string) =>
  gzipSync(readFileSync(path.join(buildDir, decodeURIComponent(urlPath))))
    .length;

for (const route of budgetPages) {
  test(`${route} loads at most the budget of JavaScript`, async ({page}) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script')
        scripts.add(new URL(request.url()).pathname);
    });
    await openPage(page, route);
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce(
      (sum, script) => sum + gzipSize(script),
      0,
    );
    // Two decimals, never rounded to the budget: 182.85 KB is over 182.8.
    const kb = (bytes / 1024).toFixed(2);
    console.log(`${route}: ${scripts.size} scripts, ${kb} KB gzip`);
    expect(scripts.size).toBeGreaterThan(1);
    if (bytes > firstLoadBudgetKb * 1024) {
      throw new Error(
        `${route} loads ${kb} KB of JavaScript (gzip), over the budget of ${firstLoadBudgetKb} KB`,
      );
    }
  });
}
