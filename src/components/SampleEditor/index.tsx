/**
 * A ts/tsx sample turned into an editor, in place, with the compiler's
 * answers for the page's version: errors underlined and listed under the
 * block, quick info on hover and at the caret, completions. Loaded by the
 * block's Edit button (src/theme/CodeBlock/Content); the compiler runs in a
 * worker (./tsWorker.ts) that the button started, so the caret is there at
 * once and the answers follow when the compiler is ready.
 *
 * - CodeMirror 6, with the build's own highlighter for colours
 *   (plugins/highlight-code/render.ts, `ranges`): the text keeps the classes
 *   the block had, so an edit changes no colour but the edited tokens'.
 * - Tab indents; Escape then Tab leaves the editor (CodeMirror's tab focus
 *   mode, as its documentation describes for editors that take Tab).
 * - The edits of a page live in session storage under the page's path: a
 *   reload of the page brings them back, another version's page does not.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import * as Comlink from 'comlink';
import {
  EditorSelection,
  EditorState,
  StateEffect,
  StateField,
  type Extension,
} from '@codemirror/state';
import {
  Decoration,
  EditorView,
  ViewPlugin,
  hoverTooltip,
  keymap,
  showTooltip,
  type DecorationSet,
  type Tooltip,
  type ViewUpdate,
} from '@codemirror/view';
import {
  defaultKeymap,
  history,
  historyKeymap,
  indentWithTab,
} from '@codemirror/commands';
import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
} from '@codemirror/autocomplete';
import {linter, setDiagnostics, type Diagnostic} from '@codemirror/lint';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import globalData from '@generated/globalData';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';

import {CodeHighlighter} from '@site/plugins/highlight-code/render';
// The site's code themes, which the browser's bundles otherwise lack
// (plugins/sample-editor writes them).
import codeThemes from '@generated/sample-editor/default/code-themes.json';
import {blockKey} from '@site/src/components/TypeInfo/blockKey';
import {docsPluginVersion} from '@site/src/data/site';
import type {SampleDiagnostic, SampleQuickInfo} from './languageService';
import {editsKey} from './entry';
import type {SampleWorker} from './tsWorker';
import styles from './styles.module.css';

/**
 * What the block gives the editor; the rest (its code, language and title,
 * the page's locale and path) the editor reads from the contexts it renders in.
 */
