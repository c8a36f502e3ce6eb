/**
 * The navbar search box, loaded on first use. The search plugin's SearchBar
 * brings lunr, its language pipelines, mark.js and the worker bridge; wrapped
 * here, all of that stays out of every page's first-load JavaScript.
 *
 * Until the plugin's bar is there, this renders a box that looks the same (the
 * stand-in). Readers type into it at once: right after the click, after
 * Ctrl/⌘+K, or by committing a word from an IME. Its code starts loading as
 * soon as a reader shows intent (pointer over the box, touch, focus, the
 * shortcut). When the plugin's bar has mounted, the stand-in hands over in one
 * synchronous step, so that no keystroke falls between the two: the bar gets
 * what was typed (as an input event, which the bar's React state follows), the
 * caret at its end and the focus, and the stand-in goes away. The bar then
 * loads the index of the current locale and version and shows the results of
 * what was typed. A composition in progress (IME) is left to finish first.
 *
 * A page opened from a result (`?_highlight=` in its URL) loads the bar at once,
 * since the bar is what highlights the searched terms on the page.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';

import styles from './styles.module.css';

const loadPluginSearchBar = () => import('@theme-original/SearchBar');
const PluginSearchBar = lazy(loadPluginSearchBar);

type Props = ComponentProps<typeof PluginSearchBar>;

const searchLabel = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
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

/**
 * The plugin's bar sets up its autocomplete once the index has loaded, and
 * takes what is already in the box as a query it has seen: it would open no
 * results for text handed over before then. When the autocomplete is there
 * (it gives the input its combobox role), the text is typed into it again,
 * all in one task, so that it searches for it. Returns a clean-up.
 */
function searchWhenReady(input: HTMLInputElement): () => void {
  const search = () => {
    const value = input.value;
    if (!value || document.activeElement !== input) return;
    typeInto(input, '');
    typeInto(input, value);
    input.setSelectionRange(value.length, value.length);
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

/** What the navbar shows, and what readers type into, before the plugin's bar is there. */
function StandIn({
  inputRef,
  busy,
  onIntent,
  onWant,
  onComposing,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  busy: boolean;
  onIntent: () => void;
  onWant: () => void;
  onComposing: (composing: boolean) => void;
}): ReactNode {
  return (
    <div className={clsx('navbar__search', styles.searchBox)}>
      <input
        ref={inputRef}
        type="search"
        className={clsx('navbar__search-input', styles.searchInput)}
        placeholder={searchLabel()}
        aria-label={searchLabel()}
        aria-busy={busy}
        autoComplete="off"
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onWant}
        onPointerDown={onWant}
        onCompositionStart={() => onComposing(true)}
        onCompositionEnd={() => onComposing(false)}
      />
      {busy && <span className={styles.spinner} aria-hidden="true" />}
    </div>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const location = useLocation();
  const highlighted = new URLSearchParams(location.search).has('_highlight');
  const [wanted, setWanted] = useState(highlighted);
  const [handedOver, setHandedOver] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const composing = useRef(false);
  const [compositionEnded, setCompositionEnded] = useState(0);

  const intent = useCallback(() => {
    void loadPluginSearchBar();
  }, []);
  const want = useCallback(() => setWanted(true), []);
  const onComposing = useCallback((value: boolean) => {
    composing.current = value;
    if (!value) setCompositionEnded((count) => count + 1);
  }, []);

  useEffect(() => {
    if (highlighted) setWanted(true);
  }, [highlighted]);

  // A reader who clicked and typed before React took over the page: the
  // stand-in's focus handler did not run then, so look once at hydration.
  useEffect(() => {
    const input = standIn.current;
    if (input && (document.activeElement === input || input.value)) want();
  }, [want]);

  // Ctrl/⌘+K before the hand-over: the stand-in takes the focus (what the
  // reader types next goes there) and the bar loads.
  useEffect(() => {
    if (handedOver) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        standIn.current?.focus();
        want();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [handedOver, want]);

  return (
    <div className={styles.contents}>
      {!handedOver && (
        <StandIn
          inputRef={standIn}
          busy={wanted}
          onIntent={intent}
          onWant={want}
          onComposing={onComposing}
        />
      )}
      {wanted && (
        <Suspense fallback={null}>
          <HandOver
            standIn={standIn}
            composing={composing}
            compositionEnded={compositionEnded}
            done={handedOver}
            onDone={() => setHandedOver(true)}>
            <PluginSearchBar {...props} />
          </HandOver>
        </Suspense>
      )}
    </div>
  );
}

/**
 * Renders the plugin's bar, hidden until it takes over from the stand-in.
 *
 * The hand-over waits one macrotask after the bar has mounted: on mount the
 * bar schedules a reset of its box to the page's highlighted terms (none, on
 * most pages) with a timeout, and what was handed over before that would be
 * wiped. Until then the stand-in stays visible and focused, so typing goes on
 * there. The hand-over itself is one synchronous step: no keystroke can land
 * between reading the stand-in and focusing the bar.
 */
function HandOver({
  standIn,
  composing,
  compositionEnded,
  done,
  onDone,
  children,
}: {
  standIn: RefObject<HTMLInputElement | null>;
  composing: RefObject<boolean>;
  compositionEnded: number;
  done: boolean;
  onDone: () => void;
  children: ReactNode;
}): ReactNode {
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
    if (value) stopWaiting.current = searchWhenReady(input);
    onDone();
  }
  useEffect(() => () => stopWaiting.current(), []);
  return (
    <div ref={box} className={clsx(styles.contents, !done && styles.pending)}>
      {children}
    </div>
  );
}
