/**
 * An MDX page's h1. On a docs page it stands in a row with the copy-page menu
 * (src/components/CopyPageMenu), which the server renders too, so the title
 * does not move when the page hydrates; elsewhere (the FAQ, the support page)
 * it is theme-classic's h1 as it is.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import useRouteContext from '@docusaurus/useRouteContext';
import CopyPageMenu from '@site/src/components/CopyPageMenu';

import styles from './DocTitle.module.css';

const Heading = MDXComponents.h1;

export default function DocTitle(props: ComponentProps<'h1'>): ReactNode {
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
