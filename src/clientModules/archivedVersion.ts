/**
 * Only in the build `npm run docs:archive` freezes a version from
 * (docusaurus.config.ts adds it when ARCHIVE_VERSION is set); never in the
 * site's own build.
 *
 * An archived version's pages are that build's output, kept as they were
 * (`archive/<version>/<locale>/`), and they hydrate into that build's app.
 * The app knows the site as it was on the day of the archive: the latest
 * release of then, the home page of then. So a navigation that leaves the
 * archived version, by a link, the version banner, the navbar or a search
 * result, loads its page from the server instead of rendering that old copy:
 * the reader leaves the archive for the site as it is now. Within the
 * archived version, navigation stays in the app.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

/** The archived version's docs, in the locale of this build: `/zh/docs/0.7.x/`. */
const archivedPrefix = `${siteConfig.baseUrl}docs/${String(
  siteConfig.customFields?.archiveVersion,
)}/`;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    // The first render is the page the server sent: already the archive's.
    if (!previousLocation) return;
    if (`${location.pathname}/`.startsWith(archivedPrefix)) return;
    // The app has pushed the new URL already; the server's page replaces it.
    window.location.replace(
      `${location.pathname}${location.search}${location.hash}`,
    );
  },
};

export default clientModule;
