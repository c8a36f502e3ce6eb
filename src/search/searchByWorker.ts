/**
 * Stands in for the search plugin's `searchByWorker` module (the bridge its
 * bar and results page call; `plugins/search-engine.ts` swaps the module at
 * build time), with the same two functions, over our worker (`./worker.ts`,
 * through `./workerClient.ts`).
 * It also records the searches (`./lastSearch.ts`): the ones on their way,
 * for the bar's Enter, and the last one answered, for the empty dropdown
 * (`./EmptyTemplate.ts`): the worker's hints, and where the search was made,
 * for the link to the results page.
 */
import type {SearchResult} from './engine';
import {rememberSearch, searching} from './lastSearch';
import {searchWorker as worker} from './workerClient';

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
  const answer = worker().then((remote) =>
    remote.search(versionUrl, searchContext, input, limit),
  );
  const {results, hints} = await searching(input, answer);
  rememberSearch({query: input, versionUrl, searchContext, hints});
  return results;
}
