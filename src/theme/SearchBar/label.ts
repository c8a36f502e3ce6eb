/** The search box's label and placeholder, shared by the box and its dropdown. */
import {translate} from '@docusaurus/Translate';

export const searchLabel = (): string =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
