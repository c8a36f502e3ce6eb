/**
 * The built search indexes, read in Node the way the search worker reads them
 * in the browser: which index a page searches (its locale, docs version and
 * search context), loaded once per file. For the query-table test
 * (`queries.test.ts`) and `npm run bench:search`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {
  loadIndexes,
  search,
  type LoadedIndexes,
  type SearchAnswer,
} from '../../src/search/engine';
import {headIndexFile} from '../../plugins/search-engine';

/** The versions that have their own folder under /docs/ (the latest has none). */
const versionFolder = /^\/docs\/(next|\d+\.\d+\.x)(?=\/|$)/;

/**
 * The index file a page searches, as the bar computes it: the version's URL
 * (the site's or locale's base for the latest docs and the blog) and the
 * search context (`blog` under /blog).
 */
export function indexFileFor(buildDir: string, route: string): string {
  const locale = /^\/zh(?=\/|$)/.test(route) ? '/zh' : '';
  const rest = route.slice(locale.length) || '/';
  const version = versionFolder.exec(rest);
  const base = version ? `${locale}/docs/${version[1]}` : locale;
  const context = /^\/blog(?=\/|$)/.test(rest) ? '-blog' : '';
  const folder = path.join(buildDir, base);
  const pattern = new RegExp(`^search-index${context}-[0-9a-f]+\\.json$`);
  const file = readdirSync(folder).find((name) => pattern.test(name));
  if (!file) {
    throw new Error(
      `No search index for ${route} in ${folder} (search-index${context}-<hash>.json): build the site first (npm run build).`,
    );
  }
  return path.join(folder, file);
}

const loaded = new Map<string, LoadedIndexes>();

/** An index file, loaded once. */
function loadOnce(file: string): LoadedIndexes {
  let indexes = loaded.get(file);
  if (!indexes) {
    indexes = loadIndexes(JSON.parse(readFileSync(file, 'utf8')));
    loaded.set(file, indexes);
  }
  return indexes;
}

/** The index a page searches, loaded once. */
export function indexesFor(buildDir: string, route: string): LoadedIndexes {
  return loadOnce(indexFileFor(buildDir, route));
}

/**
 * The head of the index a page searches (titles and headings;
 * written by plugins/search-engine.ts), which the worker answers the first
 * query from: its file, and the head loaded once.
 */
export function headFor(
  buildDir: string,
  route: string,
): {file: string; indexes: () => LoadedIndexes} {
  const file = headIndexFile(indexFileFor(buildDir, route));
  return {file, indexes: () => loadOnce(file)};
}

/** What the bar on `route` answers to `query` (its eight results). */
export function searchFrom(
  buildDir: string,
  route: string,
  query: string,
): SearchAnswer {
  return search(indexesFor(buildDir, route), query, 8);
}

/** The page the bar's first result opens (Enter in the bar), or undefined. */
export function firstPage(answer: SearchAnswer): string | undefined {
  return answer.results[0]?.document.u;
}
