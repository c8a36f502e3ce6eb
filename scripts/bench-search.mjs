#!/usr/bin/env node
/**
 * `npm run bench:search [-- --runs N]`: how soon the first search answers,
 * as a reader meets it, on this site's build and, in the same run, on a
 * build with the search plugin's own bar and engine
 * (`STOCK_DOCUSAURUS=search-bar,search-engine`, built into
 * build-stock-search/ the first time; `--rebuild-stock` builds it again).
 *
 * For each page below and each build, in a fresh browser profile (empty
 * cache), against nginx serving the build, with the CPU slowed down 4× from
 * the start (a mid-range phone; `--cpu 1` for none) and a connection that
 * asks to save data (so that no route prefetching is counted with the
 * search): open the page, leave it idle for 2 s (`--settle <ms>`), then
 *
 * - **pointer**: move the pointer onto the search box, press it 300 ms later
 *   (`--hover <ms>`) and commit the query at once (as an IME does); the time
 *   runs from the press (the pointerdown event's own timestamp);
 * - **at once**: press Ctrl+K (no hover: the shortcut, as a touch is) and
 *   commit the query at once; the time runs from the keydown;
 *
 * until the frame after the first result is in the dropdown, as the page
 * measures it (Playwright's own checks before an action take long at 4× CPU
 * and are no part of what the reader waits). It counts the bytes the search
 * downloaded until then (by the requests' start times, at the gzip size of the
 * built files), and checks that nothing of the search was asked for before
 * the reader's first sign of intent. Medians of N runs (default 5).
 *
 * It prints the budgets of the search box and whether each holds: the first
 * result within 300 ms of the press (pointer) and 500 ms of the shortcut (at
 * once), at least 3× sooner than the plugin's bar on both, at most 60 KB gzip
 * downloaded until then on zh pages, nothing before intent; and exits 1 when
 * one does not. A `--hover` other than 300 ms is a probe (how soon each
 * bar draws once it has had longer to load; ours then loads the whole index
 * too): its pointer figures are printed, not held to the budgets.
 *
 *   SITE_ROOT    this site's build (default build/)
 *
 * `--floor` also times, on this site's build, the browser alone: the box is
 * replaced by a copy that none of the site's code listens to, and the
 * committed text puts the dropdown's HTML for the same query (taken from a
 * search on this build) under it at once. What remains is what the press or
 * the shortcut, the text and drawing the list cost the browser itself, which
 * no search box can skip; the table beside the budgets' then says how much
 * of ours is above it, and how much a third of the plugin's bar leaves.
 *
 * Then the reader-query table (tests/search/queries.ts) asked of the engine
 * the dropdown's worker runs (src/search/engine.ts) over the built indexes:
 * recall at 1 and at 3, by locale and by kind of query, and the engine's time
 * a query on this machine (no throttling).
 *
 * Not part of `npm test`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import createJiti from 'jiti';

import {
  askToSaveData,
  chromeFlags,
  chromePath,
  gzipSizeOf,
  machine,
  median,
  numberOption,
  startNginx,
  siteDir,
  siteRoot,
  table,
} from './bench/common.mjs';

const cases = [
  ['/zh/docs/introduction', '拦截器'],
  ['/zh/docs/0.7.x/introduction', '拦截器'],
  ['/docs/introduction', 'interceptor'],
];

const budgets = {pointerMs: 300, atOnceMs: 500, ratio: 3, zhKb: 60};

const argv = process.argv.slice(2);

const option = (name, fallback, options) =>
  numberOption('bench-search', name, fallback, options);

const cpuSlowdown = option('--cpu', 4);
/**
 * `--network mobile`: every response of the site held back by a round trip
 * and by its gzip size at the speed of Lighthouse's mobile profile (150 ms,
 * 1.6 Mbps). A rough model (requests in parallel do not share the
 * bandwidth), for what the loopback hides: how the bytes each bar downloads
 * weigh. The times' budgets are the loopback's; this prints the figures and
 * checks the ratio only.
 */
const mobileNetwork = argv.includes('--network')
  ? argv[argv.indexOf('--network') + 1] === 'mobile'
  : false;
