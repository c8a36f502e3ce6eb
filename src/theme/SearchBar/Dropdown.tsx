/**
 * What the navbar's search box (./index.tsx) loads at the reader's first sign
 * of searching: the combobox that drives the box, and the results under it.
 *
 * The combobox is downshift's `useCombobox` (WAI-ARIA 1.2: the box is the
 * `combobox`, the results a `listbox` of `option`s, the highlighted one its
 * `aria-activedescendant`). The box itself stays ./index.tsx's element, the
 * one the reader may already be typing into: this component gives it the
 * combobox's props (`onBoxProps`), so nothing is handed from one box to
 * another. The box stays uncontrolled: what is typed is the DOM's, read in the
 * input event; only a value the combobox sets itself (a hint taken) is
 * written back.
 *
 * Queries go to our search worker (src/search/workerClient.ts). Its first
 * answer may come from the index's head (titles and headings); once the whole
 * index is there the query is asked again and the list refined, unless the
 * reader has moved the pointer or the selection into it: a list never
 * changes under the reader's hand. An Enter pressed while the answer to what
 * is in the box is on its way (or before this code arrived: the box carries
 * the mark of plugins/early-search-shortcut.ts) opens the first result of
 * that answer.
 */
import React, {
  memo,
  useCallback,
  useMemo,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {compute as scrollActions} from 'compute-scroll-into-view';
import {useCombobox, type UseComboboxState} from 'downshift';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';

import {searchResultLimit} from '@site/src/search/settings';
import {markParts, positionsOf, tokenRanges} from '@site/src/search/marks';
import {resultsPageUrl} from '@site/src/search/resultsPage';
import {scopeFor} from '@site/src/search/scope';
import type {SearchScope} from '@site/src/search/scopeRules';
import {DocumentType, type SearchResult} from '@site/src/search/types';
import {prepareSearch, searchWorker} from '@site/src/search/workerClient';
import {enteredAttribute} from './entered';
import {searchLabel} from './label';
import styles from './Dropdown.module.css';

/** The props the combobox gives the box. */
export type BoxProps = Omit<ComponentProps<'input'>, 'value'>;

/** A result, or the last option: the results page for the query. */
type Item = {kind: 'result'; result: SearchResult} | {kind: 'all'};

/** What the list shows: the answer to `query`. */
interface Shown {
  query: string;
  results: SearchResult[];
  hints: string[];
  failed?: boolean;
}

const nothing: Shown = {query: '', results: [], hints: []};

/** Longest text shown of a paragraph found, in characters. */
const snippetLength = 80;

/**
 * Called by the box when this module has loaded: the worker's first message,
 * the index's head for the page's version.
 */
export function prepareFor(pathname: string): void {
  const {versionUrl, searchContext} = scopeFor(pathname);
  prepareSearch(versionUrl, searchContext);
}

/** A section listed under the page found above it. */
const underItsPage = (result: SearchResult) =>
  Boolean(result.isInterOfTree || result.isLastOfTree);

/** The page a result opens, with its words to highlight there. */
function resultUrl({document: {u, h}, tokens}: SearchResult): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append('_highlight', token);
  const search = params.toString();
  return `${u}${search ? `?${search}` : ''}${h ?? ''}`;
}

function Marked({
  text,
  positions,
  tokens,
  maxLength,
}: {
  text: string;
  positions?: ReturnType<typeof positionsOf>;
  tokens: string[];
  maxLength?: number;
}): ReactNode {
  const ranges = positions?.length ? positions : tokenRanges(text, tokens);
  return markParts(text, ranges, maxLength).map((part, index) =>
    part.marked ? (
      <mark key={index}>{part.text}</mark>
    ) : (
      <React.Fragment key={index}>{part.text}</React.Fragment>
    ),
  );
}

/**
 * One result: what was found, marked, and where it is (the page, and its
 * path in the docs). A section listed under its page shows no path, but its
 * option's name still says the page, for a screen reader.
 */
