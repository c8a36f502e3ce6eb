/** @jest-environment jsdom */
/**
 * The search box's inline script (plugins/early-search-shortcut.ts), run as
 * a page runs it: Ctrl/⌘+K and `/` focus the box, before hydration and after;
 * Enter in the box before the dropdown drives it marks it for the dropdown,
 * and a key typed after the Enter clears the mark.
 */
import type {HtmlTags} from '@docusaurus/types';

import earlySearchShortcut from '../early-search-shortcut';
import {enteredAttribute} from '../../src/theme/SearchBar/entered';

function runScript(): void {
  const plugin = earlySearchShortcut();
  const tags = plugin.injectHtmlTags!({content: undefined}) as {
    headTags: HtmlTags;
  };
  const [tag] = tags.headTags as {innerHTML: string}[];
  // The page's own script, as the browser runs it.
  new Function(tag!.innerHTML)();
}

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init}),
  );
const typed = (target: Element) =>
  target.dispatchEvent(new Event('input', {bubbles: true}));

describe('the search box before the dropdown', () => {
  let plainBox: HTMLInputElement;
  let driven: HTMLInputElement;
  beforeAll(runScript);
  beforeEach(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.body.innerHTML = `
      <input type="search" class="navbar__search-input">
      <input type="search" class="navbar__search-input" role="combobox" id="driven">`;
    plainBox = document.querySelector('input:not([role])')!;
    driven = document.querySelector('#driven')!;
  });

  it('marks an Enter in the box, before and after hydration', () => {
    key(plainBox, {key: 'Enter'});
    expect(plainBox.hasAttribute(enteredAttribute)).toBe(true);
    plainBox.removeAttribute(enteredAttribute);
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    key(plainBox, {key: 'Enter'});
    expect(plainBox.hasAttribute(enteredAttribute)).toBe(true);
  });

  it('clears the mark when the reader types on', () => {
    key(plainBox, {key: 'Enter'});
    typed(plainBox);
    expect(plainBox.hasAttribute(enteredAttribute)).toBe(false);
  });

  it('leaves an Enter that commits an IME composition, and the box the dropdown drives, alone', () => {
    key(plainBox, {key: 'Enter', isComposing: true});
    key(driven, {key: 'Enter'});
    expect(plainBox.hasAttribute(enteredAttribute)).toBe(false);
    expect(driven.hasAttribute(enteredAttribute)).toBe(false);
  });

  it('focuses the box on Ctrl+K, before and after hydration', () => {
    expect(key(document.body, {key: 'k', ctrlKey: true})).toBe(false);
    expect(document.activeElement).toBe(plainBox);
    plainBox.blur();
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    expect(key(document.body, {key: 'K', metaKey: true})).toBe(false);
    expect(document.activeElement).toBe(plainBox);
  });

  it('focuses the box on `/`, unless the reader is typing in a field', () => {
    expect(key(document.body, {key: '/'})).toBe(false);
    expect(document.activeElement).toBe(plainBox);
    document.body.insertAdjacentHTML('beforeend', '<textarea></textarea>');
    const field = document.querySelector('textarea')!;
    field.focus();
    expect(key(field, {key: '/'})).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(key(document.body, {key: 'k'})).toBe(true);
  });
});
