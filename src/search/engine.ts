/**
 * The search itself, over the search plugin's index (one per locale, docs
 * version and search context: `search-index*.json`, written by
 * `@easyops-cn/docusaurus-search-local` at build time). Run by our search
 * worker (`./worker.ts`) in the browser and by `npm run bench:search` and the
 * query-table test in Node, so the figures and the tests are this code's.
 *
 * Where the plugin asks lunr for the query's words in turn and lists hits in
 * the order it found them, this reads the query several ways and ranks what
 * all of them found, so that a reader's own words (a synonym, the other
 * language, a misspelling) still open the page they mean:
 *
 * 1. the query as typed, then each reading of it through the glossary's
 *    synonyms and its English↔Chinese pairs (`./expand.ts`), at a lower
 *    weight; a Chinese word that is not a word of the index counts for less
 *    than a reading whose words all are (错误码 → 错误代码);
 * 2. an English word of five letters or more that the index does not have
 *    is read as the index's word one edit away (lunr's own edit distance,
 *    the plugin's `fuzzyMatchingDistance`, works on stemmed words and misses
 *    "dependncy"); if no reading found more than a line of text, the Chinese
 *    query's character pairs are matched inside the index's words, and if
 *    even they find nothing, its single characters;
 * 3. a hit's score is its reading's weight × what it hit (a page title, a
 *    heading, a description, the text) × a bonus when the title or heading is
 *    the query itself, and one when the text holds a reading of several
 *    words as written; an API page counts for less unless the query is an API
 *    name (the guide that explains a concept comes first);
 * 4. sections are then grouped under their page, as the dropdown and the
 *    plugin's results page show them.
 *
 * The Chinese cutting of query words by the index's dictionary, the grouping
 * and the tree marks are the plugin's own functions.
 */
import lunr from 'lunr';
import {cutZhWords} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/cutZhWords';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';

import {
  alternatives,
  bigrams,
  correctTypos,
  didYouMean,
  hasCjk,
  normalize,
  type Alternative,
} from './expand';

import {DocumentType, type SearchDocument, type SearchResult} from './types';

export {DocumentType, type SearchDocument, type SearchResult};

/** The index file as the plugin writes it: one lunr index per document type. */
export type SerializedIndexes = {documents: SearchDocument[]; index: object}[];

export interface LoadedIndexes {
  indexes: {
    type: DocumentType;
    documents: Map<string, SearchDocument>;
    index: lunr.Index;
  }[];
  pages: Map<number, SearchDocument>;
  /** The Chinese words of the index, as the plugin cuts queries by. */
  zhDictionary: string[];
  /**
   * The English words of the index's text (before stemming) and the Chinese
   * words of its dictionary, with how often they occur: for misspellings and
   * "did you mean".
   */
  vocabulary: Map<string, number>;
}

/** Reads the plugin's index file. */
export function loadIndexes(json: SerializedIndexes): LoadedIndexes {
  const indexes = json.map(({documents, index}, type) => ({
    type: type as DocumentType,
    documents: new Map(
      documents.map((document) => [String(document.i), document]),
    ),
    index: lunr.Index.load(index),
  }));
  const zhDictionary = new Set<string>();
  for (const {index} of json) {
    for (const [word] of (index as {invertedIndex: [string][]}).invertedIndex) {
      if (/\p{Unified_Ideograph}/u.test(word[0]!)) zhDictionary.add(word);
    }
  }
  // Every English word of the index's text, with how often it occurs.
  const vocabulary = new Map<string, number>();
  for (const {documents} of json) {
    for (const {t} of documents) {
      for (const word of t.toLowerCase().match(/[a-z][a-z0-9]+/g) ?? []) {
        vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
      }
    }
  }
  for (const word of zhDictionary) {
    if (word.length >= 2) vocabulary.set(word, vocabulary.get(word) ?? 1);
  }
  return {
    indexes,
    pages: new Map(
      json[0]!.documents.map((document) => [document.i, document]),
    ),
    zhDictionary: [...zhDictionary],
    vocabulary,
  };
}

/** How much a hit on each type of document counts. */
const typeWeight: Record<DocumentType, number> = {
  [DocumentType.Title]: 10,
  [DocumentType.Heading]: 7,
  [DocumentType.Description]: 4,
  [DocumentType.Keywords]: 0.5,
  [DocumentType.Content]: 3,
};
/** A title or heading that is the query itself. */
const exactTitleBonus = 1.6;
/** A text that holds a reading of several words as written (错误代码, not 错误…码). */
const phraseBonus = 1.6;
/** An API page, for a query that is not an API name. */
const apiPageWeight = 0.45;
/** Weaker readings: a misspelling corrected, character pairs. */
const typoWeight = 0.6;
const bigramWeight = 0.35;
const characterWeight = 0.2;
/** A Chinese word the index does not have, cut into the words it does. */
const cutWeight = 0.5;
/** Fallbacks are tried when nothing ranks with a page description or better. */
const fallbackBelow = typeWeight[DocumentType.Description];

