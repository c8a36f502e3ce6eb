/**
 * A ts/tsx sample turned into an editor, in place, with the compiler's
 * answers for the page's version: errors underlined and listed under the
 * block, quick info on hover and at the caret, completions. Loaded by the
 * block's Edit button (src/theme/CodeBlock/Content), which has it build the
 * view while the pointer or the focus rests on the button (`prepare`).
 *
 * This chunk holds what the caret needs: CodeMirror's view, started with the
 * block's own colours (./blockColours.ts). What follows the caret is the
 * later chunk's (./editing.ts, loaded after the frame that shows the
 * caret): the keys and history, the build's highlighter for
 * edited text, and the compiler, in a worker (./tsWorker.ts) that the first
 * editor starts.
 *
 * - The text keeps the classes the block had (plugins/highlight-code), so an
 *   edit changes no colour but the edited tokens'.
 * - Tab indents; Escape then Tab leaves the editor (CodeMirror's tab focus
 *   mode, as its documentation describes for editors that take Tab).
 * - The edits of a page live in session storage under the page's path: a
 *   reload of the page brings them back, another version's page does not.
 */
import React, {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {
  Compartment,
  EditorSelection,
  EditorState,
  StateEffect,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  keymap,
  type DecorationSet,
  type ViewUpdate,
} from '@codemirror/view';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import globalData from '@generated/globalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  useCodeBlockContext,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';

import {blockKey} from '@site/src/components/TypeInfo/blockKey';
import {docsPluginVersion} from '@site/src/data/site';
import {coloursOfBlock, type ColourRange} from './blockColours';
import type {SampleDiagnostic} from './languageService';
import styles from './styles.module.css';

/**
 * What the block gives the editor; the rest (its code, language and title,
 * the page's locale and path) the editor reads from the contexts it renders in.
 */
export interface SampleEditorProps {
  /** The docs version whose declarations it compiles against. */
  version: string;
  /** Where the page's edits are kept in session storage (`sample-edits:<path>`, the block's). */
  storageKey: string;
  /** Where the reader last clicked in the block (an offset in its code): the caret starts there. */
  caret?: number;
  /** What the reader typed since pressing Edit (src/theme/CodeBlock/Content), inserted at the caret. */
  typed?: () => string;
  /** The block's colours, read before it made way for the editor (./blockColours.ts). */
  blockColours?: ColourRange[];
}

function readEdits(storageKey: string): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}

function writeEdit(storageKey: string, key: string, text?: string): void {
  const edits = readEdits(storageKey);
  if (text === undefined) delete edits[key];
  else edits[key] = text;
  try {
    if (Object.keys(edits).length)
      sessionStorage.setItem(storageKey, JSON.stringify(edits));
    else sessionStorage.removeItem(storageKey);
  } catch {
    // Storage full or denied: the edit lives until the page is left.
  }
}

/** The reader's edit of a block on this page, kept through a reload. */
function restoredEdit(
  storageKey: string,
  language: string,
  code: string,
): string | undefined {
  return readEdits(storageKey)[blockKey(language, code)];
}

/**
 * The offset in a block's code of a point in its highlighted lines (a
 * `.token-line` each, plugins/highlight-code/render.ts), while the block is
 * still shown.
 */
function offsetOf(point: Range): number | undefined {
  const node = point.startContainer;
  const line = (node instanceof Element ? node : node.parentElement)?.closest(
    '.token-line',
  );
  const pre = line?.closest('pre');
  if (!line || !pre) return undefined;
  const before = document.createRange();
  before.setStart(line, 0);
  before.setEnd(node, point.startOffset);
  const lines = [...pre.querySelectorAll('.token-line')];
  return lines
    .slice(0, lines.indexOf(line))
    .reduce(
      (sum, previous) => sum + previous.textContent!.length + 1,
      before.toString().length,
    );
}

// ------------------------------------------------------------ later parts

/**
 * The editor's later chunk (./editing.ts): keys, history, the highlighter
 * for edited text and the compiler's answers, loaded after the frame that
 * shows the caret. Not earlier: loaded while the pointer rests on the
 * button, it ran when the press came and held the caret back; and not with
 * the bundler's prefetch hint, whose runtime joins every page's scripts
 * and leaves an unhandled rejection behind any chunk that fails to load
 * (PERFORMANCE.md, "The sample editor", has the cost).
 */
