/**
 * The announcement bar, ejected from theme-classic so that its text is
 * translated: themeConfig.announcementBar.content is one string for every
 * locale. Dismissal, storage keys and the id check stay upstream's
 * (useAnnouncementBar).
 */
import React, {useEffect, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames, useThemeConfig} from '@docusaurus/theme-common';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBarCloseButton from '@theme/AnnouncementBar/CloseButton';

// The texts below must stay literal for write-translations; the unit test
// checks they equal src/data/announcement.ts, from which the bar's id is made.
import {announcementLinkPath} from '@site/src/data/announcement';
import styles from './styles.module.css';

function AnnouncementText(): ReactNode {
  return (
    <Translate
      id="announcementBar.message"
      description="The announcement bar's message; {link} is the upgrade link"
      values={{
        link: (
          <Link
            to={announcementLinkPath}
            className={styles.announcementBarLink}>
            <Translate
              id="announcementBar.link"
              description="The label of the announcement bar's link">
              Upgrade with lattice update --to 2
            </Translate>
          </Link>
        ),
      }}>
      {'Lattice 2.0 is out: dynamic modules, ESM only and Svelte 5. {link}'}
    </Translate>
  );
}

function isDismissalStored(): boolean {
  try {
    return localStorage.getItem('docusaurus.announcement.dismiss') === 'true';
  } catch {
    // Storage that throws holds no dismissal.
    return false;
  }
}

export default function AnnouncementBar(): ReactNode {
  const {announcementBar} = useThemeConfig();
  const {isActive, close} = useAnnouncementBar();
  // Differs from upstream: the inline script hides the bar before hydration
  // when a dismissal is stored, without comparing announcement ids. Once the
  // provider has checked the id (its effect runs after this one, hence the
  // timeout) and the bar is still to be shown, lift that hiding at once
  // instead of on the next page load.
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = window.setTimeout(() => {
      if (!isDismissalStored()) {
        document.documentElement.setAttribute(
          'data-announcement-bar-initially-dismissed',
          'false',
        );
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isActive]);
  if (!isActive || !announcementBar) {
    return null;
  }
  const {backgroundColor, textColor, isCloseable} = announcementBar;
  return (
    <div
      className={clsx(
        ThemeClassNames.announcementBar.container,
        styles.announcementBar,
      )}
      style={{backgroundColor, color: textColor}}
      role="banner">
      {isCloseable && <div className={styles.announcementBarPlaceholder} />}
      {/* Differs from upstream: translated text instead of the config's HTML. */}
      <div className={clsx(styles.announcementBarContent)}>
        <AnnouncementText />
      </div>
      {isCloseable && (
        <AnnouncementBarCloseButton
          onClick={close}
          className={styles.announcementBarClose}
        />
      )}
    </div>
  );
}
