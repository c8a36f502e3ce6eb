#!/usr/bin/env node
/**
 * `npm run bench:departures`: what each departure from stock Docusaurus buys
 * (plugins/departures.ts). Builds the zh site (every version) with all
 * departures on, with all off (STOCK_DOCUSAURUS=all) and with each one off,
 * and for each build prints:
 *
 * - the build's time (`docusaurus build --locale zh`, the bundler's cache
 *   cleared before each, so each build compiles everything). A one-locale
 *   build is served at its root: the zh pages are at /, /docs/…;
 * - the first-load JavaScript of the home page, a guide, the examples page
 *   and an API class page (gzip, as the page-weight test and bench:lighthouse
 *   count it); for the all-on and all-off builds, of every zh page the
 *   page-weight test holds to its budget, and the ratio of ours to stock's
 *   (the budget is 0.75 of stock's heaviest page: PERFORMANCE.md, "First-load
 *   JavaScript");
 * - Lighthouse's TBT on the two heaviest pages (`/zh/docs/examples` and the
 *   interceptors guide; bench:lighthouse's mobile defaults), medians of 3.
 *
 *   --only a,b   only these departures' "off" builds (with all on and all off)
 *   --runs N     Lighthouse runs for TBT (default 3)
 *
 * Builds go to artifacts/departures/<name>/ (kept until the next run), the
 * figures to artifacts/departures/results.json. Takes about two minutes a
 * build on a 2-CPU machine. Not part of `npm test`.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {fileURLToPath} from 'node:url';

import {machine, table} from './bench/common.mjs';
import {budgetPages, firstLoadBudgetKb, stockRatio} from './lib/firstLoad.mjs';

const siteDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);
const outRoot = path.join(siteDir, 'artifacts/departures');

/** The departures' names, from plugins/departures.ts (loaded as Docusaurus loads the config, with jiti). */
function departureNames() {
  const load = createJiti(fileURLToPath(import.meta.url), {
    interopDefault: true,
  });
  return Object.keys(load('../plugins/departures.ts').departures);
}

function parseOptions(argv) {
  const options = {runs: 3, only: null};
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    if (name === '--runs') options.runs = Number(inline ?? argv[(i += 1)]);
    else if (name === '--only')
      options.only = (inline ?? argv[(i += 1)]).split(',');
    else {
      console.error(`bench-departures: unknown option ${name}`);
      process.exit(2);
    }
  }
  return options;
}

// The zh build alone, served at its root: /docs/examples is /zh/docs/examples
// of the whole site.
const firstLoadPages = [
  '/',
  '/docs/overview/interceptors',
  '/docs/examples',
  '/docs/api/lattice-app/classes/LatticeApplication',
];
/** The page-weight test's zh pages, served at the zh build's root. */
const zhBudgetPages = budgetPages
  .filter((page) => page.startsWith('/zh/'))
  .map((page) => page.slice(3));
const tbtPages = ['/docs/examples', '/docs/overview/interceptors'];

