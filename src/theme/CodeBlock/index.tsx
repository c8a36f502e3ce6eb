/**
 * Ejected from theme-classic's CodeBlock. Differs from upstream in two ways:
 *
 * - A fenced block of an MDX page arrives highlighted: the `highlighted` prop
 *   is its lines as HTML, written at build time by
 *   plugins/highlight-code/remark.ts. CodeBlock/Content shows it as it is, so
 *   the browser needs no Prism and hydration does not walk the tokens.
 *   The children stay the plain code, which the copy button copies.
 * - No remount after hydration. Upstream renders the block with
 *   `key={String(isBrowser)}`, so that every code block of a page is thrown
 *   away and built again once React has hydrated, for dark mode; the colours
 *   are CSS now (one class per colour in each mode), which the `data-theme`
 *   attribute switches before the first paint.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as UpstreamProps} from '@theme/CodeBlock';

import {HighlightedHtmlContext} from './HighlightedHtml';

export interface Props extends UpstreamProps {
  /** The highlighted lines as HTML (fenced blocks of MDX pages). */
  readonly highlighted?: string;
  /** The docs version of the Lattice names the lines mark, if any. */
  readonly namesVersion?: string;
  /** The docs version whose compiler the block's Edit button opens, if it has one. */
  readonly editVersion?: string;
}

/**
 * The children as one string when they are only strings (so that the block
 * can be copied); React elements are kept as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({
  children: rawChildren,
  highlighted,
  namesVersion,
  editVersion,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') {
    return <ElementContent {...props}>{children}</ElementContent>;
  }
  // Differs from upstream: no `key={String(isBrowser)}` (see above).
  return (
    <HighlightedHtmlContext.Provider
      value={
        highlighted === undefined
          ? undefined
          : {html: highlighted, namesVersion, editVersion}
      }>
      <StringContent {...props}>{children}</StringContent>
    </HighlightedHtmlContext.Provider>
  );
}
