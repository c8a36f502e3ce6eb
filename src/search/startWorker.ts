/**
 * Starts the search worker (`./worker.ts`): its script, the engine and lunr
 * start loading at once, while the search's other chunks are still on their
 * way. Called by the navbar's box (every page loads this module: it is one
 * line of code) at the first sign of intent, and by `./workerClient.ts`,
 * which talks to the same worker.
 */
let worker: Worker | undefined;

export function startSearchWorker(): Worker {
  worker ??= new Worker(new URL('./worker.ts', import.meta.url));
  return worker;
}
