/**
 * Departure `leading-emoji` (plugins/departures.ts, CONTRIBUTING): swaps
 * theme-common's `utils/emojiUtils.js` for src/theme-common/emojiUtils.ts in
 * the client bundle (./replace-modules.ts, by the module's resolved path),
 * so a category page's cards do not compile upstream's emoji expression for
 * labels no emoji begins with. DocCard, the one caller, stays stock.
 * theme-common offers no way to pass its own function;
 * tests/config/upstream.json holds the replaced file's content.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {replaceModules, type Replacement} from './replace-modules';

/** theme-common's module, by its resolved path, and ours. */
export const replacedModule: Replacement = [
  /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
  path.join(__dirname, '../src/theme-common/emojiUtils.ts'),
];

export default function leadingEmoji(): Plugin {
  return replaceModules('leading-emoji', [replacedModule]);
}
