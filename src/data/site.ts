/**
 * Facts about Lattice and this site that more than one file needs: the
 * configuration, the home page, the theme components and the tests import them
 * from here instead of retyping them.
 */

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

export const defaultLocale = 'en';
export const locales = ['en', 'zh'] as const;
export type SiteLocale = (typeof locales)[number];

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
 * cutting a version needs no edit here.
 */
export const releasedVersions: readonly string[] = versionsJson;

export const latestVersion = releasedVersions[0]!;

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

/** Packages documented in the API reference of each version (see the framework brief). */
const corePackages = [
  'lattice-app',
  'lattice-cli',
  'lattice-common',
  'lattice-loader',
  'lattice-tools',
  'create-lattice-app',
  'lattice-platform-react',
  'lattice-platform-vue',
] as const;

export const packagesByVersion: Readonly<Record<string, readonly string[]>> = {
  current: [...corePackages, 'lattice-platform-svelte'],
  '2.0.x': [...corePackages, 'lattice-platform-svelte'],
  '1.1.x': [...corePackages, 'lattice-platform-svelte'],
  '1.0.x': [...corePackages, 'lattice-platform-svelte'],
  '0.7.x': [
    ...corePackages,
    'lattice-collections',
    'lattice-config',
    'lattice-logger',
    'lattice-platforms',
    'lattice-utils',
  ],
};
