/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, screen} from '@testing-library/react';
import SearchBar from '@theme/SearchBar';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

// The plugin's bar (lunr, mark.js, a worker) stands in as a plain input. It
// suspends while `mockPluginArrival` is pending: its code is still on the way.
let mockPluginArrival: Promise<void> = Promise.resolve();
jest.mock('@theme-original/SearchBar', () => {
  return {
    __esModule: true,
    default: function PluginSearchBar() {
      React.use(mockPluginArrival);
      return <input data-testid="plugin-search" aria-label="Search" />;
    },
  };
});

async function flushLazy() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('SearchBar', () => {
  // First in the file: it watches the first load of the plugin's code, which
  // React.lazy then keeps for the rest of the file.
  it('shows a busy box while the plugin bar is on its way', async () => {
    let arrive: () => void = () => {};
    mockPluginArrival = new Promise((resolve) => {
      arrive = resolve;
    });
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    fireEvent.focus(screen.getByPlaceholderText('搜索'));
    await flushLazy();
    expect(screen.getByPlaceholderText('搜索')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByTestId('plugin-search')).toBeNull();
    await act(async () => arrive());
    expect(
      await screen.findByTestId('plugin-search', {}, {timeout: 3000}),
    ).toHaveFocus();
    mockPluginArrival = Promise.resolve();
  });

  it.each([
    ['en', 'Search'],
    ['zh', '搜索'],
  ] as const)(
    'shows a translated box and loads nothing until used (%s)',
    async (locale, label) => {
      renderWithDocusaurus(<SearchBar />, {locale});
      expect(screen.getByPlaceholderText(label)).toBeInTheDocument();
      await flushLazy();
      expect(screen.queryByTestId('plugin-search')).toBeNull();
    },
  );

  it('loads the plugin bar on focus and hands it the focus', async () => {
    renderWithDocusaurus(<SearchBar />);
    fireEvent.focus(screen.getByPlaceholderText('Search'));
    await flushLazy();
    const plugin = await screen.findByTestId('plugin-search');
    expect(plugin).toHaveFocus();
  });

  it("labels the plugin input in the reader's language", async () => {
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    fireEvent.focus(screen.getByPlaceholderText('搜索'));
    await flushLazy();
    expect(await screen.findByLabelText('搜索')).toHaveFocus();
  });

  it('loads it with Ctrl+K as well', async () => {
    renderWithDocusaurus(<SearchBar />);
    fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
    await flushLazy();
    expect(await screen.findByTestId('plugin-search')).toHaveFocus();
  });

  it('loads it at once on a page opened from a result, to highlight the terms', async () => {
    renderWithDocusaurus(<SearchBar />, {
      path: '/docs/overview/interceptors?_highlight=拦截器',
    });
    await flushLazy();
    expect(await screen.findByTestId('plugin-search')).toBeInTheDocument();
  });
});
