/**
 * Ejected from theme-classic's CodeBlock/Content: shows the lines that
 * plugins/highlight-code highlighted at build time, as they are
 * (`dangerouslySetInnerHTML`), instead of tokenizing the code with Prism in
 * the browser and rendering each token as a React element. Hydration keeps
 * the server's markup without walking it, and no Prism loads.
 *
 * A block without build-time HTML (a `<CodeBlock>` written in JSX) shows its
 * lines unhighlighted, in the same markup.
 *
 * Differs from upstream too: an editable ts/tsx sample (`editVersion`,
 * written by plugins/highlight-code/remark.ts) has an Edit button, which
 * turns the block into src/components/SampleEditor in place; a page whose
 * session holds an edit of the block reopens it.
 */
import React, {
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
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

/**
 * Keeps the characters the reader types from now on (a reader types right
 * after pressing Edit, before the editor's code has arrived) and gives them,
 * once, to the editor, which calls it as it takes the focus.
 */
function typedUntilCalled(): () => string {
  let typed = '';
  const keep = (event: KeyboardEvent) => {
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
      typed += event.key;
      event.preventDefault();
    }
  };
  addEventListener('keydown', keep, true);
  return () => {
    removeEventListener('keydown', keep, true);
    return typed;
  };
}

export default function CodeBlockContent({
  className: classNameProp,
}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const highlighted = useHighlightedHtml();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const history = useHistory();
  const editVersion = highlighted?.editVersion;
  // Where src/components/SampleEditor keeps the page's edits.
  const storageKey = `sample-edits:${useLocation().pathname}`;
  const [editor, setEditor] = useState<ReactNode>();
  // Its code starts loading as the pointer or the focus reaches the button,
  // and the editor is built while they rest there.
  const editorModule = () => import('@site/src/components/SampleEditor');
  const prepareEditor = () =>
    void editorModule().then((module) =>
      module.prepare(metadata, editVersion!, wordWrap.codeBlockRef.current),
    );
  /** Opens the editor; `restoring`, only if this page's session holds an edit of the block. */
  const loadEditor = (restoring?: boolean) => {
    const typed = restoring ? undefined : typedUntilCalled();
    void editorModule().then((module) =>
      setEditor(
        module.editorFor({
          metadata,
          version: editVersion!,
          storageKey,
          restoring,
          typed,
          block: wordWrap.codeBlockRef.current,
        }),
      ),
    );
  };
  // An edit kept in this page's session (a reload) opens again. A storage
  // that throws (privacy modes) keeps none.
  useEffect(() => {
    try {
      if (editVersion && sessionStorage.getItem(storageKey)) loadEditor(true);
    } catch {
      // No storage, no edit to bring back.
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey]);
  if (editor) return editor;
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
  const editButton = editVersion && (
    <button
      type="button"
      className={`clean-btn ${styles.editButton}`}
      onPointerEnter={prepareEditor}
      onFocus={prepareEditor}
      onClick={() => loadEditor()}>
      {translate({
        id: 'theme.CodeBlock.edit',
        message: 'Edit',
        description: 'The button that makes a TypeScript sample editable',
      })}
    </button>
  );
  return (
    <>
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
            lineNumbersStart !== undefined &&
              styles.codeBlockLinesWithNumbering,
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
      {editButton}
    </>
  );
}
