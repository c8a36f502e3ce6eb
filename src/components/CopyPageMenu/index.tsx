/**
 * The "copy page" menu beside a docs page's title: copy the
 * page's Markdown twin (`<route>.md`, written by plugins/llms-txt at build
 * time) for an AI assistant, open it, or open the llms.txt of the page's
 * docs version.
 *
 * A native <details> disclosure: keyboard-reachable, and the two links work
 * without JavaScript. Copying (copyPage.ts) loads when the menu opens: it
 * fetches the twin and hands the clipboard a promise of it; where there is no
 * clipboard API (or it refuses), the text is shown selected, to copy with
 * Ctrl+C / ⌘C.
 *
 * Its strings carry no descriptions for translators (code.json is written
 * from the code): the ids and the English say enough, and descriptions here
 * would cost every docs page their bytes.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';

import styles from './styles.module.css';

/** The page's Markdown twin: its route with `.md`. */
export function twinOf(pathname: string): string {
  return `${pathname.replace(/\/$/, '')}.md`;
}

/** Fetching and copying load on first use (copyPage.ts): opening the menu starts it. */
const loadCopyPage = () => import('./copyPage');

export default function CopyPageMenu(): ReactNode {
  const {pathname} = useLocation();
  const version = useActiveVersion(undefined);
  const latestLlms = useBaseUrl('/llms.txt');
  const twin = twinOf(pathname);
  const llms =
    !version || version.isLast ? latestLlms : `${version.path}/llms.txt`;
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (fallback === null) return;
    textarea.current?.focus();
    textarea.current?.select();
  }, [fallback]);

  const copy = () => {
    setFallback(null);
    loadCopyPage().then(
      async ({copyPage, statusMessage}) => {
        setStatus(statusMessage('copying'));
        const result = await copyPage(twin);
        setStatus(statusMessage(result.status));
        if (result.status === 'selected') setFallback(result.text);
      },
      // Offline, the code did not come: the twin cannot either.
      () =>
        setStatus(
          translate({
            id: 'theme.copyPage.failed',
            message: 'Could not load the Markdown of this page',
          }),
        ),
    );
  };

  return (
    <details
      className={`copyPageMenu ${styles.menu}`}
      onToggle={(event) => {
        if (event.currentTarget.open) void loadCopyPage();
      }}>
      <summary className={styles.summary}>
        <Translate id="theme.copyPage.menu">Copy page</Translate>
      </summary>
      <div className={styles.panel}>
        <button type="button" className={styles.item} onClick={copy}>
          <Translate id="theme.copyPage.copy">Copy as Markdown</Translate>
        </button>
        {/* Files, not routes: plain links keep them out of the router and
            the broken-link checker, which knows only pages. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className={styles.item} href={twin} target="_blank" rel="noreferrer">
          <Translate id="theme.copyPage.view">View as Markdown</Translate>
        </a>
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className={styles.item} href={llms} target="_blank" rel="noreferrer">
          <Translate id="theme.copyPage.llms">
            llms.txt of this version
          </Translate>
        </a>
        <p className={styles.status} role="status">
          {status}
        </p>
        {fallback !== null && (
          <textarea
            ref={textarea}
            className={styles.fallback}
            readOnly
            value={fallback}
            aria-label={translate({
              id: 'theme.copyPage.fallbackLabel',
              message: 'The page as Markdown',
            })}
          />
        )}
      </div>
    </details>
  );
}
