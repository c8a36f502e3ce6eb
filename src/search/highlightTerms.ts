/**
 * Marks the words a search result was found by on the page it opened (the
 * `_highlight` parameters the navbar's dropdown puts in the result's URL),
 * as the search plugin's bar does, with the same library (mark.js) and the
 * same exclusion (the mobile table of contents' button). Loaded only on a
 * page opened from a result, and on the page after it, to take the marks
 * away.
 */
import Mark from 'mark.js';

export function highlightTerms(terms: readonly string[]): void {
  // After the code blocks' own render of the page, which would drop marks
  // made inside them (the plugin's workaround, easyops-cn/
  // docusaurus-search-local#92): a task later.
  setTimeout(() => {
    const root = document.querySelector('article');
    if (!root) return;
    const mark = new Mark(root);
    mark.unmark();
    if (terms.length > 0) {
      mark.mark([...terms], {exclude: ['.theme-doc-toc-mobile > button']});
    }
  });
}
