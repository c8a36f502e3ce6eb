/**
 * Every place where the site departs from stock Docusaurus, by name, and the
 * one setting that turns them off for a build: STOCK_DOCUSAURUS, a
 * comma-separated list of names, or `all`.
 *
 *   STOCK_DOCUSAURUS=all npm run build                  stock Docusaurus
 *   STOCK_DOCUSAURUS=route-table,tabs npm run build     those two off
 *
 * Read here only: docusaurus.config.ts and the plugins ask `departureOn()`.
 * CONTRIBUTING's "Departures from stock Docusaurus" lists the same names with
 * what each buys (`npm run bench:departures` measures it) and the test that
 * fails when Docusaurus changes under it; tests/config/departures.test.ts
 * checks that the list and this file agree.
 */
import type {Plugin} from '@docusaurus/types';

export const departures = {
  'route-table':
    'plugins/lean-routes: each route’s path and chunk names written beside the route (routes-loader, empty-object-loader)',
  'global-data':
    'plugins/lean-routes: the docs plugin’s global data derived in the client (global-data-loader)',
  'version-props':
    'plugins/lean-routes: a version’s props keep only the descriptions a category card shows (version-props-loader)',
  'tslib-helper':
    'plugins/lean-routes: @docusaurus/utils-common gets the one tslib helper it uses',
  'prefetch-when-idle':
    'src/clientModules/prefetchWhenIdle.ts: route prefetches run in idle slices',
  'progress-bar':
    'src/clientModules/progressBar.ts: the progress bar of a slow navigation without nprogress’s invalid ARIA roles',
  'first-screen':
    'plugins/first-screen, src/theme/MDXComponents/RestOfPage.tsx: on a client-side navigation a long page’s first screen is painted before the rest renders',
  'stable-title':
    'plugins/stable-title.ts (an inline <head> script): the page’s own title held through hydration, where core’s site-name default showed for a moment',
  'build-time-highlighting':
    'plugins/highlight-code, src/theme/CodeBlock (ejected): code highlighted at build time, Prism kept out of the browser',
  tabs: 'src/theme/Tabs (ejected): tab groups hydrate in place',
  'announcement-bar':
    'src/theme/AnnouncementBar (wrapper): a new announcement shows at once to readers who closed the previous one (owned by design)',
  heading:
    'src/theme/Heading (wrapper): a docs page’s title in a row with the copy-page menu',
  'crash-screen':
    'src/theme/Error (ejected from core), src/theme/ErrorPageContent (ejected): the crash screen, translated, with Try again (owned by design)',
  loading:
    'src/theme/Loading (copy of core’s fallback): the spinner, translated, with Retry when a page’s code fails to load (owned by design)',
  'not-found':
    'src/theme/NotFound/Content (ejected): the not-found copy with the ways back (owned by design)',
  'footer-copyright':
    'src/theme/Footer/Copyright (ejected): the copyright line as text, with the build’s year',
  'search-page':
    'src/theme/SearchPage (wrapper of the search plugin’s): the results page titled like every other page',
  'scrollable-tables':
    'src/theme/MDXComponents (wrapper): Markdown tables a keyboard can scroll',
  'translation-notice':
    'src/theme/DocItem/Content (wrapper): a zh page behind its English source says so above its title',
  'search-bar':
    'src/theme/SearchBar (ours, in place of the search plugin’s bar), plugins/early-search-shortcut.ts (an inline <head> script): the navbar’s search box and its dropdown on downshift’s combobox, over our worker; nothing loads before the reader reaches for the box, and what is typed meanwhile (Ctrl/⌘+K and Enter included) is kept',
  'search-engine':
    'plugins/search-engine.ts, src/search: the search plugin’s worker bridge swapped for ours (synonyms, the other language, misspellings, character pairs, hints when nothing is found), and each index’s head written beside it',
  'leading-emoji':
    'plugins/leading-emoji.ts, src/theme-common/emojiUtils.ts: a category card’s label that no emoji begins with is not tested against theme-common’s emoji expression, whose compilation slowed every navigation onto a category page (npm run bench:navigation; PERFORMANCE.md, “Navigation”)',
  'blog-feed-titles':
    'plugins/blog.ts (wrapper): feed links titled in the page’s locale',
} as const;

