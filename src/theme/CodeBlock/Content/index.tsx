/**
 * Ejected from theme-classic's CodeBlock/Content: shows the lines that
 * plugins/highlight-code highlighted at build time, as they are
 * (`dangerouslySetInnerHTML`), instead of tokenizing the code with Prism in
 * the browser and rendering each token as a React element. Hydration keeps
 * the server's markup without walking it, and no Prism loads.
 *
 * A block without build-time HTML (a `<CodeBlock>` written in JSX) shows its
 * lines unhighlighted, in the same markup.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {useHighlightedHtml} from '../HighlightedHtml';
import styles from './styles.module.css';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The markup of plugins/highlight-code/render.ts, without colours. */
function plainLines(code: string, lineClassNames: Record<number, string[]>) {
  return code
    .split('\n')
    .map((line, index) => {
      const className = ['token-line', ...(lineClassNames[index] ?? [])];
      return `<span class="${className.join(' ')}">${escapeHtml(line)}<br></span>`;
    })
    .join('');
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const highlighted = useHighlightedHtml();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // A reader scrolls a long line with the keyboard (as upstream).
      tabIndex={0}
      className={clsx(
        classNameProp,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      // The height the block keeps while it is off screen (styles.module.css).
      style={{'--code-lines': code.split('\n').length} as CSSProperties}>
      <code
        className={clsx(
          styles.codeBlockLines,
          lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          lineNumbersStart === undefined
            ? undefined
            : {counterReset: `line-count ${lineNumbersStart - 1}`}
        }
        dangerouslySetInnerHTML={{
          __html: highlighted ?? plainLines(code, lineClassNames),
        }}
      />
    </pre>
  );
}
