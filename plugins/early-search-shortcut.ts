/**
 * The navbar's search box before its dropdown's code is there
 * (src/theme/SearchBar: the box is on every page, the combobox and results
 * load on first use). This inline script, in the head of every page:
 * - on Ctrl/⌘+K before React has taken the page over (a slow phone, a long
 *   page), focuses the server-rendered box, so what is typed lands there
 *   instead of nowhere; at hydration the SearchBar sees a focused box and
 *   loads the dropdown (after hydration, the SearchBar answers the shortcut);
 * - on Enter in the box before the dropdown drives it (no `role="combobox"`
 *   yet), before or after hydration, marks it `data-entered` (a key typed
 *   after that clears the mark); the dropdown, when it arrives, opens the
 *   first result of what was typed once it has it. The mark is an attribute
 *   of the box, not React state, so that the first-load code of every page
 *   carries none of this.
 * The nginx Content-Security-Policy allows it by its hash
 * (scripts/csp-hashes.mjs).
 */
import type {Plugin} from '@docusaurus/types';

import {enteredAttribute} from '../src/theme/SearchBar/entered';

const script = `(function () {
  var standIn = 'input.navbar__search-input:not([role="combobox"])';
  document.addEventListener('keydown', function (event) {
    var target = event.target;
    if (event.key === 'Enter' && !event.isComposing && target.matches && target.matches(standIn)) {
      target.setAttribute('${enteredAttribute}', '');
      return;
    }
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return;
    var input = document.querySelector('.navbar__search-input');
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
  document.addEventListener('input', function (event) {
    var target = event.target;
    if (target.matches && target.matches(standIn)) target.removeAttribute('${enteredAttribute}');
  });
})();`;

export default function earlySearchShortcut(): Plugin {
  return {
    name: 'early-search-shortcut',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
