#!/usr/bin/env node
/**
 * `npm run bench:search [-- --runs N]`: how fast the first search is, as a
 * reader meets it. For each page below, in a fresh browser profile (empty
 * cache), against nginx serving the production build: open the page, click
 * the navbar's search box as soon as it is drawn and commit the query at once
 * (as an IME does), then time until the first result is shown, and count the
 * bytes the search downloaded (its code, the worker and the index of that
 * locale and version, at the gzip size of their built files). The CPU is
 * slowed down 4× from the start (a mid-range phone; `--cpu 1` for none),
 * the network is this machine's loopback; the page is left idle for 2 s
 * after loading (`--settle <ms>`) before the click. Medians of N runs
 * (default 5).
 *
 *   SITE_ROOT    the build to serve (default build/)
 *
 * Then the reader-query table (tests/search/queries.ts) asked of the engine
 * the bar's worker runs (src/search/engine.ts) over the built indexes:
 * recall at 1 and at 3, by locale and by kind of query, and the engine's time
 * a query on this machine (no throttling).
 *
 * Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';

import {
  chromeFlags,
  chromePath,
  machine,
  median,
  startNginx,
  siteDir,
  siteRoot,
} from './bench/common.mjs';

const cases = [
  ['/zh/docs/introduction', '拦截器'],
  ['/zh/docs/0.7.x/introduction', '拦截器'],
  ['/docs/introduction', 'interceptor'],
];

/** A number option of the command line, or its default. */
function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  if (index === -1) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isFinite(value) || value < 1) {
    console.error(`bench-search: ${name} takes a number of at least 1`);
    process.exit(2);
  }
  return value;
}

const cpuSlowdown = option(process.argv.slice(2), '--cpu', 4);
const settleMs = option(process.argv.slice(2), '--settle', 2000);

function parseRuns(argv) {
  const index = argv.indexOf('--runs');
  const runs = index === -1 ? 5 : Number(argv[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('bench-search: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  return runs;
}

const gzipSizeOf = (urlPath) =>
  zlib.gzipSync(
    fs.readFileSync(path.join(siteRoot, decodeURIComponent(urlPath))),
  ).length;

/**
 * The page's clock (ms) at the press on the search box and at the frame
 * after the first result is shown, as the page sees them happen.
 * @typedef {typeof window & {__firstSearch: {pressed?: number, shown?: number}}} SearchWindow
 */

/**
 * One cold first search: ms from the reader's press on the box (the
 * pointerdown event's own timestamp) to the frame after the first result is
 * in the dropdown, as the page measures it (Playwright's own checks before a
 * click take long at 4× CPU, PERFORMANCE.md, "Search", and are no part of
 * what the reader waits);
 * the bytes downloaded until then, and in all once the network is idle again
 * (the worker loads the whole index after answering from its head).
 */
async function firstSearch(baseUrl, route, query) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
  });
  try {
    const context = await browser.newContext();
    // A connection that asks to save data: Docusaurus then prefetches no
    // route (the pointer crosses the navbar's links on its way to the box),
    // so what is counted is the search's alone, as in the browser test of
    // its weight (tests/e2e/search.spec.ts).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {
        configurable: true,
        get: () => ({
          effectiveType: '4g',
          saveData: true,
          addEventListener() {},
          removeEventListener() {},
        }),
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    // The page is left to finish loading (hydration, the rest of a long page)
    // as bench:navigation leaves it: the figure is the search's.
    await page.waitForTimeout(settleMs);
    await page.evaluate(() => {
      /** @type {SearchWindow['__firstSearch']} */
      const times = {};
      /** @type {SearchWindow} */ (window).__firstSearch = times;
      document.addEventListener(
        'pointerdown',
        (event) => {
          if (
            event.target instanceof Element &&
            event.target.closest('.navbar__search')
          ) {
            times.pressed ??= event.timeStamp;
          }
        },
        true,
      );
      const observer = new MutationObserver(() => {
        if (document.querySelector('.navbar__search [role="option"]')) {
          observer.disconnect();
          requestAnimationFrame(() => {
            times.shown = performance.now();
          });
        }
      });
      observer.observe(document.body, {childList: true, subtree: true});
    });
    const requests = [];
    // Workers fetch their own scripts and the index: watch the whole context.
    context.on('request', (request) => {
      if (/\.(js|json)$/.test(new URL(request.url()).pathname)) {
        requests.push(request);
      }
    });
    await page.click('.navbar__search input.navbar__search-input');
    await page.keyboard.insertText(query);
    await page.waitForFunction(
      () =>
        /** @type {SearchWindow} */ (window).__firstSearch.shown !== undefined,
    );
    const {
      pressed,
      shown: at,
      origin,
    } = await page.evaluate(() => ({
      .../** @type {SearchWindow} */ (window).__firstSearch,
      origin: performance.timeOrigin,
    }));
    // Shown: waitForFunction saw it; pressed: the click lands in the box.
    if (pressed === undefined || at === undefined)
      throw new Error(
        `bench-search: ${route}: the page saw no press on the search box`,
      );
    // The worker loads the whole index half a second after its first answer.
    await page.waitForTimeout(2000);
    await page.waitForLoadState('networkidle');
    // Requested before the first result was shown (request times are epoch
    // milliseconds), and all.
    const firstFiles = new Set();
    const allFiles = new Set();
    for (const request of requests) {
      const file = new URL(request.url()).pathname;
      allFiles.add(file);
      if (request.timing().startTime <= origin + at) firstFiles.add(file);
    }
    const kb = (files) =>
      [...files].reduce((sum, file) => sum + gzipSizeOf(file), 0) / 1024;
    return {
      ms: at - pressed,
      first: kb(firstFiles),
      all: kb(allFiles),
      files: firstFiles.size,
    };
  } finally {
    await browser.close();
  }
}

