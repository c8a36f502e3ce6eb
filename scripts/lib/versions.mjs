/**
 * How the docs versions compare, one rule for everything that runs in Node:
 * the config, the tests and their route map, the API generator and the
 * build-log check. Which versions exist is versions.json's to say
 * (src/data/site.ts reads it); this module only orders and names them.
 *
 * A release is named `X.Y.x` and ordered by the semver of `X.Y.0`; next (`next`
 * in api/, in its URLs and in the tests, `current` to Docusaurus) is newer than
 * every release. A fact that arrived in a release holds `since` it: in that
 * release, every newer one and next. So a version cut from next gets next's
 * facts with no edit anywhere.
 *
 * Not part of src/data/site.ts: the home page imports that module, and semver
 * has no place in the browser's JavaScript.
 */
import semver from 'semver';

/** The unreleased version's names: in api/ and URLs, and to Docusaurus. */
const nextNames = new Set(['next', 'current']);

/**
 * Whether `name` names a release (`2.0.x`) rather than next.
 * @param {string} name
 */
export function isRelease(name) {
  return /^\d+\.\d+\.x$/.test(name);
}

/** @param {string} name */
function semverOf(name) {
  if (!isRelease(name))
    throw new Error(
      `"${name}" is not a docs version: a release is X.Y.x, the unreleased one next (current).`,
    );
  return `${name.slice(0, -'x'.length)}0`;
}

/**
 * Negative when `a` is older than `b`, zero for the same version, positive
 * when `a` is newer: `versions.sort(compareVersions)` puts the oldest first
 * and next last.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function compareVersions(a, b) {
  const aIsNext = nextNames.has(a);
  const bIsNext = nextNames.has(b);
  if (aIsNext || bIsNext) return Number(aIsNext) - Number(bIsNext);
  return semver.compare(semverOf(a), semverOf(b));
}

/**
 * The versions a fact holds in: `since` the release it arrived in (that
 * release, every newer one and next), `before` the release that dropped it.
 * With neither, every version.
 * @typedef {{readonly since?: string, readonly before?: string}} VersionRange
 */

/**
 * Whether `version` is in `range`.
 * @param {string} version
 * @param {VersionRange} range
 * @returns {boolean}
 */
export function inRange(version, range) {
  const {since, before} = range;
  return (
    (since === undefined || compareVersions(version, since) >= 0) &&
    (before === undefined || compareVersions(version, before) < 0)
  );
}

/**
 * The release a version documents, as readers name it: `1.1.x` is 1.1; next
 * is the minor after the newest of `versions` (2.0.x → 2.1).
 * @param {string} version
 * @param {readonly string[]} versions
 * @returns {string}
 */
export function releaseOf(version, versions) {
  if (isRelease(version)) return version.slice(0, -'.x'.length);
  const newest = versions.filter(isRelease).sort(compareVersions).at(-1);
  if (!newest) return version;
  const next = semver.inc(semverOf(newest), 'minor');
  return `${semver.major(next)}.${semver.minor(next)}`;
}

/**
 * The versions of a build limited to some (DOCS_VERSIONS, for example
 * `current,1.0.x`), or undefined for a build of every version: unset, or set
 * to nothing (`DOCS_VERSIONS= npm run build`, an empty CI variable), which
 * the docs plugin would otherwise refuse with a message about its own option.
 * @param {string | undefined} list
 * @returns {string[] | undefined}
 */
export function onlyVersionsOf(list) {
  const names = list
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names?.length ? names : undefined;
}

/**
 * The version served at /docs: the latest release, or in a build of some
 * versions that leaves it out, the first of those, so that links to /docs/...
 * keep working in a subset.
 * @param {string} latest
 * @param {readonly string[] | undefined} onlyVersions
 * @returns {string}
 */
export function servedAtDocs(latest, onlyVersions) {
  return !onlyVersions || onlyVersions.includes(latest)
    ? latest
    : onlyVersions[0];
}
