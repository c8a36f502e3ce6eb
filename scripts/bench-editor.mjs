#!/usr/bin/env node
/**
 * `npm run bench:editor [-- --runs N] [-- --cpu N]`: how soon a sample's
 * editor answers (src/components/SampleEditor), as a reader meets it, on
 * the build nginx serves (SITE_ROOT, default build/), in a fresh browser
 * profile each run, with the CPU slowed down 4× from the start (`--cpu 1`
 * for none) and a connection that asks to save data (no route prefetching
 * is counted). For each page below, medians of N runs (default 5):
 *
 * - **caret**: from the press on the first sample's Edit to the frame after
 *   the editor's text has the focus, which is when the browser paints its
 *   caret (the editor draws none of its own; CodeMirror's `cm-focused`
 *   class, for styles only, follows on a timer of its own);
 * - **diagnostics**: from the press to the frame after the compiler's first
 *   answer is shown (the status under the block says it);
 * - **keystroke**: after a keystroke that breaks the sample, until the frame
 *   after its error is shown (the linter first waits for more keys);
 * - **hover**: from the pointer resting on a name to its quick info;
 * - **second Edit**: another sample of the same page, then one of another
 *   page of the same version reached inside the app: press to diagnostics;
 * - **downloaded**: what the first Edit fetched until its diagnostics, gzip,
 *   split into the editor (CodeMirror and ours), the compiler (TypeScript in
 *   the worker), the libraries (the workspace and library packs) and, on zh
 *   pages, TypeScript's Chinese messages.
 *
 * It prints the budgets and whether each holds (caret ≤ 300 ms, first
 * diagnostics ≤ 8 s on /zh/docs/examples, a second Edit ≤ 1 s, a keystroke's
 * diagnostics ≤ 400 ms, hover ≤ 150 ms) and exits 1 when one does not.
 * First-load JavaScript is tests/e2e/page-weight.spec.ts's to check.
 *
 * Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';

import {
  askToSaveData,
  chromeFlags,
  chromePath,
  machine,
  median,
  numberOption,
  siteDir,
  siteRoot,
  startNginx,
  table,
} from './bench/common.mjs';

/** Each page, and a page of the same version that the sidebar reaches. */
const cases = [
  {route: '/zh/docs/examples', next: '/zh/docs/introduction'},
  {route: '/docs/1.1.x/introduction', next: '/docs/1.1.x/examples'},
];

const budgets = {
  caretMs: 300,
  firstDiagnosticsMs: 8000,
  secondEditMs: 1000,
  keystrokeMs: 400,
  hoverMs: 150,
};

const runs = numberOption('bench-editor', '--runs', 5, {whole: true});
const cpuSlowdown = numberOption('bench-editor', '--cpu', 4, {whole: true});

/** What a built file is, for the split of the first Edit's download. */
function kindOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.includes('createLanguageService')) return 'compiler';
  if (text.includes('Cannot_find_name_0_2304')) return 'messages';
  if (/"\/(lib|node_modules|s\d+)\//.test(text)) return 'libraries';
  return 'editor';
}

/**
 * In the page: times of the editor's milestones for the block at `index`.
 * @param {number} index
 */
function watch(index) {
  const block = document.querySelectorAll('article .theme-code-block')[index];
  /** @type {Record<string, number>} */
  const times = {};
  window.__editor = times;
  for (const type of ['pointerdown', 'keydown'])
    block.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element && event.target.closest('button'))
          times.press ??= event.timeStamp;
      },
      true,
    );
  const frame = (key) =>
    requestAnimationFrame(() => (times[key] ??= performance.now()));
  document.addEventListener('focusin', (event) => {
    if (
      times.caret === undefined &&
      event.target instanceof Element &&
      event.target.matches('.cm-content') &&
      block.contains(event.target)
    )
      frame('caret');
  });
  const observer = new MutationObserver(() => {
    const status = block.querySelector('p[role="status"]');
    if (
      status instanceof HTMLElement &&
      times.answered === undefined &&
      status.dataset.state !== 'loading'
    )
      frame('answered');
    if (block.querySelector('.cm-lintRange-error') && times.typed !== undefined)
      frame('error');
    if (document.querySelector('.cm-tooltip-hover') && times.rest !== undefined)
      frame('hover');
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
  });
}

