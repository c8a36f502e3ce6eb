/** @jest-environment jsdom */
import React from 'react';
import {fireEvent, screen, waitFor} from '@testing-library/react';
import {AnnouncementBarProvider} from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme/AnnouncementBar';

import {
  renderWithDocusaurus,
  type TestLocale,
} from '@site/tests/jest/renderWithDocusaurus';
import siteConfig from '@site/docusaurus.config';
import {
  announcementLinkLabel,
  announcementLinkPath,
  announcementMessage,
} from '@site/src/data/announcement';

const configuredId = siteConfig.themeConfig.announcementBar.id;

function renderBar(locale: TestLocale = 'en', isBrowser = true) {
  return renderWithDocusaurus(<AnnouncementBar />, {
    locale,
    // false: the first render is the hydration of the server's HTML.
    isBrowser,
    wrapper: (children) => (
      <AnnouncementBarProvider>{children}</AnnouncementBarProvider>
    ),
  });
}

beforeEach(() => localStorage.clear());

describe('AnnouncementBar', () => {
  it('shows the English message, the one the bar id is made from', () => {
    renderBar('en');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(
      announcementMessage.replace('{link}', announcementLinkLabel),
    );
    expect(
      screen.getByRole('link', {name: announcementLinkLabel}),
    ).toHaveAttribute('href', announcementLinkPath);
  });

  it('shows the Chinese message on zh pages', () => {
    renderBar('zh');
    expect(screen.getByRole('banner')).toHaveTextContent('Lattice 2.0 已发布');
    expect(
      screen.getByRole('link', {name: '使用 lattice update --to 2 升级'}),
    ).toBeInTheDocument();
  });

  it('remembers the dismissal under the fixed storage keys', () => {
    renderBar('en');
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe(
      configuredId,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Close'}));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe(
      'true',
    );
  });

  it('stays hidden after a dismissal of the same announcement', () => {
    localStorage.setItem('docusaurus.announcement.id', configuredId);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    renderBar('en');
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('comes back when the announcement id changes', () => {
    localStorage.setItem(
      'docusaurus.announcement.id',
      'announcement-an-older-message',
    );
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    renderBar('en');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(localStorage.getItem('docusaurus.announcement.dismiss')).toBe(
      'false',
    );
    expect(localStorage.getItem('docusaurus.announcement.id')).toBe(
      configuredId,
    );
  });

  // The inline script hid the bar before hydration from the old dismissal.
  const hiddenBeforeHydration = () =>
    document.documentElement.getAttribute(
      'data-announcement-bar-initially-dismissed',
    );

  it('lifts the pre-hydration hiding at once for a new announcement', async () => {
    localStorage.setItem('docusaurus.announcement.id', 'announcement-older');
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    document.documentElement.setAttribute(
      'data-announcement-bar-initially-dismissed',
      'true',
    );
    renderBar('en');
    await waitFor(() => expect(hiddenBeforeHydration()).toBe('false'));
  });

  it('keeps it, while hydrating, for the announcement the reader dismissed', async () => {
    localStorage.setItem('docusaurus.announcement.id', configuredId);
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    document.documentElement.setAttribute(
      'data-announcement-bar-initially-dismissed',
      'true',
    );
    renderBar('en', false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hiddenBeforeHydration()).toBe('true');
  });
});
