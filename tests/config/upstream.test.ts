/**
 * The upstream files our theme components were copied from, or lean on,
 * recorded by content (tests/config/upstream.json): an ejected component is a
 * copy of a Docusaurus file as it was, and a wrapper that imports a core
 * internal depends on that file's exports. When a Docusaurus upgrade changes
 * one of them, this test fails and names our file to compare with the new
 * upstream one, instead of the copy silently drifting from the theme around it.
 *
 * After comparing and carrying the upstream change over (or deciding it does
 * not apply), record the new upstream: `UPDATE_UPSTREAM=1 npx jest
 * tests/config/upstream.test.ts`.
 *
 * Which files must be recorded is not decided here: tests/config/
 * departures.test.ts finds every theme override and every import of a
 * package's internals in the tree and fails on one this record lacks.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const siteDir = path.join(__dirname, '../..');
const recordFile = path.join(__dirname, 'upstream.json');

interface Upstream {
  /** The file in node_modules, from the package's folder. */
  readonly file: string;
  readonly sha256: string;
}
interface Copy {
  /**
   * What our file takes from upstream: an ejected theme component, a wrapper
   * of one, an import of a package's internals, code copied into a plugin,
   * or a class name or element id our file relies on.
   */
  readonly relation:
    'ejected from' | 'wraps' | 'imports' | 'copies' | 'relies on';
  readonly upstream: readonly Upstream[];
}
interface Record {
  readonly versions: {readonly [pkg: string]: string};
  readonly files: {readonly [ours: string]: Copy};
}

const readRecord = () => JSON.parse(readFileSync(recordFile, 'utf8')) as Record;

const packageOf = (file: string) =>
  file.startsWith('@')
    ? file.split('/').slice(0, 2).join('/')
    : file.split('/')[0]!;
const installedVersion = (pkg: string) =>
  (
    JSON.parse(
      readFileSync(
        path.join(siteDir, 'node_modules', pkg, 'package.json'),
        'utf8',
      ),
    ) as {version: string}
  ).version;
const digest = (file: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(siteDir, 'node_modules', file)))
    .digest('hex');

/** Records the installed upstream files and versions. */
function updateRecord(old: Record): Record {
  const files = Object.fromEntries(
    Object.entries(old.files).map(([ours, copy]) => [
      ours,
      {
        ...copy,
        upstream: copy.upstream.map(({file}) => ({file, sha256: digest(file)})),
      },
    ]),
  );
  const versions = Object.fromEntries(
    Object.keys(old.versions).map((pkg) => [pkg, installedVersion(pkg)]),
  );
  writeFileSync(recordFile, `${JSON.stringify({versions, files}, null, 2)}\n`);
  return readRecord();
}

const record =
  process.env.UPDATE_UPSTREAM === '1'
    ? updateRecord(readRecord())
    : readRecord();

describe.each(Object.entries(record.files))(
  '%s',
  (ours, {relation, upstream}) => {
    it('exists, and says in its comment what it changes', () => {
      expect(existsSync(path.join(siteDir, ours))).toBe(true);
      expect(readFileSync(path.join(siteDir, ours), 'utf8')).toMatch(
        /^\/\*\*\n \* /,
      );
    });

    it.each(upstream)(
      `is still in step with what it is ${relation}: $file`,
      ({file, sha256}) => {
        const pkg = packageOf(file);
        if (!existsSync(path.join(siteDir, 'node_modules', file))) {
          throw new Error(
            `${ours} is ${relation} ${file}, which ${pkg} ${installedVersion(pkg)} no longer has: find where it went and carry ${ours} over.`,
          );
        }
        if (digest(file) !== sha256) {
          throw new Error(
            `${file} changed since ${pkg} ${record.versions[pkg]} (now ${installedVersion(pkg)}): compare it with ${ours}, carry the change over or decide it does not apply, then record it with UPDATE_UPSTREAM=1 npx jest tests/config/upstream.test.ts.`,
          );
        }
      },
    );
  },
);
