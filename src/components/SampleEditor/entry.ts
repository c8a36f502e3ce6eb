/**
 * What every page with an editable sample carries of the sample editor: the
 * session-storage key of a page's edits, which a block checks once to reopen
 * an edit after a reload (src/theme/CodeBlock/Content). The editor and the
 * compiler load on Edit.
 */

/** The session-storage entry of a page's edits: block key → edited text. */
export const editsKey = (pathname: string): string =>
  `sample-edits:${pathname}`;
