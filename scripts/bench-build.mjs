#!/usr/bin/env node
/**
 * `npm run bench [-- --runs N] [-- --locale zh] [-- --without-history]`: how fast and how big the
 * production build is with our configuration (Docusaurus Faster: Rspack, SWC,
 * Lightning CSS, worker threads) against the stock webpack pipeline
 * (scripts/bench/docusaurus.baseline.config.ts: ours with Faster off).
 *
 * 1. Cold builds, alternating ours / baseline, N of each (default 2): before
 *    each, `.docusaurus` and `node_modules/.cache` (the bundlers' persistent
 *    caches) are removed, as `docusaurus clear` does. Wall time and the peak
 *    memory of the whole process tree (the sum of VmRSS of the build and its
 *    descendants, sampled every 200 ms) are measured.
 * 2. A warm rebuild: ours again right after its last cold build, caches kept.
 * 3. The zh dev server with only next (`DOCS_VERSIONS=current`): seconds until
 *    /zh/docs/introduction renders its title in Chromium, with cold caches and
 *    again warm.
 *
 * Everything runs in a scratch copy of the site (the files git tracks or does
 * not ignore), taken once at the start, so that edits and builds in the
 * working tree neither disturb the figures nor are disturbed: its
 * node_modules is a real folder of symlinks to the site's packages, without
 * the site's `.cache`, so the caches it clears are its own. Builds go to
 * temporary folders; nothing in the site is written.
 *
 * The copy reads the site's git history (its `.git` is linked), so builds
 * pay for the last-updated dates and translation notices as a maintainer's
 * do; `--without-history` leaves it out, for the cost of reading git.
 *
 * `--locale zh` builds one locale only (a quick check of the script); the
 * benchmark proper builds both. It is not part of `npm test` and exits 0 when
 * a target is missed: it prints figures, and which targets they miss.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  chromeFlags,
  chromePath,
  freePort,
  gb,
  machine,
  median,
  stopGroup,
  siteDir,
} from './bench/common.mjs';
import {makeScratchSite as makeSharedScratchSite} from './lib/scratch-site.mjs';

const baselineConfig = 'scripts/bench/docusaurus.baseline.config.ts';
const oursConfig = 'docusaurus.config.ts';

const targets = {
  buildRatio: 3,
  peakMemoryBytes: 2.5e9,
  devServerSeconds: 20,
};
const sampleEveryMs = 200;

// ---------------------------------------------------------------- options

function parseOptions(argv) {
  const options = {runs: 2, locale: undefined, history: true};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = () => inline ?? argv[(i += 1)];
    if (name === '--runs') options.runs = Number(value());
    else if (name === '--locale') options.locale = value();
    else if (name === '--without-history') options.history = false;
    else if (name === '--help' || name === '-h') {
      console.log(
        'Usage: npm run bench [-- --runs N] [-- --locale <locale>] [-- --without-history]\n' +
          '  --runs N            cold builds of each configuration (default 2)\n' +
          '  --locale <name>     build one locale only, for a quick check\n' +
          '  --without-history   no git history in the copy: builds without dates',
      );
      process.exit(0);
    } else {
      console.error(`bench-build: unknown option ${arg} (try --help)`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) {
    console.error('bench-build: --runs takes a whole number of at least 1');
    process.exit(2);
  }
  if (options.locale === '') options.locale = undefined;
  return options;
}

// ---------------------------------------------------------------- machine

// ---------------------------------------------------------------- formatting

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
function verdict(met) {
  return met ? 'met' : 'MISSED';
}

// ---------------------------------------------------------------- scratch site

// The copy (scripts/lib/scratch-site.mjs) has its own node_modules/.cache,
// so the bundlers' persistent caches are neither the site's (another build may
// be using it) nor shared between the two configurations' cold runs; with
// `history`, the git history, so dates and translation notices cost what they
// cost a maintainer.
const makeScratchSite = ({history}) =>
  makeSharedScratchSite({
    repoDir: siteDir,
    prefix: 'lattice-bench-site-',
    ownCache: true,
    history,
  });

/** What `docusaurus clear` removes that a build would reuse. */
function clearCaches(dir) {
  fs.rmSync(path.join(dir, '.docusaurus'), {recursive: true, force: true});
  fs.rmSync(path.join(dir, 'node_modules/.cache'), {
    recursive: true,
    force: true,
  });
}

// ---------------------------------------------------------------- processes

/** pid → parent pid of every process now running. */
function parentsByPid() {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: fields after
      // the last `)` are state, ppid, ...
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // Ended while we looked.
    }
  }
  return parents;
}