function lighthouse(siteRoot, pages, runs, jsonFile) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(siteDir, 'scripts/bench-lighthouse.mjs'),
      '--runs',
      String(runs),
      ...pages.flatMap((page) => ['--page', page]),
      '--json',
      jsonFile,
    ],
    {
      cwd: siteDir,
      env: {...process.env, SITE_ROOT: siteRoot},
      encoding: 'utf8',
    },
  );
  if (result.status !== 0 || !fs.existsSync(jsonFile)) {
    throw new Error(
      `bench:lighthouse failed on ${siteRoot}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return Object.fromEntries(
    JSON.parse(fs.readFileSync(jsonFile, 'utf8')).map(({page, figures}) => [
      page,
      figures,
    ]),
  );
}

function measure(name, stock, allPages) {
  const dir = path.join(outRoot, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.rmSync(path.join(siteDir, 'node_modules/.cache'), {
    recursive: true,
    force: true,
  });
  process.stdout.write(
    `${name}: building (STOCK_DOCUSAURUS=${stock || '""'}) … `,
  );
  const started = process.hrtime.bigint();
  const build = spawnSync(
    'npx',
    ['docusaurus', 'build', '--locale', 'zh', '--out-dir', dir],
    {
      cwd: siteDir,
      env: {...process.env, STOCK_DOCUSAURUS: stock},
      encoding: 'utf8',
    },
  );
  const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (build.status !== 0) {
    throw new Error(
      `the build with STOCK_DOCUSAURUS=${stock} failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`,
    );
  }
  process.stdout.write(`${buildSeconds.toFixed(0)} s; measuring … `);
  const weightPages = allPages
    ? [...new Set([...firstLoadPages, ...zhBudgetPages])]
    : firstLoadPages;
  const weights = lighthouse(
    dir,
    weightPages,
    1,
    path.join(dir, 'weights.json'),
  );
  const tbt = lighthouse(
    dir,
    tbtPages,
    options.runs,
    path.join(dir, 'tbt.json'),
  );
  console.log('done');
  return {
    name,
    stock,
    buildSeconds,
    firstLoadKb: firstLoadPages.map(
      (page) => weights[page].firstLoadJsBytes / 1024,
    ),
    pageKb: Object.fromEntries(
      weightPages.map((page) => [page, weights[page].firstLoadJsBytes / 1024]),
    ),
    tbtMs: tbtPages.map((page) => tbt[page].tbtMs),
  };
}

const options = parseOptions(process.argv.slice(2));
const names = departureNames();
for (const name of options.only ?? []) {
  if (!names.includes(name)) {
    console.error(
      `bench-departures: ${name} is not a departure (${names.join(', ')})`,
    );
    process.exit(2);
  }
}
fs.mkdirSync(outRoot, {recursive: true});
console.log(
  'bench-departures: zh build, every version; nginx; Lighthouse mobile defaults',
);
for (const line of machine()) console.log(line);

const configs = [
  ['all on', ''],
  ['all off', 'all'],
  ...(options.only ?? names).map((name) => [`${name} off`, name]),
];
const results = [];
for (const [name, stock] of configs) {
  results.push(
    measure(name.replace(/ /g, '-'), stock, stock === '' || stock === 'all'),
  );
  fs.writeFileSync(
    path.join(outRoot, 'results.json'),
    JSON.stringify(results, null, 2),
  );
}

const [on] = results;
const kb = (value) => value.toFixed(1);
const delta = (value, base, digits = 1) => {
  const d = value - base;
  return `${d >= 0 ? '+' : ''}${d.toFixed(digits)}`;
};
const header = [
  'build',
  'build s',
  ...firstLoadPages.map((page) => `JS /zh${page} KB`),
  ...tbtPages.map((page) => `TBT /zh${page} ms`),
];
const rows = results.map((result) => [
  result.name,
  `${result.buildSeconds.toFixed(0)}${result === on ? '' : ` (${delta(result.buildSeconds, on.buildSeconds, 0)})`}`,
  ...result.firstLoadKb.map(
    (value, i) =>
      `${kb(value)}${result === on ? '' : ` (${delta(value, on.firstLoadKb[i])})`}`,
  ),
  ...result.tbtMs.map(
    (value, i) =>
      `${Math.round(value)}${result === on ? '' : ` (${delta(value, on.tbtMs[i], 0)})`}`,
  ),
]);
console.log(`\n${table([header, ...rows])}`);
console.log(
  '\n(in brackets: the difference from all on; JS is first-load JavaScript, gzip, 1 KB = 1024 bytes; TBT medians of ' +
    `${options.runs} Lighthouse runs)`,
);

// The budget's derivation: every page the page-weight test holds, ours
// against stock's, and the absolute figure the ratio gives on the heaviest.
const stockBuild = results.find((result) => result.stock === 'all');
if (stockBuild) {
  const ratioRows = Object.keys(stockBuild.pageKb).map((page) => {
    const ours = on.pageKb[page];
    const theirs = stockBuild.pageKb[page];
    return [`/zh${page}`, kb(ours), kb(theirs), (ours / theirs).toFixed(2)];
  });
  console.log(
    `\n${table([['page', 'all on KB', 'stock KB', 'ratio'], ...ratioRows])}`,
  );
  const heaviest = Math.max(...Object.values(stockBuild.pageKb));
  console.log(
    `\nbudget: ${stockRatio} × ${kb(heaviest)} KB (stock's heaviest page) = ${kb(stockRatio * heaviest)} KB; the page-weight test holds ${firstLoadBudgetKb} KB`,
  );
}