/** One lunr clause. */
interface Clause {
  value: string;
  wildcard?: number;
  presence?: lunr.Query.presence;
}
/** One query for lunr, and the words it highlights. */
interface Query {
  clauses: Clause[];
  tokens: string[];
  weight: number;
  /** The reading, when it is more than one word: a text holding it as written counts more. */
  phrase?: string;
  /** The reading as a whole: a title or heading that is exactly this counts more. */
  reading: string;
  /** Every word of the reading is a word of the index, none cut short or left out. */
  whole?: boolean;
}

/** A word of a reading, cut from the query; `trailing`: only its beginning. */
type Item = {value: string; trailing?: boolean};

/** A required word, as a prefix when `last` (the reader may still be typing it). */
const clause = (item: Item, last: boolean): Clause => ({
  value: item.value,
  presence: lunr.Query.presence.REQUIRED,
  wildcard:
    item.trailing || last
      ? lunr.Query.wildcard.TRAILING
      : lunr.Query.wildcard.NONE,
});

/** The query's words: English words and runs of Chinese, as the plugin splits them. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/\w+|\p{Unified_Ideograph}+/gu) ?? [];
}

/**
 * The lunr queries for one reading of the query: every word required; a
 * Chinese run cut into the index's words (each way, fewest words first, at
 * most three); the last word also as a prefix, since the reader may still be
 * typing it. English stop words are dropped (the index has none of them).
 */
function readingQueries(reading: Alternative, zhDictionary: string[]): Query[] {
  const tokens = tokenize(reading.text).filter(
    (token) =>
      hasCjk(token) || lunr.stopWordFilter(token as unknown as lunr.Token),
  );
  if (tokens.length === 0) return [];
  // Each way of reading the tokens, and what it is worth: a Chinese run cut
  // into words that are not all of it (a character left out, a word only
  // begun) counts for less.
  let terms: {items: Item[]; weight: number}[] = [
    {items: [], weight: reading.weight},
  ];
  for (const token of tokens) {
    let ways: {items: Item[]; weight: number}[];
    if (hasCjk(token)) {
      ways = cutZhWords(token, zhDictionary)
        .slice(0, 3)
        .map((items) => ({
          items,
          weight:
            items.every((item) => !item.trailing) &&
            items.map((item) => item.value).join('') === token
              ? 1
              : cutWeight,
        }));
      if (ways.length === 0) return [];
    } else {
      ways = [{items: [{value: token}], weight: 1}];
    }
    terms = terms
      .flatMap((carry) =>
        ways.map((way) => ({
          items: [...carry.items, ...way.items],
          weight: carry.weight * way.weight,
        })),
      )
      .slice(0, 6);
  }
  const queries: Query[] = [];
  for (const {items: term, weight} of terms) {
    const values = term.map((item) => item.value);
    queries.push({
      clauses: term.map((item) => clause(item, false)),
      tokens: values,
      weight,
      phrase: values.length > 1 ? reading.text : undefined,
      reading: reading.text,
      whole: weight === reading.weight,
    });
    const last = term[term.length - 1]!;
    if (!hasCjk(last.value) && !last.trailing) {
      queries.push({
        clauses: term.map((item, i) => clause(item, i === term.length - 1)),
        tokens: values,
        weight: weight * 0.9,
        reading: reading.text,
      });
    }
    // Three words or more: also each without one of them, for less.
    if (term.length > 2) {
      for (let skip = 0; skip < term.length; skip += 1) {
        const kept = term.filter((_, i) => i !== skip);
        queries.push({
          clauses: kept.map((item) => clause(item, false)),
          tokens: kept.map((item) => item.value),
          weight: weight * 0.5,
          reading: reading.text,
        });
      }
    }
  }
  return queries;
}

/**
 * The fallback for a query no reading found much for: the Chinese query's
 * character pairs (or, with `single`, its characters), each matched inside
 * the index's words, any of them; a text with more of them ranks higher.
 */
function characterQueries(text: string, single = false): Query[] {
  const parts = single
    ? [...new Set(text.match(/\p{Unified_Ideograph}/gu) ?? [])]
    : bigrams(text);
  if (parts.length === 0) return [];
  return [
    {
      clauses: parts.map((part) => ({
        value: part,
        presence: lunr.Query.presence.OPTIONAL,
        wildcard: lunr.Query.wildcard.LEADING | lunr.Query.wildcard.TRAILING,
      })),
      tokens: parts,
      weight: single ? characterWeight : bigramWeight,
      reading: text,
    },
  ];
}

