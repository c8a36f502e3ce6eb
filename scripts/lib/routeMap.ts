/**
 * The route map of the site. Its pages and API symbols are written out by
 * hand from what the site must have and the framework brief (not derived
 * from the config or the docs
 * folders), so that a page that disappears from the build is noticed. Which
 * versions there are comes from versions.json (src/data/site.ts), and what
 * only some versions have is written as a range of releases
 * (scripts/lib/versions.mjs): a version cut from next has next's routes, and
 * the map needs no edit for it.
 */
import {
  archivedVersions,
  latestVersion,
  releasedVersions,
} from '../../src/data/site';
import {
  compareVersions,
  inRange,
  releaseOf,
  type VersionRange,
} from './versions.mjs';

/** A docs version as its URL and api/ name it: `next`, or a release of versions.json. */
export type RouteVersion = string;

/** Every docs version, newest first: next, then the releases of versions.json. */
export const routeVersions: readonly RouteVersion[] = [
  'next',
  ...releasedVersions,
];

/** The release served at /docs (docusaurus.config.ts's `lastVersion`). */
export const latestRelease: RouteVersion = latestVersion;

/**
 * Releases retired from the build (versionsArchived.json): their routes stay
 * in the map, answered by their frozen trees.
 */
export const archivedRouteVersions: readonly RouteVersion[] = archivedVersions;

/**
 * Every release a reader can open, built or archived, newest first: the
 * API reference's "New in" and the update pages' API changes count from the
 * oldest, whose declarations api/ keeps when it is archived.
 */
export const documentedReleases: readonly RouteVersion[] = [
  ...releasedVersions,
  ...archivedVersions,
]
  .sort(compareVersions)
  .reverse();

/** The oldest documented release: what it declares says no "New in". */
export const oldestDocumentedRelease: RouteVersion = documentedReleases.at(-1)!;

/** Version prefixes after `/docs`: the latest release at /docs, the others under their name. */
export const versionPrefixes: Readonly<Record<RouteVersion, string>> =
  Object.fromEntries(
    [...routeVersions, ...archivedRouteVersions].map((version) => [
      version,
      version === latestRelease ? '/docs' : `/docs/${version}`,
    ]),
  );

/** Guide pages every version has, relative to the version prefix. */
export const guidePages = [
  'introduction',
  'examples',
  'overview/application',
  'overview/components',
  'overview/first-steps',
  'overview/interceptors',
  'overview/modules',
  'overview/providers',
  'built-in-modules/router-module',
  'cli-commands',
  'cli-commands/generate',
  'cli-commands/update',
  'configurations/lattice-config-js',
  'development/platform',
] as const;

/** Pages only some versions have, and which. */
export const versionOnlyPages: Readonly<Record<string, VersionRange>> = {
  'overview/dynamic-modules': {since: '2.0.x'},
};

export const categoryPages = [
  'category/api',
  'category/built-in-modules',
  'category/configurations',
  'category/development',
  'category/overview',
] as const;

interface PackageApi {
  readonly classes: readonly string[];
  readonly interfaces: readonly string[];
}

/** A class or interface that only some versions of its package have. */
type ApiName = string | ({readonly name: string} & VersionRange);

interface PackageSpec extends VersionRange {
  readonly classes: readonly ApiName[];
  readonly interfaces: readonly ApiName[];
}

const platformApi = (name: string): PackageSpec => ({
  classes: [`${name}Platform`],
  interfaces: [`${name}PlatformOptions`],
});

/** The brief's packages, their classes and interfaces, and the releases that have them. */
const packages: Readonly<Record<string, PackageSpec>> = {
  'lattice-app': {
    classes: ['LatticeApplication', 'ModuleRef', 'Injector'],
    interfaces: ['ApplicationOptions', 'MountOptions'],
  },
  'lattice-cli': {
    classes: ['CommandRunner', 'GenerateCommand', 'UpdateCommand'],
    interfaces: ['GenerateOptions', 'UpdateOptions'],
  },
  'lattice-common': {
    // Logger moved into lattice-common in 1.0; 0.7.x has it in lattice-logger.
    classes: [
      {name: 'Logger', since: '1.0.x'},
      'LatticeError',
      'InjectionToken',
    ],
    interfaces: [
      'ModuleMetadata',
      {name: 'DynamicModule', since: '2.0.x'},
      'LatticeInterceptor',
      'ExecutionContext',
      'CallHandler',
      'OnInit',
      'OnDestroy',
      'InjectableOptions',
    ],
  },
  'lattice-loader': {
    classes: ['ModuleLoader', 'ChunkRegistry'],
    interfaces: ['LoaderOptions', 'LoadedModule'],
  },
  'lattice-tools': {
    classes: ['Compiler', 'DevServer'],
    interfaces: ['BuildOptions', 'DevServerOptions', 'LatticeConfig'],
  },
  'create-lattice-app': {
    classes: ['ProjectGenerator'],
    interfaces: ['CreateOptions', 'TemplateDescriptor'],
  },
  'lattice-platform-react': platformApi('React'),
  'lattice-platform-vue': platformApi('Vue'),
  'lattice-platform-svelte': {...platformApi('Svelte'), since: '1.0.x'},
  // 1.0 folded these into lattice-common and the platform packages.
  'lattice-collections': {
    classes: ['Collection', 'ObservableMap'],
    interfaces: ['CollectionOptions'],
    before: '1.0.x',
  },
  'lattice-config': {
    classes: ['ConfigService'],
    interfaces: ['ConfigOptions'],
    before: '1.0.x',
  },
  'lattice-logger': {
    classes: ['Logger', 'ConsoleTransport'],
    interfaces: ['LoggerOptions', 'LogTransport'],
    before: '1.0.x',
  },
  'lattice-platforms': {
    classes: ['PlatformRegistry', 'BasePlatform'],
    interfaces: ['Platform', 'PlatformOptions'],
    before: '1.0.x',
  },
  'lattice-utils': {
    classes: ['EventEmitter', 'Deferred'],
    interfaces: ['Disposable'],
    before: '1.0.x',
  },
};

