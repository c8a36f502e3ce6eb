/**
 * Types for the search plugin's client functions that `./engine.ts` reuses
 * (the plugin ships them untyped, in dist/client). Recorded, with the files'
 * contents, in tests/config/upstream.json: an upgrade that changes them fails
 * tests/config/upstream.test.ts.
 */
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords' {
  /** Every way of cutting a run of Chinese into the index's words, fewest words first. */
  export function cutZhWords(
    token: string,
    zhDictionary: string[],
  ): {value: string; trailing?: boolean}[][];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  /** Puts each section right after its page's title, when both were found. */
  export function sortSearchResults(results: unknown[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  /** Marks the sections listed under their page (isInterOfTree, isLastOfTree). */
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}

declare module '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js' {
  /** The index file's name, `search-index{dir}-<hash>.json`. */
  export const searchIndexUrl: string;
}
