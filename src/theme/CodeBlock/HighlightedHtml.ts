/**
 * The build-time highlighted HTML of the code block being rendered, from
 * CodeBlock (which receives it as the `highlighted` prop written by
 * plugins/highlight-code/remark.ts) to CodeBlock/Content (which shows it);
 * the stock Layout between them renders Content without props.
 */
import {createContext, useContext} from 'react';

export const HighlightedHtmlContext = createContext<string | undefined>(
  undefined,
);

export function useHighlightedHtml(): string | undefined {
  return useContext(HighlightedHtmlContext);
}
