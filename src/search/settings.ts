/**
 * The search settings the config and the navbar's search share: a module of
 * its own, so that the box every page loads brings nothing else with it.
 */

/**
 * The search plugin's `searchContextByPaths`: the paths, from the locale's
 * base URL, whose pages search an index of their own (the blog's pages
 * search the release posts).
 */
export const searchContextPaths: readonly string[] = ['blog'];

/** The most results the navbar's search shows (the plugin's `searchResultLimits`). */
export const searchResultLimit = 8;
