/**
 * A wrapper over theme-classic's announcement bar; the text is stock's
 * (themeConfig.announcementBar.content, chosen per locale in
 * docusaurus.config.ts) and so are the dismissal and its storage keys.
 *
 * What it adds: upstream's inline script hides the bar before hydration when
 * a dismissal is stored, without comparing announcement ids, and that hiding
 * lasts until the next page load. When the provider has found a new
 * announcement id (so the bar is to be shown again), this lifts the hiding at
 * once. The colours per colour mode are in src/css/custom.css.
 */
import React, {useEffect, type ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import {useAnnouncementBar} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** The attribute theme-classic's inline script sets (inlineScripts.js). */
const initiallyDismissedAttribute = 'data-announcement-bar-initially-dismissed';

function isDismissalStored(): boolean {
  try {
    return localStorage.getItem('docusaurus.announcement.dismiss') === 'true';
  } catch {
    // Storage that throws holds no dismissal.
    return false;
  }
}

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const {isActive} = useAnnouncementBar();
  // The provider checks the stored id in an effect of its own, which runs
  // after this child's: hence the timeout.
  useEffect(() => {
    if (!isActive) return undefined;
    const timer = window.setTimeout(() => {
      if (!isDismissalStored()) {
        document.documentElement.setAttribute(
          initiallyDismissedAttribute,
          'false',
        );
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
