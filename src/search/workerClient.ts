/**
 * The page's one search worker (`./worker.ts`), started on first use: the
 * navbar's dropdown and the results page (through `./searchByWorker.ts`)
 * share it, and the index it has loaded.
 */
import * as Comlink from 'comlink';

import {startSearchWorker} from './startWorker';
import type {SearchWorker} from './worker';

let remote: Comlink.Remote<SearchWorker> | undefined;

/**
 * In development there is no index (the plugin writes it at build time), so
 * nothing is found, as with the plugin's bar.
 */
const developmentWorker = {
  fetchIndexes: async () => {},
  whole: async () => {},
  search: async () => ({
    results: [],
    hints: [],
    direct: false,
    fromHead: false,
  }),
} as unknown as Comlink.Remote<SearchWorker>;

export function searchWorker(): Promise<Comlink.Remote<SearchWorker>> {
  if (process.env.NODE_ENV !== 'production') {
    return Promise.resolve(developmentWorker);
  }
  // The worker exposes an object, not a class to construct: a call is posted
  // at once, with no round trip first. The worker may still be loading its
  // scripts, and this page busy mounting the dropdown; the index's head is
  // then asked for as soon as the worker is ready, not once both are.
  remote ??= Comlink.wrap<SearchWorker>(startSearchWorker());
  return Promise.resolve(remote);
}

/**
 * Asks the worker for the index's head of a version (and search context) as
 * soon as the reader is about to search: the first query then waits for
 * less.
 */
export function prepareSearch(versionUrl: string, searchContext: string): void {
  void searchWorker()
    .then((worker) => worker.fetchIndexes(versionUrl, searchContext))
    .catch(() => {
      // The query asked next reports the failure where the reader sees it.
    });
}
