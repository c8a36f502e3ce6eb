/**
 * Fails the build, naming docusaurus.config.ts, when a navbar or footer item
 * points at a doc id the docs do not have. Docusaurus itself only finds out
 * while rendering pages, and its error names neither the file nor the item.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

interface NavItem {
  readonly type?: string;
  readonly docId?: string;
  readonly label?: string;
  readonly items?: readonly NavItem[];
}

function docIdsIn(items: readonly NavItem[] | undefined): NavItem[] {
  return (items ?? []).flatMap((item) => [
    ...(item.type === 'doc' && item.docId ? [item] : []),
    ...docIdsIn(item.items),
  ]);
}

export default function checkNavbarDocIds(context: LoadContext): Plugin {
  return {
    name: 'check-navbar-doc-ids',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as
        LoadedContent | undefined;
      if (!docs) return;
      const themeConfig = context.siteConfig.themeConfig as {
        navbar?: {items?: NavItem[]};
        footer?: {links?: NavItem[]};
      };
      const items = [
        ...docIdsIn(themeConfig.navbar?.items),
        ...docIdsIn(themeConfig.footer?.links),
      ];
      const [lastVersion] = docs.loadedVersions.filter(
        (version) => version.isLast,
      );
      const ids = new Set(lastVersion?.docs.map((doc) => doc.id));
      const missing = items.filter((item) => !ids.has(item.docId!));
      if (missing.length > 0) {
        const list = missing
          .map(
            (item) =>
              `  - "${item.label ?? item.docId}" → doc id "${item.docId}"`,
          )
          .join('\n');
        throw new Error(
          `docusaurus.config.ts: navbar or footer items point at doc ids that version ${lastVersion?.versionName} does not have:\n${list}`,
        );
      }
    },
  };
}
