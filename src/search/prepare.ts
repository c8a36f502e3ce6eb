/**
 * What the navbar's box starts at the reader's first sign of searching,
 * beside the dropdown's code: the search worker and its download of the
 * index's head for the page's docs version.
 */
import {scopeFor} from './scope';
import {prepareSearch} from './workerClient';

export function prepareFor(pathname: string): void {
  const {versionUrl, searchContext} = scopeFor(pathname);
  prepareSearch(versionUrl, searchContext);
}