let editing: typeof import('./editing') | undefined;
const loadEditing = () =>
  import('./editing').then((module) => (editing = module));

// ------------------------------------------------------------ colours

/** Gives the colours the build's highlighter, once it has arrived. */
const recolour = StateEffect.define<(text: string) => ColourRange[]>();

/**
 * The build's highlighting, kept as the reader types: first the block's own
 * colours (./blockColours.ts), moved along with each edit; once the
 * highlighter has arrived (`recolour`), its answer for the text.
 */
function colours(initial: ColourRange[]): Extension {
  const decorationsOf = (ranges: ColourRange[]): DecorationSet =>
    Decoration.set(
      ranges
        // Some tokens have no text (a JSX tag whose attributes run over
        // several lines leaves one at each line break); CodeMirror takes no
        // empty mark.
        .filter(({from, to}) => to > from)
        .map(({from, to, className}) =>
          Decoration.mark({class: className}).range(from, to),
        ),
    );
  return ViewPlugin.fromClass(
    class {
      decorations = decorationsOf(initial);
      highlight: ((text: string) => ColourRange[]) | undefined;
      /** Whether the colours are the block's, for its unedited text. */
      asBuilt = initial.length > 0;
      update({state, changes, docChanged, transactions}: ViewUpdate) {
        const arrived = transactions
          .flatMap((transaction) => transaction.effects)
          .find((effect) => effect.is(recolour));
        if (arrived) this.highlight = arrived.value as typeof this.highlight;
        if (docChanged) this.asBuilt = false;
        if (this.highlight && !this.asBuilt && (docChanged || arrived))
          this.decorations = decorationsOf(
            this.highlight(state.doc.toString()),
          );
        else if (docChanged) this.decorations = this.decorations.map(changes);
      }
    },
    {decorations: (plugin) => plugin.decorations},
  );
}

// ------------------------------------------------------------ the view

/**
 * An editor's view, not yet in the page, with what its first frame needs:
 * the text, its colours and its name. The keys, the history and the
 * compiler's answers plug into `wiring` once the view is shown (./editing.ts).
 */
function buildView(
  text: string,
  language: 'ts' | 'tsx',
  /** The block's title: its file name, when it is text. */
  title: ReactNode,
  /** The block's colours, when `text` is its code. */
  initial: ColourRange[],
): {view: EditorView; wiring: Compartment} {
  const wiring = new Compartment();
  const view = new EditorView({
    state: EditorState.create({
      doc: text,
      extensions: [
        wiring.of([]),
        // Until the editing keys have plugged in, Tab stays in the editor
        // (it will indent).
        keymap.of([{key: 'Tab', run: () => true, shift: () => true}]),
        colours(initial),
        EditorView.contentAttributes.of({
          'aria-label': translate(
            {
              id: 'sampleEditor.label',
              message: 'Edit sample: {title}',
              description:
                'The accessible name of a code sample being edited; {title} is its file name or language',
            },
            {
              title: typeof title === 'string' ? title : language.toUpperCase(),
            },
          ),
        }),
      ],
    }),
  });
  return {view, wiring};
}

/**
 * The view of the block whose Edit button the pointer rests on, built
 * before the press (building the lines was most of the time from the press
 * to the caret); another block's hover replaces it. It waits hidden over the
 * block it will replace (its `stage`), so that CodeMirror measures it where
 * it will be shown: built out of the page, its line heights were estimates,
 * and on the press CodeMirror laid its lines out again and scrolled the
 * window to hold them still.
 */
let ahead:
  | {
      key: string;
      built: ReturnType<typeof buildView>;
      stage: HTMLElement;
      /** Whether CodeMirror has measured it on its stage yet. */
      measured: boolean;
    }
  | undefined;

/**
 * Builds a block's view while the pointer or the focus rests on its Edit
 * button and, when an earlier Edit started the compiler, has it read the
 * block's libraries.
 */
