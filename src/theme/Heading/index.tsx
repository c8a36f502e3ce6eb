/**
 * Wraps theme-classic's Heading. A docs page's h1 (the title in its MDX, or a
 * category page's generated title) stands in a row with the copy-page menu
 * (src/components/CopyPageMenu), which the server renders too, so the title
 * does not move when the page hydrates. Every other heading, and the h1 of a
 * page outside the docs (home, FAQ, support), is theme-classic's as it is.
 */
import React, {type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type {Props} from '@theme/Heading';
import useRouteContext from '@docusaurus/useRouteContext';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './styles.module.css';

/**
 * The name of the plugin whose route this is, through the public hook. The
 * hook throws where there is no route (the crash screen renders outside
 * every route), and a heading must still render there: no plugin, then.
 * (The hook reads its context before it throws, so the hooks called stay
 * the same from one render to the next.)
 */
function useRoutePluginName(): string | undefined {
  try {
    return useRouteContext().plugin?.name;
  } catch {
    return undefined;
  }
}

function Title(props: Props): ReactNode {
  if (useRoutePluginName() !== 'docusaurus-plugin-content-docs')
    return <Heading {...props} />;
  return (
    <div className={styles.titleRow}>
      <Heading {...props} />
      <CopyPageMenu />
    </div>
  );
}

export default function HeadingWithMenu(props: Props): ReactNode {
  return props.as === 'h1' ? <Title {...props} /> : <Heading {...props} />;
}
