/**
 * The components MDX pages render with: theme-classic's, plus a table that a
 * keyboard can scroll (see ScrollableTable) and the rest of a long page after
 * its first screen (see RestOfPage, placed by plugins/first-screen). Wrapped,
 * not ejected. (A docs page's h1 gets its copy-page menu in src/theme/Heading.)
 */
import MDXComponents from '@theme-original/MDXComponents';

import RestOfPage from './RestOfPage';
import ScrollableTable from './ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
  RestOfPage,
};
