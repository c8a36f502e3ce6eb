/**
 * Which index a search on a page asks, as a function of the page's path and
 * the docs versions' paths alone: `./scope.ts` gives it the docs plugin's
 * global data on the page, and the search worker the same paths from
 * plugins/search-versions.ts, so that both name the same index. The rules are
 * the search plugin's bar's (its `SearchBar.jsx`): the latest version's index
 * sits at the locale's base URL, every other version's under its path, and a
 * page under a search context's path searches that context's index. A page
 * is of the version with the longest path it is under, as the docs plugin's
 * `getActiveVersion` has it (`docsClientUtils.js`); both files are recorded
 * in tests/config/upstream.json.
 */
import {searchContextPaths} from './settings';

export interface SearchScope {
  /** The docs version's URL: `/zh/` for the latest, `/zh/docs/1.0.x/` for another. */
  versionUrl: string;
  /** The search context, or '' for the docs. */
  searchContext: string;
}

/** The docs versions of a locale, as far as search needs them. */
export interface SearchVersions {
  /** The locale's base URL: `/zh/`, or `/`. */
  readonly baseUrl: string;
  readonly versions: readonly {
    /** The version's docs path: `/zh/docs/1.0.x`, or `/zh/docs` for the latest. */
    readonly path: string;
    readonly isLast: boolean;
  }[];
}

/** The context of `pathname`, given the version URL its index sits under. */
export function scopeOf(pathname: string, versionUrl: string): SearchScope {
  let searchContext = '';
  if (pathname.startsWith(versionUrl)) {
    const rest = pathname.slice(versionUrl.length);
    searchContext =
      searchContextPaths.find(
        (context) => rest === context || rest.startsWith(`${context}/`),
      ) ?? '';
  }
  return {versionUrl, searchContext};
}

/** The index a search on `pathname` asks. */
export function scopeFrom(
  pathname: string,
  {baseUrl, versions}: SearchVersions,
): SearchScope {
  const under = (path: string) =>
    pathname === path ||
    pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
  // Off a docs page (the home page, the blog) there is none: the latest
  // version's index.
  const version = [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find(({path}) => under(path));
  const versionUrl = version && !version.isLast ? `${version.path}/` : baseUrl;
  return scopeOf(pathname, versionUrl);
}
