/** @jest-environment jsdom */
import React from 'react';
import {act, fireEvent, screen, waitFor} from '@testing-library/react';
import SearchBar from '@theme/SearchBar';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';

// The plugin's bar (lunr, mark.js, a worker) stands in as a plain input. It
// suspends while `mockPluginArrival` is pending: its code is still on the way.
let mockPluginArrival: Promise<void> = Promise.resolve();
jest.mock('@theme-original/SearchBar', () => {
  return {
    __esModule: true,
    // Controlled, like the plugin's: what it shows is its React state.
    default: function PluginSearchBar() {
      React.use(mockPluginArrival);
      const [value, setValue] = React.useState('');
      // Like the plugin: on mount, a timeout resets the box to the page's
      // highlighted terms (none here).
      React.useEffect(() => {
        setTimeout(() => setValue(''), 0);
      }, []);
      return (
        <input
          data-testid="plugin-search"
          data-state={value}
          aria-label="Search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    },
  };
});

async function flushLazy() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Makes the plugin's code wait until the returned function is called. */
function holdPluginBack(): () => void {
  let arrive: () => void = () => {};
  mockPluginArrival = new Promise((resolve) => {
    arrive = resolve;
  });
  return arrive;
}

describe('SearchBar', () => {
  // First in the file: it watches the first load of the plugin's code, which
  // React.lazy then keeps for the rest of the file.
  it('shows a busy box while the plugin bar is on its way', async () => {
    const arrive = holdPluginBack();
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    act(() => screen.getByPlaceholderText('搜索').focus());
    await flushLazy();
    expect(screen.getByPlaceholderText('搜索')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByTestId('plugin-search')).toBeNull();
    await act(async () => arrive());
    const plugin = await screen.findByTestId(
      'plugin-search',
      {},
      {timeout: 3000},
    );
    await waitFor(() => expect(plugin).toHaveFocus());
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

  it('hands the plugin bar what was typed while it loaded, caret at the end', async () => {
    const arrive = holdPluginBack();
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    const standIn = screen.getByPlaceholderText('搜索') as HTMLInputElement;
    act(() => standIn.focus());
    fireEvent.input(standIn, {target: {value: '拦截器'}});
    await flushLazy();
    await act(async () => arrive());
    const plugin = (await screen.findByTestId(
      'plugin-search',
      {},
      {timeout: 3000},
    )) as HTMLInputElement;
    await waitFor(() => expect(plugin).toHaveFocus());
    await flushLazy();
    expect(plugin).toHaveValue('拦截器');
    expect(plugin).toHaveAttribute('data-state', '拦截器');
    expect(plugin.selectionStart).toBe(3);
    expect(screen.queryByPlaceholderText('搜索')).toBeNull();
    mockPluginArrival = Promise.resolve();
  });

  it('waits for an IME composition to end before handing over', async () => {
    const arrive = holdPluginBack();
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    const standIn = screen.getByPlaceholderText('搜索') as HTMLInputElement;
    act(() => standIn.focus());
    fireEvent.compositionStart(standIn);
    fireEvent.input(standIn, {target: {value: 'lan'}});
    await flushLazy();
    await act(async () => arrive());
    await flushLazy();
    // Still composing: the stand-in keeps the focus and the text.
    expect(standIn).toHaveFocus();
    fireEvent.input(standIn, {target: {value: '拦截器'}});
    fireEvent.compositionEnd(standIn);
    await flushLazy();
    const plugin = await screen.findByTestId('plugin-search');
    await waitFor(() => expect(plugin).toHaveFocus());
    await flushLazy();
    expect(plugin).toHaveValue('拦截器');
    mockPluginArrival = Promise.resolve();
  });

  it('loads the plugin bar on focus and hands it the focus', async () => {
    renderWithDocusaurus(<SearchBar />);
    act(() => screen.getByPlaceholderText('Search').focus());
    await flushLazy();
    const plugin = await screen.findByTestId('plugin-search');
    await waitFor(() => expect(plugin).toHaveFocus());
  });

  it("labels the plugin input in the reader's language", async () => {
    renderWithDocusaurus(<SearchBar />, {locale: 'zh'});
    act(() => screen.getByPlaceholderText('搜索').focus());
    await flushLazy();
    const plugin = await screen.findByTestId('plugin-search');
    await waitFor(() => expect(plugin).toHaveFocus());
    expect(plugin).toHaveAccessibleName('搜索');
  });

  it('loads it with Ctrl+K as well', async () => {
    renderWithDocusaurus(<SearchBar />);
    fireEvent.keyDown(document, {key: 'k', ctrlKey: true});
    await flushLazy();
    const plugin = await screen.findByTestId('plugin-search');
    await waitFor(() => expect(plugin).toHaveFocus());
  });

  it('loads it at once on a page opened from a result, to highlight the terms', async () => {
    renderWithDocusaurus(<SearchBar />, {
      path: '/docs/overview/interceptors?_highlight=拦截器',
    });
    await flushLazy();
    expect(await screen.findByTestId('plugin-search')).toBeInTheDocument();
  });
});
