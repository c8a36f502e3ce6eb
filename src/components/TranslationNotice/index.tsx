/**
 * At the top of a Chinese docs page whose English source has changed since it
 * was last translated (plugins/translation-status, shown by the
 * DocItem/Content wrapper): when the English page changed, a link to it, and
 * for contributors what changed.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import type {LaggingPage} from '@site/plugins/translation-status';

import styles from './styles.module.css';

/** A date as the theme's "last updated" line writes it, in UTC so the server and the browser agree. */
function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

/** The same page in the default locale: this page's path without the locale's base URL. */
function useSourcePageUrl(): string {
  const {pathname} = useLocation();
  const {siteConfig, i18n} = useDocusaurusContext();
  const localeBase = siteConfig.baseUrl;
  const defaultBase =
    i18n.currentLocale === i18n.defaultLocale
      ? localeBase
      : localeBase.replace(new RegExp(`${i18n.currentLocale}/$`), '');
  return pathname.startsWith(localeBase)
    ? `${defaultBase}${pathname.slice(localeBase.length)}`
    : pathname;
}

export default function TranslationNotice({
  page,
  commitUrl,
}: {
  page: LaggingPage;
  commitUrl: string;
}): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'en';
  const sourceUrl = useSourcePageUrl();
  const latest = page.changes[0]!;
  return (
    <aside className={styles.notice} aria-labelledby="translation-notice-title">
      <p id="translation-notice-title" className={styles.title}>
        <Translate
          id="theme.translationNotice.title"
          description="Title of the notice on a translated page whose English source changed since"
          values={{date: formatDate(latest.date, locale)}}>
          {
            'The English page changed on {date}; this translation has not caught up yet.'
          }
        </Translate>
      </p>
      <p>
        {/* Another locale is another application: a full page load, no base URL added. */}
        <Link
          to={sourceUrl}
          autoAddBaseUrl={false}
          target="_self"
          hrefLang="en">
          <Translate
            id="theme.translationNotice.sourceLink"
            description="Link from a lagging translated page to its English source page">
            Read the English page
          </Translate>
        </Link>
      </p>
      <details className={styles.details}>
        <summary>
          <Translate
            id="theme.translationNotice.changes"
            description="Summary of the list of English changes a translation has not followed, for contributors"
            values={{count: page.changeCount}}>
            {'For translators: {count} change(s) to follow'}
          </Translate>
        </summary>
        <ul>
          {page.changes.map((change) => (
            <li key={change.hash}>
              <time dateTime={change.date}>
                {formatDate(change.date, locale)}
              </time>{' '}
              <Link href={`${commitUrl}${change.hash}`}>
                <code>{change.hash.slice(0, 7)}</code>
              </Link>{' '}
              {change.subject}
            </li>
          ))}
        </ul>
        <p>
          <Translate
            id="theme.translationNotice.source"
            description="Where the English source of a lagging page is, for contributors"
            values={{file: <code>{page.source}</code>}}>
            {'English source: {file}'}
          </Translate>
        </p>
      </details>
    </aside>
  );
}