export type Departure = keyof typeof departures;

/**
 * The browser specs that guard each departure at run time, by path from the
 * site's root: CONTRIBUTING's "guarded by" column, the browser part of it.
 * Every departure's code runs in the client or changes the client bundle, so
 * each has at least one spec that loads pages built with it; where the table
 * names only built-output or unit tests, that spec is
 * tests/e2e/hygiene.spec.ts (every kind of page in both locales loads without
 * an error: a loader's output that throws, or a module that patches
 * something which moved, fails it). `npm run check:upgrade` runs the union of
 * these specs on the departures-on build of the new version, which nothing
 * else loads in a browser; tests/config/departures.test.ts checks that each
 * departure has one, that the files exist and that every spec the table names
 * is here.
 */
export const browserGuards: Record<Departure, readonly string[]> = {
  'route-table': ['tests/e2e/hygiene.spec.ts', 'tests/e2e/loading.spec.ts'],
  'global-data': ['tests/e2e/hygiene.spec.ts'],
  'version-props': ['tests/e2e/departures.spec.ts'],
  'tslib-helper': ['tests/e2e/hygiene.spec.ts'],
  'prefetch-when-idle': ['tests/e2e/departures.spec.ts'],
  'progress-bar': ['tests/e2e/loading.spec.ts'],
  'first-screen': [
    'tests/e2e/first-screen.spec.ts',
    'tests/e2e/search.spec.ts',
    'tests/e2e/no-javascript.spec.ts',
  ],
  'stable-title': ['tests/e2e/title.spec.ts'],
  'build-time-highlighting': [
    'tests/e2e/code-blocks.spec.ts',
    'tests/e2e/type-info.spec.ts',
  ],
  tabs: ['tests/e2e/tabs.spec.ts'],
  'announcement-bar': ['tests/e2e/announcement.spec.ts'],
  heading: ['tests/e2e/layout.spec.ts', 'tests/e2e/llms.spec.ts'],
  'crash-screen': ['tests/e2e/loading.spec.ts'],
  loading: ['tests/e2e/loading.spec.ts'],
  'not-found': ['tests/e2e/hygiene.spec.ts'],
  'footer-copyright': ['tests/e2e/hygiene.spec.ts'],
  'search-page': ['tests/e2e/search.spec.ts'],
  'scrollable-tables': ['tests/e2e/accessibility.spec.ts'],
  'translation-notice': ['tests/e2e/hygiene.spec.ts'],
  'search-bar': ['tests/e2e/search-typing.spec.ts', 'tests/e2e/search.spec.ts'],
  'search-engine': [
    'tests/e2e/search-queries.spec.ts',
    'tests/e2e/search.spec.ts',
  ],
  'leading-emoji': ['tests/e2e/hygiene.spec.ts'],
  'blog-feed-titles': ['tests/e2e/hygiene.spec.ts'],
};

/** The departures STOCK_DOCUSAURUS turns off; throws on a name it does not know. */
export function stockDepartures(
  setting: string | undefined = process.env.STOCK_DOCUSAURUS,
): Set<Departure> {
  const names = (setting ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.includes('all'))
    return new Set(Object.keys(departures) as Departure[]);
  const unknown = names.filter((name) => !(name in departures));
  if (unknown.length > 0) {
    throw new Error(
      `STOCK_DOCUSAURUS names ${unknown.join(', ')}, which ${unknown.length === 1 ? 'is' : 'are'} not a departure of this site. ` +
        `The departures (plugins/departures.ts): all, ${Object.keys(departures).join(', ')}.`,
    );
  }
  return new Set(names as Departure[]);
}

/** Whether a departure is on in this build (STOCK_DOCUSAURUS does not name it). */
export function departureOn(name: Departure): boolean {
  return !stockDepartures().has(name);
}

