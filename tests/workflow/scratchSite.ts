/**
 * A throw-away copy of the site for tests that change it: cut a version, feed
 * it bad input, run write-translations. The copy has the repository's files
 * (tracked, and new ones git does not ignore) and shares node_modules; builds
 * in it skip the persistent bundler cache, which lives in node_modules and must
 * not be shared between two builds at once.
 */
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {stripVTControlCharacters} from 'node:util';

import {
  makeScratchSite as makeSharedScratchSite,
  removeScratchSite,
} from '../../scripts/lib/scratch-site.mjs';

export const repoDir = path.join(__dirname, '../..');

/** A scratch copy of this checkout (scripts/lib/scratch-site.mjs). */
export function makeScratchSite(): string {
  return makeSharedScratchSite({repoDir});
}

export {removeScratchSite};

export interface RunResult {
  readonly status: number | null;
  /** stdout and stderr together, without colour codes. */
  readonly output: string;
}

export function run(
  dir: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): RunResult {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: {
      ...process.env,
      DOCUSAURUS_NO_PERSISTENT_CACHE: 'true',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
      ...env,
    },
  });
  // Colour codes would hide messages from the tests' patterns.
  const output = stripVTControlCharacters(`${result.stdout}${result.stderr}`);
  return {status: result.status, output};
}

const docusaurusBin = path.join(
  repoDir,
  'node_modules/@docusaurus/core/bin/docusaurus.mjs',
);

/** `docusaurus <args>` in the scratch site, with Node. */
export function docusaurus(
  dir: string,
  args: readonly string[],
  env: Record<string, string> = {},
): RunResult {
  return run(dir, process.execPath, [docusaurusBin, ...args], env);
}

/** One test file's results, as jest's `--json` reports them. */
export interface JestSuiteResult {
  readonly name: string;
  readonly assertionResults: readonly {
    readonly fullName: string;
    readonly status: string;
  }[];
}

/**
 * Jest's fast project in the scratch site, on `files`, with only the tests
 * whose names match `namePattern`: the suite's own checks, run against what
 * the copy has become. Throws with jest's output when a test fails.
 */
export function jestInCopy(
  dir: string,
  files: readonly string[],
  namePattern: string,
): JestSuiteResult[] {
  const outputFile = 'jest-in-copy.json';
  const result = run(dir, process.execPath, [
    path.join(dir, 'node_modules/jest/bin/jest.js'),
    ...files,
    '--selectProjects',
    'fast',
    '--testNamePattern',
    namePattern,
    '--json',
    `--outputFile=${outputFile}`,
  ]);
  if (result.status !== 0) throw new Error(result.output.slice(-8000));
  return (
    JSON.parse(readFileSync(path.join(dir, outputFile), 'utf8')) as {
      testResults: JestSuiteResult[];
    }
  ).testResults;
}