if (argv.includes('--network') && !mobileNetwork) {
  console.error('bench-search: --network takes `mobile`');
  process.exit(2);
}
const mobile = {roundTripMs: 150, bitsPerSecond: 1.6e6};
const settleMs = option('--settle', 2000);
/** The budgets' hover is 300 ms; another is a probe (see the header). */
const hoverMs = option('--hover', 300, {whole: true});
const hoverProbe = hoverMs !== 300;
const runs = option('--runs', 5, {whole: true});
const floorProbe = argv.includes('--floor');
const stockRoot = path.join(siteDir, 'build-stock-search');

/** Builds the plugin's own search into build-stock-search/, unless it is there. */
function stockBuild() {
  if (fs.existsSync(stockRoot) && !argv.includes('--rebuild-stock')) return;
  console.log(
    "bench-search: building the plugin's own search (STOCK_DOCUSAURUS=search-bar,search-engine) into build-stock-search/ …",
  );
  const build = spawnSync(
    'npx',
    ['docusaurus', 'build', '--out-dir', stockRoot],
    {
      cwd: siteDir,
      env: {...process.env, STOCK_DOCUSAURUS: 'search-bar,search-engine'},
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) {
    fs.rmSync(stockRoot, {recursive: true, force: true});
    console.error('bench-search: the stock build failed');
    process.exit(1);
  }
}

/**
 * @typedef {typeof window & {__firstSearch: {intent?: number, shown?: number}}} SearchWindow
 */

/**
 * The dropdown as this site's build draws it for `query` on `route`, the
 * whole index loaded (no throttling): its HTML, for the browser-alone runs.
 */
async function dropdownHtml({baseUrl}, route, query) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}${route}`);
    await page.locator('.navbar__search input').click();
    await page.keyboard.insertText(query);
    await page.locator('.navbar__search [role="option"]').first().waitFor();
    // The refinement from the whole index, if any, is drawn by then.
    await page.waitForTimeout(1000);
    return await page.evaluate(() =>
      [...(document.querySelector('.navbar__search')?.children ?? [])]
        .filter((element) => element.tagName !== 'INPUT')
        .map((element) => element.outerHTML)
        .join(''),
    );
  } finally {
    await browser.close();
  }
}

/**
 * Leaves the browser alone on the page (`--floor`): the box is replaced by a
 * copy none of the site's code listens to (React's handlers are the
 * original element's), Ctrl+K focuses it, and the text committed into it
 * puts `html`, the dropdown of that query, under it.
 */
function browserAlone(html) {
  const template = document.createElement('template');
  template.innerHTML = html;
  const original = document.querySelector(
    '.navbar__search input.navbar__search-input',
  );
  if (!original) throw new Error('no search box');
  const box = /** @type {HTMLInputElement} */ (original.cloneNode());
  original.replaceWith(box);
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.ctrlKey && event.key === 'k') {
        event.preventDefault();
        event.stopImmediatePropagation();
        box.focus();
      }
    },
    true,
  );
  box.addEventListener('input', () =>
    box.after(template.content.cloneNode(true)),
  );
}

/**
 * One cold first search on `route` of the build nginx serves at `baseUrl`
 * (`root` on disk), the `path` way ('pointer' or 'at once'): ms from the
 * intent the path times to the frame after the first result is shown; KB
 * gzip downloaded until then; and the search's files asked for before the
 * reader's first sign of intent (none, if all is well). With `alone` (the
 * dropdown's HTML), the browser alone (`browserAlone`).
 */
async function firstSearch({baseUrl, root}, route, query, way, alone) {
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
    await askToSaveData(context);
    if (mobileNetwork) {
      // The worker's requests too: routing covers the whole context.
      await context.route('**/*', async (route) => {
        const response = await route.fetch();
        const body = await response.body();
        const bytes = zlib.gzipSync(body).length;
        await new Promise((resolve) =>
          setTimeout(
            resolve,
            mobile.roundTripMs + (bytes * 8 * 1000) / mobile.bitsPerSecond,
          ),
        );
        await route.fulfill({response, body});
      });
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const requests = [];
    // Workers fetch their own scripts and the index: watch the whole context.
    context.on('request', (request) => {
      if (/\.(js|json)$/.test(new URL(request.url()).pathname)) {
        requests.push(request);
      }
    });
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    // The page is left to finish loading (hydration, the rest of a long page)
    // as bench:navigation leaves it: the figure is the search's.
    await page.waitForTimeout(settleMs);
    const loaded = requests.length;
    if (alone) await page.evaluate(browserAlone, alone);
    await page.evaluate(
      (timedEvent) => {
        /** @type {SearchWindow['__firstSearch']} */
        const times = {};
        /** @type {SearchWindow} */ (window).__firstSearch = times;
        document.addEventListener(
          timedEvent,
          (event) => {
            const inBox =
              event.target instanceof Element &&
              event.target.closest('.navbar__search');
            if (timedEvent === 'keydown' || inBox)
              times.intent ??= event.timeStamp;
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
      },
      way === 'pointer' ? 'pointerdown' : 'keydown',
    );
    // Playwright sets up its own script in the page the first time it waits
    // on a condition there, a long task at 4× CPU: done now, it is not
    // counted in the reader's wait. The wait after the query polls
    // seldom, for the same reason (the page times itself).
    await page.waitForFunction(() => true);
    const box = page.locator('.navbar__search input.navbar__search-input');
    let beforeIntent;
    if (way === 'pointer') {
      const place = await box.boundingBox();
      if (!place) throw new Error(`bench-search: ${route}: no search box`);
      const x = place.x + place.width / 2;
      const y = place.y + place.height / 2;
      beforeIntent = requests.length;
      await page.mouse.move(x, y);
      await page.waitForTimeout(hoverMs);
      await page.mouse.down();
      await page.mouse.up();
    } else {
      beforeIntent = requests.length;
      await page.keyboard.press('Control+k');
    }
    await page.keyboard.insertText(query);
    await page.waitForFunction(
      () =>
        /** @type {SearchWindow} */ (window).__firstSearch.shown !== undefined,
      undefined,
      {timeout: 60_000, polling: 100},
    );
    const {intent, shown, origin} = await page.evaluate(() => ({
      .../** @type {SearchWindow} */ (window).__firstSearch,
      origin: performance.timeOrigin,
    }));
    if (intent === undefined || shown === undefined)
      throw new Error(`bench-search: ${route}: the page saw no ${way} intent`);
    const firstFiles = new Set();
    for (const request of requests.slice(beforeIntent)) {
      if (request.timing().startTime <= origin + shown)
        firstFiles.add(new URL(request.url()).pathname);
    }
    // Asked for after the page had loaded and before the reader reached for
    // the box: should be nothing.
    const early = requests
      .slice(loaded, beforeIntent)
      .map((request) => new URL(request.url()).pathname);
    const kb =
      [...firstFiles].reduce((sum, file) => sum + gzipSizeOf(root, file), 0) /
      1024;
    return {ms: shown - intent, kb, files: firstFiles.size, early};
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

stockBuild();
console.log('bench-search: first search on a cold page, nginx over each build');
for (const line of machine(`@playwright/test, ${chromePath}`))
  console.log(line);
const builds = [
  ['this site', siteRoot],
  ["plugin's bar", stockRoot],
];
const browserAloneName = 'the browser alone';
const servers = [];
const figures = new Map();
try {
  for (const [name, root] of builds) {
    servers.push({
      name,
      root,
      ...(await startNginx({siteRoot: root, repoDir: siteDir})),
    });
  }
  for (const [route, query] of cases) {
    const alone = floorProbe
      ? await dropdownHtml(servers[0], route, query)
      : undefined;
    for (const way of ['pointer', 'at once']) {
      // The builds alternate run by run: the machine's speed drifts.
      /** @type {Map<string, Awaited<ReturnType<typeof firstSearch>>[]>} */
      const results = new Map(servers.map(({name}) => [name, []]));
      if (alone) results.set(browserAloneName, []);
      for (let run = 0; run < runs; run += 1) {
        for (const server of servers) {
          results
            .get(server.name)
            ?.push(await firstSearch(server, route, query, way));
        }
        if (alone)
          results
            .get(browserAloneName)
            ?.push(await firstSearch(servers[0], route, query, way, alone));
      }
      for (const [name, list] of results) {
        figures.set(`${name}|${route}|${way}`, {
          ms: median(list.map((result) => result.ms)),
          kb: median(list.map((result) => result.kb)),
          files: median(list.map((result) => result.files)),
          early: [...new Set(list.flatMap((result) => result.early))],
        });
      }
    }
  }
} finally {
  for (const server of servers) await server.stop();
}

const rows = [
  [
    'page',
    'way',
    'this site',
    'until then',
    "plugin's bar",
    'until then',
    'ratio',
  ],
];
const failures = [];
for (const [route, query] of cases) {
  for (const way of ['pointer', 'at once']) {
    const ours = figures.get(`this site|${route}|${way}`);
    const stock = figures.get(`plugin's bar|${route}|${way}`);
    const ratio = stock.ms / ours.ms;
    rows.push([
      `${route} (${query})`,
      way,
      `${Math.round(ours.ms)} ms`,
      `${ours.kb.toFixed(0)} KB, ${ours.files} files`,
      `${Math.round(stock.ms)} ms`,
      `${stock.kb.toFixed(0)} KB, ${stock.files} files`,
      `${ratio.toFixed(1)}×`,
    ]);
    // A probe's pointer figures answer another question than the budgets'.
    const timed = !(hoverProbe && way === 'pointer');
    const limit = way === 'pointer' ? budgets.pointerMs : budgets.atOnceMs;
    if (timed && !mobileNetwork && ours.ms > limit)
      failures.push(
        `${route}, ${way}: ${Math.round(ours.ms)} ms, over ${limit} ms`,
      );
    if (timed && ratio < budgets.ratio)
      failures.push(
        `${route}, ${way}: ${ratio.toFixed(1)}× the plugin's bar, under ${budgets.ratio}×`,
      );
    if (timed && route.startsWith('/zh/') && ours.kb > budgets.zhKb)
      failures.push(
        `${route}, ${way}: ${ours.kb.toFixed(0)} KB before the first result, over ${budgets.zhKb} KB`,
      );
    if (ours.early.length > 0)
      failures.push(
        `${route}, ${way}: asked for before intent: ${ours.early.join(', ')}`,
      );
  }
}
console.log(`\n${table(rows)}`);
if (floorProbe) {
  const floorRows = [
    [
      'page',
      'way',
      'the browser alone',
      'ours above it',
      "a third of the plugin's bar above it",
    ],
  ];
  for (const [route, query] of cases) {
    for (const way of ['pointer', 'at once']) {
      const figure = (name) => figures.get(`${name}|${route}|${way}`).ms;
      const floor = figure(browserAloneName);
      floorRows.push([
        `${route} (${query})`,
        way,
        `${Math.round(floor)} ms`,
        `${Math.round(figure('this site') - floor)} ms`,
        `${Math.round(figure("plugin's bar") / budgets.ratio - floor)} ms`,
      ]);
    }
  }
  console.log(
    `\n${table(floorRows)}\n(the browser alone: the press or the shortcut, the text and this site's dropdown for the query drawn, with none of the site's code: --floor)`,
  );
}
console.log(
  `\n(medians of ${runs} runs at ${cpuSlowdown}× CPU, the pointer resting ${hoverMs} ms before the press${hoverProbe ? ' (a probe: its pointer figures are not held to the budgets)' : ''}, ${mobileNetwork ? `each response held ${mobile.roundTripMs} ms and its gzip size at ${mobile.bitsPerSecond / 1e6} Mbps` : 'loopback'}; "until then": gzip downloaded from the intent to the first result)`,
);
console.log(
  mobileNetwork
    ? `budgets (the times' are the loopback's): ≥ ${budgets.ratio}× the plugin's bar, ≤ ${budgets.zhKb} KB on zh pages, nothing before intent`
    : `budgets: pointer ≤ ${budgets.pointerMs} ms from the press, at once ≤ ${budgets.atOnceMs} ms from the shortcut, ≥ ${budgets.ratio}× the plugin's bar, ≤ ${budgets.zhKb} KB on zh pages, nothing before intent`,
);
if (failures.length > 0) {
  for (const failure of failures) console.log(`  not met: ${failure}`);
  process.exitCode = 1;
} else {
  console.log('  all met');
}
recall();
