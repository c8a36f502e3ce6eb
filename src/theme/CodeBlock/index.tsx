/**
 * Ejected from theme-classic's CodeBlock, without its remount after hydration.
 *
 * Upstream renders the block with `key={String(isBrowser)}`, so that every
 * code block of a page is thrown away and built again once React has
 * hydrated, to replace the light-theme token colours of the server HTML when
 * the reader uses dark mode. The colour mode already does that without it:
 * useColorMode() reports the default (light) mode while hydrating and the
 * reader's mode right after, which re-renders the tokens with the dark theme
 * like any other update. The remount rebuilt every token of every block
 * (thousands of elements on an API page) on the main thread, right when the
 * page becomes interactive.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

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
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  // Differs from upstream: no `key={String(isBrowser)}` (see above).
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
