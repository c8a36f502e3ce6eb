/**
 * The route map of the site, written out from the issue and the framework
 * brief (not derived from the config or the docs folders), so that a page
 * that disappears from the build is noticed.
 */

/** Version prefixes after `/docs`. */
export const versionPrefixes = {
  next: '/docs/next',
  '2.0.x': '/docs',
  '1.1.x': '/docs/1.1.x',
  '1.0.x': '/docs/1.0.x',
  '0.7.x': '/docs/0.7.x',
} as const;
export type RouteVersion = keyof typeof versionPrefixes;
export const routeVersions = Object.keys(versionPrefixes) as RouteVersion[];

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

/** Pages only some versions have. */
export const versionOnlyPages: Record<string, readonly RouteVersion[]> = {
  'overview/dynamic-modules': ['next', '2.0.x'],
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

const platformApi = (name: string): PackageApi => ({
  classes: [`${name}Platform`],
  interfaces: [`${name}PlatformOptions`],
});

// Logger moved into lattice-common in 1.0; 0.7.x has it in lattice-logger.
const commonApi = (
  withDynamicModule: boolean,
  withLogger = true,
): PackageApi => ({
  classes: [...(withLogger ? ['Logger'] : []), 'LatticeError', 'InjectionToken'],
  interfaces: [
    'ModuleMetadata',
    ...(withDynamicModule ? ['DynamicModule'] : []),
    'LatticeInterceptor',
    'ExecutionContext',
    'CallHandler',
    'OnInit',
    'OnDestroy',
    'InjectableOptions',
  ],
});

const sharedPackages: Record<string, PackageApi> = {
  'lattice-app': {
    classes: ['LatticeApplication', 'ModuleRef', 'Injector'],
    interfaces: ['ApplicationOptions', 'MountOptions'],
  },
  'lattice-cli': {
    classes: ['CommandRunner', 'GenerateCommand', 'UpdateCommand'],
    interfaces: ['GenerateOptions', 'UpdateOptions'],
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
};

const v1Packages = {
  ...sharedPackages,
  'lattice-common': commonApi(false),
  'lattice-platform-svelte': platformApi('Svelte'),
};
const v2Packages = {...v1Packages, 'lattice-common': commonApi(true)};

/** The API reference's packages and their class and interface pages, per version. */
export const apiByVersion: Record<RouteVersion, Record<string, PackageApi>> = {
  next: v2Packages,
  '2.0.x': v2Packages,
  '1.1.x': v1Packages,
  '1.0.x': v1Packages,
  '0.7.x': {
    ...sharedPackages,
    'lattice-common': commonApi(false, false),
    'lattice-collections': {classes: ['Collection', 'ObservableMap'], interfaces: ['CollectionOptions']},
    'lattice-config': {classes: ['ConfigService'], interfaces: ['ConfigOptions']},
    'lattice-logger': {classes: ['Logger', 'ConsoleTransport'], interfaces: ['LoggerOptions', 'LogTransport']},
    'lattice-platforms': {classes: ['PlatformRegistry', 'BasePlatform'], interfaces: ['Platform', 'PlatformOptions']},
    'lattice-utils': {classes: ['EventEmitter', 'Deferred'], interfaces: ['Disposable']},
  },
};

/** Pages outside the docs. */
export const sitePages = ['/', '/faq', '/support-us'] as const;

/** The release notes (issue 24): the blog's own pages and one post per release. */
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
  for (const [page, versions] of Object.entries(versionOnlyPages)) {
    if (versions.includes(version)) pages.push(page);
  }
  for (const [pkg, api] of Object.entries(apiByVersion[version])) {
    pages.push(`api/${pkg}`);
    for (const name of api.classes) pages.push(`api/${pkg}/classes/${name}`);
    for (const name of api.interfaces) pages.push(`api/${pkg}/interfaces/${name}`);
  }
  return pages.map((page) => `${prefix}/${page}`);
}

/** Every route of one locale (without the locale prefix). */
export function allRoutes(): string[] {
  return [...sitePages, ...routeVersions.flatMap(docsRoutes)];
}

/** Routes that must NOT exist: version-only pages outside their versions. */
export function absentRoutes(): string[] {
  const absent: string[] = [];
  for (const [page, versions] of Object.entries(versionOnlyPages)) {
    for (const version of routeVersions) {
      if (!versions.includes(version)) absent.push(`${versionPrefixes[version]}/${page}`);
    }
  }
  absent.push('/docs/0.7.x/api/lattice-platform-svelte');
  for (const pkg of ['lattice-collections', 'lattice-config', 'lattice-logger', 'lattice-platforms', 'lattice-utils']) {
    absent.push(`/docs/api/${pkg}`, `/docs/1.0.x/api/${pkg}`);
  }
  return absent;
}

export const locales = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
] as const;
