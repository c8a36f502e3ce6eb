/**
 * Ejected from theme-classic: adds no languages. Code is highlighted at build
 * time (plugins/highlight-code, with the languages of its prism/languages.ts)
 * and the theme's `additionalLanguages` is empty. Upstream requires
 * `prismjs/components/prism-${language}` for each of them; with none, that
 * dynamic require still pulls prismjs's component index (components.json and
 * its loader) into the JavaScript of every page (PERFORMANCE.md, "First-load
 * JavaScript").
 */
import type * as PrismNamespace from 'prismjs';

export default function prismIncludeLanguages(
  _prism: typeof PrismNamespace,
): void {}
