/**
 * The searches of the page: the last one the worker answered (its query,
 * where it was made: the docs version's URL and search context, and what the
 * worker suggested), read by `./EmptyTemplate.ts` for the dropdown of a query
 * that found nothing; and the ones on their way, read by the navbar's bar
 * (`src/theme/SearchBar/Loaded.tsx`) to hold an Enter until the dropdown
 * shows what is in the box. Both are set by `./searchByWorker.ts`. A module
 * of its own: the modules that use it are swapped in for the plugin's by the
 * bundler, which may give each its own copy of a module they share by path,
 * but not of this one.
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

const onTheirWay = new Map<string, Promise<unknown>>();

/** Records a query the worker is answering, until its answer is back. */
export function searching<T>(query: string, answer: Promise<T>): Promise<T> {
  onTheirWay.set(query, answer);
  const back = () => {
    if (onTheirWay.get(query) === answer) onTheirWay.delete(query);
  };
  answer.then(back, back);
  return answer;
}

/** The answer to `query` the worker has not given yet, if one was asked for. */
export function answerOnItsWay(query: string): Promise<unknown> | undefined {
  return onTheirWay.get(query);
}
