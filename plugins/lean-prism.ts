/**
 * Code blocks highlighted by the Prism of src/prism/ rather than the one in
 * prism-react-renderer: `prism-react-renderer` resolves to src/prism/index.tsx
 * in the client and server bundles (theme-classic's CodeBlock and its
 * prism-include-languages client module import it). prism-react-renderer
 * bundles 30 languages and 20 themes with its Prism, all in the JavaScript
 * every page loads; src/prism/languages.ts has the ones the docs use.
 *
 * Node code is untouched: docusaurus.config.ts still takes its themes from
 * the real package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanPrism(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // `$`: the package's main entry only.
            'prism-react-renderer$': path.resolve(__dirname, '../src/prism'),
          },
        },
      };
    },
  };
}
