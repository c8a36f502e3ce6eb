#!/usr/bin/env node
/**
 * `npm run bench:scale [-- --versions 5,10,20] [-- --skip-tests]`: what each
 * new docs version costs, as the site grows. In a scratch copy of the site,
 * versions are cut from docs/ with the project's own `npm run docs:version`
 * (next becomes 2.1.x, then 2.2.x, …) until the copy has each step's number
 * of versions (next included; the site has 5), and each step is built cold,
 * both locales, into the copy's build/, then measured:
 *
 * - the build: wall time and the peak memory of its whole process tree
 *   (the sum of VmRSS of the build and its workers, sampled every 200 ms);
 * - what it wrote: pages (HTML files), bytes, and the search indexes of each
 *   locale (one per version, each with its head): all of them, and the
 *   largest, gzip;
 * - what a reader loads, in Chromium against the production nginx: the
 *   first-load JavaScript of each page the page-weight test holds to its
 *   budget (scripts/lib/firstLoad.mjs), with the `main.js` of each locale,
 *   where Docusaurus lists every version's routes and docs, and what the
 *   first search on /zh/docs/introduction downloads until its first result;
 * - `npm run start` of zh with every version: seconds until it answers, and
 *   until the page shows its title;
 * - the built-output tests (`jest --selectProjects site tests/build`) run
 *   in the copy against its build (`--skip-tests` leaves them out).
 *
 * At the first step, a third locale is added too and that step built again
 * (`--no-third-locale` leaves it out): `zh-Hant`, a pseudo-locale made from
 * zh (its translations copied under the new code, the site's list of
 * locales extended), which costs a build what a real third locale would:
 * its pages, its bundles, its search index. It is measured as above but for
 * `npm run start` and the tests, then taken out before the next cut.
 *
 * Then the rule CONTRIBUTING gives for growing ("How the site grows"), in a
 * copy of its own (`--archive-rule <rounds>`, 2 by default; 0 leaves it
 * out): each round cuts a release and archives the oldest built one with
 * the project's own `npm run docs:archive`, so the site keeps five versions
 * built while the versions it offers grow; each round is built and measured
 * as a step.
 *
 * It prints a table, writes the figures to performance/scale.json and draws
 * build seconds and peak memory against pages in performance/scale.svg,
 * which PERFORMANCE.md shows. Then it checks the budgets: the build's cost
 * per page at the last step within 1.2× of the first (linear: no quadratic
 * step in a plugin); peak memory at the last step at most 8 GB; each
 * page's first-load JavaScript, as the site grows by the rule, and the
 * first search's download at every step within 1 KB of the first step's.
 * It exits 1 when one is missed. What each version built adds to the
 * first load without the rule (the route table and the bundler's chunk
 * map name every built version's pages) is printed beside it.
 *
 * Not part of `npm test`; PERFORMANCE.md ("Growth") says how long it takes.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import * as prettier from 'prettier';

import {
  askToSaveData,
  chromeFlags,
  chromePath,
  gb,
  gzipSizeOf,
  machine,
  siteDir,
  startNginx,
  table,
} from './bench/common.mjs';
import {
  clearCaches,
  introductionTitle,
  makeScratchSite,
  openBrowser,
  running,
  seconds,
  timedBuild,
  timedDevServer,
} from './bench/builds.mjs';
import {walk} from './lib/files.mjs';
import {budgetPages} from './lib/firstLoad.mjs';
import {releaseOf} from './lib/versions.mjs';

const budgets = {
  /** Build seconds per page at the last step, at most this times the first step's. */
  perPageRatio: 1.2,
  peakMemoryBytes: 8e9,
  /** First-load JavaScript and the first search's download: the same within this, KB. */
  constantKb: 1,
};

const figuresFile = path.join(siteDir, 'performance/scale.json');
const chartFile = path.join(siteDir, 'performance/scale.svg');

// ---------------------------------------------------------------- options

