/**
 * The home page's line under the hero: the newest release post, its date and
 * title, linking to it (plugins/latest-post publishes it at build time).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LatestPost as Post} from '@site/plugins/latest-post';

import styles from './styles.module.css';

export default function LatestPost(): ReactNode {
  const post = usePluginData('latest-post') as Post | undefined;
  const {i18n} = useDocusaurusContext();
  if (!post) return null;
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? 'en';
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(post.date));
  return (
    <section className={styles.latest} aria-labelledby="latest-post-label">
      <div className="container">
        <p>
          <span id="latest-post-label" className={styles.label}>
            <Translate
              id="homepage.latestPost"
              description="Label before the newest release post on the home page">
              Latest release notes
            </Translate>
          </span>{' '}
          <time dateTime={post.date}>{date}</time>{' '}
          <Link to={post.permalink} autoAddBaseUrl={false}>
            {post.title}
          </Link>
        </p>
      </div>
    </section>
  );
}
