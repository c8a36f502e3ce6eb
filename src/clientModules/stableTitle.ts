/**
 * The page's own title from the first byte to the end of hydration (issue 37).
 *
 * Every page's HTML carries its title (`简介 | Lattice`). While React
 * hydrates, Docusaurus's `<Head>` (react-helmet-async) applies the titles of
 * the `<Head>` elements rendered so far in an animation frame; hydration runs
 * in slices, and the first `<Head>` with a title is core's site defaults
 * (SiteMetadataDefaults: the bare site name). So for 40–120 ms the tab, a
 * screen reader and an analytics snippet read "Lattice", until the slice that
 * renders the page's own `<Head>` puts its title back. Stock Docusaurus does
 * the same.
 *
 * This client module (registered in docusaurus.config.ts, departure
 * `stable-title`) keeps the title the server rendered until the page has
 * hydrated (`data-has-hydrated` on <html>, set by Docusaurus once the first
 * render is committed): a title written meanwhile is put back in the same
 * task, before anything else runs or the tab is painted. After hydration (or
 * the first client-side navigation, whichever comes first) it does nothing:
 * navigation is Docusaurus's own.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Holds `document`'s title until `<html data-has-hydrated="true">`. Returns
 * the observer (disconnected once the page has hydrated), or null when there
 * is nothing to hold.
 */
export function holdTitleUntilHydrated(
  doc: Document = document,
): MutationObserver | null {
  const root = doc.documentElement;
  const title = doc.title;
  const hydrated = () => root.getAttribute('data-has-hydrated') === 'true';
  if (!title || hydrated()) return null;
  const observer = new MutationObserver(() => {
    if (hydrated()) {
      observer.disconnect();
      return;
    }
    if (doc.title !== title) doc.title = title;
  });
  observer.observe(doc.head, {
    subtree: true,
    childList: true,
    characterData: true,
  });
  observer.observe(root, {
    attributes: true,
    attributeFilter: ['data-has-hydrated'],
  });
  return observer;
}

const held = ExecutionEnvironment.canUseDOM ? holdTitleUntilHydrated() : null;

/**
 * Docusaurus's client-module lifecycle: a route change is the router's, so
 * the hold ends there too, should the hydration attribute never come.
 */
export function onRouteDidUpdate({
  previousLocation,
}: {
  previousLocation: unknown;
}): void {
  if (previousLocation) held?.disconnect();
}
