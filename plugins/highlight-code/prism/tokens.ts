/**
 * Prism's tokens as prism-react-renderer makes them, for the build-time
 * highlighter (../render.ts): the token tree flattened into lines, and each
 * token's style in a theme. No Prism reaches a page's scripts: the browser
 * runs it only in the sample editor (src/components/SampleEditor), which a
 * reader's Edit loads, to colour edited text as the build did.
 *
 * The code follows prism-react-renderer 2.4.1 (MIT, Formidable Labs), and
 * __tests__/tokens.test.tsx checks that lines, types and styles are those of
 * prism-react-renderer's `Highlight` for every language of the docs.
 */
import type {CSSProperties} from 'react';
import type {Token as PrismToken} from 'prismjs';
import type {PrismTheme, Token} from 'prism-react-renderer';

import Prism from './languages';

export {Prism};

export type {Token};

export type ThemeDictionary = Record<string, CSSProperties> & {
  root: CSSProperties;
  plain: CSSProperties;
};

const newlineRe = /\r\n|\r|\n/;

/** An empty line still gets a token, so that it keeps its height. */
function normalizeEmptyLines(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

function appendTypes(types: string[], add: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === add
    ? types
    : types.concat(add);
}

/**
 * Prism's token tree, flattened into lines of tokens: each token carries the
 * types of the tokens it was nested in, and a token spanning a line break is
 * split at it.
 */
export function normalizeTokens(tokens: Array<PrismToken | string>): Token[][] {
  const typeArrStack: string[][] = [[]];
  const tokenArrStack: Array<Array<PrismToken | string>> = [tokens];
  const tokenArrIndexStack = [0];
  const tokenArrSizeStack = [tokens.length];
  let stackIndex = 0;
  let currentLine: Token[] = [];
  const lines = [currentLine];

  while (stackIndex > -1) {
    let i: number;
    while (
      (i = tokenArrIndexStack[stackIndex]!++) < tokenArrSizeStack[stackIndex]!
    ) {
      let content: PrismToken['content'];
      let types = typeArrStack[stackIndex]!;
      const token = tokenArrStack[stackIndex]![i]!;

      if (typeof token === 'string') {
        types = stackIndex > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }

      if (typeof content !== 'string') {
        stackIndex++;
        typeArrStack.push(types);
        const nested = Array.isArray(content) ? content : [content];
        tokenArrStack.push(nested);
        tokenArrIndexStack.push(0);
        tokenArrSizeStack.push(nested.length);
        continue;
      }

      const parts = content.split(newlineRe);
      currentLine.push({types, content: parts[0]!});
      for (let part = 1; part < parts.length; part++) {
        normalizeEmptyLines(currentLine);
        lines.push((currentLine = []));
        currentLine.push({types, content: parts[part]!});
      }
    }
    stackIndex--;
    typeArrStack.pop();
    tokenArrStack.pop();
    tokenArrIndexStack.pop();
    tokenArrSizeStack.pop();
  }
  normalizeEmptyLines(currentLine);
  return lines;
}

/** The lines of tokens of `code`; one plain line per line without a grammar. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language];
  if (grammar == null) return normalizeTokens([code]);
  const env = {
    code,
    grammar,
    language,
    tokens: [] as Array<PrismToken | string>,
  };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** A theme's styles by token type, for one language. */
export function themeToDict(
  theme: PrismTheme,
  language: string,
): ThemeDictionary {
  const {plain} = theme;
  const dictionary = theme.styles.reduce<Record<string, CSSProperties>>(
    (styles, {languages, style, types}) => {
      if (languages && !languages.includes(language)) return styles;
      for (const type of types) styles[type] = {...styles[type], ...style};
      return styles;
    },
    {},
  );
  return {
    ...dictionary,
    root: plain as CSSProperties,
    plain: {...(plain as CSSProperties), backgroundColor: undefined},
  };
}

/** A token's style in a theme, as prism-react-renderer's getTokenProps gives it. */
export function styleForToken(
  theme: ThemeDictionary,
  {types, empty}: Token,
): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') {
    return empty != null ? {display: 'inline-block'} : undefined;
  }
  if (types.length === 1 && empty != null) return theme[types[0]!];
  return Object.assign(
    empty != null ? {display: 'inline-block'} : {},
    ...types.map((type) => theme[type]),
  ) as CSSProperties;
}
