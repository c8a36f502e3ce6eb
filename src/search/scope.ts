/**
 * Which index a search on a page asks: the docs version's URL and the search
 * context (the blog's pages search the release posts). The same rules as the
 * search plugin's bar, which names an index by both: the latest version's
 * index sits at the locale's base URL, every other version's under its path;
 * a page under a context's path searches that context's index.
 *
 * A function of the page's path, not a hook, so that the box every page
 * loads carries none of it: the search's own chunks ask it, at the first sign
 * of intent and for every query, both in the dropdown.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import {
  getActivePlugin,
  getActiveVersion,
} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

import {searchContextPaths} from './settings';

export interface SearchScope {
  /** The docs version's URL: `/zh/` for the latest, `/zh/docs/1.0.x/` for another. */
  versionUrl: string;
  /** The search context, or '' for the docs. */
  searchContext: string;
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
export function scopeFor(pathname: string): SearchScope {
  const docs = (globalData['docusaurus-plugin-content-docs'] ?? {}) as Record<
    string,
    GlobalPluginData
  >;
  // Off a docs page (the home page, the blog): the default docs plugin, whose
  // active version there is none, so the latest version's index.
  const data = getActivePlugin(docs, pathname)?.pluginData ?? docs.default;
  const version = data && getActiveVersion(data, pathname);
  const versionUrl =
    version && !version.isLast ? `${version.path}/` : siteConfig.baseUrl;
  return scopeOf(pathname, versionUrl);
}
