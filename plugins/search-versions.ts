/**
 * The docs versions' paths, for the search worker (src/search/worker.ts): a
 * worker started by the navbar's box is named after the reader's page, and
 * asks for that page's index head as soon as it runs, without waiting for a
 * message from the page (src/search/startWorker.ts says why). Which index a
 * page searches is `scopeFrom` (src/search/scopeRules.ts), over these paths
 * here and over the docs plugin's global data on the page, so the two agree.
 *
 * A module of its own rather than the global data, which lists every doc of
 * every version: the worker's chunk is part of the first search's bytes.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import type {SearchVersions} from '../src/search/scopeRules';

export default function searchVersions({baseUrl}: LoadContext): Plugin {
  return {
    name: 'search-versions',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      const data: SearchVersions = {
        baseUrl,
        versions: (docs?.loadedVersions ?? []).map(({path, isLast}) => ({
          path,
          isLast,
        })),
      };
      await actions.createData('versions.json', JSON.stringify(data));
    },
  };
}
