/**
 * What the site's bundles get for `prism-react-renderer` (see ../index.ts):
 * code is highlighted at build time, so nothing in the browser needs Prism.
 * theme-classic's prism-include-languages client module still runs on every
 * page to hand `Prism` to @theme/prism-include-languages (which adds nothing:
 * src/theme/prism-include-languages.ts); this is what it hands over.
 */
export const Prism = {languages: {}};
