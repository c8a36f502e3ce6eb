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
 * what was typed; an Enter pressed in the stand-in (which
 * plugins/early-search-shortcut.ts marks on it) then opens the first of them.
 * A composition in progress (IME) is left to finish first.
 *
 * A page opened from a result (`?_highlight=` in its URL) loads the bar at once,
 * since the bar is what highlights the searched terms on the page.
 *
 * The plugin's bar and the hand-over to it are in ./Loaded.tsx, loaded with
 * the bar: what every page loads at first is this file, the stand-in.
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';

import {searchLabel} from './label';
import type {PluginProps as Props} from './Loaded';
import styles from './styles.module.css';

const loadPluginSearchBar = () => import('./Loaded');
const LoadedSearchBar = lazy(loadPluginSearchBar);

function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
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
          <LoadedSearchBar
            {...props}
            standIn={standIn}
            composing={composing}
            compositionEnded={compositionEnded}
            done={handedOver}
            onDone={() => setHandedOver(true)}
          />
        </Suspense>
      )}
    </div>
  );
}
