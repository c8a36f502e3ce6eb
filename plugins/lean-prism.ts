/**
 * Code blocks highlighted by the Prism of src/prism/ rather than the one in
 * prism-react-renderer: `prism-react-renderer` resolves to src/prism/index.tsx
 * in the client and server bundles, for theme-classic's CodeBlock.
 * prism-react-renderer bundles 30 languages and 20 themes with its Prism, all
 * of it in the JavaScript of every page; src/prism/languages.ts has the
 * languages the docs use.
 *
 * theme-classic's prism-include-languages client module, which runs on every
 * page, gets a placeholder instead (src/prism/placeholder.ts), so that Prism
 * loads with the code blocks rather than in main.js. Node code is untouched:
 * docusaurus.config.ts still takes its themes from the real package.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client module of theme-classic that imports `Prism` on every page. */
const includeLanguagesModule =
  /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

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
        module: {
          rules: [
            {
              // Keeps Prism out of main.js: see src/prism/placeholder.ts.
              test: includeLanguagesModule,
              resolve: {
                alias: {
                  'prism-react-renderer$': path.resolve(
                    __dirname,
                    '../src/prism/placeholder.ts',
                  ),
                },
              },
            },
          ],
        },
      };
    },
  };
}
