/**
 * What theme-classic's prism-include-languages client module imports as
 * `prism-react-renderer` (see plugins/lean-prism.ts). That module runs on
 * every page only to hand `Prism` to @theme/prism-include-languages, which
 * adds nothing here (src/theme/prism-include-languages.ts); importing the real
 * Prism there would put it, and its grammars, in main.js. With this
 * placeholder, Prism loads with the code blocks, in the chunk of the pages
 * that have them.
 */
export const Prism = {languages: {}};
