/**
 * The navbar search box, loaded on first use. The search plugin's SearchBar
 * brings lunr, its language pipelines, mark.js and the worker bridge; wrapped
 * here, all of that stays out of every page's first-load JavaScript. Until the
 * reader reaches for search (focus, pointer, Ctrl/⌘+K) this renders a plain box
 * that looks the same; then it loads the plugin's bar and hands it the focus,
 * and the bar fetches the index of the current locale and version.
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
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';

import styles from './styles.module.css';

const PluginSearchBar = lazy(() => import('@theme-original/SearchBar'));

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

/** What the navbar shows before the plugin's bar is loaded. */
function SearchBox({
  busy,
  onWant,
}: {
  busy: boolean;
  onWant?: () => void;
}): ReactNode {
  return (
    <div className={clsx('navbar__search', styles.searchBox)}>
      <input
        type="search"
        className={clsx('navbar__search-input', styles.searchInput)}
        placeholder={searchLabel()}
        aria-label={searchLabel()}
        aria-busy={busy}
        onFocus={onWant}
        onPointerEnter={onWant}
        onPointerDown={onWant}
      />
      {busy && <span className={styles.spinner} aria-hidden="true" />}
    </div>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const location = useLocation();
  const highlighted = new URLSearchParams(location.search).has('_highlight');
  const [wanted, setWanted] = useState(highlighted);
  const focusOnLoad = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  const want = useCallback((focus: boolean) => {
    focusOnLoad.current ||= focus;
    setWanted(true);
  }, []);

  useEffect(() => {
    if (highlighted) setWanted(true);
  }, [highlighted]);

  // Ctrl/⌘+K before the plugin's bar is there: load it and focus it.
  useEffect(() => {
    if (wanted) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        want(true);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted, want]);

  if (!wanted) {
    return <SearchBox busy={false} onWant={() => want(true)} />;
  }
  return (
    <div className={styles.contents} ref={container}>
      <Suspense fallback={<SearchBox busy />}>
        <PluginSearchBar {...props} />
        <AfterLoad container={container} focus={focusOnLoad} />
      </Suspense>
    </div>
  );
}

/**
 * Once the plugin's bar has rendered: gives its input our translated label
 * (the plugin's is the English "Search" in every locale) and, when the reader
 * asked for search, the focus.
 */
function AfterLoad({
  container,
  focus,
}: {
  container: React.RefObject<HTMLDivElement | null>;
  focus: React.RefObject<boolean>;
}): null {
  useEffect(() => {
    const input = container.current?.querySelector<HTMLInputElement>('input');
    if (!input) return;
    input.setAttribute('aria-label', searchLabel());
    if (focus.current) {
      focus.current = false;
      input.focus();
    }
  }, [container, focus]);
  return null;
}
