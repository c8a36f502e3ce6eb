/**
 * Search that reads a query the way a reader means it (issue 34): swaps two
 * modules of the search plugin's client for ours, at build time, in the
 * bundler — its worker bridge (`searchByWorker.js`, which the bar and the
 * results page call) for `src/search/searchByWorker.ts`, whose worker runs
 * `src/search/engine.ts`; and its `EmptyTemplate.js` for
 * `src/search/EmptyTemplate.ts`, which offers a way on when nothing was
 * found. The plugin's bar, results page, index and options stay as they are.
 *
 * The plugin has no option for either (synonyms: easyops-cn/
 * docusaurus-search-local#538, open), so this is a departure (`search-engine`
 * in plugins/departures.ts, CONTRIBUTING): `tests/config/upstream.test.ts`
 * holds the two files' contents, and `tests/build/search.test.ts` fails if a
 * build no longer carries our engine.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const pluginTheme =
  /[\\/]@easyops-cn[\\/]docusaurus-search-local[\\/]dist[\\/]client[\\/]client[\\/]theme[\\/]/
    .source;

/** Each plugin module replaced, by its resolved path, and ours. */
export const replacedModules: readonly (readonly [RegExp, string])[] = [
  [
    new RegExp(`${pluginTheme}searchByWorker\\.js$`),
    path.join(__dirname, '../src/search/searchByWorker.ts'),
  ],
  [
    new RegExp(`${pluginTheme}SearchBar[\\\\/]EmptyTemplate\\.js$`),
    path.join(__dirname, '../src/search/EmptyTemplate.ts'),
  ],
];

export default function searchEngine(): Plugin {
  return {
    name: 'search-engine',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: replacedModules.map(
          ([plugin, ours]) => new NormalModuleReplacementPlugin(plugin, ours),
        ),
      };
    },
  };
}
