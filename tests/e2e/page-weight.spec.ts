/**
 * First-load JavaScript of the pages readers land on: every script a fresh
 * browser fetches until the page is idle, measured as the gzip size of the
 * built file it came from. Fails over budget, naming the page and the bytes.
 *
 * The budget (FIRST_LOAD_BUDGET_KB below) is met with nothing taken away:
 * all five versions, both locales and every behaviour kept (version dropdown,
 * preferred version, sidebar, search box). PERFORMANCE.md ("First-load
 * JavaScript", "What each departure buys") says where the bytes go.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {buildDir} from '../build/buildDir';
import {openPage} from './support/browser';
import {expect, test} from './support/fixtures';

/** KB (1024 bytes) of gzip JavaScript a page may load before it is idle. */
export const FIRST_LOAD_BUDGET_KB = 180;

const pages = [
  '/zh/',
  '/zh/docs/introduction',
  '/zh/docs/overview/interceptors',
  '/zh/docs/examples',
  '/zh/docs/0.7.x/examples',
  '/zh/docs/api/lattice-app',
  '/zh/docs/api/lattice-common',
  '/zh/docs/api/lattice-app/classes/LatticeApplication',
  '/zh/docs/api/lattice-common/interfaces/ModuleMetadata',
  '/zh/docs/0.7.x/introduction',
  // The longest update pages: their written steps and the API changes of 1.0.
  '/zh/docs/0.7.x/cli-commands/update',
  '/zh/docs/1.0.x/cli-commands/update',
  '/zh/docs/0.7.x/api/lattice-logger/classes/Logger',
  '/docs/api/lattice-app/classes/Injector',
];

const gzipSize = (urlPath: string) =>
  gzipSync(readFileSync(path.join(buildDir, decodeURIComponent(urlPath))))
    .length;

for (const route of pages) {
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
    // Two decimals, never rounded to the budget: 180.2 KB is over 180.
    const kb = (bytes / 1024).toFixed(2);
    console.log(`${route}: ${scripts.size} scripts, ${kb} KB gzip`);
    expect(scripts.size).toBeGreaterThan(1);
    if (bytes > FIRST_LOAD_BUDGET_KB * 1024) {
      throw new Error(
        `${route} loads ${kb} KB of JavaScript (gzip), over the budget of ${FIRST_LOAD_BUDGET_KB} KB`,
      );
    }
  });
}
