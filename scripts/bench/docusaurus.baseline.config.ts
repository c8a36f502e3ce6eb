/**
 * The baseline of `npm run bench`: our site with Docusaurus Faster off, that
 * is the stock webpack pipeline (webpack, Babel, Terser, cssnano, html-minifier,
 * no worker threads). Same content, same plugins, same theme; only the bundler
 * and its helpers differ, so the build ratio measures Faster alone.
 *
 * Built with `docusaurus build --config scripts/bench/docusaurus.baseline.config.ts`
 * from the site directory (scripts/bench-build.mjs does it).
 */
import path from 'node:path';
import type {Config} from '@docusaurus/types';

import config from '../../docusaurus.config';

// Docusaurus resolves `./…` plugins, themes and presets from the config file's
// folder, not the site's: ours are written relative to the site directory.
const siteDir = path.join(__dirname, '../..');

/** A plugin, theme or preset entry, `./…` made absolute. */
function fromSiteDir<Entry>(entry: Entry): Entry {
  if (typeof entry === 'string' && entry.startsWith('.')) {
    return path.resolve(siteDir, entry) as Entry;
  }
  if (
    Array.isArray(entry) &&
    typeof entry[0] === 'string' &&
    entry[0].startsWith('.')
  ) {
    return [path.resolve(siteDir, entry[0]), entry[1]] as Entry;
  }
  return entry;
}

const site: Config = config;

const baseline: Config = {
  ...site,
  presets: site.presets?.map(fromSiteDir),
  plugins: site.plugins?.map(fromSiteDir),
  themes: site.themes?.map(fromSiteDir),
  future: {
    // The v4 flags stay ours. Their `fasterByDefault: true` only fills in the
    // Faster flags left undefined (postProcessDocusaurusConfig in
    // core/lib/server/configValidation.js), so each one is set to false here
    // and none is re-enabled.
    ...site.future,
    faster: {
      swcJsLoader: false,
      swcJsMinimizer: false,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: false,
      mdxCrossCompilerCache: false,
      rspackBundler: false,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
      gitEagerVcs: false,
    },
  },
};

export default baseline;
