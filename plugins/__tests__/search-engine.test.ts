/**
 * The search-engine plugin writes each index's head (titles and
 * headings), which the worker loads first; and it swaps modules of the
 * installed search plugin: its patterns must name files that exist, and ours
 * must exist too, or a build would quietly keep the plugin's
 * (tests/build/search.test.ts checks the built bundle as well).
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import searchEngine, {
  replacedModules,
  writeHeadIndexes,
} from '../search-engine';

describe('writeHeadIndexes', () => {
  it('writes a head beside every index, in every folder but assets', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'search-heads-'));
    const index = [0, 1, 2, 3, 4].map((type) => ({
      documents: [{i: type}],
      index: {},
    }));
    mkdirSync(path.join(outDir, 'docs/next'), {recursive: true});
    mkdirSync(path.join(outDir, 'assets'), {recursive: true});
    for (const file of [
      'search-index-4af87285.json',
      'search-index-blog-4af87285.json',
      'docs/next/search-index-4af87285.json',
      'assets/search-index-00000000.json',
    ]) {
      writeFileSync(path.join(outDir, file), JSON.stringify(index));
    }
    const written = writeHeadIndexes(outDir).map((file) =>
      path.relative(outDir, file),
    );
    expect(written.sort()).toEqual([
      'docs/next/search-index-4af87285.head.json',
      'search-index-4af87285.head.json',
      'search-index-blog-4af87285.head.json',
    ]);
    const head = JSON.parse(
      readFileSync(
        path.join(outDir, 'search-index-4af87285.head.json'),
        'utf8',
      ),
    ) as {documents: {i: number}[]}[];
    // Titles and headings.
    expect(head.map(({documents}) => documents[0]!.i)).toEqual([0, 1]);
  });
});

describe('replacedModules', () => {
  it('names files of the installed search plugin, and ours', () => {
    const theme = path.join(
      path.dirname(
        require.resolve('@easyops-cn/docusaurus-search-local/package.json'),
      ),
      'dist/client/client/theme',
    );
    const upstream = [path.join(theme, 'searchByWorker.js')];
    for (const [pattern, ours] of replacedModules) {
      const matched = upstream.filter((file) => pattern.test(file));
      expect(matched).toHaveLength(1);
      expect(existsSync(matched[0]!)).toBe(true);
      expect(existsSync(ours)).toBe(true);
    }
  });
});

describe('the swap under webpack', () => {
  it('moves the module’s folder with it, so that its own imports resolve', () => {
    // The plugin as each bundler gets it: webpack's replacement is a function.
    const made: Array<{module: RegExp; swap: unknown}> = [];
    class NormalModuleReplacementPlugin {
      constructor(module: RegExp, swap: unknown) {
        made.push({module, swap});
      }
    }
    const plugin = searchEngine();
    const configure = (name: string) =>
      (plugin.configureWebpack as unknown as (...args: unknown[]) => unknown)(
        {},
        false,
        {currentBundler: {name, instance: {NormalModuleReplacementPlugin}}},
      );
    configure('rspack');
    expect(made.map(({swap}) => typeof swap)).toEqual(['string']);
    made.length = 0;
    configure('webpack');
    const [{swap}] = made as Array<{swap: (result: object) => void}>;
    const theme = '/site/node_modules/@easyops-cn/x/theme';
    const createData = {
      resource: `${theme}/searchByWorker.js`,
      context: theme,
      request: `loader.js!${theme}/searchByWorker.js`,
    };
    swap({createData});
    const ours = replacedModules[0]![1];
    expect(createData).toEqual({
      resource: ours,
      context: path.dirname(ours),
      request: `loader.js!${ours}`,
    });
    // Before resolution there is nothing to swap.
    const before = {request: '../searchByWorker', createData: {}};
    swap(before);
    expect(before).toEqual({request: '../searchByWorker', createData: {}});
  });
});
