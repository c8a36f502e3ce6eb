/**
 * Prism with the languages of the docs' code blocks, and no others.
 *
 * prism-react-renderer ships Prism with 30 languages and 20 themes in one
 * file, which would all land in the JavaScript every page loads; this is
 * Prism's own core and grammars (the `prismjs` package), for
 * ```ts, ```tsx, ```js, ```bash, ```json, ```diff, ```vue, ```svelte
 * and html. A fence in another language renders as plain text. To add one,
 * import its grammar below (and the grammars it extends, before it) and add
 * a sample to `samples` in __tests__/tokens.test.tsx, which checks each
 * sample's tokens against prism-react-renderer's (and the language to the
 * list its "highlights the languages it claims" test goes through).
 *
 * Prism's grammar files add themselves to a global `Prism`, so the core is
 * global while they load and removed from the global scope afterwards, as
 * prism-react-renderer and theme-classic's prism-include-languages do.
 */
import './manual';
import Prism from 'prismjs/components/prism-core';
// The grammars of prism-react-renderer that the docs use, in its order (later
// grammars extend earlier ones, so the order decides the tokens)...
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
// ...and those the site used to add with the theme's `additionalLanguages`.
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-diff';

// Single-file components have no grammar of their own: their template is
// HTML, and markup highlights the <script> inside as JavaScript.
Prism.languages.vue = Prism.languages.markup;
Prism.languages.svelte = Prism.languages.markup;

delete (globalThis as {Prism?: unknown}).Prism;

export default Prism;
