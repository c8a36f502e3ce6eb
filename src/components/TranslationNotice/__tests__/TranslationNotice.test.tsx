/** @jest-environment jsdom */
/**
 * The notice on a zh page whose English source changed: its date, the link
 * to the same page in English, and the changes for translators; nothing on a
 * page that is up to date.
 */
import React from 'react';
import {screen} from '@testing-library/react';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';
import TranslationNotice from '..';

const source =
  '@site/i18n/zh/docusaurus-plugin-content-docs/current/overview/modules.mdx';
const behind = {
  [source]: {
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
  },
};

function renderNotice(forSource: string) {
  return renderWithDocusaurus(<TranslationNotice source={forSource} />, {
    locale: 'zh',
    baseUrl: '/zh/',
    path: '/zh/docs/next/overview/modules',
    globalData: {
      'translation-status': {
        behind,
        commitUrl: 'https://github.com/lattice-framework/lattice-docs/commit/',
      },
    },
  });
}

it('says when the English page changed and links to it', () => {
  renderNotice(source);
  expect(
    screen.getByText('英文原文已于 2026年3月5日 更新，本页译文尚未跟上。'),
  ).toBeInTheDocument();
  const link = screen.getByRole('link', {name: '阅读英文页面'});
  expect(link).toHaveAttribute('href', '/docs/next/overview/modules');
  expect(link).toHaveAttribute('hreflang', 'en');
});

it('lists the changes to follow for translators', () => {
  renderNotice(source);
  expect(screen.getByText('给译者：有 1 处改动需要跟进')).toBeInTheDocument();
  expect(
    screen.getByText(/Modules: explain the injector tree/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', {name: '0123456'})).toHaveAttribute(
    'href',
    'https://github.com/lattice-framework/lattice-docs/commit/0123456789abcdef0123456789abcdef01234567',
  );
  expect(screen.getByText('docs/overview/modules.mdx')).toBeInTheDocument();
});

it('shows nothing on a page that is up to date', () => {
  const {container} = renderNotice(
    '@site/i18n/zh/docusaurus-plugin-content-docs/current/overview/providers.mdx',
  );
  expect(container).toBeEmptyDOMElement();
});