export function prepare(
  {language, code, title}: CodeBlockMetadata,
  version: string,
  /** The block's `<pre>`. */
  block: HTMLPreElement | null,
): void {
  const key = blockKey(language, code);
  editing?.warm(version, key);
  if (
    ahead?.key === key ||
    (language !== 'ts' && language !== 'tsx') ||
    !block?.parentElement
  )
    return;
  ahead?.built.view.destroy();
  ahead?.stage.remove();
  const stage = document.createElement('div');
  stage.className = `${styles.host} ${styles.stage}`;
  stage.style.top = `${block.offsetTop}px`;
  stage.style.left = `${block.offsetLeft}px`;
  stage.style.width = `${block.offsetWidth}px`;
  const built = buildView(code, language, title, coloursOfBlock(block, code));
  stage.append(built.view.dom);
  block.parentElement.append(stage);
  const staged = {key, built, stage, measured: false};
  built.view.requestMeasure({
    read: () => undefined,
    write: () => {
      staged.measured = true;
    },
  });
  ahead = staged;
}

/**
 * The view built ahead for this block, out of its stage (`measured`: laid
 * out where it will be shown), or a new one.
 */
function viewFor(
  text: string,
  {language, code, title}: CodeBlockMetadata,
  key: string,
  /** The block's colours (./blockColours.ts), read while it was shown. */
  blockColours: ColourRange[] | undefined,
): ReturnType<typeof buildView> & {measured: boolean} {
  if (ahead?.key === key && ahead.built.view.state.doc.toString() === text) {
    const {built, stage, measured} = ahead;
    ahead = undefined;
    stage.remove();
    return {...built, measured};
  }
  const initial = text === code ? (blockColours ?? []) : [];
  return {
    ...buildView(text, language as 'ts' | 'tsx', title, initial),
    measured: false,
  };
}

/** A docs version as the version dropdown names it (`Next`, `2.0.x`). */
function labelOf(version: string): string {
  const docs = globalData['docusaurus-plugin-content-docs']?.default as
    {versions: Array<{name: string; label: string}>} | undefined;
  return (
    docs?.versions.find((v) => v.name === docsPluginVersion(version))?.label ??
    version
  );
}

/**
 * The block's editor (src/theme/CodeBlock/Content renders it in place of the
 * block); when `restoring`, only if the page's session holds an edit of the
 * block. Otherwise the caret starts where the reader last pressed in the
 * block's code: the selection a press in text leaves, which a press on the
 * Edit button does not move, and which stays in place as the names' links
 * (src/components/TypeInfo) split the text nodes.
 */
export function editorFor({
  metadata: {language, code},
  block,
  restoring,
  ...props
}: Omit<SampleEditorProps, 'caret' | 'blockColours'> & {
  metadata: CodeBlockMetadata;
  /** The block's `<pre>`, still shown. */
  block: HTMLPreElement | null;
  restoring?: boolean;
}): ReactNode {
  if (restoring)
    return restoredEdit(props.storageKey, language, code) ===
      undefined ? undefined : (
      <SampleEditor {...props} />
    );
  const selection = getSelection();
  const pressed = selection?.rangeCount ? selection.getRangeAt(0) : undefined;
  return (
    <SampleEditor
      {...props}
      // A view built ahead has them already.
      blockColours={
        block && ahead?.key !== blockKey(language, code)
          ? coloursOfBlock(block, code)
          : undefined
      }
      caret={
        pressed && block?.contains(pressed.startContainer)
          ? offsetOf(pressed)
          : undefined
      }
    />
  );
}

