/**
 * The search worker: loads a version's search index once and answers the
 * bar's and the results page's queries with `./engine.ts`, off the main
 * thread. It stands in for the search plugin's own worker (same methods,
 * same index files, same result shape; see `./searchByWorker.ts`), and adds
 * what the reader may have meant to a query that found nothing.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';

import {
  loadIndexes,
  search,
  type LoadedIndexes,
  type SearchAnswer,
  type SerializedIndexes,
} from './engine';

const cache = new Map<string, Promise<LoadedIndexes>>();

/** The index of a version's URL and search context, fetched once. */
function indexesOf(
  baseUrl: string,
  searchContext: string,
): Promise<LoadedIndexes> {
  const key = `${baseUrl}${searchContext}`;
  let loaded = cache.get(key);
  if (!loaded) {
    const url = `${baseUrl}${searchIndexUrl.replace(
      '{dir}',
      searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
    )}`;
    // The plugin's guard: an index is only ever read from this site.
    if (new URL(url, location.origin).origin !== location.origin) {
      throw new Error('Unexpected version url');
    }
    loaded = fetch(url)
      .then((response) => response.json() as Promise<SerializedIndexes>)
      .then(loadIndexes);
    cache.set(key, loaded);
  }
  return loaded;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await indexesOf(baseUrl, searchContext);
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchAnswer> {
    return search(await indexesOf(baseUrl, searchContext), input, limit);
  }
}

Comlink.expose(SearchWorker);