function ResultOption({result}: {result: SearchResult}): ReactNode {
  const {document, type, page, metadata, tokens} = result;
  const underPage = underItsPage(result);
  const pageTitle = page ? page.t : '';
  const where =
    type === DocumentType.Title
      ? (document.b ?? []).join(' › ')
      : [
          ...(page ? (page.b ?? []) : []),
          pageTitle,
          ...(type === DocumentType.Content &&
          document.s &&
          document.s !== pageTitle
            ? [document.s]
            : []),
        ]
          .filter(Boolean)
          .join(' › ');
  return (
    <>
      <span className={styles.hitTitle}>
        <Marked
          text={document.t}
          positions={positionsOf(metadata, 't')}
          tokens={tokens}
          maxLength={type === DocumentType.Content ? snippetLength : undefined}
        />
      </span>
      {where && (
        <span
          className={clsx(styles.hitPath, underPage && styles.visuallyHidden)}>
          {underPage ? ` — ${where}` : where}
        </span>
      )}
    </>
  );
}

/**
 * The dropdowns scrolled away from their top, as their own scroll events (and
 * `scrollToOption`) say: reading or setting an element's scroll position
 * lays the whole page out at once, so a dropdown known to be at its top is
 * left alone.
 */
const scrolledDown = new WeakSet<Element>();

function noteScroll(dropdown: Element, top: number): void {
  if (top > 0) scrolledDown.add(dropdown);
  else scrolledDown.delete(dropdown);
}

/**
 * Brings the highlighted option into view inside the dropdown, which is what
 * scrolls (downshift's own scrolling stops at the list, so on a short window
 * the arrow keys went past the options it shows). A new answer highlights its
 * first option: the dropdown goes back to its top, if it has left it, without
 * measuring anything, so drawing an answer forces no layout of the page in
 * the middle of React's commit (the frame lays it out once, after).
 */
function scrollToOption(option: HTMLElement, list: HTMLElement): void {
  const dropdown = list.parentElement;
  if (!dropdown) return;
  if (option === list.firstElementChild) {
    if (scrolledDown.has(dropdown)) {
      dropdown.scrollTop = 0;
      noteScroll(dropdown, 0);
    }
    return;
  }
  const actions = scrollActions(option, {
    boundary: dropdown,
    block: 'nearest',
    scrollMode: 'if-needed',
  });
  for (const {el, top} of actions) {
    el.scrollTop = top;
    if (el === dropdown) noteScroll(dropdown, top);
  }
}

/** What changes the highlighted option that the reader did (not the list). */
const readerMoves = new Set<string>([
  useCombobox.stateChangeTypes.InputKeyDownArrowDown,
  useCombobox.stateChangeTypes.InputKeyDownArrowUp,
  useCombobox.stateChangeTypes.InputKeyDownHome,
  useCombobox.stateChangeTypes.InputKeyDownEnd,
  useCombobox.stateChangeTypes.InputKeyDownPageDown,
  useCombobox.stateChangeTypes.InputKeyDownPageUp,
  useCombobox.stateChangeTypes.ItemMouseMove,
]);

/**
 * The combobox's state changes, but: the box keeps what the reader typed
 * when an option is chosen (the options are pages, not words), and leaving
 * the box chooses nothing (downshift would open the highlighted page on a
 * blur); a click in the box opens the list rather than toggling it.
 */
function stateReducer(
  state: UseComboboxState<Item>,
  {type, changes}: {type: string; changes: Partial<UseComboboxState<Item>>},
): Partial<UseComboboxState<Item>> {
  const types = useCombobox.stateChangeTypes;
  switch (type) {
    case types.InputBlur:
      return {...changes, selectedItem: null, inputValue: state.inputValue};
    case types.ItemClick:
    case types.InputKeyDownEnter:
      return {...changes, inputValue: state.inputValue};
    case types.InputClick:
      return {...changes, isOpen: Boolean(state.inputValue)};
    default:
      return changes;
  }
}

export interface DropdownProps {
  /** The navbar's box, which the combobox drives. */
  box: RefObject<HTMLInputElement | null>;
  /** Gives the box the combobox's props. */
  onBoxProps: (props: BoxProps) => void;
}

