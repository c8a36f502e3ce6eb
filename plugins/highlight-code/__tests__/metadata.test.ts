/**
 * The build-time fence parsing (../metadata.ts) against theme-classic's own,
 * which the browser runs for the same block: if they disagreed, the
 * highlighted lines would not be the lines the copy button copies.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createCodeBlockMetadata} from '@docusaurus/theme-common/internal';

import {codeBlockMetadata} from '../metadata';

const siteDir = path.join(__dirname, '../../..');

const magicComments = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
  {className: 'code-block-error-line', line: 'error-next-line'},
];

function upstream(code: string, language: string | undefined, meta?: string) {
  const metadata = createCodeBlockMetadata({
    // MDX gives the code with a final line break.
    code: `${code}\n`,
    className: language ? `language-${language}` : undefined,
    metastring: meta,
    magicComments,
    defaultLanguage: undefined,
    language: undefined,
    title: undefined,
    showLineNumbers: undefined,
  });
  return {
    code: metadata.code,
    language: metadata.language,
    title: metadata.title ?? '',
    lineNumbersStart: metadata.lineNumbersStart,
    lineClassNames: metadata.lineClassNames,
  };
}

const ours = (code: string, language: string | undefined, meta?: string) =>
  codeBlockMetadata({code, language, metastring: meta, magicComments});

const features: Array<[string, string | undefined, string | undefined]> = [
  [
    'const a = 1;\n// highlight-next-line\nconst b = 2;\nconst c = 3;',
    'ts',
    undefined,
  ],
  [
    'a\n/* highlight-start */\nb\nc\n/* highlight-end */\nd',
    'js',
    'title="x.js"',
  ],
  ['<div>\n  {/* highlight-next-line */}\n  <b />\n</div>', 'tsx', undefined],
  [
    'npm i\n# highlight-next-line\nnpx lattice g module users',
    'bash',
    undefined,
  ],
  [
    '<template>\n  <!-- highlight-next-line -->\n  <p>hi</p>\n</template>',
    'vue',
    undefined,
  ],
  [
    'a\n// error-next-line\nb\n// highlight-next-line\nc',
    'ts',
    'showLineNumbers',
  ],
  ['one\ntwo\nthree\nfour', 'ts', '{1,3-4} showLineNumbers=5'],
  ['one\ntwo', 'TS', "title='single quotes.ts'"],
  ['no language', undefined, undefined],
  ['', 'ts', undefined],
];

/** Every fenced block of the docs and pages: language, meta and code. */
function fencesOf(
  dir: string,
): Array<[string, string | undefined, string | undefined]> {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(dir, file), 'utf8').matchAll(
          /^```(\w*)(?: (.*))?\n([\s\S]*?)\n```$/gm,
        ),
      ].map((match): [string, string | undefined, string | undefined] => [
        match[3]!,
        match[1] || undefined,
        match[2],
      ]),
    );
}

describe('code block metadata at build time', () => {
  it.each(features)(
    'matches theme-classic for %j (%s, %s)',
    (code, language, meta) => {
      expect(ours(code, language, meta)).toEqual(
        upstream(code, language, meta),
      );
    },
  );

  it('matches theme-classic for every code block of the docs and pages', () => {
    const fences = ['docs', 'versioned_docs', 'i18n', 'src/pages'].flatMap(
      (dir) => fencesOf(path.join(siteDir, dir)),
    );
    expect(fences.length).toBeGreaterThan(1000);
    for (const [code, language, meta] of fences) {
      expect(ours(code, language, meta)).toEqual(
        upstream(code, language, meta),
      );
    }
  });

  it('strips magic comments and marks the lines they name', () => {
    const {code, lineClassNames} = ours(features[1]![0], 'js');
    expect(code).toBe('a\nb\nc\nd');
    expect(lineClassNames).toEqual({
      1: ['theme-code-block-highlighted-line'],
      2: ['theme-code-block-highlighted-line'],
    });
  });
});