/** The summed resident memory of `rootPid` and all its descendants, in bytes. */
function treeRss(rootPid) {
  const parents = parentsByPid();
  const children = new Map();
  for (const [pid, parent] of parents) {
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(pid);
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
      if (kb) total += Number(kb) * 1024;
    } catch {
      // Ended while we looked.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

const running = new Set();

function startInGroup(command, args, {cwd, env, logFile}) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd,
    env,
    // Its own process group, so that stopping it ends its workers too.
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- builds

/** @param {NodeJS.ProcessEnv} [extra] */
function docusaurusEnv(extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...extra};
  // The benchmark builds the whole site with its caches, whatever the shell has.
  if (!('DOCS_VERSIONS' in extra)) delete env.DOCS_VERSIONS;
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  return env;
}

async function timedBuild(dir, {config, locale, label, workDir}) {
  const outDir = fs.mkdtempSync(path.join(workDir, 'out-'));
  const logFile = path.join(workDir, `${label.replace(/\W+/g, '-')}.log`);
  const args = [
    path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
    'build',
    '--config',
    config,
    '--out-dir',
    outDir,
    ...(locale ? ['--locale', locale] : []),
  ];
  process.stdout.write(`  ${label} … `);
  const started = performance.now();
  const child = startInGroup(process.execPath, args, {
    cwd: dir,
    env: docusaurusEnv(),
    logFile,
  });
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeRss(child.pid));
  };
  const sampler = setInterval(sample, sampleEveryMs);
  sample();
  const code = await new Promise((resolve) =>
    child.once('exit', (status, signal) => resolve(status ?? signal)),
  );
  const wallMs = performance.now() - started;
  clearInterval(sampler);
  const built = fs.existsSync(path.join(outDir, 'index.html'));
  fs.rmSync(outDir, {recursive: true, force: true});
  if (code !== 0 || !built) {
    console.log('failed');
    throw new Error(
      `${label}: the build failed (exit ${code}); its log, ${logFile}, ends with:\n${tail(logFile)}`,
    );
  }
  console.log(`${seconds(wallMs)}, peak ${gb(peak)}`);
  return {wallMs, peak};
}

// ---------------------------------------------------------------- dev server

/** The title of zh's next introduction page, as its source gives it. */
function introductionTitle(dir) {
  const folder = path.join(
    dir,
    'i18n/zh/docusaurus-plugin-content-docs/current',
  );
  const file = ['introduction.mdx', 'introduction.md']
    .map((name) => path.join(folder, name))
    .find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`No introduction page in ${folder}`);
  const source = fs.readFileSync(file, 'utf8');
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const title =
    /^title:\s*['"]?(.+?)['"]?\s*$/m.exec(frontMatter)?.[1] ??
    /^#\s+(.+?)\s*$/m.exec(source.slice(frontMatter.length))?.[1];
  if (!title) throw new Error(`No title in ${file}`);
  return title;
}

/** Chromium through @playwright/test, to see the page render; null without it. */
async function openBrowser() {
  try {
    const {chromium} = await import('@playwright/test');
    const browser = await chromium.launch({
      executablePath: chromePath,
      headless: true,
      args: chromeFlags,
    });
    return browser;
  } catch (error) {
    console.log(
      `  (no browser: ${String(error instanceof Error ? error.message : error).split('\n')[0]}; timing the first HTML answer only)`,
    );
    return null;
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(60_000)});
    const body = await response.text();
    return response.status === 200 && /<html/i.test(body);
  } catch {
    return false;
  }
}

/**
 * Seconds from `docusaurus start` until the server answers the page with HTML,
 * and until Chromium shows the page's title in its <h1> and <title>: the dev
 * server sends an empty shell, the page itself is rendered by the client.
 */
async function timedDevServer(dir, {label, workDir, title, browser}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/zh/docs/introduction`;
  const logFile = path.join(workDir, `${label.replace(/\W+/g, '-')}.log`);
  process.stdout.write(`  ${label} … `);
  const started = performance.now();
  const child = startInGroup(
    process.execPath,
    [
      path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--locale',
      'zh',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    {cwd: dir, env: docusaurusEnv({DOCS_VERSIONS: 'current'}), logFile},
  );
  try {
    const deadline = started + 10 * 60_000;
    while (!(await answers(url))) {
      if (child.exitCode !== null || performance.now() > deadline) {
        console.log('failed');
        throw new Error(
          `${label}: the dev server did not answer ${url} (exit ${child.exitCode}); its log, ${logFile}, ends with:\n${tail(logFile)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, sampleEveryMs));
    }
    const answeredMs = performance.now() - started;
    let renderedMs = null;
    if (browser) {
      const page = await browser.newPage();
      try {
        await page.goto(url, {waitUntil: 'domcontentloaded', timeout: 120_000});
        await page.waitForFunction(
          (expected) =>
            document.title.includes(expected) &&
            (document.querySelector('h1')?.textContent ?? '').includes(
              expected,
            ),
          title,
          {timeout: 120_000, polling: 100},
        );
        renderedMs = performance.now() - started;
      } finally {
        await page.close();
      }
    }
    console.log(
      `answers in ${seconds(answeredMs)}` +
        (renderedMs === null
          ? ''
          : `, shows “${title}” in ${seconds(renderedMs)}`),
    );
    return {answeredMs, renderedMs};
  } finally {
    await stopGroup(child);
  }
}

