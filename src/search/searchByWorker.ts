/**
 * Stands in for the search plugin's `searchByWorker` module (the bridge its
 * results page calls; `plugins/search-engine.ts` swaps the module at build
 * time), with the same two functions, over our worker (`./worker.ts`,
 * through `./workerClient.ts`, which the navbar's dropdown shares).
 */
import type {SearchResult} from './engine';
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
  const {results} = await (
    await worker()
  ).search(versionUrl, searchContext, input, limit);
  return results;
}
