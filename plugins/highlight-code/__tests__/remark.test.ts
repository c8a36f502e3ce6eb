/**
 * The remark plugin marks the type queries and expected errors of ts/tsx
 * samples (../annotations.ts) for the stylesheet, and no other line: a
 * reader sees them as notes under the line they are about.
 */
import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {annotationKind, parseAnnotations, writeAnswer} from '../annotations';
import remarkHighlightCode, {annotationClasses} from '../remark';
import {CodeHighlighter} from '../render';

const highlighter = new CodeHighlighter({
  light: lightCodeTheme,
  dark: darkCodeTheme,
});

const sample = [
  "const app = createApp(AppModule, { platform: 'react' });",
  '//    ^? const app: LatticeApplication',
  "const name: number = 'x';",
  "// @error TS2322: Type 'string' is not assignable to type 'number'.",
  '// an ordinary comment',
].join('\n');

/** The classes of each line of `code` as the plugin highlights it. */
function lineClasses(code: string, lang: string): string[] {
  const node = {type: 'code' as const, lang, value: code};
  remarkHighlightCode({highlighter, magicComments: []})({
    type: 'root',
    children: [node],
  });
  const html = (node as {data?: {hProperties?: {highlighted?: string}}}).data!
    .hProperties!.highlighted!;
  return [...html.matchAll(/<span class="(token-line[^"]*)">/g)].map(
    (match) => match[1]!,
  );
}

it('marks the query and the error lines of a ts or tsx sample', () => {
  for (const lang of ['ts', 'tsx'])
    expect(lineClasses(sample, lang)).toEqual([
      'token-line',
      `token-line ${annotationClasses.query}`,
      'token-line',
      `token-line ${annotationClasses.error}`,
      'token-line',
    ]);
});

it('leaves the lines of other languages alone', () => {
  expect(lineClasses(sample, 'js')).toEqual(Array(5).fill('token-line'));
});

it('reads where a query points and what the page says', () => {
  expect(parseAnnotations(sample)).toEqual([
    {
      kind: 'query',
      line: 1,
      target: 0,
      column: 6,
      written: 'const app: LatticeApplication',
    },
    {
      kind: 'error',
      line: 3,
      target: 2,
      column: 0,
      written: "TS2322: Type 'string' is not assignable to type 'number'.",
    },
  ]);
  expect(annotationKind('// an ordinary comment')).toBeUndefined();
  // A query after a blank line is about no line.
  expect(parseAnnotations('a;\n\n//^?')[0]!.target).toBe(-1);
});

it('writes an answer after the marker, keeping the caret where it was', () => {
  expect(writeAnswer('  //    ^?', 'const app: LatticeApplication')).toBe(
    '  //    ^? const app: LatticeApplication',
  );
  expect(writeAnswer('// @error TS1: old', 'TS2: new')).toBe(
    '// @error TS2: new',
  );
});
