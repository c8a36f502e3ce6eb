/** The search box's label and placeholder, shared by the stand-in and the plugin's bar. */
import {translate} from '@docusaurus/Translate';

export const searchLabel = (): string =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
