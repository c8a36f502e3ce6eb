/**
 * The page's one search worker (`./worker.ts`), started on first use. A
 * module of its own, for the reason `./lastSearch.ts` gives: the bar and the
 * results page each get their copy of the swapped-in `./searchByWorker.ts`,
 * and would otherwise start a worker (and load an index) each.
 */
import * as Comlink from 'comlink';

import type {SearchWorker} from './worker';

let remote: Promise<Comlink.Remote<SearchWorker>> | undefined;

export function searchWorker(): Promise<Comlink.Remote<SearchWorker>> {
  remote ??= (async () => {
    const Remote = Comlink.wrap<typeof SearchWorker>(
      new Worker(new URL('./worker.ts', import.meta.url)),
    );
    return new Remote();
  })();
  return remote;
}