/** The index among the article's code blocks of the `nth` one with an Edit button. */
const editableIndex = (page, nth) =>
  page
    .locator('article .theme-code-block')
    .evaluateAll(
      (blocks, n) =>
        blocks
          .map((block, i) =>
            block.querySelector('button[class*="editButton"]') ? i : -1,
          )
          .filter((i) => i >= 0)[n] ?? -1,
      nth,
    );

/**
 * Ms from one of the editor's milestones to another, once the second has come.
 * @param {import('@playwright/test').Page} page
 * @param {string} from
 * @param {string} to
 */
async function between(page, from, to) {
  await page.waitForFunction((key) => window.__editor[key] !== undefined, to, {
    timeout: 30_000,
  });
  return page.evaluate(
    ([a, b]) => window.__editor[b] - window.__editor[a],
    [from, to],
  );
}

/**
 * Presses the Edit button of the block at `index` as a reader with a mouse
 * does: the pointer arrives on it and presses 300 ms later (`atOnce`: the
 * press comes with no hover, as a finger's or the keyboard's).
 */
async function pressEdit(page, index, atOnce = false) {
  const block = page.locator('article .theme-code-block').nth(index);
  await block.scrollIntoViewIfNeeded();
  await page.evaluate(watch, index);
  const button = block.locator('button[class*="editButton"]');
  if (atOnce) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.scrollIntoViewIfNeeded();
    const box = await button.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(300);
    await page.mouse.down();
    await page.mouse.up();
  }
  await page
    .waitForFunction(() => window.__editor.answered !== undefined, undefined, {
      timeout: 60_000,
    })
    .catch(async (error) => {
      await page.screenshot({path: '/tmp/bench-editor-fail.png'});
      console.log(await page.evaluate(() => JSON.stringify(window.__editor)));
      throw error;
    });
  return block;
}

async function oneRun({baseUrl, root}, {route, next}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
  });
  try {
    const context = await browser.newContext();
    await askToSaveData(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    const requests = [];
    // The worker fetches its own chunks: watch the whole context.
    context.on('request', (request) => requests.push(request));
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);

    // The first Edit by keyboard (no hover), for its caret only; then the
    // pointer's, on a fresh load.
    const first = await editableIndex(page, 0);
    if (first < 0) throw new Error(`bench-editor: ${route} has no Edit button`);
    await pressEdit(page, first, true);
    const caretAtOnce = await page.evaluate(
      () => window.__editor.caret - window.__editor.press,
    );
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('about:blank');
    await page.goto(`${baseUrl}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    const before = requests.length;
    const block = await pressEdit(page, first);
    /** @type {Record<string, number>} */
    const times = await page.evaluate(() => ({
      ...window.__editor,
      origin: performance.timeOrigin,
    }));
    const download = {editor: 0, compiler: 0, libraries: 0, messages: 0};
    // Each file once: the editor's later chunk is requested by its prefetch
    // and again by the import, which the browser answers from its cache.
    const counted = new Set();
    for (const request of requests.slice(before)) {
      const url = new URL(request.url());
      if (request.timing().startTime > times.origin + times.answered) continue;
      if (counted.has(url.pathname)) continue;
      counted.add(url.pathname);
      const file = path.join(root, decodeURIComponent(url.pathname));
      if (!/\.(js|json)$/.test(file) || !fs.existsSync(file)) continue;
      download[kindOf(file)] += zlib.gzipSync(fs.readFileSync(file)).length;
    }

    // A keystroke that breaks the sample, at its end.
    await page.keyboard.press('Control+End');
    await page.evaluate(() => delete window.__editor.typed);
    await page.keyboard.type('\nconst benchmark: number = ');
    await page.evaluate(() => (window.__editor.typed = performance.now()));
    await page.keyboard.type("'");
    const keystroke = await between(page, 'typed', 'error');

    // The pointer rests on the name it just typed.
    const name = block.locator('.cm-line', {hasText: 'const benchmark'});
    const box = await name.boundingBox();
    await page.evaluate(() => (window.__editor.rest = performance.now()));
    await page.mouse.move(box.x + 80, box.y + box.height / 2);
    const hover = await between(page, 'rest', 'hover');

    // A second sample of the page, then one of the next page.
    const seconds = [];
    const second = await editableIndex(page, 0);
    if (second >= 0) {
      await pressEdit(page, second);
      seconds.push(await between(page, 'press', 'answered'));
    }
    await page.locator(`nav a[href="${next}"]`).first().click();
    await page.waitForURL(`**${next}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const other = await editableIndex(page, 0);
    if (other >= 0) {
      await pressEdit(page, other);
      seconds.push(await between(page, 'press', 'answered'));
    }
    return {
      caret: times.caret - times.press,
      caretAtOnce,
      diagnostics: times.answered - times.press,
      keystroke,
      hover,
      second: Math.max(...seconds),
      download,
    };
  } finally {
    await browser.close();
  }
}

