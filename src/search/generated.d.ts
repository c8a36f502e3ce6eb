/** What plugins/search-versions.ts writes for the search worker (its `allContentLoaded`). */
declare module '@generated/search-versions/default/versions.json' {
  import type {SearchVersions} from '@site/src/search/scopeRules';

  const data: SearchVersions;
  export default data;
}
