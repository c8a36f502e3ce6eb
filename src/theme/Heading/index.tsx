/**
 * Wraps theme-classic's Heading. A docs page's h1 (the title in its MDX, or a
 * category page's generated title) stands in a row with the copy-page menu
 * (src/components/CopyPageMenu), which the server renders too, so the title
 * does not move when the page hydrates. Every other heading, and the h1 of a
 * page outside the docs (home, FAQ, support), is theme-classic's as it is.
 */
import React, {useContext, type ReactNode} from 'react';
import Heading from '@theme-original/Heading';
import type {Props} from '@theme/Heading';
// The context behind useRouteContext(), read directly: that hook throws
// where there is no route (the crash screen), and a heading must not.
import {Context as RouteContext} from '@docusaurus/core/lib/client/routeContext';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './styles.module.css';

function Title(props: Props): ReactNode {
  const route = useContext(RouteContext);
  if (route?.plugin.name !== 'docusaurus-plugin-content-docs')
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
