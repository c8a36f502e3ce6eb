/**
 * What a search query also means: its synonyms and abbreviations,
 * its words in the other language, and, as fallbacks, its misspellings and
 * the character pairs of its Chinese. Pure functions over the glossary
 * (`src/data/glossary.ts`), run by the search worker (`./engine.ts`) and
 * unit-tested in `__tests__/expand.test.ts`.
 */
import {glossary, synonyms} from '../data/glossary';

/** One way of reading the query, and how much its hits count. */
export interface Alternative {
  text: string;
  /** 1 for the query as typed; less for what it was expanded to. */
  weight: number;
  why: 'query' | 'synonym' | 'translation' | 'typo';
}

/** A synonym's hits count this much of the word's own. */
export const synonymWeight = 0.85;
/** An English glossary term read in Chinese, or back. */
export const translationWeight = 0.85;

/** Whether `text` holds Chinese (a unified ideograph). */
export const hasCjk = (text: string) => /\p{Unified_Ideograph}/u.test(text);

/** The query as the index sees it: lower case, spaces collapsed. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A letter or a digit, of any script: what a Latin word must not touch. */
const letterOrDigit = /^[\p{L}\p{N}]$/u;

/** Whether the character (code point) starting at `at` is a letter or digit. */
function letterAt(text: string, at: number): boolean {
  const code = text.codePointAt(at);
  return code !== undefined && letterOrDigit.test(String.fromCodePoint(code));
}

/** Whether the character (code point) ending just before `at` is one. */
function letterBefore(text: string, at: number): boolean {
  if (at === 0) return false;
  const low = text.charCodeAt(at - 1);
  const pair = low >= 0xdc00 && low <= 0xdfff && at >= 2;
  return letterAt(text, pair ? at - 2 : at - 1);
}

/**
 * Where `word` occurs in `text` as a whole word: anywhere for Chinese (which
 * has no spaces), between non-letters for a Latin word (so `di` is not found
 * in `dialog`), a plural `s` allowed. Returns the index, or -1.
 *
 * Every query asks this of every word of the glossary, so it looks with
 * `indexOf` and tests only the characters around what it finds: a regular
 * expression built for each word was compiled again for every query, and
 * most of all delayed the reader's first result (PERFORMANCE.md, "Search").
 */
function findWord(text: string, word: string): number {
  if (word === '') return -1;
  if (hasCjk(word)) return text.indexOf(word);
  for (
    let at = text.indexOf(word);
    at !== -1;
    at = text.indexOf(word, at + 1)
  ) {
    if (letterBefore(text, at)) continue;
    const end = at + word.length;
    if (!letterAt(text, end)) return at;
    if (text[end] === 's' && !letterAt(text, end + 1)) return at;
  }
  return -1;
}

/** The groups of words that mean the same: the synonyms, and each glossary term with its Chinese. */
export const meaningGroups: readonly (readonly string[])[] = [
  ...synonyms.map((group) => group.map(normalize)),
  ...Object.entries(glossary).map(([en, zh]) => [normalize(en), zh]),
];

/**
 * The query as typed first, then each word (or phrase) of a meaning group it
 * contains replaced by each other word of the group, longest match first.
 * At most `limit` readings; duplicates dropped.
 */
export function alternatives(query: string, limit = 8): Alternative[] {
  const text = normalize(query);
  const out: Alternative[] = [{text, weight: 1, why: 'query'}];
  const seen = new Set([text]);
  const matches: {group: readonly string[]; word: string; at: number}[] = [];
  for (const group of meaningGroups) {
    for (const word of group) {
      const at = findWord(text, word);
      if (at !== -1) matches.push({group, word, at});
    }
  }
  // A longer word first: "dependency injection" before "injection".
  matches.sort((a, b) => b.word.length - a.word.length);
  for (const {group, word, at} of matches) {
    for (const other of group) {
      if (other === word || out.length >= limit) continue;
      const end = at + word.length;
      const rest = text.slice(end).replace(/^s(?=$|[^\p{L}\p{N}])/u, '');
      const replaced = normalize(`${text.slice(0, at)} ${other} ${rest}`);
      const spaced =
        hasCjk(word) && hasCjk(other)
          ? normalize(text.slice(0, at) + other + rest)
          : replaced;
      if (seen.has(spaced)) continue;
      seen.add(spaced);
      const translation = hasCjk(word) !== hasCjk(other);
      out.push({
        text: spaced,
        weight: translation ? translationWeight : synonymWeight,
        why: translation ? 'translation' : 'synonym',
      });
    }
  }
  return out;
}

