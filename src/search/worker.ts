/**
 * The search worker: loads a version's search index and answers the bar's
 * and the results page's queries with `./engine.ts`, off the main thread. It
 * stands in for the search plugin's own worker (same methods, same index
 * files, same result shape; see `./searchByWorker.ts`), adds what the reader
 * may have meant to a query that found nothing, and answers the first query
 * sooner:
 *
 * - it loads the index's head first (`*.head.json`, written beside each
 *   index by `plugins/search-engine.ts`: the titles and headings, a
 *   fifteenth of the file), which answers a query by a page's title or a
 *   section's heading; a query whose words no title or heading holds waits
 *   for the whole index. An answer from the head says so (`fromHead`): the
 *   navbar's dropdown asks again once the whole index is there (`whole`);
 * - the whole index (the text too) is loaded half a second after the first
 *   answer, or two seconds after the head, whichever comes first, so that
 *   its download and parsing do not hold up that answer; every query after
 *   it has loaded is answered from it. Without a head file (a build
 *   without it), the whole index is loaded at once.
 */
import * as Comlink from 'comlink';
import {searchIndexUrl} from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import searchVersions from '@generated/search-versions/default/versions.json';

import {
  loadIndexes,
  search,
  type LoadedIndexes,
  type SearchAnswer,
  type SerializedIndexes,
} from './engine';
import {hasCjk} from './expand';
import {scopeFrom} from './scopeRules';

/**
 * The whole index is loaded this long after the first answer (the main
 * thread is drawing it then), or after the head if no query comes.
 */
const wholeAfterAnswerMs = 500;
const wholeAfterHeadMs = 2000;

interface Entry {
  /** The head, or the whole index if there is no head file. */
  head: Promise<LoadedIndexes>;
  /** Starts loading the whole index (once). */
  loadWhole: () => Promise<LoadedIndexes>;
  /** Whether a query has been asked of this index. */
  asked?: boolean;
  /** Resolves when the whole index has loaded, whoever started it. */
  wholeLoaded: Promise<LoadedIndexes>;
  whole?: LoadedIndexes;
}

const cache = new Map<string, Entry>();

const fetchIndexes = (url: string) =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json() as Promise<SerializedIndexes>;
  });

/**
 * Searches the head for two words of its titles, once, while the reader is
 * still on the way to typing (unless a query came first): the engine's first
 * searches are slow (its code not yet compiled, lunr's structures not yet
 * touched), the reader's first query then is not (PERFORMANCE.md, "Search").
 */
function warmUp(head: LoadedIndexes): void {
  const titles = [...(head.indexes[0]?.documents.values() ?? [])].map(
    ({t}) => t,
  );
  // A word of a Chinese title and of another: the two ways a query is read.
  // Short, so that a query that comes meanwhile does not wait long.
  const chinese = titles.find(hasCjk)?.match(/\p{Unified_Ideograph}{2}/u)?.[0];
  const other = titles.find((t) => !hasCjk(t))?.match(/[a-z]{3,}/i)?.[0];
  for (const word of [chinese, other]) if (word) search(head, word, 8);
}

/** The index of a version's URL and search context. */
function entryOf(baseUrl: string, searchContext: string): Entry {
  const key = `${baseUrl}${searchContext}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const url = `${baseUrl}${searchIndexUrl.replace(
    '{dir}',
    searchContext ? `-${searchContext.replace(/\//g, '-')}` : '',
  )}`;
  // The plugin's guard: an index is only ever read from this site.
  if (new URL(url, location.origin).origin !== location.origin) {
    throw new Error('Unexpected version url');
  }
  let whole: Promise<LoadedIndexes> | undefined;
  let loaded: (indexes: LoadedIndexes) => void = () => {};
  const entry: Entry = {
    head: fetchIndexes(url.replace(/\.json$/, '.head.json'))
      .then(loadIndexes)
      .catch(() => entry.loadWhole()),
    loadWhole: () => {
      whole ??= fetchIndexes(url)
        .then(loadIndexes)
        .then((indexes) => {
          entry.whole = indexes;
          loaded(indexes);
          return indexes;
        });
      return whole;
    },
    wholeLoaded: new Promise((resolve) => {
      loaded = resolve;
    }),
  };
  void entry.head.then((head) => {
    // A task later: a query already waiting for the head goes first, and
    // then there is nothing left to warm up.
    setTimeout(() => {
      if (!entry.asked) warmUp(head);
    });
    setTimeout(entry.loadWhole, wholeAfterHeadMs);
  });
  cache.set(key, entry);
  return entry;
}

/** An answer, and whether it came from the head (the whole index may refine it). */
export interface WorkerAnswer extends SearchAnswer {
  fromHead: boolean;
}

export class SearchWorker {
  async fetchIndexes(baseUrl: string, searchContext: string): Promise<void> {
    await entryOf(baseUrl, searchContext).head;
  }

  /**
   * Resolves once the whole index is loaded, on the worker's own schedule
   * (after the first answer is drawn): it does not start the download.
   */
  async whole(baseUrl: string, searchContext: string): Promise<void> {
    await entryOf(baseUrl, searchContext).wholeLoaded;
  }

  async search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<WorkerAnswer> {
    const entry = entryOf(baseUrl, searchContext);
    entry.asked = true;
    if (entry.whole) {
      return {...search(entry.whole, input, limit), fromHead: false};
    }
    const head = await entry.head;
    // No head file: the entry's head is the whole index.
    if (head === entry.whole) {
      return {...search(head, input, limit), fromHead: false};
    }
    const answer = search(head, input, limit);
    // Nothing in the titles and headings but what the fallbacks make of it:
    // the text may have the words themselves.
    if (!answer.direct) {
      return {
        ...search(await entry.loadWhole(), input, limit),
        fromHead: false,
      };
    }
    setTimeout(entry.loadWhole, wholeAfterAnswerMs);
    return {...answer, fromHead: true};
  }
}

Comlink.expose(new SearchWorker());

// Started by the navbar's box, the worker is named after the reader's page
// (./startWorker.ts): that page's index head is asked for now, as the box
// would ask once the dropdown's code has arrived (the same index, by the same
// rules: the request is made once).
if (self.name) {
  const {versionUrl, searchContext} = scopeFrom(self.name, searchVersions);
  entryOf(versionUrl, searchContext);
}