const server = await startNginx({siteRoot, repoDir: siteDir});
const results = [];
try {
  for (const testCase of cases) {
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(
        await oneRun({baseUrl: server.baseUrl, root: siteRoot}, testCase),
      );
    const of = (key) => median(samples.map((sample) => sample[key]));
    const kb = (key) =>
      median(samples.map((sample) => sample.download[key])) / 1024;
    results.push({
      route: testCase.route,
      caret: of('caret'),
      caretAtOnce: of('caretAtOnce'),
      diagnostics: of('diagnostics'),
      keystroke: of('keystroke'),
      hover: of('hover'),
      second: of('second'),
      kb: {
        editor: kb('editor'),
        compiler: kb('compiler'),
        libraries: kb('libraries'),
        messages: kb('messages'),
      },
    });
  }
} finally {
  await server.stop();
}

console.log(
  `bench:editor — ${machine()}, CPU ${cpuSlowdown}× slower, medians of ${runs}\n`,
);
const ms = (value) => `${Math.round(value)} ms`;
console.log(
  table([
    [
      'page',
      'caret',
      'caret, at once',
      'diagnostics',
      'keystroke',
      'hover',
      'second Edit',
    ],
    ...results.map((r) => [
      r.route,
      ms(r.caret),
      ms(r.caretAtOnce),
      ms(r.diagnostics),
      ms(r.keystroke),
      ms(r.hover),
      ms(r.second),
    ]),
  ]),
);
console.log(
  `\n${table([
    ['page', 'editor', 'compiler', 'libraries', 'messages', 'total (KB gzip)'],
    ...results.map((r) => [
      r.route,
      ...Object.values(r.kb).map((value) => value.toFixed(1)),
      Object.values(r.kb)
        .reduce((sum, value) => sum + value, 0)
        .toFixed(1),
    ]),
  ])}`,
);

const checks = [
  ...results.map((r) => [
    `caret ≤ ${budgets.caretMs} ms on ${r.route}`,
    r.caret <= budgets.caretMs,
  ]),
  [
    `first diagnostics ≤ ${budgets.firstDiagnosticsMs / 1000} s on /zh/docs/examples`,
    results[0].diagnostics <= budgets.firstDiagnosticsMs,
  ],
  ...results.map((r) => [
    `second Edit ≤ ${budgets.secondEditMs} ms on ${r.route}`,
    r.second <= budgets.secondEditMs,
  ]),
  ...results.map((r) => [
    `keystroke's diagnostics ≤ ${budgets.keystrokeMs} ms on ${r.route}`,
    r.keystroke <= budgets.keystrokeMs,
  ]),
  ...results.map((r) => [
    `hover ≤ ${budgets.hoverMs} ms on ${r.route}`,
    r.hover <= budgets.hoverMs,
  ]),
];
console.log('');
for (const [name, ok] of checks) console.log(`${ok ? '✓' : '✗'} ${name}`);
process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
