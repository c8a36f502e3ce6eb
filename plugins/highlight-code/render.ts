/**
 * Code to highlighted HTML at build time, in both code themes at once.
 *
 * A token's colours are not written inline: each property and value a theme
 * uses gets a short class (`l3` in the light theme, `d5` in the dark one), and
 * `themeCss()` writes one rule per class, scoped to its colour mode. So the
 * markup is the same in both modes, the browser switches with the
 * `data-theme` attribute Docusaurus sets before the first paint (no flash, no
 * re-render), and a token is `<span class="l3 d5">`.
 *
 * The lines follow theme-classic's CodeBlock/Line: a `token-line` per line,
 * ended by a `<br>`, with the line's magic-comment classes and, when
 * numbered, a number cell and a content cell. Differs from upstream: a line
 * is a `<span>`, where theme-classic writes a `<div>`, which `<code>` may not
 * hold (phrasing content only; tests/build/markup.test.ts runs html-validate
 * over the built pages, and PERFORMANCE.md, "First-load JavaScript", has
 * the count of errors it found before); the
 * stylesheet of src/theme/CodeBlock/Content makes it a block, so it lays out
 * as upstream's.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from 'prism-react-renderer';

import {styleForToken, themeToDict, tokenize} from './prism/tokens';
import type {ThemeDictionary, Token} from './prism/tokens';

/** A Prism theme, and optionally the background of its highlighted lines. */
export type CodeTheme = PrismTheme & {highlightedLineBackground?: string};

export interface CodeThemes {
  light: CodeTheme;
  dark: CodeTheme;
}

export interface HighlightInput {
  code: string;
  language: string;
  lineClassNames?: Record<number, string[]>;
  lineNumbersStart?: number | undefined;
}

/** Class names of the line structure, styled by src/theme/CodeBlock/Content. */
export const lineClasses = {
  line: 'token-line',
  numbered: 'code-line',
  number: 'code-line-number',
  content: 'code-line-content',
} as const;

const modes = [
  {prefix: 'l', selector: ":root:not([data-theme='dark'])", key: 'light'},
  {prefix: 'd', selector: "[data-theme='dark']", key: 'dark'},
] as const;

const kebab = (property: string) =>
  property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Properties a token style may set that are not colours of the theme. */
const layoutOnly = new Set(['display']);

export class CodeHighlighter {
  /** Per mode: `property:value` → class name. */
  private readonly classes = new Map<'light' | 'dark', Map<string, string>>();
  private readonly dictionaries = new Map<
    string,
    [ThemeDictionary, ThemeDictionary]
  >();

  constructor(private readonly themes: CodeThemes) {
    for (const {prefix, key} of modes) {
      const table = new Map<string, string>();
      for (const {style} of themes[key].styles) {
        for (const [property, value] of Object.entries(style)) {
          const entry = `${property}:${String(value)}`;
          if (
            value !== undefined &&
            !layoutOnly.has(property) &&
            !table.has(entry)
          ) {
            table.set(entry, `${prefix}${table.size}`);
          }
        }
      }
      this.classes.set(key, table);
    }
  }

  /** The stylesheet for the classes `html()` writes, and the blocks' plain colours. */
  themeCss(): string {
    const rules: string[] = [];
    for (const {selector, key} of modes) {
      const {plain, highlightedLineBackground} = this.themes[key];
      const highlighted = highlightedLineBackground
        ? `;--docusaurus-highlighted-code-line-bg:${highlightedLineBackground}`
        : '';
      rules.push(
        `${selector} .theme-code-block{--prism-color:${plain.color};--prism-background-color:${plain.backgroundColor}${highlighted}}`,
      );
      for (const [entry, className] of this.classes.get(key)!) {
        const separator = entry.indexOf(':');
        const property = kebab(entry.slice(0, separator));
        rules.push(
          `${selector} .theme-code-block .${className}{${property}:${entry.slice(separator + 1)}}`,
        );
      }
    }
    return `${rules.join('\n')}\n`;
  }

  private dictionariesFor(
    language: string,
  ): [ThemeDictionary, ThemeDictionary] {
    let pair = this.dictionaries.get(language);
    if (!pair) {
      pair = [
        themeToDict(this.themes.light, language),
        themeToDict(this.themes.dark, language),
      ];
      this.dictionaries.set(language, pair);
    }
    return pair;
  }

  private classesOf(
    key: 'light' | 'dark',
    style: CSSProperties | undefined,
  ): string[] {
    if (!style) return [];
    const table = this.classes.get(key)!;
    return Object.entries(style).flatMap(([property, value]) =>
      value === undefined || layoutOnly.has(property)
        ? []
        : [table.get(`${property}:${String(value)}`)!],
    );
  }

  private tokenClasses(
    token: Token,
    [light, dark]: [ThemeDictionary, ThemeDictionary],
  ): string {
    return [
      ...this.classesOf('light', styleForToken(light, token)),
      ...this.classesOf('dark', styleForToken(dark, token)),
    ].join(' ');
  }

  private tokenHtml(
    token: Token,
    dictionaries: [ThemeDictionary, ThemeDictionary],
  ): string {
    const text = escapeHtml(token.content);
    if (text === '') return '';
    const classes = this.tokenClasses(token, dictionaries);
    return classes === '' ? text : `<span class="${classes}">${text}</span>`;
  }

  /**
   * The classes `html()` gives each stretch of `code` (offsets in the code),
   * for the sample editor, which colours the text a reader edits as the
   * block was coloured.
   */
  ranges(
    code: string,
    language: string,
  ): Array<{from: number; to: number; className: string}> {
    const dictionaries = this.dictionariesFor(language);
    const ranges: Array<{from: number; to: number; className: string}> = [];
    let at = 0;
    tokenize(code, language).forEach((line, index) => {
      if (index > 0) at += 1;
      for (const token of line) {
        if (token.content === '\n') continue;
        const className = this.tokenClasses(token, dictionaries);
        if (className !== '')
          ranges.push({from: at, to: at + token.content.length, className});
        at += token.content.length;
      }
    });
    return ranges;
  }

  /** The inner HTML of a code block's `<code>`: its lines, highlighted. */
  html({
    code,
    language,
    lineClassNames = {},
    lineNumbersStart,
  }: HighlightInput): string {
    const dictionaries = this.dictionariesFor(language);
    const numbered = lineNumbersStart !== undefined;
    return tokenize(code, language)
      .map((line, index) => {
        // theme-classic's fixLineBreak: a line of one '\n' token is empty
        // (the <br> keeps its height).
        const tokens =
          line.length === 1 && line[0]!.content === '\n' ? [] : line;
        const content = tokens
          .map((token) => this.tokenHtml(token, dictionaries))
          .join('');
        const className = [
          lineClasses.line,
          ...(lineClassNames[index] ?? []),
          ...(numbered ? [lineClasses.numbered] : []),
        ].join(' ');
        const body = numbered
          ? `<span class="${lineClasses.number}"></span><span class="${lineClasses.content}">${content}</span>`
          : content;
        return `<span class="${className}">${body}<br></span>`;
      })
      .join('');
  }
}
