/**
 * Ejected from theme-classic's Tabs. Differs from upstream in two ways: no
 * remount after hydration, and no re-render on navigation. Upstream renders the group with
 * `key={String(isBrowser)}` (an old workaround for facebook/docusaurus#5653),
 * so every tab group of a page, with every code block in it, is thrown away
 * and built again once React has hydrated: on the examples page that is
 * thousands of elements created twice in one task that cannot yield
 * (PERFORMANCE.md, "How TBT came down"). The reader's
 * stored choice (`docusaurus.tab.<groupId>`) and the `?<queryString>` choice
 * do not need it: useTabsContextValue applies them in a layout effect while
 * hydrating, before the first paint after hydration (tests/e2e/tabs.spec.ts).
 *
 * Re-render: useTabsContextValue reads the location (for `?<queryString>`),
 * so every group re-renders on every navigation, and its context value is a
 * new object each time: each tab's content, code blocks and all, was
 * rendered again inside the reader's click, a long part of the click on the
 * examples page at 4× CPU (`npm run bench:navigation`; PERFORMANCE.md,
 * "Navigation"). The value is kept
 * while what it holds is the same, and the container is memoised, so a
 * group whose selection did not change renders nothing again.
 */
import React, {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

function TabList({className}: {className?: string}) {
  const {selectedValue, selectValue, tabValues, block} = useTabs();

  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} =
    useScrollPositionBlocker();

  const handleTabChange = (
    event:
      | React.FocusEvent<HTMLLIElement>
      | React.MouseEvent<HTMLLIElement>
      | React.KeyboardEvent<HTMLLIElement>,
  ) => {
    const newTab = event.currentTarget;
    const newTabIndex = tabRefs.indexOf(newTab);
    const newTabValue = tabValues[newTabIndex]!.value;

    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: React.KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;

    switch (event.key) {
      case 'Enter': {
        handleTabChange(event);
        break;
      }
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0]!;
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1]!;
        break;
      }
      default:
        break;
    }

    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx(
        'tabs',
        {
          'tabs--block': block,
        },
        className,
      )}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx(
            'tabs__item',
            styles.tabItem,
            attributes?.className as string,
            {
              'tabs__item--active': selectedValue === value,
            },
          )}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function TabContent({children}: {children: ReactNode}) {
  return <div className="margin-top--md">{children}</div>;
}

function TabsContainer({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <div
      className={clsx(
        ThemeClassNames.tabs.container,
        // former name kept for backward compatibility
        // see https://github.com/facebook/docusaurus/pull/4086
        'tabs-container',
        styles.tabList,
      )}>
      <TabList
        // Surprising but historical
        // className is applied on TabList, not on TabsContainer
        className={className}
      />
      <TabContent>{children}</TabContent>
    </div>
  );
}

/** Renders again only when its class or children do (see above). */
const StableTabsContainer = memo(TabsContainer);

export default function Tabs(props: Props): ReactNode {
  const {selectedValue, selectValue, tabValues, lazy, block} =
    useTabsContextValue(props);
  // Differs from upstream: the same value while its parts are the same.
  const value = useMemo(
    () => ({selectedValue, selectValue, tabValues, lazy, block}),
    [selectedValue, selectValue, tabValues, lazy, block],
  );
  const children = useMemo(
    () => sanitizeTabsChildren(props.children),
    [props.children],
  );
  // Differs from upstream: no `key={String(isBrowser)}` (see above).
  return (
    <TabsProvider value={value}>
      <StableTabsContainer className={props.className}>
        {children}
      </StableTabsContainer>
    </TabsProvider>
  );
}
