/**
 * What the build benchmarks share (scripts/bench-build.mjs and
 * scripts/bench-scale.mjs): a scratch copy with caches of its own, cold
 * builds timed with the peak memory of their whole process tree, and the
 * dev server timed until it answers and renders a page.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {
  chromeFlags,
  chromePath,
  freePort,
  gb,
  stopGroup,
  siteDir,
} from './common.mjs';
import {makeScratchSite as makeSharedScratchSite} from '../lib/scratch-site.mjs';

/** How often the memory of a build's processes is sampled. */
export const sampleEveryMs = 200;

// ---------------------------------------------------------------- formatting

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}
export function verdict(met) {
  return met ? 'met' : 'MISSED';
}

// ---------------------------------------------------------------- scratch site

// The copy (scripts/lib/scratch-site.mjs) has its own node_modules/.cache,
// so the bundlers' persistent caches are neither the site's (another build may
// be using it) nor shared between the two configurations' cold runs; with
// `history`, the git history, so dates and translation notices cost what they
// cost a maintainer.
export const makeScratchSite = ({history, prefix = 'lattice-bench-site-'}) =>
  makeSharedScratchSite({
    repoDir: siteDir,
    prefix,
    ownCache: true,
    history,
  });

/** What `docusaurus clear` removes that a build would reuse. */
export function clearCaches(dir) {
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
export function treeRss(rootPid) {
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

/** The processes started and not yet ended, for a benchmark to stop on a signal. */
export const running = new Set();

export function startInGroup(command, args, {cwd, env, logFile}) {
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

export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---------------------------------------------------------------- builds

/** @param {NodeJS.ProcessEnv} [extra] */
export function docusaurusEnv(extra = {}) {
  /** @type {NodeJS.ProcessEnv} */
  const env = {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...extra};
  // The benchmark builds the whole site with its caches, whatever the shell has.
  if (!('DOCS_VERSIONS' in extra)) delete env.DOCS_VERSIONS;
  delete env.DOCUSAURUS_NO_PERSISTENT_CACHE;
  return env;
}

/**
 * A build of the copy in `dir`, timed, with the peak memory of its processes.
 * @param {string} dir
 * @param {{config: string, locale?: string, label: string, workDir: string, outDir?: string, env?: NodeJS.ProcessEnv}} options
 * @returns {Promise<{wallMs: number, peak: number, logFile: string}>}
 */
export async function timedBuild(
  dir,
  {config, locale, label, workDir, outDir: keptDir, env = {}},
) {
  // A build's output is removed after it unless `outDir` says where to keep it.
  const outDir = keptDir ?? fs.mkdtempSync(path.join(workDir, 'out-'));
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
    env: docusaurusEnv(env),
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
  if (!keptDir) fs.rmSync(outDir, {recursive: true, force: true});
  if (code !== 0 || !built) {
    console.log('failed');
    throw new Error(
      `${label}: the build failed (exit ${code}); its log, ${logFile}, ends with:\n${tail(logFile)}`,
    );
  }
  console.log(`${seconds(wallMs)}, peak ${gb(peak)}`);
  return {wallMs, peak, logFile};
}

// ---------------------------------------------------------------- dev server

/** The title of zh's next introduction page, as its source gives it. */
export function introductionTitle(dir) {
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
export async function openBrowser() {
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
 * Of next only (`docsVersions`, DOCS_VERSIONS), unless told otherwise; an
 * empty `docsVersions` serves every version.
 * @param {string} dir
 * @param {{label: string, workDir: string, title: string, browser: import('@playwright/test').Browser | null, docsVersions?: string}} options
 */
export async function timedDevServer(
  dir,
  {label, workDir, title, browser, docsVersions = 'current'},
) {
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
    {
      cwd: dir,
      // Every version: DOCS_VERSIONS set to nothing (docusaurusEnv).
      env: docusaurusEnv(docsVersions ? {DOCS_VERSIONS: docsVersions} : {}),
      logFile,
    },
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
