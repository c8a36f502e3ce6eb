/**
 * The components MDX pages render with: theme-classic's, plus a table that a
 * keyboard can scroll (see ScrollableTable) and, on docs pages, the copy-page
 * menu beside the title (see DocTitle). Wrapped, not ejected.
 */
import MDXComponents from '@theme-original/MDXComponents';

import DocTitle from './DocTitle';
import ScrollableTable from './ScrollableTable';

export default {
  ...MDXComponents,
  h1: DocTitle,
  table: ScrollableTable,
};