function parseOptions(argv) {
  const options = {
    versions: [5, 10, 20],
    tests: true,
    chartOnly: false,
    thirdLocale: true,
    archiveRounds: 2,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => inline ?? argv[(i += 1)];
    if (name === '--versions')
      options.versions = String(value()).split(',').map(Number);
    else if (name === '--skip-tests') options.tests = false;
    else if (name === '--no-third-locale') options.thirdLocale = false;
    else if (name === '--archive-rule') options.archiveRounds = Number(value());
    else if (name === '--chart-only') options.chartOnly = true;
    else if (name === '--help' || name === '-h') {
      console.log(
        'Usage: npm run bench:scale [-- --versions 5,10,20] [-- --skip-tests] [-- --no-third-locale] [-- --archive-rule 2] [-- --chart-only]\n' +
          '  --versions A,B,…  the numbers of docs versions to build, next included (at least the site’s)\n' +
          '  --skip-tests      leave out the built-output tests of each step\n' +
          '  --no-third-locale leave out the first step built again with a third locale\n' +
          '  --archive-rule N  rounds of a cut that archives the oldest release, in a copy of their own (0: none)\n' +
          '  --chart-only      draw the chart again from the last run’s figures, print their table and budgets, and stop',
      );
      process.exit(0);
    } else {
      console.error(`bench-scale: unknown option ${argv[i]} (try --help)`);
      process.exit(2);
    }
  }
  const sorted = [...options.versions].sort((a, b) => a - b);
  if (
    options.versions.some((count) => !Number.isInteger(count) || count < 1) ||
    sorted.join() !== options.versions.join()
  ) {
    console.error(
      'bench-scale: --versions takes whole numbers in increasing order, such as 5,10,20',
    );
    process.exit(2);
  }
  if (!Number.isInteger(options.archiveRounds) || options.archiveRounds < 0) {
    console.error(
      'bench-scale: --archive-rule takes a whole number of rounds, such as 2 (0 leaves them out)',
    );
    process.exit(2);
  }
  return options;
}

// ---------------------------------------------------------------- the copy

const versionsOf = (dir) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'versions.json'), 'utf8'));

/**
 * Runs one of the project's version scripts in the copy, as its npm script
 * (`npm run <name> -- <version>`) would; stops the bench with its output if
 * it fails.
 */
