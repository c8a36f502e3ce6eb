/**
 * What a sample's editor (./index.tsx) plugs in once its caret is shown: the
 * editing keys and history, the build's highlighter for edited text, and the
 * compiler's answers (errors, quick info, completions) from the page's
 * worker (./tsWorker.ts). A chunk of its own, loaded after the frame that
 * shows the caret, so that the press waits only for the view (CodeMirror's
 * language support, which the keys and completion need, was most of the
 * editor's first chunk).
 */
import * as Comlink from 'comlink';
import {StateEffect, StateField, type Extension} from '@codemirror/state';
import {
  EditorView,
  hoverTooltip,
  keymap,
  showTooltip,
  type Tooltip,
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

import {CodeHighlighter} from '@site/plugins/highlight-code/render';
// The site's code themes, which the browser's bundles otherwise lack
// (plugins/sample-editor writes them).
import codeThemes from '@generated/sample-editor/default/code-themes.json';
import type {ColourRange} from './blockColours';
import type {SampleDiagnostic, SampleQuickInfo} from './languageService';
import type {SampleWorker} from './tsWorker';
import styles from './styles.module.css';

// ------------------------------------------------------------ the worker

/**
 * The page's one worker, shared by its editors: it starts with the first
 * editor. Its sessions are for the page's locale (another locale is
 * another page load).
 */
let remote: {worker: Comlink.Remote<SampleWorker>; locale: string} | undefined;
function sampleWorker(locale: string): Comlink.Remote<SampleWorker> {
  remote ??= {
    worker: Comlink.wrap<SampleWorker>(
      new Worker(new URL('./tsWorker.ts', import.meta.url)),
    ),
    locale,
  };
  return remote.worker;
}

/**
 * Has the worker read a block's libraries while the pointer or the focus
 * rests on its Edit button: only once an earlier Edit has started it.
 */
export function warm(version: string, key: string): void {
  if (remote) void remote.worker.warm({version, locale: remote.locale, key});
}

// ------------------------------------------------------------ colours

const highlighter = new CodeHighlighter(codeThemes);

/** The build's highlighting of a text (plugins/highlight-code/render.ts). */
export const highlight =
  (language: string) =>
  (text: string): ColourRange[] =>
    highlighter.ranges(text, language);

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

// ------------------------------------------------------------ plugging in

export interface EditingOptions {
  /** The docs version whose declarations the sample compiles against. */
  version: string;
  locale: string;
  /** The block's key (src/components/TypeInfo/blockKey.ts). */
  key: string;
  /** Called as the reader's text changes, to keep it through a reload. */
  keep: (text: string) => void;
  /** The compiler's state, for the status under the block. */
  onStatus: (status: 'ready' | 'failed') => void;
  /** Every problem the compiler found, for the list under the block. */
  onProblems: (problems: SampleDiagnostic[]) => void;
}

/**
 * Plugs the keys, the history and the compiler's answers into a shown view
 * (its `wiring` compartment, which comes before its own keys) and opens the
 * block's session in the worker. Returns what closes it again.
 */
export function plugIn(
  view: EditorView,
  wiring: {reconfigure: (extension: Extension) => StateEffect<unknown>},
  {version, locale, key, keep, onStatus, onProblems}: EditingOptions,
): () => void {
  const worker = sampleWorker(locale);
  let session: number | undefined;
  let closed = false;
  const textOf = (target: EditorView) => target.state.doc.toString();
  const toDiagnostics = (found: SampleDiagnostic[]): Diagnostic[] => {
    onProblems(found);
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

  // What the reader typed before this plugged in is kept at once.
  keep(textOf(view));
  view.dispatch({
    effects: wiring.reconfigure([
      EditorView.updateListener.of((update) => {
        if (update.docChanged) keep(textOf(update.view));
        if (
          update.transactions.some(
            (transaction) =>
              transaction.isUserEvent('select') &&
              !transaction.isUserEvent('select.pointer'),
          )
        )
          showCaretInfo(update.view);
      }),
      history(),
      // Before the keys: Enter takes a completion when one is open.
      autocompletion({override: [complete]}),
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      linter(
        async (target) =>
          session === undefined
            ? []
            : toDiagnostics(await worker.diagnostics(session, textOf(target))),
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
    ]),
  });

  worker
    .open({version, locale, key, text: textOf(view)})
    .then((opened) => {
      if (closed) {
        if (opened.id !== undefined) void worker.close(opened.id);
        return;
      }
      if (opened.id === undefined) {
        onStatus('failed');
        return;
      }
      session = opened.id;
      onStatus('ready');
      // The answers to what the reader typed while the compiler loaded.
      void worker.diagnostics(session, textOf(view)).then((found) => {
        if (!closed)
          view.dispatch(setDiagnostics(view.state, toDiagnostics(found)));
      });
    })
    .catch(() => {
      if (!closed) onStatus('failed');
    });

  return () => {
    closed = true;
    window.clearTimeout(caretTimer);
    if (session !== undefined) void worker.close(session);
  };
}
