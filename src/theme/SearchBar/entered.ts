/**
 * The attribute that marks an Enter pressed in the navbar's search box
 * before the dropdown drives it (after the last key typed there): set by the
 * inline script of plugins/early-search-shortcut.ts, read by ./Dropdown.tsx
 * when it arrives.
 */
export const enteredAttribute = 'data-entered';
