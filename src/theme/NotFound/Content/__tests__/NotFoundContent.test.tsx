/** @jest-environment jsdom */
import React from 'react';
import {screen} from '@testing-library/react';
import NotFoundContent from '@theme/NotFound/Content';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

describe('NotFound/Content', () => {
  it('tells an English reader the page is missing and how to get back', async () => {
    renderWithDocusaurus(<NotFoundContent />, {locale: 'en'});
    // The copy arrives with its own chunk.
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent(
      'Page Not Found',
    );
    expect(
      screen.getByText(/could not find what you were looking for/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/contact the owner of the site that linked you/),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', {name: 'Back to the home page'}),
    ).toHaveAttribute('href', '/');
    expect(
      screen.getByRole('link', {name: 'Read the documentation'}),
    ).toHaveAttribute('href', '/docs/introduction');
  });

  it('says the same in Chinese', async () => {
    renderWithDocusaurus(<NotFoundContent />, {locale: 'zh'});
    expect(await screen.findByRole('heading', {level: 1})).toHaveTextContent(
      '找不到页面',
    );
    expect(screen.getByText('我们找不到你要访问的页面。')).toBeInTheDocument();
    expect(
      screen.getByText(/请联系把你带到这里的网站的所有者/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', {name: '返回首页'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: '阅读文档'})).toBeInTheDocument();
  });
});
