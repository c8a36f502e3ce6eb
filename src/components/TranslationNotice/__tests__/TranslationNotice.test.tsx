/** @jest-environment jsdom */
/**
 * The notice on a zh page whose English source changed: its date, the link
 * to the same page in English, and the changes for translators. The
 * DocItem/Content wrapper shows it on that page only, after loading its code.
 */
import React from 'react';
import {screen} from '@testing-library/react';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';
import ContentWithTranslationNotice from '@site/src/theme/DocItem/Content';
import TranslationNotice from '..';

jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDoc: () => ({metadata: {source: mockSource}}),
}));
jest.mock('@theme-original/DocItem/Content', () => ({
  __esModule: true,
  // Upstream's content, as a stand-in.
  default: () => React.createElement('p', null, 'The page itself'),
}));

let mockSource = '';
const lagging =
  '@site/i18n/zh/docusaurus-plugin-content-docs/current/overview/modules.mdx';
const page = {
  source: 'docs/overview/modules.mdx',
  translated: '2026-01-01T10:00:00Z',
  changes: [
    {
      hash: '0123456789abcdef0123456789abcdef01234567',
      date: '2026-03-05T09:30:00Z',
      subject: 'Modules: explain the injector tree',
    },
  ],
  changeCount: 1,
};
const commitUrl = 'https://github.com/lattice-framework/lattice-docs/commit/';
const zhPage = {
  locale: 'zh',
  baseUrl: '/zh/',
  path: '/zh/docs/next/overview/modules',
  globalData: {'translation-status': {behind: {[lagging]: page}, commitUrl}},
} as const;

it('says when the English page changed and links to it', () => {
  renderWithDocusaurus(
    <TranslationNotice page={page} commitUrl={commitUrl} />,
    zhPage,
  );
  expect(
    screen.getByText('英文原文已于 2026年3月5日 更新，本页译文尚未跟上。'),
  ).toBeInTheDocument();
  const link = screen.getByRole('link', {name: '阅读英文页面'});
  expect(link).toHaveAttribute('href', '/docs/next/overview/modules');
  expect(link).toHaveAttribute('hreflang', 'en');
});

it('lists the changes to follow for translators', () => {
  renderWithDocusaurus(
    <TranslationNotice page={page} commitUrl={commitUrl} />,
    zhPage,
  );
  expect(screen.getByText('给译者：有 1 处改动需要跟进')).toBeInTheDocument();
  expect(
    screen.getByText(/Modules: explain the injector tree/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', {name: '0123456'})).toHaveAttribute(
    'href',
    `${commitUrl}0123456789abcdef0123456789abcdef01234567`,
  );
  expect(screen.getByText('docs/overview/modules.mdx')).toBeInTheDocument();
});

it('shows the notice above a lagging page, once its code has loaded', async () => {
  mockSource = lagging;
  renderWithDocusaurus(
    <ContentWithTranslationNotice>{null}</ContentWithTranslationNotice>,
    zhPage,
  );
  expect(screen.getByText('The page itself')).toBeInTheDocument();
  expect(await screen.findByRole('link', {name: '阅读英文页面'})).toBeVisible();
});

it('shows nothing above a page that is up to date', async () => {
  mockSource =
    '@site/i18n/zh/docusaurus-plugin-content-docs/current/overview/providers.mdx';
  const {container} = renderWithDocusaurus(
    <ContentWithTranslationNotice>{null}</ContentWithTranslationNotice>,
    zhPage,
  );
  expect(screen.getByText('The page itself')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.querySelector('aside')).toBeNull();
  expect(container.textContent).toBe('The page itself');
});
