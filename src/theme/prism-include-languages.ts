/**
 * Ejected from theme-classic: adds no languages. The site's Prism
 * (src/prism/languages.ts) comes with its languages, and the theme's
 * `additionalLanguages` is empty. Upstream requires
 * `prismjs/components/prism-${language}` for each of them; with none, that
 * dynamic require still pulls prismjs's component index (components.json and
 * its loader, ~10 KB gzip) into the JavaScript of every page.
 */
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(
  _prism: typeof PrismNamespace,
): void {}
