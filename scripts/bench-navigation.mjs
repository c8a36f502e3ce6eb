#!/usr/bin/env node
/**
 * `npm run bench:navigation [-- --runs N] [-- --way K]`: how long a reader
 * waits when moving between pages. For each way below, in a fresh
 * browser (empty cache), against nginx serving the production build: open
 * the first page, let it load and go idle, slow the CPU down 4× (a mid-range
 * phone), then click the link to the second page and time from the click
 * (the event's own timestamp, so input delay counts) to the first frame
 * painted with the new page's `<h1>`. A performance trace of that interval
 * says where the time went:
 *
 *   script   evaluating and running JavaScript (the route's chunks, React's
 *            render and commit: a production React build does not tell them
 *            apart)
 *   style    style recalculation
 *   layout   layout (and layout-tree updates)
 *   paint    paint, raster hand-off and compositing on the main thread
 *   network  the longest request started after the click, start to finish
 *            (overlaps the others: the main thread may work meanwhile)
 *   idle     the rest: the main thread waiting (for the network, a timer, a
 *            frame)
 *
 * Medians of N runs (default 5). Each way's trace of the median run is kept
 * in artifacts/navigation/ (open it in Chromium's Performance panel).
 *
 *   SITE_ROOT    the build to serve (default build/)
 *   --runs N     runs per way (default 5)
 *   --way K      only the ways whose "from → to" contains K (repeatable)
 *   --starter    instead of this site, the site `npx create-docusaurus`
 *                makes (its classic template, at the installed Docusaurus
 *                version, fetched with `npm pack` and built with this
 *                project's node_modules in artifacts/starter/): what
 *                Docusaurus itself costs a click on this machine, with
 *                nothing of ours
 *
 * Not part of `npm test`; exits 0 when a way misses the 200 ms target (it
 * says which), 1 when it cannot measure.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

import {
  chromeFlags,
  chromePath,
  machine,
  median,
  siteDir,
  siteRoot,
  startNginx,
  table,
} from './bench/common.mjs';

/** A click's target: the next page's `<h1>` painted within this, at 4× CPU. */
const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;

/**
 * [from, to, where]: the link to `to` on `from` is clicked, in `where` (the
 * sidebar and navbar, or the article); the new page's title is its `<h1>`
 * (the blog's list has none: its first post's title).
 * @typedef {[from: string, to: string, where: string]} Way
 */

/** @type {Way[]} */
const WAYS = [
  ['/zh/docs/introduction', '/zh/docs/examples', 'nav'],
  ['/zh/docs/examples', '/zh/docs/overview/interceptors', 'article'],
  ['/zh/docs/api/lattice-app', '/zh/docs/api/lattice-common', 'nav'],
  // A long guide to a long guide.
  [
    '/zh/docs/overview/application',
    '/zh/docs/built-in-modules/router-module',
    'article',
  ],
  // An API class to its package's page (the link in the line under its title).
  [
    '/zh/docs/api/lattice-app/classes/Injector',
    '/zh/docs/api/lattice-app',
    'article',
  ],
  // A blog post to the blog's list, by the footer (no page links the
  // archive, /zh/blog/archive, which is only reached by its address).
  ['/zh/blog/lattice-2.0', '/zh/blog', 'footer'],
  // The floor: two of the smallest docs pages (a category's generated index,
  // a few cards), so what is left is the chrome a navigation renders again
  // (navbar, sidebar, table of contents) and React's and the browser's own
  // work, not a page's content.
  ['/zh/docs/category/development', '/zh/docs/category/configurations', 'nav'],
  ['/docs/introduction', '/docs/examples', 'nav'],
];

/**
 * The ways of `--starter`: in its docs, two tutorial pages of one category
 * (a page to the next, as a reader goes through it) and the two categories'
 * generated indexes, the starter's counterpart of the floor way above.
 * @type {Way[]}
 */
const STARTER_WAYS = [
  [
    '/docs/tutorial-basics/create-a-page',
    '/docs/tutorial-basics/create-a-document',
    'nav',
  ],
  [
    '/docs/category/tutorial---basics',
    '/docs/category/tutorial---extras',
    'nav',
  ],
];

/** The element that is the page's title, on any page of the ways. */
const TITLE = 'article h1, main h1, main article:first-of-type header h2';

