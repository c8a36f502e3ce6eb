/**
 * What plugins/highlight-code/remark.ts wrote for the code block being
 * rendered, from CodeBlock (which receives it as props) to CodeBlock/Content
 * (which shows it); the stock Layout between them renders Content without
 * props.
 */
import {createContext, useContext} from 'react';

export interface HighlightedHtml {
  /** The highlighted lines as HTML. */
  html: string;
  /** When the lines mark Lattice names: the docs version whose types they show. */
  namesVersion?: string;
  /** When the sample can be edited (src/components/SampleEditor): the docs version it compiles against. */
  editVersion?: string;
}

export const HighlightedHtmlContext = createContext<
  HighlightedHtml | undefined
>(undefined);

export function useHighlightedHtml(): HighlightedHtml | undefined {
  return useContext(HighlightedHtmlContext);
}
