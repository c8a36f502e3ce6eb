/**
 * The navbar's search box: ours, in place of the search plugin's bar (which
 * loads its autocomplete and the whole index before it answers). Every page
 * loads only this file: a box readers can type into at once.
 *
 * At the first sign that the reader is about to search (the pointer over the
 * box, a touch, the focus, which Ctrl/⌘+K and `/` give it: the inline script
 * of plugins/early-search-shortcut.ts), the dropdown's code
 * (./Dropdown.tsx: the combobox and the results) starts loading, and so do
 * the search worker and its index's head. Meanwhile the reader types into
 * this same box; when the dropdown arrives it drives this box (it gives it
 * the combobox's props) and searches what is already typed. Nothing moves
 * from one box to another, so nothing typed can fall between two.
 *
 * A page opened from a result (`?_highlight=` in its URL) has the searched
 * words marked on it (src/search/highlightTerms.ts, loaded only then).
 */
import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';

import type {BoxProps} from './Dropdown';
import {searchLabel} from './label';
import styles from './styles.module.css';

const loadDropdown = () => import('./Dropdown');
const Dropdown = lazy(loadDropdown);

const highlightParam = '_highlight';

/** Marks the words a result was found by, on the page it opened. */
function useHighlightedTerms(pathname: string, search: string): void {
  useEffect(() => {
    const terms = new URLSearchParams(search).getAll(highlightParam);
    if (terms.length === 0) return;
    void import('@site/src/search/highlightTerms').then(({highlightTerms}) =>
      highlightTerms(terms),
    );
  }, [pathname, search]);
}

export default function SearchBar(): ReactNode {
  const box = useRef<HTMLInputElement>(null);
  const {pathname, search} = useLocation();
  const [wanted, setWanted] = useState(false);
  const [boxProps, setBoxProps] = useState<BoxProps | null>(null);
  useHighlightedTerms(pathname, search);

  const intent = useCallback(() => {
    void loadDropdown();
    void import('@site/src/search/prepare').then(({prepareFor}) =>
      prepareFor(pathname),
    );
  }, [pathname]);
  const want = useCallback(() => {
    intent();
    setWanted(true);
  }, [intent]);

  // A reader who clicked or pressed Ctrl/⌘+K and typed before React took
  // over the page: the focus handler did not run then, so look once. (The
  // keys that focus the box are plugins/early-search-shortcut.ts's.)
  useEffect(() => {
    const element = box.current;
    if (element && (document.activeElement === element || element.value)) {
      want();
    }
  }, [want]);

  const busy = wanted && (boxProps === null || Boolean(boxProps['aria-busy']));
  return (
    <div className={clsx('navbar__search', styles.searchBox)}>
      <input
        ref={box}
        type="search"
        className={clsx('navbar__search-input', styles.searchInput)}
        placeholder={searchLabel()}
        aria-label={searchLabel()}
        autoComplete="off"
        {...(boxProps ?? {
          'aria-busy': wanted,
          onPointerEnter: intent,
          onTouchStart: intent,
          onFocus: want,
        })}
      />
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {wanted && (
        <Suspense fallback={null}>
          <Dropdown box={box} onBoxProps={setBoxProps} />
        </Suspense>
      )}
    </div>
  );
}
