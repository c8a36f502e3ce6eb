/**
 * The attribute that marks an Enter pressed in the navbar's stand-in search
 * box (after the last key typed there): set by the inline script of
 * plugins/early-search-shortcut.ts, read by ./Loaded.tsx at the hand-over.
 */
export const enteredAttribute = 'data-entered';
