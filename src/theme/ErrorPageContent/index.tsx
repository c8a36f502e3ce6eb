/**
 * The crash screen: shown in place of a page whose rendering threw (by the
 * error boundary of the theme's Layout, and by `@theme/Error` when the layout
 * itself failed). Same content as upstream, with our own copy and styling.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ErrorBoundaryError} from '@docusaurus/theme-common';
import type {Props} from '@theme/Error';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return (
    <main className="container margin-vert--xl" role="alert">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed">
              This page crashed.
            </Translate>
          </Heading>
          <div className={styles.errorMessage}>
            <ErrorBoundaryError error={error} />
          </div>
          <button
            type="button"
            className="button button--primary"
            onClick={tryAgain}>
            <Translate
              id="theme.ErrorPageContent.tryAgain"
              description="The label of the button to try again rendering when the React error boundary captures an error">
              Try again
            </Translate>
          </button>
        </div>
      </div>
    </main>
  );
}