/**
 * The theme components each departure overrides, by the name Docusaurus
 * aliases them under (`@theme/<name>`; src/theme/<name>/index.tsx or
 * src/theme/<name>.ts). Every override in src/theme is one departure's:
 * tests/config/departures.test.ts walks the folder and fails on one that is
 * not here (unless it is a wrapper of a component its theme rates safe to
 * wrap), so `STOCK_DOCUSAURUS=all` builds the theme as it ships.
 */
export const themeComponents: Partial<Record<Departure, readonly string[]>> = {
  'build-time-highlighting': [
    'CodeBlock',
    'CodeBlock/Container',
    'CodeBlock/Content',
    'prism-include-languages',
  ],
  tabs: ['Tabs'],
  'announcement-bar': ['AnnouncementBar'],
  heading: ['Heading'],
  'crash-screen': ['Error', 'ErrorPageContent'],
  loading: ['Loading'],
  'not-found': ['NotFound/Content'],
  'footer-copyright': ['Footer/Copyright'],
  'search-bar': ['SearchBar'],
  'search-page': ['SearchPage'],
  'scrollable-tables': ['MDXComponents'],
  'translation-notice': ['DocItem/Content'],
};

/**
 * The departures the site owns by its design (the announcement bar, the
 * loading spinner, the crash screen, the not-found copy: what a reader sees
 * there is the site's own choice, not a workaround). They stay, listed like
 * the others, and `STOCK_DOCUSAURUS=all` turns them off too, so an upgrade
 * can be tried against the theme as it ships.
 */
export const ownedByDesign: readonly Departure[] = [
  'announcement-bar',
  'loading',
  'crash-screen',
  'not-found',
];

/**
 * Keys the bundler's persistent cache by the departures turned off. Docusaurus
 * names the cache after the theme aliases it computed (getCacheVersion in
 * @docusaurus/core/lib/webpack/base.js), before any plugin changes them, and
 * the bundler does not notice a changed alias: without this,
 * `STOCK_DOCUSAURUS=all npm run build` after a normal build reuses the
 * departures' modules from the cache. Only a build with some turned off gets
 * another cache, so the normal build keeps its own.
 */
function keyCacheBy(
  off: ReadonlySet<Departure>,
  config: Parameters<NonNullable<Plugin['configureWebpack']>>[0],
): void {
  if (off.size === 0) return;
  const key = `-stock-${[...off].sort().join(',')}`;
  // Rspack's persistent cache, or webpack's filesystem cache: whichever is on.
  const caches = [
    (config as {experiments?: {cache?: unknown}}).experiments?.cache,
    config.cache,
  ];
  for (const cache of caches) {
    if (cache && typeof cache === 'object') {
      const versioned = cache as {version?: string};
      versioned.version = `${versioned.version ?? ''}${key}`;
    }
  }
}

/**
 * For the theme departures turned off: each `@theme/<Component>` alias that
 * Docusaurus points at src/theme is pointed at what it overrides
 * (`@theme-original/…`, theme-classic's or the search plugin's file), in the
 * client and the server bundle alike. A build with them off renders the
 * theme's own components; nothing in src/theme changes. It also gives such a
 * build a cache of its own (keyCacheBy).
 */
export function stockThemePlugin(): Plugin {
  return {
    name: 'stock-theme-components',
    configureWebpack(config) {
      const off = stockDepartures();
      keyCacheBy(off, config);
      const components = [...off].flatMap(
        (name) => themeComponents[name] ?? [],
      );
      const aliases = (config.resolve?.alias ?? {}) as Record<string, string>;
      const replaced: Record<string, string> = {};
      for (const component of components) {
        const key = `@theme/${component}`;
        const upstream = aliases[`@theme-original/${component}`];
        if (upstream && upstream !== aliases[key]) replaced[key] = upstream;
      }
      return Object.keys(replaced).length > 0
        ? {resolve: {alias: replaced}}
        : {};
    },
  };
}
