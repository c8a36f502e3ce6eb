/**
 * Search that reads a query the way a reader means it: swaps the search
 * plugin's worker bridge (`searchByWorker.js`, which its results page calls)
 * for `src/search/searchByWorker.ts`, at build time, in the bundler; our
 * worker runs `src/search/engine.ts` over the plugin's own index files. The
 * navbar's box and dropdown (src/theme/SearchBar, the `search-bar`
 * departure) ask the same worker directly. `searchLocalWithHeads` (the
 * plugin, used in its place in the config) also writes each index's head,
 * which the worker loads first.
 *
 * The plugin has no option for a query hook (synonyms: easyops-cn/
 * docusaurus-search-local#538, open), so this is a departure (`search-engine`
 * in plugins/departures.ts, CONTRIBUTING): `tests/config/upstream.test.ts`
 * holds the swapped file's contents, and `tests/build/search.test.ts` fails
 * if a build no longer carries our engine.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {replaceModules, type Replacement} from './replace-modules';

const pluginTheme =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/
    .source;

/** The plugin module replaced, by its resolved path, and ours. */
export const replacedModules: readonly Replacement[] = [
  [
    new RegExp(`${pluginTheme}searchByWorker\\.js$`),
    path.join(__dirname, '../src/search/searchByWorker.ts'),
  ],
];

export default function searchEngine(): Plugin {
  return replaceModules('search-engine', replacedModules);
}

/** The head written beside an index file: `search-index-<hash>.head.json`. */
export const headIndexFile = (indexFile: string): string =>
  indexFile.replace(/\.json$/, '.head.json');

/**
 * The index files' heads: for each `search-index*.json` under `outDir`, a
 * `*.head.json` beside it with the titles and headings only (the plugin's
 * first two document types). The worker loads it first, to answer the first
 * query without waiting for the whole file; the descriptions are left to the
 * whole file, since the first search's bytes have a budget and they are a
 * large part of them (PERFORMANCE.md, "Search").
 */
export function writeHeadIndexes(outDir: string): string[] {
  const written: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') visit(file);
      } else if (/^search-index.*-[0-9a-f]+\.json$/.test(entry.name)) {
        const indexes = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
        const head = headIndexFile(file);
        writeFileSync(head, JSON.stringify(indexes.slice(0, 2)));
        written.push(head);
      }
    }
  };
  visit(outDir);
  return written;
}

type PluginModule = ((
  context: LoadContext,
  options: unknown,
) => Plugin | Promise<Plugin>) & {validateOptions?: (data: never) => unknown};

/**
 * The search plugin's module, required when Docusaurus first asks for it (not
 * when the config is read: the jest suites read the config too, and the
 * plugin's server code requires an ES-module-only cheerio).
 */
const searchLocal = () =>
  createRequire(__filename)('@easyops-cn/docusaurus-search-local') as {
    default: PluginModule;
    validateOptions: (data: never) => unknown;
  };

/**
 * The search plugin, whose `postBuild` (which writes the index files) is
 * followed by `writeHeadIndexes`. Docusaurus runs the plugins' postBuild
 * hooks at the same time, so the heads are written here, after the plugin's
 * own. Everything else is the plugin's, its options validated by its own
 * `validateOptions`.
 */
export const searchLocalWithHeads: PluginModule = async (context, options) => {
  const plugin = await searchLocal().default(context, options);
  return {
    ...plugin,
    async postBuild(props) {
      await plugin.postBuild?.(props);
      writeHeadIndexes(props.outDir);
    },
  };
};
searchLocalWithHeads.validateOptions = (data) =>
  searchLocal().validateOptions(data);
