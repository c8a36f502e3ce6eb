/**
 * The components MDX pages render with: theme-classic's, plus a table that a
 * keyboard can scroll (see ScrollableTable). Wrapped, not ejected.
 * (RestOfPage, beside it, is imported by the pages plugins/first-screen cuts.) (A docs page's h1 gets its copy-page menu in src/theme/Heading.)
 */
import MDXComponents from '@theme-original/MDXComponents';

import ScrollableTable from './ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