function versionScript(dir, name, script, version) {
  process.stdout.write(`  ${name} ${version} … `);
  const result = spawnSync(process.execPath, [`scripts/${script}`, version], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(
      `bench-scale: ${name} ${version} failed:\n${result.stdout}${result.stderr}`,
    );
  console.log('done');
}

/** Cuts releases in the copy until it has `count` versions, next included; seconds it took. */
function cutUntil(dir, count) {
  const started = performance.now();
  while (versionsOf(dir).length + 1 < count)
    versionScript(
      dir,
      'docs:version',
      'cut-version.mjs',
      `${releaseOf('next', versionsOf(dir))}.x`,
    );
  return (performance.now() - started) / 1000;
}

/**
 * One round of the rule for growing: cuts a release, then archives the
 * oldest built one (`npm run docs:archive`), so that as many versions stay
 * built. Returns the archived version and the seconds both took.
 */
function cutAndArchive(dir) {
  const started = performance.now();
  cutUntil(dir, versionsOf(dir).length + 2);
  const oldest = versionsOf(dir).at(-1);
  versionScript(dir, 'docs:archive', 'archive-version.mjs', oldest);
  return {archived: oldest, seconds: (performance.now() - started) / 1000};
}

/** The pseudo-locale of the third-locale step, made from zh. */
const thirdLocale = 'zh-Hant';

/**
 * Adds the third locale to the copy: zh's translations under its code, the
 * site's list of locales (src/data/site.ts, which docusaurus.config.ts
 * reads; Docusaurus infers the rest of its settings) and zh's llms.txt texts
 * under its code in the config. Returns what takes it out again.
 */
function addThirdLocale(dir) {
  const siteFile = path.join(dir, 'src/data/site.ts');
  const original = fs.readFileSync(siteFile, 'utf8');
  const declared = "export const locales = ['en', 'zh'] as const;";
  if (!original.includes(declared))
    throw new Error(
      `bench-scale: src/data/site.ts no longer says ${declared} (update addThirdLocale)`,
    );
  fs.writeFileSync(
    siteFile,
    original.replace(
      declared,
      `export const locales = ['en', 'zh', '${thirdLocale}'] as const;`,
    ),
  );
  // The llms.txt texts, which the plugin wants for every locale: zh's.
  const configFile = path.join(dir, 'docusaurus.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const zhTexts =
    /\n( +)zh: \{\n +summary: `\$\{tagline\.zh\}[\s\S]*?\n\1\},\n/.exec(config);
  if (!zhTexts)
    throw new Error(
      'bench-scale: docusaurus.config.ts no longer has the llms.txt texts of zh as expected (update addThirdLocale)',
    );
  fs.writeFileSync(
    configFile,
    config.replace(
      zhTexts[0],
      `${zhTexts[0]}${zhTexts[0].replace(/^\n( +)zh:/, `$1'${thirdLocale}':`)}`,
    ),
  );
  const i18nDir = path.join(dir, 'i18n', thirdLocale);
  fs.cpSync(path.join(dir, 'i18n/zh'), i18nDir, {recursive: true});
  // The types its samples show, as zh's.
  const namesDir = path.join(dir, 'static/sample-names');
  const namesFiles = fs
    .readdirSync(namesDir)
    .filter((file) => file.endsWith('.zh.json'))
    .map((file) => {
      const copy = path.join(
        namesDir,
        file.replace(/\.zh\.json$/, `.${thirdLocale}.json`),
      );
      fs.copyFileSync(path.join(namesDir, file), copy);
      return copy;
    });
  return () => {
    fs.writeFileSync(siteFile, original);
    fs.writeFileSync(configFile, config);
    fs.rmSync(i18nDir, {recursive: true, force: true});
    for (const file of namesFiles) fs.rmSync(file, {force: true});
  };
}

// ---------------------------------------------------------------- the output

const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;

/** The locales of a build: the default's at its root, each other's in its folder. */
const localesOf = (buildDir) => [
  'en',
  ...fs
    .readdirSync(buildDir)
    .filter((name) => fs.existsSync(path.join(buildDir, name, 'assets/js'))),
];

/** Pages, bytes and each locale's search index of a build. */
function outputOf(buildDir) {
  const files = walk(buildDir);
  const bytes = files.reduce(
    (sum, file) => sum + fs.statSync(path.join(buildDir, file)).size,
    0,
  );
  const pages = files.filter((file) => file.endsWith('.html')).length;
  // One index a locale and version (the latest's at the locale's root,
  // the others' in docs/<version>/), each with its head; a reader's search
  // loads its page's version's.
  const search = {};
  const locales = localesOf(buildDir);
  const localeOf = (file) =>
    locales.find((locale) => file.startsWith(`${locale}/`)) ?? 'en';
  for (const locale of locales) {
    const inLocale = files.filter(
      (file) =>
        /(^|\/)search-index[^/]*\.json$/.test(file) &&
        localeOf(file) === locale,
    );
    const sizeOf = (head) =>
      inLocale
        .filter((file) => file.endsWith('.head.json') === head)
        .map((file) => gzipKb(path.join(buildDir, file)));
    const indexes = sizeOf(false);
    search[locale] = {
      files: indexes.length,
      indexKb: indexes.reduce((sum, kb) => sum + kb, 0),
      largestKb: Math.max(...indexes),
      largestHeadKb: Math.max(...sizeOf(true)),
    };
  }
  // The bundle every page loads, where Docusaurus puts the route table and
  // the docs' global data, both of which list every version.
  const mainKb = Object.fromEntries(
    locales.map((locale) => {
      const folder = path.join(
        buildDir,
        locale === 'en' ? '' : locale,
        'assets/js',
      );
      const main = fs
        .readdirSync(folder)
        .find((file) => /^main\..*\.js$/.test(file));
      return [locale, main ? gzipKb(path.join(folder, main)) : 0];
    }),
  );
  return {pages, bytes, search, mainKb};
}

// ---------------------------------------------------------------- a reader

const gzipKbOfUrl = (root, url) =>
  gzipSizeOf(root, new URL(url).pathname) / 1024;

/** The heaviest first load among the budget's pages, and what the first search downloads. */
async function readerCosts(buildDir) {
  const server = await startNginx({siteRoot: buildDir, repoDir: siteDir});
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags,
  });
  try {
    /** @type {Record<string, number>} route → KB */
    const firstLoad = {};
    for (const route of budgetPages) {
      const html = path.join(
        buildDir,
        route.endsWith('/') ? `${route}index.html` : `${route}.html`,
      );
      if (!fs.existsSync(html)) continue;
      const context = await browser.newContext();
      await askToSaveData(context);
      const page = await context.newPage();
      const scripts = new Set();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(request.url());
      });
      await page.goto(`${server.baseUrl}${route}`);
      await page.waitForLoadState('networkidle');
      firstLoad[route] = [...scripts].reduce(
        (sum, url) => sum + gzipKbOfUrl(buildDir, url),
        0,
      );
      await context.close();
    }

    const context = await browser.newContext();
    await askToSaveData(context);
    const page = await context.newPage();
    const files = new Set();
    let counting = false;
    // The search's worker fetches the index: watch the whole context.
    context.on('request', (request) => {
      if (counting && /\.(js|json)$/.test(new URL(request.url()).pathname))
        files.add(request.url());
    });
    await page.goto(`${server.baseUrl}/zh/docs/introduction`);
    await page.waitForLoadState('networkidle');
    counting = true;
    await page.keyboard.press('Control+k');
    await page.keyboard.insertText('模块');
    await page
      .locator('.navbar__search [role="option"]')
      .first()
      .waitFor({timeout: 60_000});
    counting = false;
    const searchKb = [...files].reduce(
      (sum, url) => sum + gzipKbOfUrl(buildDir, url),
      0,
    );
    await context.close();
    return {firstLoad, firstSearchKb: searchKb};
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * The built-output tests in the copy, against its build (whose log is
 * `logFile`), printed: seconds, and the tests that failed. The copy has no
 * git history, so the tests of what the history decides (the translation
 * notices, the last-updated dates) fail in it whatever the number of
 * versions.
 */
function builtOutputTests(dir, logFile) {
  // Where the tests read the build's log, as npm test keeps it.
  fs.mkdirSync(path.join(dir, 'artifacts'), {recursive: true});
  fs.copyFileSync(logFile, path.join(dir, 'artifacts/build.log'));
  process.stdout.write('  built-output tests … ');
  const started = performance.now();
  const resultsFile = path.join(dir, 'artifacts/jest-scale.json');
  spawnSync(
    process.execPath,
    [
      path.join(dir, 'node_modules/jest/bin/jest.js'),
      '--selectProjects',
      'site',
      '--testPathPatterns',
      'tests/build/',
      '--json',
      `--outputFile=${resultsFile}`,
    ],
    {cwd: dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024},
  );
  const took = (performance.now() - started) / 1000;
  const {numPassedTests = 0, testResults} = fs.existsSync(resultsFile)
    ? JSON.parse(fs.readFileSync(resultsFile, 'utf8'))
    : {testResults: undefined};
  const failed = testResults
    ? testResults.flatMap((suite) =>
        suite.assertionResults
          .filter((test) => test.status === 'failed')
          .map((test) => `${path.relative(dir, suite.name)}: ${test.fullName}`),
      )
    : ['(jest wrote no results)'];
  console.log(
    `${seconds(took * 1000)}, ${numPassedTests} passed, ${failed.length} failed`,
  );
  for (const name of failed) console.log(`    failed: ${name}`);
  return {seconds: took, passed: numPassedTests, failed};
}

/**
 * A cold build of the copy into `buildDir`, timed, then what it wrote and
 * what a reader loads from it: the figures of a step, and the build's log.
 */
async function measuredBuild(dir, {label, workDir, buildDir}) {
  fs.rmSync(buildDir, {recursive: true, force: true});
  clearCaches(dir);
  const {wallMs, peak, logFile} = await timedBuild(dir, {
    config: 'docusaurus.config.ts',
    label,
    workDir,
    outDir: buildDir,
  });
  const output = outputOf(buildDir);
  process.stdout.write('  a reader’s first load and first search … ');
  const reader = await readerCosts(buildDir);
  const [route, kb] = Object.entries(reader.firstLoad).sort(
    (a, b) => b[1] - a[1],
  )[0];
  console.log(
    `${kb.toFixed(2)} KB (${route}), ${reader.firstSearchKb.toFixed(1)} KB`,
  );
  return {
    logFile,
    figures: {
      buildSeconds: Math.round(wallMs / 100) / 10,
      peakBytes: peak,
      pages: output.pages,
      outputBytes: output.bytes,
      secondsPerPage: wallMs / 1000 / output.pages,
      search: output.search,
      mainKb: output.mainKb,
      firstLoad: reader.firstLoad,
      heaviest: {route, kb},
      firstSearchKb: reader.firstSearchKb,
    },
  };
}

// ---------------------------------------------------------------- the chart

/**
 * Build seconds (left axis) and peak memory (right axis) against pages, one
 * point a step: an SVG of its own, without a charting library's weight. The
 * lines join the steps of both locales; a step with a third locale is a
 * hollow square beside them.
 */
function chartOf(allSteps) {
  // The rule's steps have the first step's pages: the table has them.
  const steps = allSteps.filter((step) => !step.archived);
  const grown = steps.filter((step) => (step.locales ?? 2) === 2);
  const withLocale = steps.filter((step) => step.locales === 3);
  const width = 640;
  const height = 360;
  const margin = {left: 64, right: 72, top: 40, bottom: 56};
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const maxPages = Math.max(...steps.map((step) => step.pages)) * 1.05;
  // Four ticks of a round step: 100 s, 2.5 GB.
  const roundStep = (value) => {
    const power = 10 ** Math.floor(Math.log10(value));
    return (
      [1, 2, 2.5, 5].map((m) => m * power).find((v) => v >= value) ?? 10 * power
    );
  };
  const maxSeconds =
    4 *
    roundStep((1.1 * Math.max(...steps.map((step) => step.buildSeconds))) / 4);
  const maxGb =
    4 *
    roundStep(
      (1.1 *
        Math.max(
          budgets.peakMemoryBytes / 1e9,
          ...steps.map((step) => step.peakBytes / 1e9),
        )) /
        4,
    );
  const x = (pages) => margin.left + (pages / maxPages) * plotW;
  const ySeconds = (value) => margin.top + plotH - (value / maxSeconds) * plotH;
  const yGb = (value) => margin.top + plotH - (value / maxGb) * plotH;
  const line = (y, value, colour) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2" points="${grown
      .map((step) => `${x(step.pages).toFixed(1)},${y(value(step)).toFixed(1)}`)
      .join(' ')}"/>` +
    withLocale
      .map(
        (step) =>
          `<rect x="${(x(step.pages) - 5).toFixed(1)}" y="${(y(value(step)) - 5).toFixed(1)}" width="10" height="10" fill="#fff" stroke="${colour}" stroke-width="2"/>`,
      )
      .join('') +
    grown
      .map(
        (step) =>
          `<circle cx="${x(step.pages).toFixed(1)}" cy="${y(value(step)).toFixed(1)}" r="4" fill="${colour}"/>`,
      )
      .join('');
  const ticks = (max, y, format, anchorX, anchor) =>
    [0, 0.25, 0.5, 0.75, 1]
      .map((share) => {
        const value = max * share;
        return `<text x="${anchorX}" y="${(y(value) + 4).toFixed(1)}" text-anchor="${anchor}">${format(value)}</text>`;
      })
      .join('');
  const xTicks = steps
    .map(
      (step) =>
        `<text x="${x(step.pages).toFixed(1)}" y="${margin.top + plotH + 18}" text-anchor="middle">${step.pages}</text>` +
        `<text x="${x(step.pages).toFixed(1)}" y="${margin.top + plotH + 32}" text-anchor="middle" fill="#666">${step.versions} v.${step.locales === 3 ? ', 3 loc.' : ''}</text>`,
    )
    .join('');
  const seconds = '#1f6feb';
  const memory = '#d9480f';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="12">
<title>Build time and peak memory against pages (npm run bench:scale)</title>
<rect width="${width}" height="${height}" fill="#fff"/>
<text x="${margin.left}" y="22" font-size="14" font-weight="bold">Cold build, both locales: seconds and peak memory against pages</text>
<line x1="${margin.left}" y1="${margin.top + plotH}" x2="${margin.left + plotW}" y2="${margin.top + plotH}" stroke="#999"/>
<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${margin.top + plotH}" stroke="${seconds}"/>
<line x1="${margin.left + plotW}" y1="${margin.top}" x2="${margin.left + plotW}" y2="${margin.top + plotH}" stroke="${memory}"/>
<g fill="${seconds}">${ticks(maxSeconds, ySeconds, (value) => `${Math.round(value)} s`, margin.left - 6, 'end')}</g>
<g fill="${memory}">${ticks(maxGb, yGb, (value) => `${Number(value.toFixed(1))} GB`, margin.left + plotW + 6, 'start')}</g>
<line x1="${margin.left}" y1="${yGb(budgets.peakMemoryBytes / 1e9).toFixed(1)}" x2="${margin.left + plotW}" y2="${yGb(budgets.peakMemoryBytes / 1e9).toFixed(1)}" stroke="${memory}" stroke-dasharray="4 4" opacity="0.6"/>
<text x="${margin.left + plotW - 8}" y="${(yGb(budgets.peakMemoryBytes / 1e9) - 6).toFixed(1)}" fill="${memory}" text-anchor="end" opacity="0.8">memory budget, ${budgets.peakMemoryBytes / 1e9} GB</text>
<g fill="#333">${xTicks}</g>
<text x="${margin.left + plotW / 2}" y="${height - 6}" text-anchor="middle" fill="#333">pages (HTML files of every locale built), and docs versions</text>
${line(ySeconds, (step) => step.buildSeconds, seconds)}
${line(yGb, (step) => step.peakBytes / 1e9, memory)}
<text x="${margin.left + 8}" y="${margin.top + 12}" fill="${seconds}">build seconds</text>${
    withLocale.length > 0
      ? `\n<text x="${margin.left + 8}" y="${margin.top + 28}" fill="#333">hollow squares: a third locale</text>`
      : ''
  }
<text x="${margin.left + plotW - 8}" y="${margin.top + 12}" fill="${memory}" text-anchor="end">peak memory</text>
</svg>
`;
}

// ---------------------------------------------------------------- the report

/**
 * Prints the steps' table and checks the budgets (and that every round of
 * the rule ran: `ruleFailure` is what stopped one); whether all are met.
 * @returns {boolean}
 */
function report(steps, ruleFailure) {
  console.log();
  console.log(
    table([
      [
        'versions',
        'archived',
        'locales',
        'pages',
        'build',
        's/page',
        'peak',
        'output',
        'indexes by locale (KB)',
        'main.js by locale (KB)',
        'heaviest page',
        'first search',
        'start',
        'tests',
      ],
      ...steps.map((step) => [
        String(step.versions),
        step.archived ? step.archived.join(', ') : '–',
        String(step.locales),
        String(step.pages),
        `${step.buildSeconds} s`,
        step.secondsPerPage.toFixed(4),
        gb(step.peakBytes),
        `${(step.outputBytes / 1e6).toFixed(0)} MB`,
        Object.values(step.search)
          .map((locale) => locale.indexKb.toFixed(0))
          .join('/'),
        Object.values(step.mainKb)
          .map((kb) => kb.toFixed(1))
          .join('/'),
        `${step.heaviest.kb.toFixed(2)} KB`,
        `${step.firstSearchKb.toFixed(1)} KB`,
        step.startAnswersSeconds === undefined
          ? '–'
          : `${step.startRendersSeconds?.toFixed(1) ?? step.startAnswersSeconds.toFixed(1)} s`,
        step.builtOutputTests
          ? `${step.builtOutputTests.seconds.toFixed(0)} s`
          : '–',
      ]),
    ]),
  );

  // The budgets follow the versions, in both locales; the third locale's
  // step is printed beside them.
  const grown = steps.filter((step) => step.locales === 2 && !step.archived);
  const ruled = steps.filter((step) => step.archived);
  const first = grown[0];
  const last = grown[grown.length - 1];
  /**
   * The page whose first load grew most from `from`'s among the steps
   * `among` (the same page at each step: the heaviest may be another).
   */
  const grownMost = (among, from = first) =>
    Object.keys(from.firstLoad)
      .map((route) => ({
        route,
        kb:
          Math.max(...among.map((step) => step.firstLoad[route] ?? 0)) -
          from.firstLoad[route],
      }))
      .sort((a, b) => b.kb - a.kb)[0];
  const signed = (kb) => `${kb >= 0 ? '+' : ''}${kb.toFixed(2)}`;
  const unruled = grownMost(grown);
  const offered = (step) => step.versions + (step.archived?.length ?? 0);
  const checks = [
    [
      `build seconds per page at ${last.versions} versions within ${budgets.perPageRatio}× of ${first.versions} (${(last.secondsPerPage / first.secondsPerPage).toFixed(2)}×)`,
      last.secondsPerPage <= budgets.perPageRatio * first.secondsPerPage,
    ],
    [
      `peak memory at ${last.versions} versions, both locales, ≤ ${gb(budgets.peakMemoryBytes)} (${gb(last.peakBytes)})`,
      last.peakBytes <= budgets.peakMemoryBytes,
    ],
    ...(ruled.length > 0
      ? [
          (() => {
            // From the rule's first round on, the latest release's pages
            // are next's copies at every round: only the versions differ.
            // Its first round against the first step also compares next's
            // pages with the release's (printed below).
            const from = ruled.length > 1 ? ruled[0] : first;
            const most = grownMost(ruled, from);
            return [
              `first-load JavaScript of each budget page within ${budgets.constantKb} KB as the site grows by the rule, from ${offered(from)} to ${offered(ruled.at(-1))} versions (${ruled.at(-1).versions} built; most: ${most.route}, ${signed(most.kb)} KB)`,
              most.kb <= budgets.constantKb,
            ];
          })(),
        ]
      : [
          [
            `first-load JavaScript of each budget page within ${budgets.constantKb} KB of its first step's (most: ${unruled.route}, +${unruled.kb.toFixed(2)} KB)`,
            unruled.kb <= budgets.constantKb,
          ],
        ]),
    ...(ruleFailure
      ? [[`the rule for growing ran every round (${ruleFailure})`, false]]
      : []),
    [
      `the first search's download within ${budgets.constantKb} KB at every step (${steps.map((step) => step.firstSearchKb.toFixed(1)).join(', ')} KB)`,
      Math.max(...steps.map((step) => step.firstSearchKb)) -
        Math.min(...steps.map((step) => step.firstSearchKb)) <=
        budgets.constantKb,
    ],
  ];
  console.log();
  for (const [what, met] of checks) console.log(`${met ? '✓' : '✗'} ${what}`);
  if (ruled.length > 1) {
    const cut = grownMost([ruled[0]]);
    const changes = Object.keys(first.firstLoad)
      .map((route) => ruled[0].firstLoad[route] - first.firstLoad[route])
      .sort((a, b) => a - b);
    console.log(
      `  the rule's first round against the first step: ${cut.route} ${signed(cut.kb)} KB, ` +
        `the median page ${signed(changes[Math.floor(changes.length / 2)])} KB: ` +
        `the cut makes copies of next's pages the latest, and next's text is not the release's`,
    );
  }
  if (ruled.length > 0 && grown.length > 1)
    console.log(
      `  without the rule, every version built adds to every page's first load: ` +
        `${unruled.route} +${unruled.kb.toFixed(2)} KB from ${first.versions} to ${last.versions} versions ` +
        `(+${(unruled.kb / (last.versions - first.versions)).toFixed(2)} KB a version; main.js of each locale ` +
        `${Object.values(first.mainKb)
          .map((kb) => kb.toFixed(1))
          .join('/')} → ${Object.values(last.mainKb)
          .map((kb) => kb.toFixed(1))
          .join('/')} KB)`,
    );
  const third = steps.find((step) => step.locales === 3);
  const twoOf = third && grown.find((step) => step.versions === third.versions);
  if (third && twoOf)
    console.log(
      `  a third locale at ${third.versions} versions: +${third.pages - twoOf.pages} pages, ` +
        `+${(third.buildSeconds - twoOf.buildSeconds).toFixed(1)} s build (${(third.buildSeconds / twoOf.buildSeconds).toFixed(2)}×), ` +
        `+${gb(third.peakBytes - twoOf.peakBytes)} peak memory, ` +
        `+${((third.outputBytes - twoOf.outputBytes) / 1e6).toFixed(0)} MB output; ` +
        `first-load JavaScript of the budget pages ${third.heaviest.kb.toFixed(2)} KB against ${twoOf.heaviest.kb.toFixed(2)} KB`,
    );
  return checks.every(([, met]) => met);
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.chartOnly) {
    const {steps, ruleFailure} = JSON.parse(
      fs.readFileSync(figuresFile, 'utf8'),
    );
    fs.writeFileSync(chartFile, chartOf(steps));
    console.log(`chart: ${path.relative(siteDir, chartFile)}`);
    process.exitCode = report(steps, ruleFailure) ? 0 : 1;
    return;
  }
  console.log('bench-scale: what each docs version costs');
  for (const line of machine()) console.log(line);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lattice-scale-'));
  process.stdout.write('copying the site to a scratch folder … ');
  const dir = makeScratchSite({history: false, prefix: 'lattice-scale-site-'});
  console.log(dir);
  /** The copy of the rule's rounds, once made. */
  let ruleDir;
  /** What stopped a round of the rule, if one failed. */
  let ruleFailure;
  const cleanUp = () => {
    for (const copy of [dir, ruleDir])
      if (copy) fs.rmSync(copy, {recursive: true, force: true});
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      for (const child of running) process.kill(-child.pid, 'SIGTERM');
      cleanUp();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });

  const have = versionsOf(dir).length + 1;
  if (options.versions[0] < have) {
    console.error(
      `bench-scale: the site has ${have} versions already; start the steps there (--versions ${have},…)`,
    );
    process.exit(2);
  }

  const browser = await openBrowser();
  const steps = [];
  try {
    for (const versions of options.versions) {
      console.log(`\n${versions} versions`);
      const cutSeconds = cutUntil(dir, versions);
      const buildDir = path.join(dir, 'build');
      const built = await measuredBuild(dir, {
        label: `build, ${versions} versions`,
        workDir,
        buildDir,
      });
      const start = await timedDevServer(dir, {
        label: `npm run start (zh, every version)`,
        workDir,
        title: introductionTitle(dir),
        browser,
        docsVersions: '',
      });
      const tests = options.tests
        ? builtOutputTests(dir, built.logFile)
        : undefined;
      steps.push({
        versions,
        locales: 2,
        cutSeconds: Math.round(cutSeconds),
        ...built.figures,
        startAnswersSeconds: start.answeredMs / 1000,
        startRendersSeconds: start.renderedMs && start.renderedMs / 1000,
        builtOutputTests: tests,
      });
      if (options.thirdLocale && steps.length === 1) {
        console.log(
          `\n${versions} versions, with a third locale (${thirdLocale})`,
        );
        const takeOut = addThirdLocale(dir);
        try {
          const withLocale = await measuredBuild(dir, {
            label: `build, ${versions} versions, 3 locales`,
            workDir,
            buildDir,
          });
          // Neither `npm run start` nor the tests: both know two locales.
          steps.push({
            versions,
            locales: 3,
            cutSeconds: 0,
            ...withLocale.figures,
            startAnswersSeconds: undefined,
            startRendersSeconds: undefined,
            builtOutputTests: undefined,
          });
        } finally {
          takeOut();
        }
      }
    }
    if (options.archiveRounds > 0) {
      process.stdout.write('\nthe rule for growing: a copy of its own … ');
      ruleDir = makeScratchSite({
        history: false,
        prefix: 'lattice-scale-rule-',
      });
      console.log(ruleDir);
      const archived = [];
      for (let round = 1; round <= options.archiveRounds; round += 1) {
        // A round that fails is a finding, not the end of the run: the
        // steps before it are kept, and the report names it.
        try {
          console.log(
            `\nround ${round}: a cut, and the oldest release archived`,
          );
          const {archived: version, seconds} = cutAndArchive(ruleDir);
          archived.push(version);
          const built = await measuredBuild(ruleDir, {
            label: `build, ${versionsOf(ruleDir).length + 1} versions built, ${archived.length} archived`,
            workDir,
            buildDir: path.join(ruleDir, 'build'),
          });
          // The built-output tests, which must hold of a site that archives.
          const tests = options.tests
            ? builtOutputTests(ruleDir, built.logFile)
            : undefined;
          steps.push({
            versions: versionsOf(ruleDir).length + 1,
            locales: 2,
            archived: [...archived],
            cutSeconds: Math.round(seconds),
            ...built.figures,
            startAnswersSeconds: undefined,
            startRendersSeconds: undefined,
            builtOutputTests: tests,
          });
        } catch (error) {
          ruleFailure = `round ${round}: ${String(
            error instanceof Error ? error.message : error,
          )
            .split('\n')
            .slice(0, 20)
            .join('\n')}`;
          console.log(`  failed: ${ruleFailure}`);
          break;
        }
      }
    }
  } finally {
    await browser?.close();
    cleanUp();
  }

  fs.mkdirSync(path.dirname(figuresFile), {recursive: true});
  const figures = {
    machine: machine(),
    date: new Date().toISOString().slice(0, 10),
    steps,
    ...(ruleFailure ? {ruleFailure} : {}),
  };
  fs.writeFileSync(
    figuresFile,
    await prettier.format(JSON.stringify(figures), {
      ...(await prettier.resolveConfig(figuresFile)),
      parser: 'json',
    }),
  );
  fs.writeFileSync(chartFile, chartOf(steps));
  console.log(
    `\nfigures: ${path.relative(siteDir, figuresFile)}, chart: ${path.relative(siteDir, chartFile)}`,
  );
  fs.rmSync(workDir, {recursive: true, force: true});
  process.exitCode = report(steps, ruleFailure) ? 0 : 1;
}

await main();
