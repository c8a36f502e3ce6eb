/**
 * The full search results page (/search), from the search plugin. The plugin
 * writes a bare <title> ("Search the documentation"); this gives it the site's
 * "<page> | Lattice" form like every other page.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchPage from '@theme-original/SearchPage';

type Props = ComponentProps<typeof SearchPage>;

export default function SearchPageWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Head
        titleTemplate={`%s ${siteConfig.titleDelimiter} ${siteConfig.title}`}>
        {null}
      </Head>
      <SearchPage {...props} />
    </>
  );
}
