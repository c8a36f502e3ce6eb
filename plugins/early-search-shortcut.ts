/**
 * The navbar search box's keys, in an inline script in the head of every
 * page, so that they work from the first paint and the first-load code of
 * every page carries none of them (src/theme/SearchBar: the box is on every
 * page, the combobox and results load on first use):
 * - Ctrl/⌘+K, or `/` outside a field, focuses the box, before React has
 *   taken the page over (a slow phone, a long page) or after; the box's
 *   focus is the sign of intent that loads the dropdown (at hydration, the
 *   SearchBar sees a box focused before it);
 * - an Enter in the box before the dropdown drives it (no `role="combobox"`
 *   yet) marks it `data-entered` (a key typed after that clears the mark);
 *   the dropdown, when it arrives, opens the first result of what was typed
 *   once it has it. The mark is an attribute of the box, not React state.
 * The nginx Content-Security-Policy allows it by its hash
 * (scripts/csp-hashes.mjs).
 */
import type {Plugin} from '@docusaurus/types';

import {enteredAttribute} from '../src/theme/SearchBar/entered';

const script = `(function () {
  var box = 'input.navbar__search-input';
  var plainBox = box + ':not([role="combobox"])';
  document.addEventListener('keydown', function (event) {
    var target = event.target;
    var key = event.key || '';
    if (key === 'Enter' && !event.isComposing && target.matches && target.matches(plainBox)) {
      target.setAttribute('${enteredAttribute}', '');
      return;
    }
    var shortcut = event.ctrlKey || event.metaKey
      ? key.toLowerCase() === 'k'
      : key === '/' && !event.altKey && !(target.closest && target.closest('input, textarea, select, [contenteditable]'));
    if (!shortcut) return;
    var input = document.querySelector(box);
    if (!input) return;
    event.preventDefault();
    input.focus();
  });
  document.addEventListener('input', function (event) {
    var target = event.target;
    if (target.matches && target.matches(plainBox)) target.removeAttribute('${enteredAttribute}');
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
