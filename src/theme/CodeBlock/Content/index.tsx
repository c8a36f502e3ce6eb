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
import React, {
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
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
  const history = useHistory();
  const version = highlighted?.namesVersion;
  // A block with Lattice names loads their types with the reader's first
  // hover, focus or key (src/components/TypeInfo); others load nothing. The
  // arrows that will move between names must not scroll the block meanwhile.
  const typeInfo = version
    ? (event: SyntheticEvent<HTMLPreElement> & {key?: string}) => {
        const pre = event.currentTarget;
        if (/^(Arrow(Left|Right)|Home|End)$/.test(event.key!))
          event.preventDefault();
        void import('@site/src/components/TypeInfo').then(({activate}) =>
          activate(pre, {version, metadata, history}, event),
        );
      }
    : undefined;
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
      style={{'--code-lines': code.split('\n').length} as CSSProperties}
      onPointerOver={typeInfo}
      onFocus={typeInfo}
      onKeyDown={typeInfo}>
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
          __html: highlighted?.html ?? plainLines(code, lineClassNames),
        }}
      />
    </pre>
  );
}
