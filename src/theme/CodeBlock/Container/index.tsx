/**
 * Ejected from theme-classic's CodeBlock/Container without its inline style.
 * Upstream writes the code theme's colours (`--prism-color`,
 * `--prism-background-color`) on each block from the colour mode React
 * knows, which is light during hydration: a dark-mode reader saw light blocks
 * until hydration ended. The stylesheet of plugins/highlight-code sets both
 * variables per `data-theme` instead.
 */
import React, {
  type ComponentProps,
  type ElementType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import styles from './styles.module.css';

export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic, as upstream: `as` decides the element and its props.
  const Element = As as ElementType;
  return (
    <Element
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockContainer,
        ThemeClassNames.common.codeBlock,
      )}
    />
  );
}
