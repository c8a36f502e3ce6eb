/**
 * A build split by locale (CONTRIBUTING, "A build split by locale"): each
 * locale built on its own (`npm run build:part -- --locale <locale>`), as a
 * job of its own machine would, then merged (`npm run build:merge`), gives
 * the tree one build of both locales gives, file for file and byte for
 * byte, on a scratch copy with the next version only (so that the three
 * builds fit the test run). One difference is expected and checked for
 * what it is: the search plugin numbers its documents across the locales
 * one process builds, so zh's numbers start after en's in a build of both
 * and at 1 in zh's own part; with the numbers shifted back, zh's index
 * files are the same.
 */
import {cpSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {walk} from '../../scripts/lib/files.mjs';
import {
  docusaurus,
  makeScratchSite,
  removeScratchSite,
  repoDir,
  run,
  type RunResult,
} from './scratchSite';

jest.setTimeout(300_000);

const versions = {DOCS_VERSIONS: 'current'};
let dir = '';
let merged: RunResult;

function mustPass(result: RunResult): void {
  if (result.status !== 0) throw new Error(result.output.slice(-4000));
}

const merge = (...args: string[]) =>
  run(dir, process.execPath, [
    path.join(repoDir, 'scripts/build-merge.mjs'),
    ...args,
  ]);

beforeAll(() => {
  dir = makeScratchSite();
  mustPass(docusaurus(dir, ['build', '--out-dir', 'whole'], versions));
  for (const locale of ['en', 'zh'])
    mustPass(
      docusaurus(
        dir,
        ['build', '--locale', locale, '--out-dir', `parts/${locale}`],
        {...versions, SPLIT_BUILD: '1'},
      ),
    );
  merged = merge('--out', 'merged', 'parts/en', 'parts/zh');
});
afterAll(() => removeScratchSite(dir));

/** Every file under a folder of the scratch copy, relative to it. */
const filesOf = (folder: string): string[] => walk(path.join(dir, folder));

type SearchIndexFile = Array<{
  documents: Array<{i: number; p?: number}>;
  index?: {
    fieldVectors: Array<[string, number[]]>;
    invertedIndex: Array<[string, Record<string, unknown>]>;
  };
}>;

/** A search index file with its document numbers shifted down by `by`. */
function shifted(file: SearchIndexFile, by: number): SearchIndexFile {
  const id = (value: number) => value - by;
  const ref = (key: string) => String(id(Number(key)));
  return file.map(({documents, index, ...rest}) => ({
    ...rest,
    documents: documents.map((document) => ({
      ...document,
      i: id(document.i),
      ...(document.p === undefined ? {} : {p: id(document.p)}),
    })),
    ...(index && {
      index: {
        ...index,
        fieldVectors: index.fieldVectors.map(([fieldRef, vector]) => {
          const [field, key] = fieldRef.split('/');
          return [`${field}/${ref(key!)}`, vector];
        }),
        invertedIndex: index.invertedIndex.map(([term, posting]) => [
          term,
          Object.fromEntries(
            Object.entries(posting).map(([field, value]) => [
              field,
              field === '_index'
                ? value
                : Object.fromEntries(
                    Object.entries(value as Record<string, unknown>).map(
                      ([key, positions]) => [ref(key), positions],
                    ),
                  ),
            ]),
          ),
        ]),
      },
    }),
  }));
}

it('merges the parts into the files of a build of both locales, byte for byte but for zh’s search numbers', () => {
  expect(merged.output).toMatch(/build:merge: \d+ files from 2 parts/);
  const files = filesOf('whole');
  expect(files.length).toBeGreaterThan(500);
  expect(filesOf('merged')).toEqual(files);
  const read = (folder: string, file: string) =>
    readFileSync(path.join(dir, folder, file));
  const differing = files.filter(
    (file) => !read('whole', file).equals(read('merged', file)),
  );
  const searchIndexes = /^zh\/search-index-[0-9a-f]+(\.head)?\.json$/;
  expect(differing.filter((file) => !searchIndexes.test(file))).toEqual([]);
  for (const file of differing) {
    const whole = JSON.parse(read('whole', file).toString()) as SearchIndexFile;
    const part = JSON.parse(read('merged', file).toString()) as SearchIndexFile;
    const by = whole[0]!.documents[0]!.i - part[0]!.documents[0]!.i;
    expect(by).toBeGreaterThan(0);
    expect(shifted(whole, by)).toEqual(part);
  }
});

it('is what the CI workflow runs: a part a locale, then the merge', () => {
  const workflow = readFileSync(
    path.join(repoDir, '.github/workflows/build.yml'),
    'utf8',
  );
  expect(workflow).toContain('locale: [en, zh]');
  expect(workflow).toContain(
    'npm run build:part -- --locale ${{ matrix.locale }} --out-dir part',
  );
  expect(workflow).toContain(
    'node scripts/build-merge.mjs --out build parts/part-en parts/part-zh',
  );
  const scripts = (
    JSON.parse(readFileSync(path.join(repoDir, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  expect(scripts['build:part']).toBe('SPLIT_BUILD=1 docusaurus build');
  expect(scripts['build:merge']).toBe('node scripts/build-merge.mjs');
});

it('refuses two parts that hold the same path with different bytes, naming it', () => {
  // A zh part built at the root, as `--locale zh` without SPLIT_BUILD does.
  cpSync(path.join(dir, 'parts/zh/zh'), path.join(dir, 'parts/zh-at-root'), {
    recursive: true,
  });
  const result = merge('--out', 'refused', 'parts/en', 'parts/zh-at-root');
  expect(result.status).toBe(1);
  // Listed in path order: the root's 404 page first.
  expect(result.output).toContain('404.html (in ');
  expect(result.output).toContain('build:part -- --locale');
});