/**
 * An API name: a word in camelCase or PascalCase, a dotted member, a call, a
 * decorator, a command-line flag.
 */
export function looksLikeApiName(query: string): boolean {
  return /[a-z][A-Z]|^[A-Z][a-z]+[A-Z]|\.\w|\(\)|^@|^--?\w|^[A-Z][a-z]+$/.test(
    query.trim(),
  );
}

/** "Interceptors" is the title for "interceptor". */
const singular = (text: string) => text.replace(/(?<=[a-z])s$/, '');

function run(
  loaded: LoadedIndexes,
  queries: Query[],
  query: string,
  found: Map<string, SearchResult & {rank: number}>,
  perQuery: number,
): boolean {
  const apiName = looksLikeApiName(query);
  let direct = false;
  for (const {clauses, tokens, weight, phrase, reading, whole} of queries) {
    for (const {type, documents, index} of loaded.indexes) {
      let hits: lunr.Index.Result[];
      try {
        hits = index.query((q) => {
          for (const {value, ...options} of clauses) {
            q.term(value, options as Parameters<lunr.Query['term']>[1]);
          }
        });
      } catch {
        continue;
      }
      for (const hit of hits.slice(0, perQuery)) {
        const document = documents.get(hit.ref);
        if (!document) continue;
        let rank =
          weight * typeWeight[type] * (1 + Math.min(hit.score, 10) / 60);
        const text = normalize(document.t);
        if (
          (type === DocumentType.Title || type === DocumentType.Heading) &&
          singular(text) === singular(reading)
        ) {
          rank *= exactTitleBonus;
        }
        if (phrase && text.includes(phrase)) rank *= phraseBonus;
        if (!apiName && /\/api\//.test(document.u)) rank *= apiPageWeight;
        if (whole && type <= DocumentType.Description) direct = true;
        const key = `${type}:${hit.ref}`;
        const previous = found.get(key);
        if (previous && previous.rank >= rank) continue;
        found.set(key, {
          document,
          type,
          page:
            type !== DocumentType.Title &&
            document.p !== undefined &&
            loaded.pages.get(document.p),
          metadata: hit.matchData.metadata,
          tokens,
          score: hit.score,
          rank,
        });
      }
    }
  }
  return direct;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** For a query that found nothing: what the reader may have meant. */
  hints: string[];
  /**
   * Whether a reading of the query, every word of it a word of the index,
   * found a title, heading or description: false when only lines of text, a
   * reading cut short, the character fallbacks or nothing did. The worker
   * answers from an index's head only when true.
   */
  direct: boolean;
}

/** Searches `loaded` for what the reader typed; at most `limit` results. */
export function search(
  loaded: LoadedIndexes,
  input: string,
  limit: number,
): SearchAnswer {
  if (tokenize(input).length === 0) {
    return {results: [], hints: [], direct: false};
  }
  const found = new Map<string, SearchResult & {rank: number}>();
  const readings = alternatives(input);
  // A misspelling corrected is read the same ways, for less.
  const corrected = correctTypos(input, loaded.vocabulary);
  if (corrected) {
    for (const reading of alternatives(corrected)) {
      readings.push({
        ...reading,
        weight: reading.weight * typoWeight,
        why: 'typo',
      });
    }
  }
  const queries = readings.flatMap((reading) =>
    readingQueries(reading, loaded.zhDictionary),
  );
  const direct = run(loaded, queries, input, found, limit * 2);
  // Nothing found, or nothing better than a line of text somewhere: try the
  // character pairs too.
  const bestRank = Math.max(0, ...[...found.values()].map(({rank}) => rank));
  if (bestRank < fallbackBelow) {
    run(loaded, characterQueries(normalize(input)), input, found, limit * 2);
  }
  // Pairs that no word holds (级到, across 升级 and 到): the characters.
  if (found.size === 0) {
    run(
      loaded,
      characterQueries(normalize(input), true),
      input,
      found,
      limit * 2,
    );
  }
  // A section found both as a heading and by its text counts once, as its best.
  const best = new Map<number, SearchResult & {rank: number}>();
  for (const result of found.values()) {
    const previous = best.get(result.document.i);
    if (!previous || previous.rank < result.rank)
      best.set(result.document.i, result);
  }
  const results = [...best.values()]
    .sort((a, b) => b.rank - a.rank || b.score - a.score)
    .slice(0, limit)
    .map(({rank: _rank, ...result}) => result);
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return {
    results,
    hints: results.length === 0 ? didYouMean(input, loaded.vocabulary) : [],
    direct,
  };
}
