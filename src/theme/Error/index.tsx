/**
 * The top-level crash screen (core's `@theme/Error`), used when an error
 * escapes the page's own boundary. Replaces core's untranslated fallback: it
 * renders our ErrorPageContent inside the layout, and the same content alone
 * when the layout cannot render either.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Error';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
// Same as core's fallback: the layout needs a route context to render outside
// of a route (facebook/docusaurus#9852).
import {RouteContextProvider} from '@docusaurus/core/lib/client/routeContext';

export default function Error({error, tryAgain}: Props): ReactNode {
  return (
    <RouteContextProvider
      value={{plugin: {name: 'docusaurus-core-error-boundary', id: 'default'}}}>
      <ErrorBoundary
        fallback={() => <ErrorPageContent error={error} tryAgain={tryAgain} />}>
        <Head>
          <title>
            {translate({
              id: 'theme.ErrorPage.title',
              message: 'Page error',
              description: 'The document title of the crash screen',
            })}
          </title>
        </Head>
        <Layout>
          <ErrorPageContent error={error} tryAgain={tryAgain} />
        </Layout>
      </ErrorBoundary>
    </RouteContextProvider>
  );
}
