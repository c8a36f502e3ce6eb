/**
 * Which index a search on this page asks (`./scopeRules.ts`), from the docs
 * plugin's global data. A function of the page's path, not a hook, so that
 * the box every page loads carries none of it: the search's own chunks ask
 * it, at the first sign of intent and for every query, both in the dropdown.
 */
import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

import {scopeFrom, type SearchScope} from './scopeRules';

/** The index a search on `pathname` asks. */
export function scopeFor(pathname: string): SearchScope {
  const docs = globalData['docusaurus-plugin-content-docs']?.default as
    GlobalPluginData | undefined;
  return scopeFrom(pathname, {
    baseUrl: siteConfig.baseUrl,
    versions: docs?.versions ?? [],
  });
}
