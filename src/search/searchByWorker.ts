/**
 * Stands in for the search plugin's `searchByWorker` module (the bridge its
 * bar and results page call; `plugins/search-engine.ts` swaps the module at
 * build time), with the same two functions, over our worker (`./worker.ts`).
 * It also remembers the last search (`./lastSearch.ts`) for the empty
 * dropdown (`./EmptyTemplate.ts`): the worker's hints, and where the search
 * was made, for the link to the results page.
 */
import * as Comlink from 'comlink';

import type {SearchResult} from './engine';
import {rememberSearch} from './lastSearch';
import type {SearchWorker} from './worker';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

function worker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(
      new Worker(new URL('./worker.ts', import.meta.url)),
    );
    return new Remote();
  })();
  return remote;
}

export async function fetchIndexesByWorker(
  versionUrl: string,
  searchContext: string,
): Promise<void> {
  // As the plugin: the index exists only in a production build.
  if (process.env.NODE_ENV !== 'production') return;
  await (await worker()).fetchIndexes(versionUrl, searchContext);
}

export async function searchByWorker(
  versionUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  if (process.env.NODE_ENV !== 'production') return [];
  const {results, hints} = await (
    await worker()
  ).search(versionUrl, searchContext, input, limit);
  rememberSearch({query: input, versionUrl, searchContext, hints});
  return results;
}