/** Recall at 1 and 3 of the query table, by locale and by kind. */
function recall() {
  const load = createJiti(import.meta.url);
  const {zh, en} = load('../tests/search/queries.ts');
  const {searchFrom} = load('../tests/search/indexes.ts');
  const rows = [
    ...zh.map((row) => ({...row, locale: 'zh'})),
    ...en.map((row) => ({...row, locale: 'en'})),
  ];
  const times = [];
  const groups = new Map();
  const misses = [];
  for (const row of rows) {
    searchFrom(siteRoot, row.from, row.query); // the index loaded, JIT warm
    const started = performance.now();
    const {results} = searchFrom(siteRoot, row.from, row.query);
    times.push(performance.now() - started);
    const at = results.map(({document}) => document.u).indexOf(row.expected);
    if (at !== 0)
      misses.push(
        `${row.query} (${row.from}): ${at === -1 ? 'not in the results' : `result ${at + 1}`}`,
      );
    for (const key of [`${row.locale} (all)`, `${row.locale} ${row.kind}`]) {
      const group = groups.get(key) ?? {n: 0, at1: 0, at3: 0};
      group.n += 1;
      if (at === 0) group.at1 += 1;
      if (at >= 0 && at < 3) group.at3 += 1;
      groups.set(key, group);
    }
  }
  console.log(
    `\n${'queries'.padEnd(24)} ${'n'.padStart(3)}  recall@1  recall@3`,
  );
  for (const [key, {n, at1, at3}] of [...groups].sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    const pct = (k) => `${Math.round((100 * k) / n)} %`.padStart(8);
    console.log(
      `${key.padEnd(24)} ${String(n).padStart(3)}  ${pct(at1)}  ${pct(at3)}`,
    );
  }
  for (const miss of misses)
    console.log(`  first result is not the page: ${miss}`);
  console.log(
    `engine: median ${median(times).toFixed(1)} ms, slowest ${Math.max(...times).toFixed(1)} ms a query (index loaded; Node, no throttling)`,
  );
}

const runs = parseRuns(process.argv.slice(2));
console.log('bench-search: first search on a cold page, nginx over the build');
for (const line of machine(`@playwright/test, ${chromePath}`))
  console.log(line);
const server = await startNginx({siteRoot, repoDir: siteDir});
try {
  console.log(
    `\n${'page'.padEnd(32)} ${'query'.padEnd(12)} first result   until then (gzip)    when idle`,
  );
  for (const [route, query] of cases) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await firstSearch(server.baseUrl, route, query));
    }
    const ms = median(results.map((result) => result.ms));
    const first = median(results.map((result) => result.first));
    const all = median(results.map((result) => result.all));
    const files = median(results.map((result) => result.files));
    console.log(
      `${route.padEnd(32)} ${query.padEnd(12)} ${`${Math.round(ms)} ms`.padStart(12)}   ${`${first.toFixed(0)} KB in ${files} files`.padEnd(20)} ${all.toFixed(0)} KB`,
    );
  }
  console.log(
    `\n(medians of ${runs} runs at ${cpuSlowdown}× CPU; the search index is fetched on first use)`,
  );
} finally {
  await server.stop();
}
recall();