const {values} = parseArgs({
  options: {
    runs: {type: 'string', default: '5'},
    way: {type: 'string', multiple: true},
    starter: {type: 'boolean', default: false},
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench-navigation: --runs takes a whole number of at least 1');
  process.exit(2);
}
const ways = (values.starter ? STARTER_WAYS : WAYS).filter(([from, to]) =>
  values.way
    ? values.way.some((part) => `${from} → ${to}`.includes(part))
    : true,
);

const artifacts = path.join(siteDir, 'artifacts/navigation');

/**
 * Builds the site `create-docusaurus` makes with its classic template, at
 * the version of Docusaurus installed here, and returns its build folder.
 * The template's files are create-docusaurus's `shared` folder, then its
 * `classic` folder over it, as `npx create-docusaurus my-site classic` copies
 * them; its packages are this project's (the same Docusaurus release).
 */
function buildStarter() {
  const require = createRequire(import.meta.url);
  const {version} = require('@docusaurus/core/package.json');
  const dir = path.join(siteDir, 'artifacts/starter');
  const site = path.join(dir, `site-${version}`);
  if (!fs.existsSync(path.join(site, 'build/index.html'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    fs.mkdirSync(dir, {recursive: true});
    console.log(
      `bench-navigation: building create-docusaurus@${version}'s classic template`,
    );
    const tarball = execFileSync(
      'npm',
      ['pack', `create-docusaurus@${version}`, '--silent'],
      {cwd: dir, encoding: 'utf8'},
    ).trim();
    execFileSync('tar', ['xzf', tarball], {cwd: dir});
    const templates = path.join(dir, 'package/templates');
    fs.cpSync(path.join(templates, 'shared'), site, {recursive: true});
    fs.cpSync(path.join(templates, 'classic'), site, {recursive: true});
    fs.symlinkSync(
      path.join(siteDir, 'node_modules'),
      path.join(site, 'node_modules'),
    );
    execFileSync('npx', ['docusaurus', 'build'], {cwd: site, stdio: 'inherit'});
  }
  return path.join(site, 'build');
}

/** Trace events of the renderer's main thread, grouped into the parts above. */
const PARTS = {
  script: new Set([
    'EvaluateScript',
    'v8.compile',
    'v8.compileModule',
    'v8.evaluateModule',
    'FunctionCall',
    'EventDispatch',
    'TimerFire',
    'FireAnimationFrame',
    'RunMicrotasks',
    'V8.Execute',
    'v8.run',
    'MajorGC',
    'MinorGC',
    'V8.GC_MC_BACKGROUND_EVACUATE_COPY',
  ]),
  style: new Set([
    'UpdateLayoutTree',
    'RecalculateStyles',
    'ParseAuthorStyleSheet',
  ]),
  layout: new Set(['Layout', 'UpdateLayerTree', 'PrePaint', 'Layerize']),
  paint: new Set([
    'Paint',
    'PaintImage',
    'CompositeLayers',
    'Commit',
    'RasterTask',
  ]),
};

/**
 * The time of each part between `start` and `end` (trace microseconds) on
 * the main thread of the page's renderer: the outermost event of a part
 * counts, nested ones (a FunctionCall inside an EvaluateScript) do not.
 */
function partsOf(events, start, end) {
  const main = events.find(
    (event) =>
      event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const onMain = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === main?.pid &&
        event.tid === main?.tid &&
        event.ts + (event.dur ?? 0) > start &&
        event.ts < end,
    )
    .sort((a, b) => a.ts - b.ts);
  const totals = {script: 0, style: 0, layout: 0, paint: 0};
  /** End of the outermost event counted so far, per part. */
  let coveredUntil = 0;
  for (const event of onMain) {
    const part = Object.keys(PARTS).find((name) => PARTS[name].has(event.name));
    if (!part) continue;
    const from = Math.max(event.ts, start, coveredUntil);
    const to = Math.min(event.ts + event.dur, end);
    if (to <= from) continue;
    totals[part] += to - from;
    coveredUntil = to;
  }
  // Requests started after the click: the longest, send to finish.
  const sent = new Map();
  let network = 0;
  for (const event of events) {
    const id = event.args?.data?.requestId;
    if (!id) continue;
    if (event.name === 'ResourceSendRequest' && event.ts >= start)
      sent.set(id, event.ts);
    if (event.name === 'ResourceFinish' && sent.has(id)) {
      network = Math.max(network, Math.min(event.ts, end) - sent.get(id));
    }
  }
  const busy = totals.script + totals.style + totals.layout + totals.paint;
  return {
    ...Object.fromEntries(
      Object.entries(totals).map(([key, us]) => [key, us / 1000]),
    ),
    network: network / 1000,
    idle: Math.max(0, (end - start - busy) / 1000),
  };
}

/**
 * What the page keeps of the navigation it times (page times, in ms).
 * @typedef {typeof window & {__navigation: Promise<{clickedAt: number, paintedAt: number}>}} TimedWindow
 */

/**
 * One cold navigation: ms from the click to the new h1 painted, and with
 * `withTrace`, its parts (tracing slows the page down: the timed runs go
 * untraced, and one more traced run of each way gives the parts).
 * @overload
 * @param {string} baseUrl
 * @param {Way} way
 * @param {{withTrace?: false}} [options]
 * @returns {Promise<{ms: number}>}
 */
/**
 * @overload
 * @param {string} baseUrl
 * @param {Way} way
 * @param {{withTrace: true}} options
 * @returns {Promise<{ms: number, parts: Record<string, number>, traceFile: string}>}
 */
async function navigate(baseUrl, [from, to, where], {withTrace = false} = {}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
  });
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 800}});
    await page.goto(`${baseUrl}${from}`);
    await page.waitForLoadState('networkidle');
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // The page loaded and idle, as a reader who has read a while.
    await page.waitForTimeout(1000);
    const link = page.locator(`${where} a[href="${to}"]:visible`).first();
    await link.scrollIntoViewIfNeeded();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
    // In the page: the click's time, then the first frame after the new h1.
    await page.evaluate(
      ([oldTitle, titleSelector]) => {
        const timed = /** @type {TimedWindow} */ (window);
        timed.__navigation = new Promise((resolve, reject) => {
          // A way whose title never changes is a wrong way, not a slow one.
          setTimeout(
            () => reject(new Error('no new title within 20 s')),
            20_000,
          );
          let clickedAt = null;
          addEventListener('click', (event) => (clickedAt = event.timeStamp), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            const h1 = document.querySelector(titleSelector);
            if (!h1 || h1.textContent === oldTitle || clickedAt === null)
              return;
            observer.disconnect();
            // The next frame paints the h1; its end is after that paint.
            requestAnimationFrame(() =>
              setTimeout(() =>
                resolve({
                  clickedAt,
                  paintedAt: performance.now(),
                }),
              ),
            );
          });
          observer.observe(document.body, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        });
      },
      /** @type {const} */ ([
        await page.locator(TITLE).first().textContent(),
        TITLE,
      ]),
    );
    if (!withTrace) {
      await link.click();
      const timing = await page.evaluate(
        () => /** @type {TimedWindow} */ (window).__navigation,
      );
      return {ms: timing.paintedAt - timing.clickedAt};
    }
    const traceFile = path.join(artifacts, `trace-${Date.now()}.json`);
    await browser.startTracing(page, {
      path: traceFile,
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        '__metadata',
      ],
    });
    // A mark ties the page's clock (performance.now()) to the trace's.
    const markedAt = await page.evaluate(
      () => performance.mark('bench-navigation-origin').startTime,
    );
    await link.click();
    const timing = await page.evaluate(
      () => /** @type {TimedWindow} */ (window).__navigation,
    );
    await browser.stopTracing();
    const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
    const events = trace.traceEvents ?? trace;
    const mark = events.find(
      (event) => event.name === 'bench-navigation-origin',
    );
    if (!mark) throw new Error('bench-navigation: the trace has no clock mark');
    const offset = mark.ts - markedAt * 1000;
    const start = timing.clickedAt * 1000 + offset;
    const end = timing.paintedAt * 1000 + offset;
    return {
      ms: timing.paintedAt - timing.clickedAt,
      parts: partsOf(events, start, end),
      traceFile,
    };
  } finally {
    await browser.close();
  }
}

