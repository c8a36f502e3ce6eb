/**
 * What the site's code blocks import as `prism-react-renderer` (the alias is
 * set by plugins/lean-prism.ts): the same `Highlight`, `Prism`,
 * `normalizeTokens` and `useTokenize`, with Prism built from ./languages.ts.
 * prism-react-renderer 2 bundles its Prism, 30 languages and 20 themes into
 * the module that exports `Highlight`, so none of it can be left out; with
 * this file the docs pages load ~17 KB (gzip) less JavaScript.
 *
 * The code follows prism-react-renderer 2.4.1 (MIT, Formidable Labs), and
 * __tests__/highlight.test.tsx checks that it renders every language of the
 * docs token for token as the original does. Themes stay with the original
 * package: only docusaurus.config.ts (in Node) reads them.
 */
import {createElement, useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {Token as PrismToken} from 'prismjs';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismLib,
  PrismTheme,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';

import Prism from './languages';

export {Prism};

type ThemeDictionary = Record<string, CSSProperties> & {
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
export function useTokenize({
  prism,
  code,
  grammar,
  language,
}: {
  prism: PrismLib;
  code: string;
  grammar?: PrismLib['languages'][string];
  language: string;
}): Token[][] {
  return useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {
      code,
      grammar,
      language,
      tokens: [] as Array<PrismToken | string>,
    };
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);
}

/** A theme's styles by token type, for one language. */
function themeToDict(theme: PrismTheme, language: string): ThemeDictionary {
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

function useGetLineProps(theme: ThemeDictionary) {
  return useCallback(
    ({
      className,
      style,
      line: _line,
      ...rest
    }: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {
        ...rest,
        className: clsx('token-line', className),
      };
      output.style = theme.plain;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [theme],
  );
}

function useGetTokenProps(theme: ThemeDictionary) {
  const styleForToken = useCallback(
    ({types, empty}: Token): CSSProperties | undefined => {
      if (types.length === 1 && types[0] === 'plain') {
        return empty != null ? {display: 'inline-block'} : undefined;
      }
      if (types.length === 1 && empty != null) return theme[types[0]!];
      return Object.assign(
        empty != null ? {display: 'inline-block'} : {},
        ...types.map((type) => theme[type]),
      ) as CSSProperties;
    },
    [theme],
  );
  return useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: styleForToken(token),
      };
      if (style != null) output.style = {...output.style, ...style};
      return output;
    },
    [styleForToken],
  );
}

function HighlightWithPrism({
  children,
  language: languageProp,
  code,
  theme,
  prism,
}: Required<HighlightProps>) {
  const language = languageProp.toLowerCase();
  const themeDictionary = themeToDict(theme, language);
  const getLineProps = useGetLineProps(themeDictionary);
  const getTokenProps = useGetTokenProps(themeDictionary);
  const grammar = prism.languages[language];
  const tokens = useTokenize({prism, language, code, grammar});
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: themeDictionary.root,
    getLineProps,
    getTokenProps,
  });
}

/** Highlights `code` and hands the lines of tokens to its render function. */
export function Highlight(props: HighlightProps) {
  if (!props.theme) {
    throw new Error(
      'Highlight: pass a theme (the site passes usePrismTheme())',
    );
  }
  return createElement(HighlightWithPrism, {
    ...props,
    prism: props.prism ?? (Prism as PrismLib),
    theme: props.theme,
  });
}
