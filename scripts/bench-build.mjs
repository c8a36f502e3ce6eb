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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {gb, machine, median, stopGroup} from './bench/common.mjs';
import {
  clearCaches,
  introductionTitle,
  makeScratchSite,
  openBrowser,
  running,
  seconds,
  timedBuild,
  timedDevServer,
  verdict,
} from './bench/builds.mjs';

const baselineConfig = 'scripts/bench/docusaurus.baseline.config.ts';
const oursConfig = 'docusaurus.config.ts';

const targets = {
  buildRatio: 3,
  peakMemoryBytes: 2.5e9,
  devServerSeconds: 20,
};

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
