/**
 * Archived versions (versionsArchived.json; CONTRIBUTING, "Archived
 * versions") as the scripts see them: which they are, and how a page that is
 * still built links one of their pages. The app has no route for a frozen
 * page, so the link is `pathname://`, a file of the site that the browser
 * loads from the server (plugins/frozen-links keeps it in the same tab).
 * The API generator writes these links and `docs:archive` rewrites the
 * sources into them, so both must agree, hence one module.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The archived versions of the site in `siteDir`, newest first; none when
 * the file is missing (a tree from before archiving existed).
 * @param {string} siteDir
 * @returns {string[]}
 */
export function readArchivedVersions(siteDir) {
  const file = path.join(siteDir, 'versionsArchived.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * The route of a doc file of a version, without the locale: how the docs
 * plugin routes a page that sets no slug (`api/x/index.md` is `api/x`).
 * @param {string} version an archived release, never the latest
 * @param {string} file the file under the version's folder, with an anchor or not
 */
export function frozenRouteOf(version, file) {
  const [pathname = '', anchor] = file.split('#');
  const route = pathname.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `/docs/${version}${route ? `/${route}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * A Markdown link target for a doc file of an archived version.
 * @param {string} version
 * @param {string} file as for frozenRouteOf
 */
export function frozenLink(version, file) {
  return `pathname://${frozenRouteOf(version, file)}`;
}

/**
 * The broken links a build log reports (Docusaurus's warnings: a page's
 * links it found no route for, a Markdown link to no file), told apart by
 * whether they are on a page of `version`: the build of an archive renders
 * the versions its pages link, whose own links to the versions it leaves
 * out are broken there and do not matter, while the version's pages are
 * kept as they are.
 * @param {string} log the build's output, without colour codes
 * @param {string} version
 * @returns {{ofVersion: string[], elsewhere: string[]}} one line each
 */
export function brokenLinksOf(log, version) {
  const found = [];
  // "- Broken link on source page path = /zh/docs/0.7.x/x:" then its links.
  for (const [, route, links] of log.matchAll(
    /- Broken (?:link|anchor) on source page path = (\S+?):\n((?:[ \t]+->.*\n?)+)/g,
  ))
    for (const [, link] of links.matchAll(/->\s*linking to (\S+)/g))
      found.push({page: route, line: `${route}: ${link}`});
  for (const [, url, file] of log.matchAll(
    /Markdown link with URL `([^`]+)` in source file "([^"]+)"[^\n]*couldn't be resolved/g,
  ))
    found.push({page: file, line: `${file}: ${url}`});
  const isOfVersion = (page) =>
    page.includes(`/docs/${version}/`) || page.includes(`version-${version}/`);
  return {
    ofVersion: found
      .filter(({page}) => isOfVersion(page))
      .map(({line}) => line),
    elsewhere: found
      .filter(({page}) => !isOfVersion(page))
      .map(({line}) => line),
  };
}