export default function SampleEditor({
  version,
  storageKey,
  caret,
  typed,
  blockColours,
}: SampleEditorProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {code} = metadata;
  const language = metadata.language as 'ts' | 'tsx';
  const locale = useDocusaurusContext().i18n.currentLocale;
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(
    'loading',
  );
  const [problems, setProblems] = useState<SampleDiagnostic[]>([]);
  const [copied, setCopied] = useState(false);
  const {selectMessage} = usePluralForm();
  const versionLabel = labelOf(version);
  const key = blockKey(language, code);

  useLayoutEffect(() => {
    let closed = false;
    const initial = restoredEdit(storageKey, language, code) ?? code;
    const {
      view: editor,
      wiring,
      measured,
    } = viewFor(initial, metadata, key, blockColours);
    host.current!.append(editor.dom);
    view.current = editor;
    editor.dispatch({
      selection: EditorSelection.cursor(Math.min(caret ?? 0, initial.length)),
    });
    const focus = () => {
      editor.focus();
      const early = typed?.();
      if (early)
        editor.dispatch({
          ...editor.state.replaceSelection(early),
          userEvent: 'input.type',
        });
    };
    // A view built over its block was measured there: it takes the focus at
    // once. One built out of the page is measured in place in the next
    // frame; focused before that, CodeMirror scrolls the window to hold
    // still a line whose height it had only estimated, so it takes the focus
    // in that frame, after the measure (the caret is painted in it).
    if (measured) focus();
    else editor.requestMeasure();
    let unplug: (() => void) | undefined;
    let plugTimer: number | undefined;
    // The rest plugs in after the frame that shows the caret.
    const plugFrame = requestAnimationFrame(() => {
      if (!measured) focus();
      plugTimer = window.setTimeout(() => {
        loadEditing()
          .then(({highlight, plugIn}) => {
            if (closed) return;
            editor.dispatch({effects: recolour.of(highlight(language))});
            unplug = plugIn(editor, wiring, {
              version,
              locale,
              key,
              keep: (text) =>
                writeEdit(storageKey, key, text === code ? undefined : text),
              onStatus: setStatus,
              onProblems: setProblems,
            });
          })
          .catch(() => {
            if (!closed) setStatus('failed');
          });
      });
    });
    return () => {
      closed = true;
      cancelAnimationFrame(plugFrame);
      window.clearTimeout(plugTimer);
      // Closed before its first frame: the keys kept for it are let go.
      typed?.();
      unplug?.();
      editor.destroy();
    };
    // One editor per mount: the block's code and page do not change under it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    const editor = view.current!;
    editor.dispatch({
      changes: {from: 0, to: editor.state.doc.length, insert: code},
    });
    writeEdit(storageKey, key);
    editor.focus();
  };
  const copy = () => {
    void navigator.clipboard
      .writeText(view.current!.state.doc.toString())
      .then(() => {
        setCopied(true);
        window.setTimeout(() => setCopied(false), 2000);
      });
  };

  const errors = problems.filter((problem) => problem.severity === 'error');
  return (
    <div className={styles.sampleEditor} data-sample-editor="">
      <div ref={host} className={styles.host} />
      <div className={styles.toolbar}>
        <p className={styles.status} role="status" data-state={status}>
          {status === 'loading'
            ? translate({
                id: 'sampleEditor.loading',
                message: 'Loading the compiler…',
                description:
                  'Shown under a code sample being edited while the TypeScript compiler loads',
              })
            : status === 'failed'
              ? translate({
                  id: 'sampleEditor.failed',
                  message:
                    'The compiler could not be loaded. The sample can still be edited and copied.',
                  description:
                    'Shown under a code sample being edited when the compiler failed to load',
                })
              : errors.length === 0
                ? translate(
                    {
                      id: 'sampleEditor.noErrors',
                      message: 'No errors against Lattice {version}',
                      description:
                        'Shown under a code sample being edited when the compiler finds no error',
                    },
                    {version: versionLabel},
                  )
                : selectMessage(
                    errors.length,
                    translate(
                      {
                        id: 'sampleEditor.errors',
                        message:
                          'One error against Lattice {version}|{count} errors against Lattice {version}',
                        description:
                          'Shown under a code sample being edited: how many errors the compiler found (plural forms separated by |)',
                      },
                      {count: errors.length, version: versionLabel},
                    ),
                  )}
        </p>
        <button type="button" className={styles.action} onClick={reset}>
          {translate({
            id: 'sampleEditor.reset',
            message: 'Reset',
            description: 'The button that brings back the original sample',
          })}
        </button>
        <button type="button" className={styles.action} onClick={copy}>
          {/* The stock copy button's words (theme-classic's CodeBlock), for the same action. */}
          {copied
            ? translate({
                id: 'theme.CodeBlock.copied',
                message: 'Copied',
                description: 'The copied button label on code blocks',
              })
            : translate({
                id: 'theme.CodeBlock.copy',
                message: 'Copy',
                description: 'The copy button label on code blocks',
              })}
        </button>
      </div>
      {problems.length > 0 && (
        <ul className={styles.problems}>
          {problems.map((problem, index) => (
            <li key={index} className={styles[problem.severity]}>
              <span className={styles.line}>
                {translate(
                  {
                    id: 'sampleEditor.line',
                    message: 'Line {line}',
                    description:
                      'Where an error of an edited sample is: its line number',
                  },
                  {line: problem.line},
                )}
              </span>{' '}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
