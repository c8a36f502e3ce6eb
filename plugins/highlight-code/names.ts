/**
 * The Lattice names of the samples (their types shown on hover and focus), as
 * the build and the code-samples harness share them.
 *
 * The compiler finds them once, in the harness (scripts/lib/samples/sampleNames.ts),
 * and `npm run samples:types` writes them, per version and locale, to
 * static/sample-names/<version>.<locale>.json: `blocks`, each block's names
 * by its key (src/components/TypeInfo/blockKey.ts), flat as
 * `line, column, length, symbol` (0-based, in the code the reader sees), and
 * `symbols`, each `[name, signature, summary, page]` (the types and the one
 * reader of the format: src/components/TypeInfo/namesFile.ts). The browser
 * fetches its page's file on the reader's first hover, focus or arrow key in
 * such a block (src/components/TypeInfo) and marks the names then: the page's
 * HTML and JavaScript carry nothing of them but the version. The build only reads
 * a file to know which blocks have names; it runs no compiler.
 *
 * A block the file does not know (edited since it was written) gets no
 * types; the code-samples test fails until the file is written again,
 * naming the page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {blockKey} from '../../src/components/TypeInfo/blockKey';
import type {NamesFile} from '../../src/components/TypeInfo/namesFile';
import {latestVersion} from '../../src/data/site';
import {codeBlockMetadata, siteMagicComments} from './metadata';

export type {
  MarkedName,
  NamesFile,
  SymbolRow,
} from '../../src/components/TypeInfo/namesFile';

const siteDir = path.join(__dirname, '../..');

/** Where the names files live (served as they are, from `static/`). */
export const sampleNamesDir = path.join(siteDir, 'static/sample-names');

/**
 * The docs version whose declarations a page's samples compile against, as
 * the harness decides it: the version of a docs page, the latest release for
 * the FAQ and other pages, a release post's `lattice_version`.
 */
export function versionOfPage(
  file: string,
  frontMatter: Record<string, unknown> | undefined,
): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  const versioned = /(^|\/)version-([^/]+)\//.exec(relative);
  if (versioned) return versioned[2];
  if (
    /^(docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\//.test(
      relative,
    )
  )
    return 'next';
  if (/^(blog|i18n\/[^/]+\/docusaurus-plugin-content-blog)\//.test(relative)) {
    const release = frontMatter?.lattice_version;
    return typeof release === 'string' ? release : undefined;
  }
  if (
    /^(src\/pages|i18n\/[^/]+\/docusaurus-plugin-content-pages)\//.test(
      relative,
    )
  )
    return latestVersion;
  return undefined;
}

/**
 * A sample's code as the reader sees it (the site's magic comments removed:
 * what the browser's CodeBlock shows), and its key in the names files.
 */
export function shownBlock(
  lang: string,
  code: string,
): {code: string; key: string} {
  const shown = codeBlockMetadata({
    code,
    language: lang,
    metastring: undefined,
    magicComments: siteMagicComments,
  }).code;
  return {code: shown, key: blockKey(lang, shown)};
}

const files = new Map<string, NamesFile['blocks']>();

/** Whether a block of a page of `version`, as the reader sees its code, has Lattice names. */
export function hasNames(version: string, lang: string, code: string): boolean {
  let blocks = files.get(version);
  if (!blocks) {
    // Both locales' files hold the same blocks.
    const file = path.join(sampleNamesDir, `${version}.en.json`);
    blocks = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as NamesFile).blocks
      : {};
    files.set(version, blocks);
  }
  return (blocks[blockKey(lang, code)]?.length ?? 0) > 0;
}

/**
 * Names found in a block's code moved to the lines the reader sees: the code
 * without its magic comments (`// highlight-next-line` lines, which
 * metadata.ts removes). Names on a removed line are dropped.
 */
export function namesOnShownLines<T extends readonly [number, ...unknown[]]>(
  names: readonly T[],
  code: string,
  shown: string,
): T[] {
  const source = code.split('\n');
  const target = shown.split('\n');
  const lineOf: number[] = [];
  let next = 0;
  for (const line of source) {
    if (next < target.length && target[next] === line) lineOf.push(next++);
    else lineOf.push(-1);
  }
  return names.flatMap((name) => {
    const line = lineOf[name[0]] ?? -1;
    return line < 0 ? [] : [[line, ...name.slice(1)] as unknown as T];
  });
}
