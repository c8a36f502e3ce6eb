/**
 * @jest-environment jsdom
 *
 * The navbar's search box and its dropdown, over a stand-in worker whose
 * answers the tests hand out: the box loads nothing until used, becomes the
 * combobox in place (the same element, what was typed kept), lists results
 * with their words marked, says how many in the reader's language, and
 * refines a list from the index's head only while the reader has not moved
 * into it.
 */
import React from 'react';
import {act, fireEvent, screen, waitFor, within} from '@testing-library/react';
import SearchBar from '@theme/SearchBar';

import {renderWithDocusaurus} from '@site/tests/jest/renderWithDocusaurus';
import {DocumentType, type SearchResult} from '@site/src/search/types';
import type {WorkerAnswer} from '@site/src/search/worker';

/** A page found by its title. */
function page(id: number, title: string, url: string): SearchResult {
  return {
    document: {i: id, t: title, u: url, b: ['Docs', 'Overview']},
    type: DocumentType.Title,
    page: undefined,
    metadata: {},
    tokens: ['intercept'],
    score: 1,
  };
}

const fromHead: WorkerAnswer = {
  results: [
    page(1, 'Interceptors', '/docs/overview/interceptors'),
    page(2, 'Intercepting errors', '/docs/guides/errors'),
  ],
  hints: [],
  direct: true,
  fromHead: true,
};
const fromWhole: WorkerAnswer = {
  ...fromHead,
  results: [fromHead.results[1]!, fromHead.results[0]!],
  fromHead: false,
};

const render = (locale: 'en' | 'zh' = 'en') =>
  renderWithDocusaurus(<SearchBar />, {locale});

let mockWhole: () => void = () => {};
const mockWorker = {
  fetchIndexes: jest.fn(async () => {}),
  whole: jest.fn(
    () =>
      new Promise<void>((resolve) => {
        mockWhole = resolve;
      }),
  ),
  search: jest.fn(async () => fromHead),
};
jest.mock('@site/src/search/workerClient', () => ({
  prepareSearch: jest.fn(),
  searchWorker: jest.fn(async () => mockWorker),
}));

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The box, focused, with `query` typed, once the dropdown lists results. */
async function typed(query: string, locale: 'en' | 'zh' = 'en') {
  render(locale);
  const box = screen.getByRole('searchbox') as HTMLInputElement;
  act(() => box.focus());
  fireEvent.change(box, {target: {value: query}});
  await waitFor(() => expect(box).toHaveAttribute('role', 'combobox'), {
    timeout: 3000,
  });
  await screen.findAllByRole('option');
  return box;
}

beforeEach(() => {
  mockWorker.search.mockReset().mockResolvedValue(fromHead);
});

describe('SearchBar', () => {
  it.each([
    ['en', 'Search'],
    ['zh', '搜索'],
  ] as const)(
    'shows a translated box and loads nothing until used (%s)',
    async (locale, label) => {
      render(locale);
      const box = screen.getByPlaceholderText(label);
      expect(box).toHaveAccessibleName(label);
      await flush();
      expect(box).not.toHaveAttribute('role', 'combobox');
      expect(mockWorker.search).not.toHaveBeenCalled();
    },
  );

  it('becomes the combobox in place, keeping what was typed before its code arrived', async () => {
    render();
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    act(() => box.focus());
    // Typed before the dropdown's code is there: the DOM's value only.
    box.value = 'intercept';
    await waitFor(() => expect(box).toHaveAttribute('role', 'combobox'), {
      timeout: 3000,
    });
    expect(box).toHaveValue('intercept');
    expect(box).toHaveFocus();
    expect(mockWorker.search).toHaveBeenCalledWith('/', '', 'intercept', 8);
    const list = await screen.findByRole('listbox', {name: 'Search results'});
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    // The two results, then the results page.
    expect(options.map((option) => option.textContent)).toEqual([
      'InterceptorsDocs › Overview',
      'Intercepting errorsDocs › Overview',
      'Search the whole documentation for “intercept”',
    ]);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]!.querySelector('mark')).toHaveTextContent('Intercept');
  });

  it('says how many results there are, in Chinese on a zh page', async () => {
    await typed('intercept', 'zh');
    expect(screen.getByRole('status')).toHaveTextContent('2 条结果');
  });

  it('refines the list with the whole index while the reader has not moved into it', async () => {
    mockWorker.search
      .mockResolvedValueOnce(fromHead)
      .mockResolvedValueOnce(fromWhole);
    await typed('intercept');
    await act(async () => mockWhole());
    await waitFor(() =>
      expect(screen.getAllByRole('option')[0]).toHaveTextContent(
        'Intercepting errors',
      ),
    );
  });

  it('keeps the list as it is once the reader has moved the selection into it', async () => {
    mockWorker.search
      .mockResolvedValueOnce(fromHead)
      .mockResolvedValueOnce(fromWhole);
    const box = await typed('intercept');
    fireEvent.keyDown(box, {key: 'ArrowDown'});
    await act(async () => mockWhole());
    await flush();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Interceptors');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes on Escape and keeps the text', async () => {
    const box = await typed('intercept');
    fireEvent.keyDown(box, {key: 'Escape'});
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('intercept');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('offers what a query found nothing for may have meant, and searches it on a click', async () => {
    mockWorker.search.mockResolvedValue({
      results: [],
      hints: ['component'],
      direct: false,
      fromHead: false,
    });
    const box = await typed('compnentz');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nothing found for “compnentz”.',
    );
    mockWorker.search.mockResolvedValue(fromHead);
    fireEvent.click(screen.getByRole('link', {name: 'component'}));
    expect(box).toHaveValue('component');
    await waitFor(() =>
      expect(mockWorker.search).toHaveBeenLastCalledWith(
        '/',
        '',
        'component',
        8,
      ),
    );
  });
});
