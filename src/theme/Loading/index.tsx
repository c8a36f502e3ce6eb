/**
 * What a reader sees while a page's code is loading (react-loadable's
 * `loading` component). Replaces core's fallback to translate it, animate it
 * with CSS (still under prefers-reduced-motion) and announce it to screen
 * readers.
 *
 * - before react-loadable's delay (200 ms) has passed: nothing, so fast loads
 *   do not flash a spinner;
 * - then a centred spinner;
 * - on a failed chunk: a red box with the error and a Retry button.
 */
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
// The theme declares no Props for Loading: it takes react-loadable's props.
import type {LoadingComponentProps as Props} from 'react-loadable';

import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.loadingError} role="alert">
        <p className={styles.loadingErrorMessage}>{String(error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={retry}>
          <Translate
            id="theme.Loading.retry"
            description="The label of the button that retries loading a page that failed to load">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.loadingContainer} role="status" aria-live="polite">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.visuallyHidden}>
          <Translate
            id="theme.Loading.label"
            description="The screen reader text while a page is loading">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