fs.mkdirSync(artifacts, {recursive: true});
console.log(
  `bench-navigation: click → new <h1> painted, ${CPU_SLOWDOWN}× CPU slowdown, nginx over the build`,
);
for (const line of machine(`@playwright/test, ${chromePath}`))
  console.log(line);
const server = await startNginx({
  siteRoot: values.starter ? buildStarter() : siteRoot,
  repoDir: siteDir,
});
const rows = [
  [
    'way',
    'painted',
    'traced',
    'script',
    'style',
    'layout',
    'paint',
    'network',
    'idle',
  ],
];
const missed = [];
try {
  for (const way of ways) {
    const [from, to] = way;
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await navigate(server.baseUrl, way));
    }
    const ms = median(results.map((result) => result.ms));
    const traced = await navigate(server.baseUrl, way, {withTrace: true});
    const part = (name) => `${Math.round(traced.parts[name])}`;
    rows.push([
      `${from} → ${to}`,
      `${Math.round(ms)} ms`,
      `${Math.round(traced.ms)} ms`,
      part('script'),
      part('style'),
      part('layout'),
      part('paint'),
      part('network'),
      part('idle'),
    ]);
    if (ms > TARGET_MS) missed.push(`${from} → ${to}`);
    const name = `${from}--${to}`.replace(/[^\w-]+/g, '_');
    fs.renameSync(traced.traceFile, path.join(artifacts, `${name}.json`));
  }
} finally {
  await server.stop();
}
console.log(`\n${table(rows)}`);
console.log(
  `\n(painted: medians of ${runs} cold untraced runs; traced: one more run under a performance trace, which slows it, with its parts in ms of main-thread time between the click and the paint, network the longest request meanwhile; traces in artifacts/navigation/)`,
);
console.log(
  missed.length
    ? `over ${TARGET_MS} ms: ${missed.join(', ')}`
    : `every way within ${TARGET_MS} ms`,
);
