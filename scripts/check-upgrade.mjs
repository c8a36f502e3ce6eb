#!/usr/bin/env node
/**
 * `npm run check:upgrade -- <version>`: the upgrade drill. In a scratch copy
 * of the site (this checkout's files; the checkout is not touched), installs
 * every @docusaurus/* package at <version>, builds both locales and every
 * version with every departure on (plugins/departures.ts), checks the build
 * log, and runs the built-output tests and the upstream records
 * (tests/config/upstream.test.ts, which name the ejected files to compare);
 * then loads that departures-on build in Chromium and runs every departure's
 * browser guard (`browserGuards` in plugins/departures.ts: a loader's output
 * that throws in the browser, or a client module patching something that
 * moved, passes every build-time check and fails only here); then builds it
 * stock (every departure off) and loads every kind of page of that build in
 * a browser (scripts/check-stock.sh).
 *
 *   npm run check:upgrade -- 3.10.2
 *   npm run check:upgrade -- latest-3      the newest 3.x on the registry
 *   npm run check:upgrade -- 4.0.0-canary-6808 --with typescript@6.0.3
 *                                          with a dependency it needs too
 *
 * A version whose @docusaurus/core asks for another Node (`engines.node`,
 * e.g. the 4.0 canaries' >=24.21) is refused up front, saying which Node it
 * needs, which this machine has, and how to run the drill on the registry's
 * Node (`npx -p node@24 -- node scripts/check-upgrade.mjs <version>`: the
 * steps it starts find that Node first on the PATH npx sets). Exits 0 when
 * the drill passes, 1 when a step fails (its output shown), 2 when it cannot
 * run.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import semver from 'semver';

import {makeScratchSite, removeScratchSite} from './lib/scratch-site.mjs';

const repoDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
);

/**
 * The browser specs that guard the departures (browserGuards of
 * plugins/departures.ts, loaded as Docusaurus loads the config, with jiti):
 * each spec once, sorted, with the departures it guards.
 * @returns {Map<string, string[]>}
 */
function browserGuardSpecs() {
  const load = createJiti(fileURLToPath(import.meta.url), {
    interopDefault: true,
  });
  const {browserGuards} = load('../plugins/departures.ts');
  const guards = new Map();
  for (const [departure, specs] of Object.entries(browserGuards))
    for (const spec of specs)
      guards.set(spec, [...(guards.get(spec) ?? []), departure]);
  return new Map([...guards].sort(([a], [b]) => a.localeCompare(b)));
}

/** The first run-time check: every kind of page loads without an error. */
const hygieneSpec = 'tests/e2e/hygiene.spec.ts';

