/**
 * Code blocks highlighted at build time, so that no Prism reaches the browser
 * and hydration does not walk a page's code token by token.
 *
 * - remark.ts (given to the docs and pages plugins in docusaurus.config.ts)
 *   turns each fenced block into highlighted HTML with the Prism of
 *   ./prism/ and the site's two code themes (render.ts);
 *   src/theme/CodeBlock renders that HTML as it is, with the stock title,
 *   copy and word-wrap buttons, highlighted lines and line numbers.
 * - This plugin adds the stylesheet of both themes (one class per colour,
 *   switched by `data-theme`), and gives `prism-react-renderer` a placeholder
 *   (./prism/placeholder.ts) in the site's bundles: theme-classic's
 *   prism-include-languages client module, which runs on every page, would
 *   otherwise bring Prism, 30 grammars and 20 themes into main.js.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {CodeHighlighter} from './render';

/** The plugin, for the highlighter the config gives the remark plugin too. */
export default function highlightCode(
  highlighter: CodeHighlighter,
): (context: LoadContext) => Plugin {
  return (context) => highlightCodePlugin(context, highlighter);
}

function highlightCodePlugin(
  context: LoadContext,
  highlighter: CodeHighlighter,
): Plugin {
  const stylesheet = path.join(
    context.generatedFilesDir,
    'highlight-code',
    'code-themes.css',
  );
  mkdirSync(path.dirname(stylesheet), {recursive: true});
  writeFileSync(stylesheet, highlighter.themeCss());
  return {
    name: 'highlight-code',
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack() {
      return {
        resolve: {
          alias: {
            // `$`: the package's main entry only.
            'prism-react-renderer$': path.resolve(
              __dirname,
              'prism/placeholder.ts',
            ),
          },
        },
      };
    },
  };
}
