/**
 * Facts about Lattice and this site that more than one file needs: the
 * configuration, the home page, the theme components and the tests import them
 * from here instead of retyping them.
 */

import versionsArchivedJson from '../../versionsArchived.json';
import versionsJson from '../../versions.json';

export const productName = 'Lattice';

export const tagline = {
  en: 'Build modular front-end applications, on any UI library.',
  zh: '用模块构建前端应用，适配任意 UI 库。',
} as const;

export const organizationName = 'lattice-framework';
export const sourceRepositoryUrl =
  'https://github.com/lattice-framework/lattice';
export const docsRepositoryUrl =
  'https://github.com/lattice-framework/lattice-docs';

/** Production URL of the site; links in sitemaps and social cards start here. */
export const siteUrl = 'https://lattice-framework.github.io';

/** The locales, default first (docusaurus.config.ts's i18n). */
export const defaultLocale = 'en';
export const locales = ['en', 'zh'] as const;

/** Where Docusaurus stores each locale's translated docs, relative to the site root. */
export const zhDocsDir = 'i18n/zh/docusaurus-plugin-content-docs';

export type VersionBanner = 'none' | 'unreleased' | 'unmaintained';

export interface DocVersionFacts {
  /** Name as Docusaurus knows it: `current` is the `docs/` folder. */
  readonly name: string;
  readonly label: string;
  /** URL segment after `/docs`; empty for the latest release. */
  readonly path: string;
  readonly banner: VersionBanner;
}

/**
 * The released versions, newest first, as `docs:version` maintains them. The
 * newest is the latest release at /docs; the older ones are unmaintained. So
 * cutting a version needs no edit here. How two versions compare is
 * scripts/lib/versions.mjs's to say (semver, for Node only: the browser
 * bundle imports this module).
 */
export const releasedVersions: readonly string[] = versionsJson;

/**
 * Releases retired from the build, newest first, as `docs:archive` records
 * them: each is served from its frozen tree (`archive/<version>/<locale>/`,
 * a static directory of its locale's build), under the path it had, and
 * offered after the built versions in the version dropdown and on the
 * versions page.
 */
export const archivedVersions: readonly string[] = versionsArchivedJson;

/**
 * A version's introduction as a link the browser loads from the server
 * (`pathname://`), not a route of the app: how the version dropdown and the
 * versions page reach what a build does not render (an archived version;
 * from the build of an archive, every other version). `path` as
 * `DocVersionFacts` has it, empty for the latest release; an archived
 * version's is its name.
 */
export const introductionFromServer = (path: string): string =>
  `pathname:///docs/${path ? `${path}/` : ''}introduction`;

/** The latest release: docusaurus.config.ts serves it at /docs (`lastVersion`). */
export const latestVersion = releasedVersions[0]!;

/**
 * The docs plugin's name of a version as api/ and the samples name it: the
 * plugin calls next `current`.
 */
export const docsPluginVersion = (version: string): string =>
  version === 'next' ? 'current' : version;

/** Every documented version, newest first: next, then the releases. */
export const docVersions: readonly DocVersionFacts[] = [
  {name: 'current', label: 'Next', path: 'next', banner: 'unreleased'},
  ...releasedVersions.map((name): DocVersionFacts => ({
    name,
    label: name,
    path: name === latestVersion ? '' : name,
    banner: name === latestVersion ? 'none' : 'unmaintained',
  })),
];
