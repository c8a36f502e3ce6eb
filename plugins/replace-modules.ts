/**
 * A plugin that swaps modules of a dependency's client code for ours in the
 * bundle, by their resolved paths (the bundler's
 * NormalModuleReplacementPlugin): the way the `search-engine` and
 * `leading-emoji` departures reach code that offers no option for what they
 * change. Each lists its swaps, and upstream.json records the files swapped.
 */
import path from 'node:path';
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
        plugins: replacements.map(([module, ours]) =>
          currentBundler.name === 'webpack'
            ? new NormalModuleReplacementPlugin(module, swapResolved(ours))
            : new NormalModuleReplacementPlugin(module, ours),
        ),
      };
    },
  };
}

/**
 * webpack's replacement of a resolved path keeps the old module's folder as
 * the new one's context, so our file's own relative imports (`./workerClient`)
 * were looked for in the dependency's folder and the stock-webpack baseline
 * of `npm run bench` failed to build; Rspack takes the folder from the new
 * path. This moves the context with the file.
 */
function swapResolved(ours: string) {
  return (result: {
    createData?: {resource?: string; context?: string; request?: string};
  }) => {
    const data = result.createData;
    // Before resolution (no createData yet): nothing to swap.
    if (!data?.resource) return;
    data.request = data.request?.replace(data.resource, ours);
    data.resource = ours;
    data.context = path.dirname(ours);
  };
}
