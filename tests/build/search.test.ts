/**
 * What search answers on the built site: every reader query of the
 * table (tests/search/queries.ts) opens its page first — or second, where the
 * table says why — through the engine the bar's worker runs
 * (src/search/engine.ts) over the index the build wrote for that locale,
 * version and context. The browser test asks the same table through the bar;
 * this one names every miss at once, with what came first instead.
 *
 * Also: parts of every Chinese title and heading find something (the
 * fallbacks on character pairs and characters), and the build carries our
 * engine and dropdown, not the plugin's (the modules plugins/search-engine.ts
 * swaps).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {en, zh, type QueryRow} from '../search/queries';
import {headFor, indexesFor, searchFrom} from '../search/indexes';
import {search} from '../../src/search/engine';
import {buildDir, requireBuild} from './buildDir';

beforeAll(requireBuild);

const kinds: readonly QueryRow['kind'][] = [
  'concept',
  'task',
  'synonym',
  'abbreviation',
  'other language',
  'misspelling',
  'api',
];

describe('the query table', () => {
  it('has at least 40 queries a locale, of every kind a reader asks', () => {
    expect(zh.length).toBeGreaterThanOrEqual(40);
    expect(en.length).toBeGreaterThanOrEqual(40);
    for (const rows of [zh, en]) {
      const asked = new Set(rows.map(({kind}) => kind));
      expect(kinds.filter((kind) => !asked.has(kind))).toEqual([]);
    }
    // English terms on zh pages: the zh table asks some.
    expect(zh.some(({kind}) => kind === 'other language')).toBe(true);
  });
});

describe.each([
  ['zh', zh],
  ['en', en],
] as const)('%s queries', (_locale, rows) => {
  it('each open their page first (or second, where the table says why)', () => {
    const misses: string[] = [];
    for (const {from, query, expected, second} of rows) {
      const pages = searchFrom(buildDir, from, query).results.map(
        ({document}) => document.u,
      );
      const at = pages.indexOf(expected);
      if (at === 0 || (at === 1 && second)) continue;
      misses.push(
        `"${query}" on ${from}: ${at === -1 ? 'not found' : `result ${at + 1}`}, want ${expected}; first: ${pages[0] ?? 'nothing'}`,
      );
    }
    expect(misses).toEqual([]);
  });
});

describe('the index heads', () => {
  it('sit beside every index, and give the first query the same first result', () => {
    // The worker answers the first query from the head (titles and
    // headings) while the whole index loads, when a reading of it found
    // one (`direct`); any other query waits for the whole. What the head
    // finds first must be what the whole index finds first.
    const differ: string[] = [];
    for (const {from, query} of [...zh, ...en]) {
      const head = headFor(buildDir, from);
      expect(existsSync(head.file)).toBe(true);
      const answer = search(head.indexes(), query, 8);
      if (!answer.direct) continue;
      const fromHead = answer.results[0]?.document.u;
      const fromWhole = searchFrom(buildDir, from, query).results[0]?.document
        .u;
      if (fromHead !== fromWhole) {
        differ.push(`"${query}" on ${from}: ${fromHead}, whole ${fromWhole}`);
      }
    }
    expect(differ).toEqual([]);
  });
});

describe('Chinese partial queries', () => {
  it.each(['/zh/docs/introduction', '/zh/docs/0.7.x/introduction'])(
    'on %s, parts of every title and heading find something',
    (from) => {
      // Three parts of each title's Chinese: its first three characters, the
      // three after the first, its last two; a pair may cross two words of
      // the index (升级到 is 升级 + 到), which the fallbacks still find.
      const empty: string[] = [];
      let asked = 0;
      for (const {documents} of indexesFor(buildDir, from).indexes.slice(
        0,
        2,
      )) {
        for (const {t} of documents.values()) {
          const chinese = (t.match(/\p{Unified_Ideograph}+/gu) ?? []).join('');
          for (const part of new Set([
            chinese.slice(0, 3),
            chinese.slice(1, 4),
            chinese.slice(-2),
          ])) {
            if (part.length < 2) continue;
            asked += 1;
            if (searchFrom(buildDir, from, part).results.length === 0) {
              empty.push(`"${part}" (of "${t}")`);
            }
          }
        }
      }
      expect(asked).toBeGreaterThan(500);
      expect(empty).toEqual([]);
    },
  );
});

describe('the build', () => {
  const scripts = () => {
    const folder = path.join(buildDir, 'assets/js');
    return readdirSync(folder).map((name) =>
      readFileSync(path.join(folder, name), 'utf8'),
    );
  };

  it('carries our search worker (plugins/search-engine.ts) and dropdown (src/theme/SearchBar)', () => {
    const all = scripts();
    // The dropdown's hints (src/theme/SearchBar/Dropdown.tsx).
    expect(all.some((code) => code.includes('data-search-hint'))).toBe(true);
    // The worker's synonyms (src/data/glossary.ts, in src/search/expand.ts).
    expect(
      all.some(
        (code) =>
          code.includes('inversion of control') &&
          code.includes('Unexpected version url'),
      ),
    ).toBe(true);
  });

  it('answers with hints and no results for a query no page matches', () => {
    const answer = searchFrom(buildDir, '/docs/introduction', 'compnentz');
    expect(answer.results).toEqual([]);
    expect(answer.hints).toContain('component');
  });
});
