/**
 * The navbar's search box: ours, in place of the search plugin's bar (which
 * loads its autocomplete and the whole index before it answers). Every page
 * loads only this file: a box readers can type into at once.
 *
 * At the first sign that the reader is about to search (the pointer over the
 * box, a touch, the focus, which Ctrl/⌘+K and `/` give it: the inline script
 * of plugins/early-search-shortcut.ts), the search worker starts (its script
 * and lunr), named after the page, whose index head it then asks for
 * (src/search/startWorker.ts), and the dropdown's code (./Dropdown.tsx: the
 * combobox and the results) loads and mounts. Meanwhile the reader types
 * into this same box; the dropdown then drives this box (it gives it the
 * combobox's props) and searches what is already typed. Nothing moves from
 * one box to another, so nothing typed can fall between two.
 *
 * A page opened from a result (`?_highlight=` in its URL) has the searched
 * words marked on it (src/search/highlightTerms.ts, loaded only then).
 */
import React, {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';

import {startSearchWorker} from '@site/src/search/startWorker';
import type {BoxProps, DropdownProps} from './Dropdown';
import {searchLabel} from './label';
import styles from './styles.module.css';

const loadDropdown = () => import('./Dropdown');

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
  // The reader is in the box: it says it is busy until the dropdown is there.
  const [focused, setFocused] = useState(false);
  // The dropdown's component once its code is there, mounted then (on the
  // pointer's way to the box, before the press), so that the press finds it
  // ready. Not React.lazy: a component that suspends is shown no sooner than
  // 300 ms after its fallback (React's throttling of Suspense), even when
  // its code arrived long before.
  const [Dropdown, setDropdown] = useState<ComponentType<DropdownProps> | null>(
    null,
  );
  const [boxProps, setBoxProps] = useState<BoxProps | null>(null);
  const loading = useRef(false);
  useHighlightedTerms(pathname, search);

  const intent = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // As the plugin: the index exists only in a production build.
    if (process.env.NODE_ENV === 'production') startSearchWorker(pathname);
    loadDropdown().then(
      (module) => {
        module.prepareFor(pathname);
        setDropdown(() => module.default);
      },
      () => {
        // Not there (offline): the next sign of intent tries again.
        loading.current = false;
      },
    );
  }, [pathname]);
  const want = useCallback(() => {
    intent();
    setFocused(true);
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

  const busy = boxProps ? Boolean(boxProps['aria-busy']) : focused;
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
          'aria-busy': focused,
          onPointerEnter: intent,
          onTouchStart: intent,
          onFocus: want,
        })}
      />
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {Dropdown && <Dropdown box={box} onBoxProps={setBoxProps} />}
    </div>
  );
}