const nameOf = (entry: ApiName) =>
  typeof entry === 'string' ? entry : entry.name;
const rangeOf = (entry: ApiName): VersionRange =>
  typeof entry === 'string' ? {} : entry;

/** The API reference's packages of one version and their class and interface pages. */
export function apiOf(version: RouteVersion): Record<string, PackageApi> {
  const names = (entries: readonly ApiName[]) =>
    entries.filter((entry) => inRange(version, rangeOf(entry))).map(nameOf);
  return Object.fromEntries(
    Object.entries(packages)
      .filter(([, spec]) => inRange(version, spec))
      .map(([pkg, spec]) => [
        pkg,
        {classes: names(spec.classes), interfaces: names(spec.interfaces)},
      ]),
  );
}

/** The API reference's packages and their class and interface pages, per version. */
export const apiByVersion: Readonly<
  Record<RouteVersion, Record<string, PackageApi>>
> = Object.fromEntries(
  routeVersions.map((version) => [version, apiOf(version)]),
);

/**
 * The release whose API changes a version's update page ends with: its own,
 * and for next the minor after the latest release. The first release has no
 * release before it: its page shows what the release after it changes.
 */
export function changesReleaseOf(version: RouteVersion): string {
  const target =
    version === oldestDocumentedRelease
      ? (documentedReleases.at(-2) ?? version)
      : version;
  return releaseOf(target, ['next', ...documentedReleases]);
}

/** Pages outside the docs. */
export const sitePages = ['/', '/faq', '/support-us', '/versions'] as const;

/** The release notes: the blog's own pages and one post per release. */
export const blogPages = [
  '/blog',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  '/blog/lattice-0.7',
  '/blog/lattice-1.0',
  '/blog/lattice-1.1',
  '/blog/lattice-2.0',
  '/blog/lattice-2.1-preview',
] as const;

/** Every docs route of one version, relative to the site root of a locale. */
export function docsRoutes(version: RouteVersion): string[] {
  const prefix = versionPrefixes[version];
  const pages: string[] = [...guidePages, ...categoryPages];
  for (const [page, range] of Object.entries(versionOnlyPages)) {
    if (inRange(version, range)) pages.push(page);
  }
  for (const [pkg, api] of Object.entries(apiOf(version))) {
    pages.push(`api/${pkg}`);
    for (const name of api.classes) pages.push(`api/${pkg}/classes/${name}`);
    for (const name of api.interfaces)
      pages.push(`api/${pkg}/interfaces/${name}`);
  }
  return pages.map((page) => `${prefix}/${page}`);
}

/**
 * Every route of one locale (without the locale prefix), an archived
 * version's among them.
 */
export function allRoutes(): string[] {
  return [
    ...sitePages,
    ...[...routeVersions, ...archivedRouteVersions].flatMap(docsRoutes),
  ];
}

/**
 * Docs routes of one version that must NOT exist: the pages, packages,
 * classes and interfaces that only other versions have.
 */
export function absentDocsRoutes(version: RouteVersion): string[] {
  const prefix = versionPrefixes[version];
  const absent: string[] = [];
  for (const [page, range] of Object.entries(versionOnlyPages)) {
    if (!inRange(version, range)) absent.push(`${prefix}/${page}`);
  }
  for (const [pkg, spec] of Object.entries(packages)) {
    if (!inRange(version, spec)) {
      absent.push(`${prefix}/api/${pkg}`);
      continue;
    }
    for (const [kind, entries] of [
      ['classes', spec.classes],
      ['interfaces', spec.interfaces],
    ] as const) {
      for (const entry of entries) {
        if (!inRange(version, rangeOf(entry)))
          absent.push(`${prefix}/api/${pkg}/${kind}/${nameOf(entry)}`);
      }
    }
  }
  return absent;
}

/** Routes that must NOT exist, in every version. */
export function absentRoutes(): string[] {
  return routeVersions.flatMap(absentDocsRoutes);
}

export const locales = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
] as const;
