/**
 * Ctrl/⌘+K before React has taken the page over. The navbar's search box
 * (src/theme/SearchBar) answers the shortcut once hydrated; a reader who
 * presses it earlier (a slow phone, a long page) would type into nothing. This
 * inline script, in the head of every page, focuses the server-rendered search
 * box instead, so what is typed lands there; at hydration the SearchBar sees a
 * focused box and loads the bar. After hydration it does nothing. The nginx
 * Content-Security-Policy allows it by its hash (scripts/csp-hashes.mjs).
 */
import type {Plugin} from '@docusaurus/types';

const script = `document.addEventListener('keydown', function (event) {
  if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
  if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
  var input = document.querySelector('.navbar__search-input');
  if (!input) return;
  event.preventDefault();
  input.focus();
});`;

export default function earlySearchShortcut(): Plugin {
  return {
    name: 'early-search-shortcut',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
