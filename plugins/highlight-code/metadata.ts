/**
 * What a code block's fence says about it, worked out at build time the way
 * theme-classic's CodeBlock works it out in the browser: the language, the
 * title, the first line number, and the code without its magic comments
 * (`// highlight-next-line`…) with the class names of the lines they mark.
 *
 * The build-time highlighter needs the same lines as the browser shows, and
 * @docusaurus/theme-common's `createCodeBlockMetadata` cannot be loaded in
 * Node (its module also holds JSX). This follows it (3.10, MIT, Meta
 * Platforms); __tests__/metadata.test.ts checks both give the same result
 * for every code block of the docs and for each fence feature.
 */
import rangeParser from 'parse-numeric-range';

export interface MagicCommentConfig {
  className: string;
  line?: string;
  block?: {start: string; end: string};
}

export interface CodeBlockMetadata {
  /** The code shown (and copied): magic comments and last line break removed. */
  code: string;
  language: string;
  title: string;
  lineNumbersStart: number | undefined;
  /** Class names per line index (0-based) of `code`. */
  lineClassNames: Record<number, string[]>;
}

/**
 * The site's magic comments: theme-classic's default, written out because
 * the build-time highlighter must strip the same comments the browser's
 * CodeBlock strips (docusaurus.config.ts gives the same list to both), and
 * the code-samples harness keys a sample by the code the reader sees.
 */
export const siteMagicComments: readonly MagicCommentConfig[] = [
  {
    className: 'theme-code-block-highlighted-line',
    line: 'highlight-next-line',
    block: {start: 'highlight-start', end: 'highlight-end'},
  },
];

const titleRegex = /title=(?<quote>["'])(?<title>.*?)\1/;
const linesRangeRegex = /\{(?<range>[\d,-]+)\}/;

const commentPatterns: Record<string, {start: string; end: string}> = {
  js: {start: '\\/\\/', end: ''},
  jsBlock: {start: '\\/\\*', end: '\\*\\/'},
  jsx: {start: '\\{\\s*\\/\\*', end: '\\*\\/\\s*\\}'},
  bash: {start: '#', end: ''},
  html: {start: '<!--', end: '-->'},
};

/** The comment styles a language's magic comments may be written in. */
function commentStylesOf(language: string): string[] {
  switch (language) {
    case 'js':
    case 'javascript':
    case 'ts':
    case 'typescript':
      return ['js', 'jsBlock'];
    case 'jsx':
    case 'tsx':
      return ['js', 'jsBlock', 'jsx'];
    case 'html':
      return ['js', 'jsBlock', 'html'];
    case 'python':
    case 'py':
    case 'bash':
      return ['bash'];
    case 'markdown':
    case 'md':
      return ['html', 'jsx', 'bash'];
    default:
      // The docs' other languages (vue, svelte, json, diff, text…) accept
      // every popular style, as upstream's default does.
      return ['js', 'jsBlock', 'jsx', 'bash', 'html'];
  }
}

function directiveRegex(
  language: string,
  magicComments: readonly MagicCommentConfig[],
): RegExp {
  const directives = magicComments
    .flatMap((d) => [d.line, d.block?.start, d.block?.end])
    .filter(Boolean)
    .join('|');
  const pattern = commentStylesOf(language)
    .map((style) => {
      const {start, end} = commentPatterns[style]!;
      return `(?:${start}\\s*(${directives})\\s*${end})`;
    })
    .join('|');
  return new RegExp(`^\\s*(?:${pattern})\\s*$`);
}

function linesFromMetastring(
  code: string,
  metastring: string | undefined,
  magicComments: readonly MagicCommentConfig[],
): Pick<CodeBlockMetadata, 'code' | 'lineClassNames'> | null {
  const range = metastring?.match(linesRangeRegex)?.groups?.range;
  if (range === undefined) return null;
  if (magicComments.length === 0) {
    throw new Error(
      `A highlight range has been given in code block's metastring (\`\`\` ${metastring}), but no magic comment config is available.`,
    );
  }
  const className = magicComments[0]!.className;
  const lines = rangeParser(range)
    .filter((n) => n > 0)
    .map((n): [number, string[]] => [n - 1, [className]]);
  return {code, lineClassNames: Object.fromEntries(lines)};
}

function linesFromComments(
  code: string,
  language: string,
  magicComments: readonly MagicCommentConfig[],
): Pick<CodeBlockMetadata, 'code' | 'lineClassNames'> {
  const regex = directiveRegex(language, magicComments);
  const lines = code.split(/\r?\n/);
  const blocks = Object.fromEntries(
    magicComments.map((d) => [d.className, {start: 0, range: ''}]),
  );
  const lineClass = new Map<string, string>();
  const blockStartClass = new Map<string, string>();
  const blockEndClass = new Map<string, string>();
  for (const {className, line, block} of magicComments) {
    if (line) lineClass.set(line, className);
    if (block) {
      blockStartClass.set(block.start, className);
      blockEndClass.set(block.end, className);
    }
  }
  for (let index = 0; index < lines.length;) {
    const match = lines[index]!.match(regex);
    if (!match) {
      index += 1;
      continue;
    }
    const directive = match.slice(1).find((item) => item !== undefined)!;
    if (lineClass.has(directive)) {
      blocks[lineClass.get(directive)!]!.range += `${index},`;
    } else if (blockStartClass.has(directive)) {
      blocks[blockStartClass.get(directive)!]!.start = index;
    } else if (blockEndClass.has(directive)) {
      const block = blocks[blockEndClass.get(directive)!]!;
      block.range += `${block.start}-${index - 1},`;
    }
    lines.splice(index, 1);
  }
  const lineClassNames: Record<number, string[]> = {};
  for (const [className, {range}] of Object.entries(blocks)) {
    for (const line of rangeParser(range)) {
      (lineClassNames[line] ??= []).push(className);
    }
  }
  return {code: lines.join('\n'), lineClassNames};
}

function lineNumbersStartOf(
  metastring: string | undefined,
): number | undefined {
  const meta = metastring
    ?.split(' ')
    .find((word) => word.startsWith('showLineNumbers'));
  if (!meta) return undefined;
  return meta.startsWith('showLineNumbers=')
    ? parseInt(meta.replace('showLineNumbers=', ''), 10)
    : 1;
}

export function codeBlockMetadata({
  code,
  language: rawLanguage,
  metastring,
  magicComments,
}: {
  code: string;
  language: string | undefined;
  metastring: string | undefined;
  magicComments: readonly MagicCommentConfig[];
}): CodeBlockMetadata {
  const language = rawLanguage?.toLowerCase() ?? 'text';
  const withoutLastBreak = code.replace(/\r?\n$/, '');
  const lines =
    linesFromMetastring(withoutLastBreak, metastring, magicComments) ??
    linesFromComments(withoutLastBreak, language, magicComments);
  return {
    ...lines,
    language,
    title: metastring?.match(titleRegex)?.groups?.title ?? '',
    lineNumbersStart: lineNumbersStartOf(metastring),
  };
}