function npmView(spec, field) {
  const out = execFileSync('npm', ['view', spec, field, '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  return out ? JSON.parse(out) : undefined;
}

function resolveVersion(wanted) {
  const all = npmView('@docusaurus/core', 'versions');
  if (/^latest-\d+$/.test(wanted)) {
    const major = wanted.slice('latest-'.length);
    const stable = all.filter(
      (v) => semver.major(v) === Number(major) && !semver.prerelease(v),
    );
    if (stable.length === 0)
      throw new Error(`no stable ${major}.x on the registry`);
    return semver.rsort(stable)[0];
  }
  if (!all.includes(wanted)) {
    throw new Error(
      `@docusaurus/core@${wanted} is not on the registry (newest: ${all.slice(-3).join(', ')})`,
    );
  }
  return wanted;
}

/** The site's @docusaurus/* packages, from package.json's dependencies and devDependencies. */
function docusaurusPackages(pkg) {
  return ['dependencies', 'devDependencies'].flatMap((field) =>
    Object.keys(pkg[field] ?? {}).filter((name) =>
      name.startsWith('@docusaurus/'),
    ),
  );
}

/**
 * Fails, naming them, when some of the site's @docusaurus/* packages are not
 * published at `version`: a registry (or a mirror of it) can hold a canary
 * of core without the rest, and npm install would then stop on the first it
 * meets. Names the newest version every one of them has, to run instead.
 */
function checkPublished(packages, version) {
  const versionsOf = new Map(
    packages.map((name) => [name, npmView(name, 'versions') ?? []]),
  );
  const missing = packages.filter(
    (name) => !versionsOf.get(name).includes(version),
  );
  if (missing.length === 0) return;
  const shared = [...versionsOf.values()].reduce((common, versions) =>
    common.filter((v) => versions.includes(v)),
  );
  const sameLine = shared.filter(
    (v) =>
      semver.major(v) === semver.major(version) &&
      Boolean(semver.prerelease(v)) === Boolean(semver.prerelease(version)),
  );
  const newest = semver.rsort(sameLine.length ? sameLine : shared)[0];
  throw new Error(
    `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not published at ${version} on this registry; the newest version all ${packages.length} @docusaurus packages of the site share is ${newest}`,
  );
}

/**
 * Runs one step of the drill in `dir`, saying how it went.
 * @param {string} title
 * @param {string} dir
 * @param {string} command
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} [env] added to this process's environment
 * @param {RegExp | null} [summary] the line of the output shown when it passes
 * @returns {boolean} whether it passed
 */
function step(title, dir, command, args, env = {}, summary = null) {
  process.stdout.write(`check:upgrade: ${title} … `);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: dir,
    env: {...process.env, ...env},
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.log(`failed (${seconds} s)`);
    console.log(`${result.stdout}\n${result.stderr}`.trim().slice(-6000));
    return false;
  }
  const said = summary
    ? `${result.stdout}\n${result.stderr}`.match(summary)?.[0]
    : null;
  console.log(`done (${seconds} s)${said ? `: ${said.trim()}` : ''}`);
  return true;
}

async function main() {
  const [wanted, ...rest] = process.argv.slice(2);
  // --with <package>@<version>: another dependency the upgrade needs (a peer
  // the new version asks for), set in the scratch copy too.
  const alongside = {};
  for (let i = 0; i < rest.length; i += 1) {
    const spec = rest[i] === '--with' ? rest[(i += 1)] : undefined;
    const at = spec?.lastIndexOf('@') ?? -1;
    if (!spec || at <= 0) {
      console.error(
        `check:upgrade: expected --with <package>@<version>, got ${rest[i] ?? 'nothing'}`,
      );
      return 2;
    }
    alongside[spec.slice(0, at)] = spec.slice(at + 1);
  }
  if (!wanted || wanted.startsWith('-')) {
    console.error(
      'Usage: npm run check:upgrade -- <version | latest-3> [--with <package>@<version> …]',
    );
    return 2;
  }
  const pkg = JSON.parse(
    fs.readFileSync(path.join(repoDir, 'package.json'), 'utf8'),
  );
  // Only a dependency the site declares is set: another would be ignored.
  const undeclared = Object.keys(alongside).filter(
    (name) =>
      !(
        name in (pkg.dependencies ?? {}) || name in (pkg.devDependencies ?? {})
      ),
  );
  if (undeclared.length > 0) {
    console.error(
      `check:upgrade: --with ${undeclared.join(', ')}: not a dependency of the site (package.json)`,
    );
    return 2;
  }
  let version;
  try {
    version = resolveVersion(wanted);
    checkPublished(docusaurusPackages(pkg), version);
  } catch (error) {
    console.error(
      `check:upgrade: ${error instanceof Error ? error.message : error}`,
    );
    return 2;
  }
  const engines = npmView(`@docusaurus/core@${version}`, 'engines') ?? {};
  if (engines.node && !semver.satisfies(process.version, engines.node)) {
    // The registry's `node` package brings a Node binary of its major, and
    // npx puts it first on the PATH the drill's steps inherit.
    const major = semver.minVersion(engines.node)?.major;
    const here = major
      ? ` To run it here on the registry's Node: npx -p node@${major} -- node scripts/check-upgrade.mjs ${wanted}`
      : '';
    console.error(
      `check:upgrade: Docusaurus ${version} needs Node ${engines.node} (its @docusaurus/core's engines.node); this machine has Node ${process.version}. Nothing was changed.${here}`,
    );
    return 2;
  }

  const current = pkg.dependencies['@docusaurus/core'];
  const guardSpecs = browserGuardSpecs();
  console.log(
    `check:upgrade: Docusaurus ${current} → ${version} (Node ${process.version}, engines ${engines.node ?? 'any'})`,
  );
  // With the checkout's history: the pages' dates and translation notices
  // are part of the built output the tests read.
  const dir = makeScratchSite({
    repoDir,
    prefix: 'lattice-upgrade-',
    history: true,
  });
  let passed = false;
  try {
    // Its own packages, not the checkout's.
    fs.unlinkSync(path.join(dir, 'node_modules'));
    for (const field of ['dependencies', 'devDependencies']) {
      for (const name of Object.keys(pkg[field] ?? {})) {
        if (name.startsWith('@docusaurus/')) pkg[field][name] = version;
        else if (name in alongside) pkg[field][name] = alongside[name];
      }
    }
    for (const [name, range] of Object.entries(alongside))
      console.log(`check:upgrade: with ${name}@${range}`);
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      `${JSON.stringify(pkg, null, 2)}\n`,
    );
    console.log(`check:upgrade: scratch copy in ${dir}`);
    passed =
      step('npm install', dir, 'npm', ['install', '--no-audit', '--no-fund']) &&
      step('production build, every departure on', dir, 'bash', [
        '-c',
        'npx docusaurus build > artifacts-build.log 2>&1; status=$?; tail -n 40 artifacts-build.log; exit $status',
      ]) &&
      step('build log (links, anchors, routes)', dir, process.execPath, [
        'scripts/check-build-log.mjs',
        'artifacts-build.log',
      ]) &&
      step(
        'built-output tests and the upstream records',
        dir,
        'npx',
        [
          'jest',
          '--maxWorkers=2',
          'tests/build',
          'tests/config/upstream.test.ts',
        ],
        {SITE_BUILD_LOG: path.join(dir, 'artifacts-build.log')},
        /Tests:.*$/m,
      ) &&
      // The build above (`build/`) in Chromium, before check:stock builds
      // into a folder of its own; the browser and nginx the way check:stock
      // gets them, so the two steps need the same machine. Every kind of
      // page first, without an error: a loader's output or a client module
      // that throws fails there, and the step names the departures that
      // spec guards, before the other guards run (in file order, which would
      // put another departure's spec first). Each step stops after five
      // failures: a break that fails every page would otherwise wait out
      // every test's timeout, and the first failures name it.
      [
        [hygieneSpec],
        [...guardSpecs.keys()].filter((spec) => spec !== hygieneSpec),
      ].every((specs, index) =>
        step(
          `${index === 0 ? 'every kind of page without an error' : 'the other browser guards'}, on the departures-on build (guards of ${[
            ...new Set(specs.flatMap((spec) => guardSpecs.get(spec) ?? [])),
          ].join(', ')})`,
          dir,
          'bash',
          [
            '-c',
            'bash scripts/install-system-deps.sh && npx playwright test "$@" --reporter=line --max-failures=5',
            'browser-guards',
            ...specs,
          ],
          {SITE_BUILD_DIR: path.join(dir, 'build')},
          /\d+ passed.*$/m,
        ),
      ) &&
      step(
        'stock build (every departure off) and every kind of page on it',
        dir,
        'bash',
        ['scripts/check-stock.sh'],
        {},
        /\d+ passed.*$/m,
      );
  } finally {
    if (passed) removeScratchSite(dir);
    else console.log(`check:upgrade: the scratch copy is kept: ${dir}`);
  }
  console.log(
    passed
      ? `check:upgrade: Docusaurus ${version} builds this site with every departure on, its built-output tests and every departure's browser guard pass; built stock, every kind of page loads cleanly.`
      : `check:upgrade: Docusaurus ${version} does not pass the drill (above).`,
  );
  return passed ? 0 : 1;
}

process.exitCode = await main();
