/**
 * @jest-environment jsdom
 *
 * The dropdown of a query that found nothing: it says so, offers the
 * worker's hints (each puts its words in the box) and links the results page
 * for the query, in the bar's docs version and search context.
 */
import {EmptyTemplate, resultsPageUrl} from '../EmptyTemplate';
import {rememberSearch} from '../lastSearch';

describe('resultsPageUrl', () => {
  it.each([
    ['/zh/', '', '/zh/search?q=%E6%8B%A6'],
    ['/zh/docs/next/', '', '/zh/search?q=%E6%8B%A6&version=docs%2Fnext%2F'],
    ['/', 'blog', '/search?q=%E6%8B%A6&ctx=blog'],
  ])('from %s (context "%s") is %s', (versionUrl, searchContext, url) => {
    expect(resultsPageUrl('拦', versionUrl, searchContext)).toBe(url);
  });
});

describe('EmptyTemplate', () => {
  it('says nothing was found, offers the hints and links the results page', () => {
    rememberSearch({
      query: 'compnentz <b>',
      versionUrl: '/docs/1.1.x/',
      searchContext: '',
      hints: ['component'],
    });
    const panel = document.createElement('div');
    panel.innerHTML = EmptyTemplate({query: 'compnentz <b>'});
    expect(panel.textContent).toContain('Nothing found for “compnentz <b>”.');
    const hint = panel.querySelector<HTMLAnchorElement>('a[data-search-hint]')!;
    expect(hint.dataset.searchHint).toBe('component');
    expect(hint.getAttribute('href')).toBe(
      '/search?q=component&version=docs%2F1.1.x%2F',
    );
    const links = [...panel.querySelectorAll('a')];
    expect(links.at(-1)!.getAttribute('href')).toBe(
      '/search?q=compnentz+%3Cb%3E&version=docs%2F1.1.x%2F',
    );
    expect(panel.querySelector('b')).toBeNull();
  });

  it('still says so, without hints, for a query it has no record of', () => {
    const panel = document.createElement('div');
    panel.innerHTML = EmptyTemplate({query: 'other'});
    expect(panel.textContent).toContain('Nothing found for “other”.');
    expect(panel.querySelector('a')).toBeNull();
  });
});
