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

function Title(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  if (plugin.name !== 'docusaurus-plugin-content-docs')
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
