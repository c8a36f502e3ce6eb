/**
 * Which index a search on the current page asks: the docs version's URL and
 * the search context (the blog's pages search the release posts). The same
 * rules as the search plugin's bar, which names an index by both: the latest
 * version's index sits at the locale's base URL, every other version's under
 * its path; a page under a context's path searches that context's index.
 */
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useActivePlugin,
  useActiveVersion,
} from '@docusaurus/plugin-content-docs/client';

import {searchContextPaths} from '@site/src/data/site';

export interface SearchScope {
  /** The docs version's URL: `/zh/` for the latest, `/zh/docs/1.0.x/` for another. */
  versionUrl: string;
  /** The search context, or '' for the docs. */
  searchContext: string;
}

/** The index of `pathname` given the page's docs version URL. */
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

/** The index a search on the current page asks. */
export function useSearchScope(): SearchScope {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  // Off a docs page (the home page, the blog): the latest version's index.
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId ?? 'default');
  const versionUrl =
    activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : baseUrl;
  return scopeOf(pathname, versionUrl);
}

/**
 * The results page for `query`, as the plugin's "See all results" link
 * builds it — the site's base of the locale, then the page, with the docs
 * version and search context of the search — but without its trailing
 * slash, which the site's URLs do not have (nginx would redirect).
 */
export function resultsPageUrl(query: string, scope: SearchScope): string {
  const {versionUrl, searchContext} = scope;
  const docs = versionUrl.indexOf('docs/');
  const baseUrl = docs === -1 ? versionUrl : versionUrl.slice(0, docs);
  const params = new URLSearchParams({q: query});
  if (searchContext) params.set('ctx', searchContext);
  if (versionUrl !== baseUrl) {
    params.set('version', versionUrl.slice(baseUrl.length));
  }
  return `${baseUrl}search?${params.toString()}`;
}
