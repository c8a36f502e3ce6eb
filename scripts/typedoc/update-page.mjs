/**
 * Where the API generator writes a version's pages, and the one generated
 * part of a guide: the section "API changes in <release>" at the end of each
 * version's update page (api-changes.mjs renders it). A module of its own,
 * without TypeDoc, because `docs:archive` writes the same section too: once
 * a version is archived, the next one's page links its frozen API pages
 * instead of its files, and that link is decided here for both.
 */
import fs from 'node:fs';
import path from 'node:path';

import {frozenLink, frozenRouteOf} from '../lib/archived.mjs';
import {
  diffInventories,
  renderApiChanges,
  withApiChanges,
} from './api-changes.mjs';
import {orderedVersions, readInventory, releaseOf} from './inventory.mjs';

/** The folder of api/ that holds the unreleased docs (Docusaurus calls it `current`). */
const NEXT = 'next';
const ZH_DOCS_DIR = 'i18n/zh/docusaurus-plugin-content-docs';

/** The page of a version whose end holds the generated "API changes" section. */
const UPDATE_PAGE = 'cli-commands/update.mdx';

/** Where a version's pages go, relative to the site root. */
export function outputDir(version, locale) {
  if (locale === 'en') {
    return version === NEXT
      ? 'docs/api'
      : `versioned_docs/version-${version}/api`;
  }
  return `${ZH_DOCS_DIR}/${version === NEXT ? 'current' : `version-${version}`}/api`;
}

/** The folder of a version's guides in a locale: the API pages' parent. */
export function guidesDirOf(siteDir, version, locale) {
  return path.resolve(siteDir, outputDir(version, locale), '..');
}

const inventoriesOf = new Map();

/**
 * Each version's declarations in `sourceDir` (api/), archived ones
 * included, read for the "New in" markers and the update pages: once per
 * thread, however many versions it generates.
 */
export function readInventories(sourceDir) {
  if (!inventoriesOf.has(sourceDir)) {
    inventoriesOf.set(
      sourceDir,
      new Map(
        orderedVersions(sourceDir).map((version) => [
          version,
          readInventory(path.join(sourceDir, version)),
        ]),
      ),
    );
  }
  return inventoriesOf.get(sourceDir);
}

/**
 * Writes (or, with `check`, compares) the section "API changes in <release>"
 * at the end of a version's update page: the version's declarations against
 * the release before it. The first version, which has no release before it
 * and whose update page leads the way to the next, shows the next one's
 * changes. `versions` is every version of api/, archived ones included:
 * 1.0's changes are still 0.7's declarations against 1.0's once 0.7.x is
 * archived. Returns the problems found.
 * @param {{
 *   inventories: Map<string, unknown>,
 *   versions: string[],
 *   archived: string[],
 *   version: string,
 *   locale: string,
 *   siteDir: string,
 *   check: boolean,
 * }} options
 * @returns {string[]}
 */
export function updateApiChanges({
  inventories,
  versions,
  archived,
  version,
  locale,
  siteDir,
  check,
}) {
  const index = versions.indexOf(version);
  const [fromVersion, toVersion] =
    index === 0 ? [versions[0], versions[1]] : [versions[index - 1], version];
  if (!toVersion) return [];
  const file = path.join(guidesDirOf(siteDir, version, locale), UPDATE_PAGE);
  const label = path.relative(siteDir, file);
  if (!fs.existsSync(file)) {
    return [`${label}: missing; it holds the API changes of ${version}`];
  }
  const problems = [];
  // A file link, which Docusaurus resolves and its link check checks. An
  // archived version has no files left, only its frozen pages on the server,
  // which the check does not see: each must be in the frozen tree.
  const apiLink = (linkVersion, page) => {
    if (!archived.includes(linkVersion))
      return path.posix.relative(
        path.posix.dirname(`${outputDir(version, locale)}/../${UPDATE_PAGE}`),
        `${outputDir(linkVersion, locale)}/${page}`,
      );
    const route = frozenRouteOf(linkVersion, `api/${page}`).split('#')[0];
    const frozen = `archive/${linkVersion}/${locale}${route}.html`;
    if (!fs.existsSync(path.join(siteDir, frozen)))
      problems.push(
        `${label}: links ${route}, which the frozen tree does not have (${frozen})`,
      );
    return frozenLink(linkVersion, `api/${page}`);
  };
  const section = renderApiChanges({
    diff: diffInventories(
      inventories.get(fromVersion),
      inventories.get(toVersion),
    ),
    before: inventories.get(fromVersion),
    after: inventories.get(toVersion),
    fromRelease: releaseOf(fromVersion, versions),
    toRelease: releaseOf(toVersion, versions),
    fromVersion,
    toVersion,
    locale,
    link: apiLink,
  });
  const page = fs.readFileSync(file, 'utf8');
  const updated = withApiChanges(page, section);
  if (updated === page) return problems;
  if (check)
    return [...problems, `differs: ${label} (its API changes section)`];
  fs.writeFileSync(file, updated);
  return problems;
}
