/**
 * The Chinese that the glossary's ruled-out words are looked for in
 * (src/data/glossary.ts, `ruledOut`; the test is "one word for one thing" in
 * docs.test.ts): the zh pages of every version and the rest of the zh site
 * (posts, FAQ, theme strings), and the `@zh…` texts of
 * api/<version>/*.d.ts, cut into sentences that know their file and line.
 * The generated API pages are left out: they are the declarations' texts,
 * checked at their source (and `npm run api -- --check` keeps them equal).
 */
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

import {glossary, ruledOut} from '../../src/data/glossary';
import {
  docsRoot,
  siteDir,
  versions,
} from '../../scripts/lib/samples/codeSamples';

export interface Sentence {
  /** Relative to the site. */
  file: string;
  /** 1-based line where the sentence starts. */
  line: number;
  text: string;
}

/**
 * Cuts text that starts at `line` into sentences: at 。！？； and at a blank
 * line, and also at every line end when `lineEnds` (a page, where a paragraph,
 * a table row or a code comment is one line; a comment of the declarations
 * wraps a sentence over several).
 */
export function sentencesOf(
  file: string,
  line: number,
  text: string,
  lineEnds: boolean,
): Sentence[] {
  const sentences: Sentence[] = [];
  const cut = lineEnds ? /[。！？；]|\n/g : /[。！？；]|\n[ \t]*\n/g;
  let start = 0;
  const push = (end: number) => {
    const piece = text.slice(start, end);
    if (piece.trim())
      sentences.push({
        file,
        line: line + (text.slice(0, start).match(/\n/g) ?? []).length,
        text: piece,
      });
  };
  for (const match of text.matchAll(cut)) {
    push(match.index);
    start = match.index + match[0].length;
  }
  push(text.length);
  return sentences;
}

/** The `@zh…` texts of a declaration file, each from its tag to the next tag or the comment's end. */
export function zhCommentSentences(file: string, source: string): Sentence[] {
  const sentences: Sentence[] = [];
  const lines = source.split('\n');
  let block: {line: number; lines: string[]} | null = null;
  const flush = () => {
    if (block)
      sentences.push(
        ...sentencesOf(file, block.line, block.lines.join('\n'), false),
      );
    block = null;
  };
  lines.forEach((raw, index) => {
    const inComment = /^\s*\*(?!\/)/.exec(raw);
    const tag = /^\s*\*\s*@(\w+)/.exec(raw);
    if (!inComment || tag) flush();
    if (tag?.[1]!.startsWith('zh'))
      block = {line: index + 1, lines: [raw.replace(/^\s*\*\s*@\w+\s?/, '')]};
    else if (inComment && block)
      (block as {lines: string[]}).lines.push(raw.replace(/^\s*\* ?/, ''));
  });
  flush();
  return sentences;
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter(keep)
    .map((name) => path.join(dir, name));
}

/**
 * Every sentence of the zh pages of every version (the generated API pages
 * aside), and of the rest of the zh site: the release posts, the FAQ and
 * other pages, and the theme's and plugins' strings (i18n/zh/*.json).
 */
export function zhPageSentences(): Sentence[] {
  const zh = path.join(siteDir, 'i18n/zh');
  const rest = filesUnder(
    zh,
    (name) =>
      !name.startsWith(`docusaurus-plugin-content-docs${path.sep}`) &&
      /\.(mdx?|json|ya?ml)$/.test(name),
  ).flatMap((file) =>
    sentencesOf(
      path.relative(siteDir, file),
      1,
      readFileSync(file, 'utf8'),
      true,
    ),
  );
  return [...rest, ...docsSentences()];
}

function docsSentences(): Sentence[] {
  return versions.flatMap((version) => {
    const root = path.join(siteDir, docsRoot(version, 'zh'));
    return filesUnder(
      root,
      (name) => /\.mdx?$/.test(name) && name.split(path.sep)[0] !== 'api',
    ).flatMap((file) =>
      sentencesOf(
        path.relative(siteDir, file),
        1,
        readFileSync(file, 'utf8'),
        true,
      ),
    );
  });
}

/** Every sentence of the `@zh…` texts of api/<version>/*.d.ts. */
export function declarationSentences(): Sentence[] {
  const api = path.join(siteDir, 'api');
  return readdirSync(api)
    .filter((version) => statSync(path.join(api, version)).isDirectory())
    .flatMap((version) =>
      filesUnder(path.join(api, version), (name) => name.endsWith('.d.ts')),
    )
    .flatMap((file) =>
      zhCommentSentences(
        path.relative(siteDir, file),
        readFileSync(file, 'utf8'),
      ),
    );
}

/** One line per ruled-out word found: where, what, and the word to use. */
export function ruledOutWords(
  sentences: readonly Sentence[],
  rules: typeof ruledOut = ruledOut,
): string[] {
  const found: string[] = [];
  for (const {file, line, text} of sentences) {
    for (const {term, variant, context, except} of rules) {
      const match = variant.exec(text);
      if (!match) continue;
      if (context && !context.test(text)) continue;
      if (except?.test(text)) continue;
      const offset = (text.slice(0, match.index).match(/\n/g) ?? []).length;
      found.push(
        `${file}:${line + offset}: ${match[0]} → ${glossary[term]} (${term})`,
      );
    }
  }
  return found;
}
