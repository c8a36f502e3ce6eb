/**
 * The Lattice names of the samples, between the harness that writes them and
 * the browser that marks them (../names.ts): every name a names file gives a
 * block reads, in the code the reader sees, as its symbol's name; the build
 * says which blocks have names (and of which version), and no others; names
 * follow their lines when magic comments are removed.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';
import {namesOfBlock} from '@site/src/components/TypeInfo/namesFile';
import {latestVersion} from '@site/src/data/site';
import {
  namesOnShownLines,
  sampleNamesDir,
  shownBlock,
  versionOfPage,
  type NamesFile,
} from '../names';
import remarkHighlightCode from '../remark';
import {CodeHighlighter} from '../render';

const highlighter = new CodeHighlighter({
  light: lightCodeTheme,
  dark: darkCodeTheme,
});
const siteDir = path.join(__dirname, '../../..');

/** The props the plugin gives a block of `file`. */
function highlight(file: string, value: string, lang = 'ts') {
  const node = {type: 'code' as const, lang, value};
  remarkHighlightCode({highlighter, magicComments: []})(
    {type: 'root', children: [node]},
    {path: path.join(siteDir, file)},
  );
  return (node as unknown as {data: {hProperties: {namesVersion?: string}}})
    .data.hProperties;
}

const namesFile = (version: string, locale: string): NamesFile =>
  JSON.parse(
    readFileSync(
      path.join(sampleNamesDir, `${version}.${locale}.json`),
      'utf8',
    ),
  );

/** The ts/tsx blocks of a page, as its source writes them. */
function tsBlocks(file: string): Array<{lang: string; code: string}> {
  const source = readFileSync(path.join(siteDir, file), 'utf8');
  return [...source.matchAll(/^```(tsx?)\b.*\n([\s\S]*?)\n```$/gm)].map(
    ([, lang, code]) => ({lang: lang!, code: code!}),
  );
}

/** The names of a block, as `text=symbol's name` in the code the reader sees. */
function namesRead(file: NamesFile, lang: string, code: string): string[] {
  const {code: shown, key} = shownBlock(lang, code);
  const lines = shown.split('\n');
  return namesOfBlock(file, key).map(
    ([line, column, length, symbol]) =>
      `${lines[line]!.slice(column, column + length)}=${file.symbols[symbol]![0]}`,
  );
}

const introduction = `versioned_docs/version-${latestVersion}/introduction.mdx`;
const mainSample = tsBlocks(introduction).find((block) =>
  block.code.includes('createApp(AppModule'),
)!;

describe('the names of a sample', () => {
  it('read as their symbols’ names where the file puts them, on every page of the latest release', () => {
    const file = namesFile(latestVersion, 'zh');
    const pages = readdirSync(
      path.join(siteDir, `versioned_docs/version-${latestVersion}`),
      {recursive: true, encoding: 'utf8'},
    ).filter((name) => name.endsWith('.mdx'));
    let read = 0;
    for (const page of pages)
      for (const {lang, code} of tsBlocks(
        `versioned_docs/version-${latestVersion}/${page}`,
      ))
        for (const name of namesRead(file, lang, code)) {
          expect(`${page}: ${name}`).toMatch(/: (\w+)=\1$/);
          read++;
        }
    expect(read).toBeGreaterThan(500);
  });

  it('of the introduction’s first sample are Lattice’s, not the reader’s', () => {
    const names = namesRead(
      namesFile(latestVersion, 'en'),
      mainSample.lang,
      mainSample.code,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'createApp=createApp',
        'ReactPlatform=ReactPlatform',
      ]),
    );
    expect(names.join(' ')).not.toMatch(/AppModule/);
  });

  it('make the build say the block’s version; a block the file does not know, or another language, says nothing', () => {
    expect(highlight(introduction, mainSample.code).namesVersion).toBe(
      latestVersion,
    );
    expect(
      highlight(introduction, `${mainSample.code}\n// edited since`)
        .namesVersion,
    ).toBeUndefined();
    expect(
      highlight(introduction, mainSample.code, 'js').namesVersion,
    ).toBeUndefined();
    expect(
      highlight('README.md', mainSample.code).namesVersion,
    ).toBeUndefined();
  });

  it('follow their lines when a magic comment is removed', () => {
    const lines = ['const a = 1;', 'const app = createApp(AppModule);'];
    const withComment = [lines[0], '// highlight-next-line', lines[1]].join(
      '\n',
    );
    expect(shownBlock('ts', withComment).code).toBe(lines.join('\n'));
    const column = lines[1]!.indexOf('createApp');
    expect(
      namesOnShownLines(
        [[2, column, 9, 0] as const],
        withComment,
        lines.join('\n'),
      ),
    ).toEqual([[1, column, 9, 0]]);
    // On the magic comment's own line: dropped.
    expect(
      namesOnShownLines([[1, 0, 2, 0] as const], withComment, lines.join('\n')),
    ).toEqual([]);
  });
});

describe('the version of a page’s samples', () => {
  it.each([
    ['docs/introduction.mdx', undefined, 'next'],
    ['versioned_docs/version-1.1.x/overview/modules.mdx', undefined, '1.1.x'],
    [
      'i18n/zh/docusaurus-plugin-content-docs/current/introduction.mdx',
      undefined,
      'next',
    ],
    [
      'i18n/zh/docusaurus-plugin-content-docs/version-0.7.x/introduction.mdx',
      undefined,
      '0.7.x',
    ],
    ['src/pages/faq.mdx', undefined, latestVersion],
    [
      'i18n/zh/docusaurus-plugin-content-pages/faq.mdx',
      undefined,
      latestVersion,
    ],
    ['blog/2026-01-01-lattice-2.0.mdx', {lattice_version: '2.0.x'}, '2.0.x'],
    ['blog/2026-01-01-news.mdx', {}, undefined],
  ])('%s: %s', (file, frontMatter, version) => {
    expect(versionOfPage(path.join(siteDir, file), frontMatter)).toBe(version);
  });
});
