/**
 * The one way the tests and the benchmarks make a throw-away copy of the
 * site: the checkout's files (tracked, and new ones git does not ignore),
 * sharing its installed node_modules. Used by tests/workflow (cut a version,
 * feed bad input, write translations) and scripts/bench-build.mjs.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The files of the site in `repoDir`: tracked, and new ones git does not ignore. */
export function siteFiles(repoDir) {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {cwd: repoDir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  )
    .split('\0')
    .filter(Boolean);
}

/**
 * Copies the site in `repoDir` to a new temporary folder and returns it.
 * - `ownCache`: node_modules is a folder of links to the checkout's packages
 *   without `.cache`, so the bundlers' persistent caches are this copy's own
 *   (a benchmark's cold build); otherwise node_modules is one link, and builds
 *   in the copy must skip the persistent cache (DOCUSAURUS_NO_PERSISTENT_CACHE).
 * - `history`: `.git` links to the checkout's git folder, read-only in effect
 *   (builds only run `git log`), so dates and translation notices are real.
 * @param {{repoDir: string, prefix?: string, ownCache?: boolean, history?: boolean}} options
 */
export function makeScratchSite({
  repoDir,
  prefix = 'lattice-site-',
  ownCache = false,
  history = false,
}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of siteFiles(repoDir)) {
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    try {
      fs.cpSync(path.join(repoDir, file), target);
    } catch {
      // Deleted in the working tree but still tracked: not part of the site.
    }
  }
  const modules = path.join(repoDir, 'node_modules');
  if (ownCache) {
    fs.mkdirSync(path.join(dir, 'node_modules'));
    for (const entry of fs.readdirSync(modules)) {
      if (entry === '.cache') continue;
      fs.symlinkSync(
        path.join(modules, entry),
        path.join(dir, 'node_modules', entry),
      );
    }
  } else {
    fs.symlinkSync(modules, path.join(dir, 'node_modules'));
  }
  if (history) {
    const gitDir = execFileSync('git', ['rev-parse', '--absolute-git-dir'], {
      cwd: repoDir,
      encoding: 'utf8',
    }).trim();
    fs.symlinkSync(gitDir, path.join(dir, '.git'));
  }
  return dir;
}

/** @param {string} dir */
export function removeScratchSite(dir) {
  fs.rmSync(dir, {recursive: true, force: true});
}