export interface SampleEditorProps {
  /** The docs version whose declarations it compiles against. */
  version: string;
  /** Where the reader last clicked in the block (an offset in its code): the caret starts there. */
  caret?: number;
  /** What the reader typed since pressing Edit (src/theme/CodeBlock/Content), inserted at the caret. */
  typed?: () => string;
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
export function restoredEdit(
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
export function offsetOf(point: Range): number | undefined {
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

// ------------------------------------------------------------ the worker

/**
 * The page's one worker (./tsWorker.ts), shared by its editors: it starts
 * with the first editor, whose code the pointer on the Edit button has
 * usually brought already.
 */
let remote: Comlink.Remote<SampleWorker> | undefined;
const sampleWorker = () =>
  (remote ??= Comlink.wrap<SampleWorker>(
    new Worker(new URL('./tsWorker.ts', import.meta.url)),
  ));

// ------------------------------------------------------------ colours

const highlighter = new CodeHighlighter(codeThemes);

/** The build's highlighting, kept as the reader types. */
function buildColours(language: string): Extension {
  const decorate = (view: EditorView): DecorationSet =>
    Decoration.set(
      highlighter
        .ranges(view.state.doc.toString(), language)
        .map(({from, to, className}) =>
          Decoration.mark({class: className}).range(from, to),
        ),
    );
  return ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      constructor(view: EditorView) {
        this.decorations = decorate(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.decorations = decorate(update.view);
      }
    },
    {decorations: (plugin) => plugin.decorations},
  );
}

// ------------------------------------------------------------ quick info

function quickInfoElement(info: SampleQuickInfo): HTMLElement {
  const element = document.createElement('div');
  element.className = styles.quickInfo!;
  const signature = document.createElement('code');
  signature.textContent = info.signature;
  element.append(signature);
  if (info.documentation) {
    const documentation = document.createElement('p');
    documentation.textContent = info.documentation;
    element.append(documentation);
  }
  return element;
}

/** Quick info at the caret, for a reader who moves with the keyboard. */
const setCaretInfo = StateEffect.define<Tooltip | null>();
const caretInfo = StateField.define<Tooltip | null>({
  create: () => null,
  update(tooltip, transaction) {
    for (const effect of transaction.effects)
      if (effect.is(setCaretInfo)) return effect.value;
    return transaction.docChanged || transaction.selection ? null : tooltip;
  },
  provide: (field) => showTooltip.from(field),
});

/** A docs version as the version dropdown names it (`Next`, `2.0.x`). */
function labelOf(version: string): string {
  const docs = globalData['docusaurus-plugin-content-docs']?.default as
    {versions: Array<{name: string; label: string}>} | undefined;
  return (
    docs?.versions.find((v) => v.name === docsPluginVersion(version))?.label ??
    version
  );
}

export default function SampleEditor({
  version,
  caret,
  typed,
}: SampleEditorProps): ReactNode {
  const {metadata} = useCodeBlockContext();
  const {code, title} = metadata;
  const language = metadata.language as 'ts' | 'tsx';
  const locale = useDocusaurusContext().i18n.currentLocale;
  const storageKey = editsKey(useLocation().pathname);
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

  useEffect(() => {
    const worker = sampleWorker();
    let session: number | undefined;
    let closed = false;
    const textOf = (target: EditorView) => target.state.doc.toString();
    const toDiagnostics = (found: SampleDiagnostic[]): Diagnostic[] => {
      setProblems(found);
      return found.map(({from, to, message, severity}) => ({
        from,
        to: Math.max(to, from),
        message,
        severity,
      }));
    };

    const complete = async (
      context: CompletionContext,
    ): Promise<CompletionResult | null> => {
      const word = context.matchBefore(/[\w$]*/);
      const afterDot =
        context.state.sliceDoc(
          context.pos - (word?.text.length ?? 0) - 1,
          context.pos - (word?.text.length ?? 0),
        ) === '.';
      if (session === undefined) return null;
      if (!context.explicit && !afterDot && !word?.text) return null;
      const found = await worker.completions(
        session,
        context.state.doc.toString(),
        context.pos,
      );
      return found
        ? {from: found.from, options: found.options, validFor: /^[\w$]*$/}
        : null;
    };

    let caretTimer: number | undefined;
    const showCaretInfo = (target: EditorView) => {
      window.clearTimeout(caretTimer);
      caretTimer = window.setTimeout(async () => {
        const position = target.state.selection.main.head;
        if (session === undefined || !target.hasFocus) return;
        const info = await worker.quickInfo(session, textOf(target), position);
        if (!info || target.state.selection.main.head !== position) return;
        target.dispatch({
          effects: setCaretInfo.of({
            pos: info.from,
            above: false,
            create: () => ({dom: quickInfoElement(info)}),
          }),
        });
      }, 200);
    };

    const initial = restoredEdit(storageKey, language, code) ?? code;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial,
        selection: EditorSelection.cursor(Math.min(caret ?? 0, initial.length)),
        extensions: [
          history(),
          // Before the keymap: Enter takes a completion when one is open.
          autocompletion({override: [complete]}),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          buildColours(language),
          EditorView.contentAttributes.of({
            'aria-label': translate(
              {
                id: 'sampleEditor.label',
                message: 'Edit sample: {title}',
                description:
                  'The accessible name of a code sample being edited; {title} is its file name or language',
              },
              {
                title:
                  typeof title === 'string' ? title : language.toUpperCase(),
              },
            ),
          }),
          linter(
            async (target) =>
              session === undefined
                ? []
                : toDiagnostics(
                    await worker.diagnostics(session, textOf(target)),
                  ),
            {delay: 100},
          ),
          hoverTooltip(
            async (target, position) => {
              if (session === undefined) return null;
              const info = await worker.quickInfo(
                session,
                textOf(target),
                position,
              );
              return info
                ? {
                    pos: info.from,
                    end: info.to,
                    create: () => ({dom: quickInfoElement(info)}),
                  }
                : null;
            },
            {hoverTime: 40},
          ),
          caretInfo,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) {
              const text = textOf(update.view);
              writeEdit(storageKey, key, text === code ? undefined : text);
            }
            if (
              update.transactions.some(
                (transaction) =>
                  transaction.isUserEvent('select') &&
                  !transaction.isUserEvent('select.pointer'),
              )
            )
              showCaretInfo(update.view);
          }),
        ],
      }),
    });
    view.current = editor;
    editor.focus();
    const early = typed?.();
    if (early)
      editor.dispatch({
        ...editor.state.replaceSelection(early),
        userEvent: 'input.type',
      });

    worker
      .open({version, locale, key, text: initial})
      .then((opened) => {
        if (closed) {
          if (opened.id !== undefined) void worker.close(opened.id);
          return;
        }
        if (opened.id === undefined) {
          setStatus('failed');
          return;
        }
        session = opened.id;
        setStatus('ready');
        // The answers to what the reader typed while the compiler loaded.
        void worker
          .diagnostics(session, textOf(editor))
          .then((found) =>
            editor.dispatch(setDiagnostics(editor.state, toDiagnostics(found))),
          );
      })
      .catch(() => {
        if (!closed) setStatus('failed');
      });
    return () => {
      closed = true;
      window.clearTimeout(caretTimer);
      if (session !== undefined) void worker.close(session);
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
          {copied
            ? translate({
                id: 'sampleEditor.copied',
                message: 'Copied',
                description: 'The copy button of an edited sample, once copied',
              })
            : translate({
                id: 'sampleEditor.copy',
                message: 'Copy',
                description: 'The button that copies the edited sample',
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