function Dropdown({box, onBoxProps}: DropdownProps): ReactNode {
  const history = useHistory();
  const {pathname} = useLocation();
  const scope = useMemo(() => scopeFor(pathname), [pathname]);
  const {selectMessage} = usePluralForm();
  const [shown, setShown] = useState<Shown>(nothing);
  const [waiting, setWaiting] = useState(false);
  /** The latest query asked: an answer to an older one is dropped. */
  const asked = useRef(0);
  /** Whether the reader has moved the pointer or selection into the list. */
  const touched = useRef(false);
  /** The query whose first result an Enter is waiting for. */
  const enterFor = useRef<string | null>(null);
  /**
   * Highlights the first option of a new answer, unless the reader has moved
   * into the list (set once the combobox exists).
   */
  const highlightFirst = useRef(() => {});

  const items: Item[] = shown.query
    ? [
        ...shown.results.map((result): Item => ({kind: 'result', result})),
        {kind: 'all'},
      ]
    : [];

  const open = useCallback(
    (item: Item, query: string, at: SearchScope) => {
      history.push(
        item.kind === 'all'
          ? resultsPageUrl(query, at)
          : resultUrl(item.result),
      );
      box.current?.blur();
    },
    [history, box],
  );

  const ask = useCallback(
    (query: string) => {
      asked.current += 1;
      const ticket = asked.current;
      if (!query.trim()) {
        setShown(nothing);
        setWaiting(false);
        return;
      }
      setWaiting(true);
      void (async () => {
        const current = () => ticket === asked.current;
        try {
          const worker = await searchWorker();
          const {versionUrl, searchContext} = scope;
          const search = () =>
            worker.search(versionUrl, searchContext, query, searchResultLimit);
          const answer = await search();
          if (!current()) return;
          touched.current = false;
          setShown({query, results: answer.results, hints: answer.hints});
          setWaiting(false);
          highlightFirst.current();
          if (!answer.fromHead) return;
          await worker.whole(versionUrl, searchContext);
          if (!current() || touched.current) return;
          const whole = await search();
          if (!current() || touched.current) return;
          setShown({query, results: whole.results, hints: whole.hints});
          highlightFirst.current();
        } catch {
          if (!current()) return;
          setShown({query, results: [], hints: [], failed: true});
          setWaiting(false);
          highlightFirst.current();
        }
      })();
    },
    [scope],
  );

  const combobox = useCombobox<Item>({
    items,
    itemToString: () => '',
    // What the reader typed before this code arrived.
    initialInputValue: box.current?.value ?? '',
    initialIsOpen:
      Boolean(box.current?.value) && document.activeElement === box.current,
    defaultHighlightedIndex: 0,
    // Every choice is a change: choosing the same result again opens it again.
    selectedItem: null,
    stateReducer,
    scrollIntoView: scrollToOption,
    onInputValueChange: ({inputValue}) => ask(inputValue ?? ''),
    onSelectedItemChange: ({selectedItem}) => {
      if (selectedItem) open(selectedItem, box.current?.value ?? '', scope);
    },
    onHighlightedIndexChange: ({type}) => {
      if (readerMoves.has(type)) touched.current = true;
    },
  });
  const {
    isOpen,
    inputValue,
    highlightedIndex,
    setInputValue,
    setHighlightedIndex,
    openMenu,
  } = combobox;

  // An Enter while the answer to what is in the box is on its way, or with
  // the list closed: the first result once the answer is there.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const query = event.currentTarget.value;
    if (!query.trim()) return;
    if (isOpen && shown.query === query && !waiting && highlightedIndex >= 0)
      return;
    (
      event.nativeEvent as {preventDownshiftDefault?: boolean}
    ).preventDownshiftDefault = true;
    event.preventDefault();
    enterFor.current = query;
    if (shown.query === query && !waiting) openAnswered();
  };
  function openAnswered(): void {
    const query = enterFor.current;
    if (query === null || shown.query !== query) return;
    if (box.current?.value !== query) return;
    enterFor.current = null;
    const item = items[highlightedIndex >= 0 ? highlightedIndex : 0];
    if (item) open(item, query, scope);
  }
  useEffect(openAnswered);

  // On arrival: search what was typed meanwhile (it may have changed since
  // this rendered: a render can yield), keep an Enter pressed meanwhile.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    if (element.hasAttribute(enteredAttribute)) {
      enterFor.current = element.value;
      element.removeAttribute(enteredAttribute);
    }
    if (element.value !== inputValue) setInputValue(element.value);
    else if (element.value) ask(element.value);
    if (element.value && document.activeElement === element) openMenu();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  // A value the combobox set itself (a hint taken) is written to the box.
  useLayoutEffect(() => {
    const element = box.current;
    if (element && element.value !== inputValue) element.value = inputValue;
  }, [box, inputValue]);

  // A new answer (or a refinement of one the reader has not moved into)
  // highlights its first result, the one Enter opens: in the same render as
  // the answer itself, not in one more after it.
  useLayoutEffect(() => {
    highlightFirst.current = () => {
      if (!touched.current) setHighlightedIndex(0);
    };
  }, [setHighlightedIndex]);

  // Another page: the list closes.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    combobox.closeMenu();
  }, [pathname, combobox]);

  const {value: _value, ...boxProps} = combobox.getInputProps(
    {
      ref: box,
      'aria-label': searchLabel(),
      'aria-busy': waiting,
      onKeyDown,
      onFocus: () => {
        if (box.current?.value) openMenu();
      },
    },
    {suppressRefError: true},
  );
  useLayoutEffect(() => onBoxProps(boxProps));

  const visible = isOpen && shown.query !== '';
  const empty = shown.results.length === 0;
  const announcement = !shown.query
    ? ''
    : empty
      ? translate(
          {
            id: 'theme.SearchBar.noResultsFor',
            message: 'Nothing found for “{query}”.',
            description: 'The search dropdown when a query found nothing',
          },
          {query: shown.query},
        )
      : selectMessage(
          shown.results.length,
          translate(
            {
              id: 'theme.SearchBar.resultCount',
              message: 'One result|{count} results',
              description:
                'Read out to a screen reader when the search dropdown shows its results (plural forms separated by "|")',
            },
            {count: shown.results.length},
          ),
        );

  return (
    <>
      <div
        className={clsx(styles.dropdown, !visible && styles.closed)}
        // A press in the dropdown leaves the focus in the box (a hint, the
        // scrollbar), so that the list stays open.
        onMouseDown={(event) => event.preventDefault()}
        onScroll={(event) =>
          noteScroll(event.currentTarget, event.currentTarget.scrollTop)
        }>
        {visible && empty && (
          <div className={styles.empty}>
            <p className={styles.line}>
              {shown.failed
                ? translate({
                    id: 'theme.SearchBar.failed',
                    message:
                      'Search could not load. Check your connection and type again.',
                    description:
                      'The search dropdown when the search index could not be loaded',
                  })
                : announcement}
            </p>
            {shown.hints.length > 0 && (
              <p className={styles.line}>
                {translate({
                  id: 'theme.SearchBar.didYouMean',
                  message: 'Did you mean:',
                  description:
                    'Before the searches a reader may have meant, in the search dropdown',
                })}{' '}
                {shown.hints.map((hint, index) => (
                  <React.Fragment key={hint}>
                    {index > 0 &&
                      translate({
                        id: 'theme.SearchBar.hintSeparator',
                        message: ', ',
                        description:
                          'Between two searches a reader may have meant',
                      })}
                    <Link
                      className={styles.hint}
                      to={resultsPageUrl(hint, scope)}
                      data-search-hint={hint}
                      onClick={(event) => {
                        if (event.ctrlKey || event.metaKey || event.shiftKey)
                          return;
                        event.preventDefault();
                        setInputValue(hint);
                        openMenu();
                      }}>
                      {hint}
                    </Link>
                  </React.Fragment>
                ))}
              </p>
            )}
          </div>
        )}
        <ul
          {...combobox.getMenuProps(
            {
              'aria-label': translate({
                id: 'theme.SearchBar.results',
                message: 'Search results',
                description:
                  'The accessible name of the search dropdown’s list of results',
              }),
              onPointerMove: () => {
                touched.current = true;
              },
            },
            {suppressRefError: true},
          )}
          className={styles.listbox}
          hidden={!visible}>
          {visible &&
            items.map((item, index) => (
              <li
                key={item.kind === 'all' ? 'all' : item.result.document.i}
                {...combobox.getItemProps({item, index})}
                // Reached with the arrows from the box, which scroll the
                // highlighted option into view; never focused (a press in
                // the dropdown keeps the focus in the box). Focusable all
                // the same, as the options of a scrolling listbox are, so
                // that a checker sees the list can be scrolled from the
                // keyboard.
                tabIndex={-1}
                className={clsx(
                  styles.option,
                  index === highlightedIndex && styles.highlighted,
                  item.kind === 'result' &&
                    underItsPage(item.result) &&
                    styles.underPage,
                  item.kind === 'all' && styles.all,
                )}>
                {item.kind === 'all' ? (
                  translate(
                    {
                      id: 'theme.SearchBar.searchResultsPage',
                      message: 'Search the whole documentation for “{query}”',
                      description:
                        'The last option of the search dropdown: the search results page for the query',
                    },
                    {query: shown.query},
                  )
                ) : (
                  <ResultOption result={item.result} />
                )}
              </li>
            ))}
        </ul>
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {visible ? announcement : ''}
      </div>
    </>
  );
}

export default memo(Dropdown);
