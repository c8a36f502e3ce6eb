/**
 * @jest-environment jsdom
 *
 * The colours the editor starts with, read from the block's lines
 * (../blockColours.ts), are those the highlighter gives the same code
 * (plugins/highlight-code/render.ts, which the editor runs once the text
 * changes): so pressing Edit changes no colour, and the editor need not run
 * the highlighter before its caret. Checked on every ts and tsx sample of
 * the heaviest page, as the build writes them, with line numbers and a
 * highlighted line, and with the names' links that src/components/TypeInfo
 * adds inside tokens.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {CodeHighlighter} from '@site/plugins/highlight-code/render';
import {coloursOfBlock, type ColourRange} from '../blockColours';

const highlighter = new CodeHighlighter({
  light: lightCodeTheme,
  dark: darkCodeTheme,
});

const page = readFileSync(
  path.join(__dirname, '../../../../docs/examples.mdx'),
  'utf8',
);
const samples = [...page.matchAll(/^```(tsx?)[^\n]*\n([\s\S]*?)\n```$/gm)].map(
  ([, language, code]) => ({language: language!, code: code!}),
);

/** The highlighter's ranges with neighbours of the same classes joined, as a block's spans may be. */
function joined(ranges: ColourRange[]): ColourRange[] {
  const out: ColourRange[] = [];
  for (const range of ranges) {
    const last = out[out.length - 1];
    if (last?.to === range.from && last.className === range.className)
      last.to = range.to;
    else if (range.to > range.from) out.push({...range});
  }
  return out;
}

function blockOf(html: string): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.innerHTML = `<code>${html}</code>`;
  return pre;
}

/** Wraps the first text of each token span holding `name` in a link, as TypeInfo does. */
function linkNames(pre: HTMLElement, name: string): number {
  let linked = 0;
  for (const span of pre.querySelectorAll('.token-line span')) {
    const text = span.firstChild;
    if (!(text instanceof Text) || !text.data.includes(name)) continue;
    const start = text.splitText(text.data.indexOf(name));
    start.splitText(name.length);
    const link = document.createElement('a');
    link.dataset.lt = '0';
    start.replaceWith(link);
    link.append(start);
    linked += 1;
  }
  return linked;
}

it('reads the samples of the examples page', () => {
  expect(samples.length).toBeGreaterThan(5);
});

it.each(samples.map((sample, index) => [index, sample] as const))(
  'sample %i: the block’s colours are the highlighter’s',
  (_, {language, code}) => {
    const expected = joined(highlighter.ranges(code, language));
    expect(expected.length).toBeGreaterThan(10);
    const pre = blockOf(highlighter.html({code, language}));
    expect(coloursOfBlock(pre, code)).toEqual(expected);
    // Numbered, with a highlighted line.
    const numbered = blockOf(
      highlighter.html({
        code,
        language,
        lineNumbersStart: 1,
        lineClassNames: {1: ['theme-code-block-highlighted-line']},
      }),
    );
    expect(coloursOfBlock(numbered, code)).toEqual(expected);
  },
);

it('joins a token split by a name’s link, and keeps the rest', () => {
  const {language, code} = samples.find(({code}) =>
    code.includes('createApp'),
  )!;
  const pre = blockOf(highlighter.html({code, language}));
  expect(linkNames(pre, 'createApp')).toBeGreaterThan(0);
  expect(coloursOfBlock(pre, code)).toEqual(
    joined(highlighter.ranges(code, language)),
  );
});

it('gives no colours for lines that do not read as the code', () => {
  const code = 'const a: number = 1;';
  const pre = blockOf(highlighter.html({code, language: 'ts'}));
  expect(coloursOfBlock(pre, code)).not.toEqual([]);
  expect(coloursOfBlock(pre, `${code}\n`)).toEqual([]);
  pre.querySelector('span span')!.textContent = 'let';
  expect(coloursOfBlock(pre, code)).toEqual([]);
});