// ---------------------------------------------------------------- main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const scope = options.locale
    ? `locale ${options.locale} only (a quick check, not the benchmark)`
    : 'both locales';

  console.log(
    'bench-build: Docusaurus Faster against the stock webpack pipeline',
  );
  for (const line of machine()) console.log(line);
  console.log(
    `runs: ${options.runs} cold builds of each configuration, ${scope}, all doc versions, ${options.history ? "with the site's git history (last-updated dates, translation notices)" : 'without git history (no dates)'}`,
  );

  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lattice-bench-'));
  process.stdout.write('copying the site to a scratch folder … ');
  const dir = makeScratchSite(options);
  console.log(dir);

  const cleanUp = async () => {
    await Promise.all([...running].map(stopGroup));
    fs.rmSync(dir, {recursive: true, force: true});
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.log(`\nbench-build: ${signal}, stopping`);
      void cleanUp().finally(() =>
        process.exit(signal === 'SIGINT' ? 130 : 143),
      );
    });
  }

  try {
    const ours = [];
    const baseline = [];
    let warm;
    console.log('\ncold builds (caches cleared before each), alternating:');
    for (let run = 1; run <= options.runs; run += 1) {
      clearCaches(dir);
      ours.push(
        await timedBuild(dir, {
          config: oursConfig,
          locale: options.locale,
          label: `ours #${run}`,
          workDir,
        }),
      );
      if (run === options.runs) {
        // Right after our last cold build: its caches are the ones a
        // contributor's second `npm run build` finds.
        warm = await timedBuild(dir, {
          config: oursConfig,
          locale: options.locale,
          label: `ours, warm rebuild (caches kept)`,
          workDir,
        });
      }
      clearCaches(dir);
      baseline.push(
        await timedBuild(dir, {
          config: baselineConfig,
          locale: options.locale,
          label: `baseline #${run}`,
          workDir,
        }),
      );
    }
    // parseOptions takes --runs of at least 1: the last run made the warm rebuild.
    if (!warm) throw new Error('bench-build: no run made the warm rebuild');

    console.log('\ndev server, zh, next only (DOCS_VERSIONS=current):');
    const title = introductionTitle(dir);
    const browser = await openBrowser();
    let coldDev;
    let warmDev;
    try {
      clearCaches(dir);
      coldDev = await timedDevServer(dir, {
        label: 'cold start (caches cleared)',
        workDir,
        title,
        browser,
      });
      warmDev = await timedDevServer(dir, {
        label: 'warm start (caches kept)',
        workDir,
        title,
        browser,
      });
    } finally {
      await browser?.close();
    }

    const oursWall = median(ours.map((run) => run.wallMs));
    const baselineWall = median(baseline.map((run) => run.wallMs));
    const ratio = baselineWall / oursWall;
    const oursPeak = Math.max(...ours.map((run) => run.peak));
    const baselinePeak = Math.max(...baseline.map((run) => run.peak));
    const devMs = coldDev.renderedMs ?? coldDev.answeredMs;
    const devWhat =
      coldDev.renderedMs === null ? 'answers' : `shows “${title}”`;

    const checks = [
      ['build ratio ≥ 3', ratio >= targets.buildRatio],
      ['peak memory < 2.5 GB (ours)', oursPeak < targets.peakMemoryBytes],
      ['dev server ≤ 20 s (cold)', devMs / 1000 <= targets.devServerSeconds],
    ];

    console.log(`\nresults (${scope}):`);
    console.log(
      `  cold build, median   ours ${seconds(oursWall)}   baseline ${seconds(baselineWall)}`,
    );
    console.log(
      `  peak memory (tree)   ours ${gb(oursPeak)} max, ${gb(median(ours.map((run) => run.peak)))} median   baseline ${gb(baselinePeak)} max, ${gb(median(baseline.map((run) => run.peak)))} median   target < 2.5 GB: ${verdict(checks[1][1])}`,
    );
    console.log(
      `  build ratio: ${ratio.toFixed(2)}   (baseline over ours)   target ≥ 3: ${verdict(checks[0][1])}`,
    );
    console.log(
      `  warm rebuild, ours   ${seconds(warm.wallMs)}, peak ${gb(warm.peak)}`,
    );
    console.log(
      `  dev server, zh next  cold: ${devWhat} in ${seconds(devMs)} (answers in ${seconds(coldDev.answeredMs)})   target ≤ 20 s: ${verdict(checks[2][1])}`,
    );
    console.log(
      `                       warm: ${seconds(warmDev.renderedMs ?? warmDev.answeredMs)} (answers in ${seconds(warmDev.answeredMs)})`,
    );
    console.log(
      '  (memory: VmRSS summed over the build and its descendants, sampled every 200 ms;' +
        ' pages shared between processes count once per process)',
    );

    const missed = checks.filter(([, met]) => !met).map(([name]) => name);
    console.log(
      missed.length
        ? `\ntargets missed: ${missed.join('; ')}`
        : '\nall targets met',
    );
    console.log(`build and dev server logs: ${workDir}`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(`bench-build: ${error.message}`);
  process.exit(1);
});
