/**
 * Departure `leading-emoji` (plugins/departures.ts, CONTRIBUTING): swaps
 * theme-common's `utils/emojiUtils.js` for src/theme-common/emojiUtils.ts in
 * the client bundle (the bundler's NormalModuleReplacementPlugin, by the
 * module's resolved path), so a category page's cards do not compile
 * upstream's emoji expression for labels no emoji begins with. DocCard, the
 * one caller, stays stock. theme-common offers no way to pass its own
 * function; tests/config/upstream.json holds the replaced file's content.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-common's module, by its resolved path, and ours. */
export const replacedModule: readonly [RegExp, string] = [
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
  path.join(__dirname, '../src/theme-common/emojiUtils.ts'),
];

export default function leadingEmoji(): Plugin {
  return {
    name: 'leading-emoji',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {plugins: [new NormalModuleReplacementPlugin(...replacedModule)]};
    },
  };
}
