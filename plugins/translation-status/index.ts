/**
 * Tells a reader of a Chinese page that its English source has changed since
 * the page was last translated, so that the reader knows to check the
 * English when it matters. In the zh build it reads git once
 * (status.ts) and publishes, as this plugin's global data, the zh pages that
 * are behind: the English changes not yet followed, newest first. The docs
 * page wrapper (src/theme/DocItem/Content) shows the notice; an up-to-date
 * page is not in the data and shows nothing. Other locales publish nothing.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';

import {pagesOf, readGit, stateOf} from './status';

/** What the notice of one page shows. */
export interface LaggingPage {
  /** The English source, relative to the site: what a contributor opens. */
  source: string;
  /** When the zh page was last translated (ISO 8601). */
  translated: string;
  /** The English changes it has not followed, newest first (at most five). */
  changes: {hash: string; date: string; subject: string}[];
  /** How many changes there are in all. */
  changeCount: number;
}

export interface TranslationStatusData {
  /** By the zh file's path relative to the site, as `@site/<path>` (a doc's `metadata.source`). */
  behind: Record<string, LaggingPage>;
  /** A commit's page is this followed by its hash. */
  commitUrl: string;
}

export const pluginName = 'translation-status';

export interface TranslationStatusOptions {
  /** The locale whose pages translate the default locale's. */
  locale: string;
  /** The released docs versions (next is docs/). */
  versions: readonly string[];
  /** The docs repository, whose commits the notice links. */
  repositoryUrl: string;
}

/** The zh pages whose English source moved on, as the notice shows them. */
function laggingPages(
  siteDir: string,
  versions: readonly string[],
): TranslationStatusData['behind'] {
  const behind: TranslationStatusData['behind'] = {};
  const git = readGit(siteDir);
  if (git.kind !== 'full') return behind;
  for (const pair of pagesOf(siteDir, versions)) {
    const state = stateOf(siteDir, git.history, pair);
    if (state.state !== 'behind') continue;
    behind[`@site/${pair.zh}`] = {
      source: pair.en,
      translated: state.translated.date,
      changes: state.changes
        .slice(0, 5)
        .map(({hash, date, subject}) => ({hash, date, subject})),
      changeCount: state.changes.length,
    };
  }
  return behind;
}

export default function translationStatus(options: TranslationStatusOptions) {
  return function translationStatusPlugin(context: LoadContext): Plugin {
    return {
      name: pluginName,
      async contentLoaded({actions}) {
        const data: TranslationStatusData = {
          behind:
            context.i18n.currentLocale === options.locale
              ? laggingPages(context.siteDir, options.versions)
              : {},
          commitUrl: `${options.repositoryUrl}/commit/`,
        };
        actions.setGlobalData(data);
      },
    };
  };
}
