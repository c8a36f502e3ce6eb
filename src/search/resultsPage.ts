/**
 * The results page of a search (the plugin's /search page), as the
 * navbar's dropdown links it: its last option, and the hints of a query that
 * found nothing.
 */
import type {SearchScope} from './scopeRules';

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
