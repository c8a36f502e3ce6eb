/**
 * The format of a names file (static/sample-names/<version>.<locale>.json,
 * written by `npm run samples:types`; plugins/highlight-code/names.ts says
 * how it is made and used) and its one reader, shared by the browser
 * (./index.ts) and the tests that read the files.
 */

/** A name of a block: 0-based line and column, length, its symbol's index. */
export type MarkedName = [
  line: number,
  column: number,
  length: number,
  symbol: number,
];

/** A symbol as the browser shows it: name, signature, summary, page under `api/`. */
export type SymbolRow = [string, string, string, string];

/** What a names file holds. */
export interface NamesFile {
  /** Block key (./blockKey.ts) → its names, flat: line, column, length, symbol, line, … */
  blocks: Record<string, number[]>;
  symbols: SymbolRow[];
}

/** The names of the block with key `key` (none if the file does not know it). */
export function namesOfBlock(file: NamesFile, key: string): MarkedName[] {
  const flat = file.blocks[key] ?? [];
  const names: MarkedName[] = [];
  for (let i = 0; i + 3 < flat.length; i += 4)
    names.push([flat[i]!, flat[i + 1]!, flat[i + 2]!, flat[i + 3]!]);
  return names;
}
