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
import {announcementTexts} from '@site/src/data/announcement';

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

// The wrapper over stock's bar. The zh text is the zh config's content
// (tests/config/config.test.ts) and is seen on zh pages in
// tests/e2e/announcement.spec.ts.
describe('AnnouncementBar', () => {
  it("shows the config's message with its link, as stock does", () => {
    renderBar('en');
    const {message, linkLabel} = announcementTexts.en;
    expect(screen.getByRole('banner')).toHaveTextContent(
      message.replace('{link}', linkLabel),
    );
    expect(screen.getByRole('link', {name: linkLabel})).toHaveAttribute(
      'href',
      '/docs/cli-commands/update',
    );
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
