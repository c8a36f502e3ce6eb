/**
 * The page's own title from the first byte to the end of hydration
 * (departure `stable-title`).
 *
 * Every page's HTML carries its title (`简介 | Lattice`). While React
 * hydrates, Docusaurus's `<Head>` (react-helmet-async) applies the titles of
 * the `<Head>` elements rendered so far in an animation frame; hydration runs
 * in slices, and the first `<Head>` with a title is core's site defaults
 * (SiteMetadataDefaults: the bare site name). So for a moment the tab, a
 * screen reader and an analytics snippet read "Lattice", until the slice that
 * renders the page's own `<Head>` puts its title back (how long:
 * PERFORMANCE.md, "The title during hydration"). Stock Docusaurus does the
 * same.
 *
 * `holdTitleUntilHydrated` keeps the title the server rendered until the page
 * has hydrated (`data-has-hydrated` on <html>, set by Docusaurus once the
 * first render is committed): a title written meanwhile is put back in the
 * same task, before anything else runs or the tab is painted. After
 * hydration it does nothing: navigation is Docusaurus's own. This plugin
 * puts it in <head> as an inline script (as early-search-shortcut.ts does),
 * where it runs after <title> and before any other script, and costs no
 * request and nothing in main.js (the config's `headTags` would be copied
 * into main.js with the rest of the site config). The Content-Security-Policy
 * allows it by its hash (scripts/csp-hashes.mjs).
 */
import type {Plugin} from '@docusaurus/types';

/**
 * Holds `doc`'s title until `<html data-has-hydrated="true">`; returns the
 * observer, which disconnects itself then (null: nothing to hold).
 */
export function holdTitleUntilHydrated(doc: Document): MutationObserver | null {
  const title = doc.title;
  const hydrated = () =>
    doc.documentElement.getAttribute('data-has-hydrated') === 'true';
  if (!title || hydrated()) return null;
  const observer = new MutationObserver(() => {
    if (hydrated()) observer.disconnect();
    else if (doc.title !== title) doc.title = title;
  });
  observer.observe(doc.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-has-hydrated'],
  });
  return observer;
}

export default function stableTitle(): Plugin {
  return {
    name: 'stable-title',
    injectHtmlTags() {
      return {
        headTags: [
          {
            tagName: 'script',
            innerHTML: `(${holdTitleUntilHydrated.toString()})(document)`,
          },
        ],
      };
    },
  };
}
