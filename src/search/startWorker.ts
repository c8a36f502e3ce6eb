/**
 * Starts the search worker (`./worker.ts`): its script, the engine and lunr
 * start loading at once, while the search's other chunks are still on their
 * way. Called by the navbar's box (every page loads this module: it is one
 * line of code) at the first sign of intent, with the reader's page, and by
 * `./workerClient.ts`, which talks to the same worker.
 *
 * The page is the worker's name: the worker asks for that page's index head
 * as soon as it runs. A message would wait: Chromium hands a new worker the
 * messages posted before it started only in a task of the page's main
 * thread, which is busy then, loading and mounting the dropdown.
 */
let worker: Worker | undefined;

export function startSearchWorker(page = ''): Worker {
  worker ??= new Worker(new URL('./worker.ts', import.meta.url), {name: page});
  return worker;
}
