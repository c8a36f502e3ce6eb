/**
 * A plugin that swaps modules of a dependency's client code for ours in the
 * bundle, by their resolved paths (the bundler's
 * NormalModuleReplacementPlugin): the way the `search-engine` and
 * `leading-emoji` departures reach code that offers no option for what they
 * change. Each lists its swaps, and upstream.json records the files swapped.
 */
import type {Plugin} from '@docusaurus/types';

/** A module's resolved path, and our file that takes its place. */
export type Replacement = readonly [RegExp, string];

export function replaceModules(
  name: string,
  replacements: readonly Replacement[],
): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: replacements.map(
          ([module, ours]) => new NormalModuleReplacementPlugin(module, ours),
        ),
      };
    },
  };
}
