/**
 * What the search dropdown shows when a query found nothing. Stands in for
 * the search plugin's `EmptyTemplate` (which says "No results" and nothing
 * else; `plugins/search-engine.ts` swaps the module at build time): it says
 * so in the reader's language, offers what the reader may have meant (the
 * worker's hints: a misspelling corrected, a synonym) and always a link to
 * the results page with the query. A hint puts its words in the box and
 * searches again; its link is the results page for it, for a new tab.
 */
import {translate} from '@docusaurus/Translate';

import {lastSearchFor} from './lastSearch';
import styles from './styles.module.css';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[
        char
      ]!,
  );

/**
 * The results page for `query`, as the plugin's "See all results" link
 * builds it — the site's base of the locale, then the page, with the docs
 * version and search context of the bar — but without its trailing slash,
 * which the site's URLs do not have (nginx would redirect).
 */
export function resultsPageUrl(
  query: string,
  versionUrl: string,
  searchContext: string,
): string {
  const docs = versionUrl.indexOf('docs/');
  const baseUrl = docs === -1 ? versionUrl : versionUrl.slice(0, docs);
  const params = new URLSearchParams({q: query});
  if (searchContext) params.set('ctx', searchContext);
  if (versionUrl !== baseUrl) {
    params.set('version', versionUrl.slice(baseUrl.length));
  }
  return `${baseUrl}search?${params.toString()}`;
}

/** A hint clicked: its words go into the bar, which searches for them. */
function searchHint(event: MouseEvent): void {
  const hint = (event.target as Element | null)?.closest<HTMLAnchorElement>(
    'a[data-search-hint]',
  );
  if (!hint || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const input = hint
    .closest('.navbar__search')
    ?.querySelector<HTMLInputElement>('input[role="combobox"]');
  if (!input) return;
  event.preventDefault();
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set;
  setValue?.call(input, hint.dataset.searchHint ?? '');
  input.focus();
  input.dispatchEvent(new Event('input', {bubbles: true}));
}
if (typeof document !== 'undefined') {
  document.addEventListener('click', searchHint);
}

export function EmptyTemplate({query}: {query: string}): string {
  const last = lastSearchFor(query);
  const link = (text: string) =>
    last ? resultsPageUrl(text, last.versionUrl, last.searchContext) : '';
  const noResults = translate(
    {
      id: 'theme.SearchBar.noResultsFor',
      message: 'Nothing found for “{query}”.',
      description: 'The search dropdown when a query found nothing',
    },
    {query: escapeHtml(query)},
  );
  const hints = last?.hints ?? [];
  const didYouMean = hints.length
    ? `<p class="${styles.line}">${translate({
        id: 'theme.SearchBar.didYouMean',
        message: 'Did you mean:',
        description:
          'Before the searches a reader may have meant, in the search dropdown',
      })} ${hints
        .map(
          (hint) =>
            `<a class="${styles.hint}" href="${escapeHtml(link(hint))}" data-search-hint="${escapeHtml(hint)}">${escapeHtml(hint)}</a>`,
        )
        .join(
          translate({
            id: 'theme.SearchBar.hintSeparator',
            message: ', ',
            description: 'Between two searches a reader may have meant',
          }),
        )}</p>`
    : '';
  const resultsPage = last
    ? `<p class="${styles.line}"><a href="${escapeHtml(link(query))}">${translate(
        {
          id: 'theme.SearchBar.searchResultsPage',
          message: 'Search the whole documentation for “{query}”',
          description:
            'The link to the search results page, when the dropdown found nothing',
        },
        {query: escapeHtml(query)},
      )}</a></p>`
    : '';
  return `<div class="${styles.empty}" role="status"><p class="${styles.line}">${noResults}</p>${didYouMean}${resultsPage}</div>`;
}
