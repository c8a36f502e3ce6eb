/**
 * What the navbar's search box (./index.tsx) loads on first use: the search
 * plugin's bar, and the hand-over from the stand-in to it.
 */
import React, {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import PluginSearchBar from '@theme-original/SearchBar';

import {answerOnItsWay} from '@site/src/search/lastSearch';
import {enteredAttribute} from './entered';
import {searchLabel} from './label';
import styles from './styles.module.css';

export type PluginProps = ComponentProps<typeof PluginSearchBar>;

/** What the stand-in gives the bar that takes over from it. */
export interface HandOverProps {
  standIn: RefObject<HTMLInputElement | null>;
  composing: RefObject<boolean>;
  compositionEnded: number;
  done: boolean;
  onDone: () => void;
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set;
  setValue?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** A query as the plugin's autocomplete searches it (its `normalizeQuery`). */
const normalizeQuery = (text: string) =>
  text.replace(/^\s*/g, '').replace(/\s{2,}/g, ' ');

/**
 * If the worker is still answering what is in the box, opens the result
 * Enter would open (the selected one, or the first) once the dropdown shows
 * that answer, unless the reader has typed on or left the box meanwhile.
 * Returns whether an answer was on its way (false: nothing to wait for).
 */
function openWhenAnswered(box: HTMLElement, input: HTMLInputElement): boolean {
  const query = normalizeQuery(input.value);
  const answer = answerOnItsWay(query);
  if (!answer) return false;
  void (async () => {
    await answer.catch(() => {});
    // The autocomplete draws the answer in the microtasks after it is back.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (normalizeQuery(input.value) !== query) return;
    if (document.activeElement !== input) return;
    const result =
      box.querySelector<HTMLElement>('[role="option"][aria-selected="true"]') ??
      box.querySelector<HTMLElement>('[role="option"]');
    // A click on a result is the autocomplete's other way to select it.
    result?.click();
  })();
  return true;
}

/**
 * The autocomplete opens the result its dropdown shows on Enter: pressed
 * right after the last key, that is still the answer to the text before the
 * key (Enter on "Injector" opened `InjectableOptions`, the first result of
 * "Inject"). An Enter while the answer to what is in the box is on its way
 * is held until the dropdown shows it, then opens its result. Returns a
 * clean-up.
 */
function holdEnterUntilAnswered(box: HTMLElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const input = event.target;
    if (event.key !== 'Enter' || event.isComposing) return;
    if (!(input instanceof HTMLInputElement)) return;
    if (!openWhenAnswered(box, input)) return;
    // Before the autocomplete's own listener on the input (capture phase).
    event.preventDefault();
    event.stopPropagation();
  };
  box.addEventListener('keydown', onKeyDown, true);
  return () => box.removeEventListener('keydown', onKeyDown, true);
}

/**
 * The plugin's bar sets up its autocomplete once the index has loaded, and
 * takes what is already in the box as a query it has seen: it would open no
 * results for text handed over before then. When the autocomplete is there
 * (it gives the input its combobox role), the text is typed into it again,
 * all in one task, so that it searches for it; with `open`, its first result
 * then opens (the reader pressed Enter in the stand-in). Returns a clean-up.
 */
function searchWhenReady(
  box: HTMLElement,
  input: HTMLInputElement,
  open: boolean,
): () => void {
  const search = () => {
    const value = input.value;
    if (!value || document.activeElement !== input) return;
    typeInto(input, '');
    typeInto(input, value);
    input.setSelectionRange(value.length, value.length);
    if (open) openWhenAnswered(box, input);
  };
  const ready = () => input.getAttribute('role') === 'combobox';
  if (ready()) {
    search();
    return () => {};
  }
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    observer.disconnect();
    search();
  });
  observer.observe(input, {attributes: true, attributeFilter: ['role']});
  return () => observer.disconnect();
}

/**
 * The plugin's bar, hidden until it takes over from the stand-in.
 *
 * The hand-over waits one macrotask after the bar has mounted: on mount the
 * bar schedules a reset of its box to the page's highlighted terms (none, on
 * most pages) with a timeout, and what was handed over before that would be
 * wiped. Until then the stand-in stays visible and focused, so typing goes on
 * there. The hand-over itself is one synchronous step: no keystroke can land
 * between reading the stand-in and focusing the bar.
 */
export default function LoadedSearchBar({
  standIn,
  composing,
  compositionEnded,
  done,
  onDone,
  ...props
}: HandOverProps & PluginProps): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const stopWaiting = useRef<() => void>(() => {});
  // The bar picks its search context (the blog's, on a blog page) in a mount
  // effect, as a state update; its focus handler loads the index of the
  // context it was rendered with. Handed the focus before that update has
  // rendered, it loads the docs' index, then the blog's, destroying the
  // first autocomplete while it draws ("Cannot read properties of null
  // (reading 'find')", and the wrong results for a moment). This update is
  // made in the same flush of effects as the bar's (child effects run
  // first), so React renders both together: once `settled`, the bar has its
  // context.
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (done || !settled) return undefined;
    // Scheduled after the bar's own mount timeout (child effects run first).
    const timer = setTimeout(() => {
      const input = box.current?.querySelector<HTMLInputElement>('input');
      if (!input || composing.current) return;
      handOver(input);
    }, 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compositionEnded: try again once an IME composition ends.
  }, [done, settled, compositionEnded]);

  function handOver(input: HTMLInputElement): void {
    const from = standIn.current;
    const value = from?.value ?? '';
    const hadFocus = from !== null && document.activeElement === from;
    // The plugin's input says "Search" in every locale.
    input.setAttribute('aria-label', searchLabel());
    box.current!.classList.remove(styles.pending!);
    from?.closest('.navbar__search')?.classList.add(styles.pending!);
    if (value) typeInto(input, value);
    if (hadFocus) {
      input.focus();
      input.setSelectionRange(value.length, value.length);
    }
    if (value) {
      stopWaiting.current = searchWhenReady(
        box.current!,
        input,
        hadFocus && from.hasAttribute(enteredAttribute),
      );
    }
    onDone();
  }
  useEffect(() => () => stopWaiting.current(), []);
  useEffect(() => holdEnterUntilAnswered(box.current!), []);
  return (
    <div ref={box} className={clsx(styles.contents, !done && styles.pending)}>
      <PluginSearchBar {...props} />
    </div>
  );
}
