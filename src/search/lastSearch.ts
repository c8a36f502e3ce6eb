/**
 * The last search the worker answered: its query, where it was made (the
 * docs version's URL and search context) and what the worker suggested. Set
 * by `./searchByWorker.ts`, read by `./EmptyTemplate.ts` for the dropdown of
 * a query that found nothing. A module of its own: the two modules that use
 * it are swapped in for the plugin's by the bundler, which may give each its
 * own copy of a module they share by path, but not of this one.
 */
export interface LastSearch {
  query: string;
  versionUrl: string;
  searchContext: string;
  hints: string[];
}

let last: LastSearch | undefined;

export function rememberSearch(search: LastSearch): void {
  last = search;
}

/** The last search, if it was for `query`. */
export function lastSearchFor(query: string): LastSearch | undefined {
  return last?.query === query ? last : undefined;
}
