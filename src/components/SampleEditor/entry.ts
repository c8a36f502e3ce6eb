/**
 * What every page with an editable sample carries of the sample editor (a
 * few lines; the editor and the compiler load on Edit): starting the
 * compiler's worker (./tsWorker.ts), which begins downloading with the press
 * beside the editor's own chunk, and the session-storage key of a page's
 * edits, which a block checks once to reopen an edit after a reload.
 */
let worker: Worker | undefined;

/** The page's one worker, shared by its editors. */
export function startSampleWorker(): Worker {
  worker ??= new Worker(new URL('./tsWorker.ts', import.meta.url));
  return worker;
}

/** The session-storage entry of a page's edits: block key → edited text. */
export const editsKey = (pathname: string): string =>
  `lattice.sample-edits:${pathname}`;