/**
 * Edit distance, counting a swap of two neighbouring letters as one edit
 * ("componnet" is one from "component"; optimal string alignment), stopping
 * early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        distance = Math.min(distance, before[j - 2]! + 1);
      }
      current[j] = distance;
      best = Math.min(best, distance);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How far a misspelt English word may be from the word meant: one edit for
 * words of five letters or more, none below (a short word one letter off is
 * usually another word).
 */
export function typoDistance(word: string): number {
  return /^[a-z]+$/.test(word) && word.length >= 5 ? 1 : 0;
}

/** The overlapping character pairs of each run of Chinese in `text`. */
export function bigrams(text: string): string[] {
  const pairs = new Set<string>();
  for (const run of text.match(/\p{Unified_Ideograph}+/gu) ?? []) {
    const chars = [...run];
    if (chars.length === 1) pairs.add(run);
    for (let i = 0; i + 1 < chars.length; i += 1) {
      pairs.add(chars[i]! + chars[i + 1]!);
    }
  }
  return [...pairs];
}

/**
 * The words of `vocabulary` within `max` edits of `word`, nearest first, then
 * the most frequent.
 */
function nearest(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
  max: number,
): {word: string; distance: number}[] {
  const near: {word: string; distance: number; count: number}[] = [];
  for (const [candidate, count] of vocabulary) {
    if (candidate === word || hasCjk(candidate)) continue;
    const distance = editDistance(word, candidate, max);
    if (distance <= max) near.push({word: candidate, distance, count});
  }
  return near.sort((a, b) => a.distance - b.distance || b.count - a.count);
}

/**
 * The query with each English word the index does not have, of five letters
 * or more, replaced by the index's most frequent word one edit away
 * ("intercepter" → "interceptor"); undefined when nothing was replaced.
 */
export function correctTypos(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
): string | undefined {
  const text = normalize(query);
  let changed = false;
  const corrected = text.replace(/[a-z]+/g, (word) => {
    const distance = typoDistance(word);
    if (distance === 0 || vocabulary.has(word)) return word;
    const best = nearest(word, vocabulary, distance)[0];
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? corrected : undefined;
}

/**
 * For a query that found nothing: the query with one of its words replaced by
 * a near word of `vocabulary` (the index's words) — at most two edits away
 * for English (one under five letters), sharing a character pair for
 * Chinese — nearest first, then the query's other readings through the
 * meaning groups. At most `limit`.
 */
export function didYouMean(
  query: string,
  vocabulary: ReadonlyMap<string, number>,
  limit = 3,
): string[] {
  const text = normalize(query);
  const hints: {word: string; distance: number}[] = [];
  const words = text.match(/[a-z][a-z0-9]*|\p{Unified_Ideograph}+/gu) ?? [];
  for (const word of words) {
    if (hasCjk(word)) {
      // A Chinese word: the index's words that share a character pair with it.
      const pairs = bigrams(word);
      for (const candidate of vocabulary.keys()) {
        if (!hasCjk(candidate) || candidate === word) continue;
        const shared = pairs.filter((pair) => candidate.includes(pair)).length;
        if (shared > 0) {
          hints.push({
            word: text.replace(word, candidate),
            distance: 2 - shared,
          });
        }
      }
      continue;
    }
    if (word.length < 3 || vocabulary.has(word)) continue;
    for (const near of nearest(word, vocabulary, word.length >= 5 ? 2 : 1)) {
      hints.push({
        word: text.replace(word, near.word),
        distance: near.distance,
      });
    }
  }
  for (const alternative of alternatives(query).slice(1)) {
    hints.push({word: alternative.text, distance: 0.5});
  }
  // Stable: equally near hints keep the order found (most frequent first).
  hints.sort((a, b) => a.distance - b.distance);
  return [...new Set(hints.map((hint) => hint.word))].slice(0, limit);
}
