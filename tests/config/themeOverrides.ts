/**
 * Finds the site's departures from stock Docusaurus in the tree itself,
 * instead of trusting a list kept by hand:
 *
 * - the theme components src/theme overrides, each with the theme that ships
 *   the original and how that theme rates swizzling it
 *   (`getSwizzleConfig()`; a component a theme does not list is unsafe, as
 *   `docusaurus swizzle` treats it);
 * - the imports that reach into a package's internals
 *   (`@docusaurus/core/lib/…`, a plugin's `dist/…`) from the site's code,
 *   scripts and tests.
 *
 * tests/config/departures.test.ts holds them against plugins/departures.ts
 * and tests/config/upstream.json. Functions take the site's folder, so the
 * test can also show them failing on a scratch copy.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {fileToPath, posixPath} from '@docusaurus/utils';

import {importsOf, sourceFiles} from './imports';

type Rating = 'safe' | 'unsafe' | 'forbidden';

interface SwizzleConfig {
  readonly components: {
    readonly [name: string]: {
      readonly actions: {readonly eject: Rating; readonly wrap: Rating};
    };
  };
}

/** A theme that ships components the site may override, lowest first. */
interface Theme {
  readonly name: string;
  /** Its folder of components, as Docusaurus aliases them. */
  readonly dir: string;
  readonly swizzleConfig: SwizzleConfig | undefined;
}

const siteRequire = (siteDir: string, id: string): unknown =>
  require(require.resolve(id, {paths: [siteDir]}));

const packageDir = (siteDir: string, pkg: string) =>
  path.dirname(require.resolve(`${pkg}/package.json`, {paths: [siteDir]}));

/**
 * The themes Docusaurus layers under src/theme, in the order it layers them
 * (loadThemeAliases: core's fallback first, then the plugins' themes; a later
 * one shadows an earlier one): core's fallback, theme-classic, the search
 * plugin. Throws when one of the folders is gone, rather than finding nothing.
 */
export function themes(siteDir: string): Theme[] {
  const swizzleConfigOf = (pkg: string): SwizzleConfig | undefined => {
    const module = siteRequire(siteDir, pkg) as {
      getSwizzleConfig?: () => SwizzleConfig;
    };
    return module.getSwizzleConfig?.();
  };
  const list: Theme[] = [
    {
      name: '@docusaurus/core (theme-fallback)',
      dir: path.join(
        packageDir(siteDir, '@docusaurus/core'),
        'lib/client/theme-fallback',
      ),
      // Core has no swizzle configuration: its fallbacks are unrated.
      swizzleConfig: undefined,
    },
    {
      name: '@docusaurus/theme-classic',
      dir: path.join(
        packageDir(siteDir, '@docusaurus/theme-classic'),
        'lib/theme',
      ),
      swizzleConfig: swizzleConfigOf('@docusaurus/theme-classic'),
    },
    {
      name: '@easyops-cn/docusaurus-search-local',
      dir: path.join(
        packageDir(siteDir, '@easyops-cn/docusaurus-search-local'),
        'dist/client/client/theme',
      ),
      swizzleConfig: swizzleConfigOf('@easyops-cn/docusaurus-search-local'),
    },
  ];
  for (const theme of list) {
    if (!existsSync(theme.dir)) {
      throw new Error(
        `${theme.name} no longer has its components in ${theme.dir}: find where they went and update tests/config/themeOverrides.ts.`,
      );
    }
  }
  return list;
}

/** Component files of a theme folder, by their alias name (`CodeBlock/Buttons`), as Docusaurus lists them. */
export function componentFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const file = posixPath(entry);
    // Docusaurus's own rule (createAliasesForTheme): scripts, not tests or
    // declaration files.
    if (!/\.(js|jsx|ts|tsx)$/.test(file)) continue;
    if (/(^|\/)__tests__\//.test(file) || /\.test\.[jt]sx?$/.test(file))
      continue;
    if (file.endsWith('.d.ts')) continue;
    const name = fileToPath(file).replace(/^\//, '').replace(/\/$/, '');
    files.set(name, path.join(dir, entry));
  }
  return files;
}

export interface Override {
  /** The alias name, `@theme/<name>`. */
  readonly name: string;
  /** Our file, from the site's folder. */
  readonly file: string;
  /** The theme whose component it overrides. */
  readonly theme: string;
  /** That component's file. */
  readonly original: string;
  /** Whether ours imports the original (`@theme-original/<name>`). */
  readonly wraps: boolean;
  /** How the theme rates wrapping it; an unlisted component is unsafe. */
  readonly wrapRating: Rating;
}

export interface ThemeFolder {
  readonly overrides: Override[];
  /** Files of src/theme that override nothing and sit in no override's folder. */
  readonly strays: string[];
}

/** What src/theme overrides, and what it holds that overrides nothing. */
export function themeOverrides(siteDir: string): ThemeFolder {
  const layered = themes(siteDir).map((theme) => ({
    ...theme,
    files: componentFiles(theme.dir),
  }));
  const ours = componentFiles(path.join(siteDir, 'src/theme'));
  const overrides: Override[] = [];
  const helpers: string[] = [];
  for (const [name, file] of ours) {
    const theme = [...layered]
      .reverse()
      .find((candidate) => candidate.files.has(name));
    const relative = posixPath(path.relative(siteDir, file));
    if (!theme) {
      helpers.push(relative);
      continue;
    }
    overrides.push({
      name,
      file: relative,
      theme: theme.name,
      original: theme.files.get(name)!,
      wraps: importsOf(file).some(
        ({specifier}) => specifier === `@theme-original/${name}`,
      ),
      wrapRating:
        theme.swizzleConfig?.components[name]?.actions.wrap ?? 'unsafe',
    });
  }
  // A file that overrides nothing belongs to the override whose folder holds
  // it (CodeBlock/HighlightedHtml.ts); anything else is a new theme component
  // that should live in src/components.
  const folders = overrides.map(({file}) => path.posix.dirname(file));
  const strays = helpers.filter(
    (file) => !folders.some((folder) => file.startsWith(`${folder}/`)),
  );
  return {overrides, strays};
}

/**
 * A specifier that reaches into a package past its public entry points: a
 * compiled `lib/` or `dist/` file, or a `src/` file.
 */
const INTERNAL = /^((?:@[^/]+\/)?[^/.@][^/]*)\/(lib|dist|src)\/.+/;

export interface InternalImport {
  /** Our file, from the site's folder. */
  readonly file: string;
  /** The upstream file, as upstream.json names it (`@docusaurus/core/lib/client/routeContext.js`). */
  readonly upstream: string;
}

/** Every import of a package's internals in the site's sources. */
export function internalImports(siteDir: string): InternalImport[] {
  const found: InternalImport[] = [];
  for (const file of sourceFiles(siteDir)) {
    for (const {specifier} of importsOf(path.join(siteDir, file))) {
      if (!INTERNAL.test(specifier)) continue;
      const upstream = /\.[cm]?js$/.test(specifier)
        ? specifier
        : `${specifier}.js`;
      found.push({file, upstream});
    }
  }
  return found;
}

/** What tests/config/upstream.json records, by our file. */
export interface UpstreamRecord {
  readonly files: {
    readonly [ours: string]: {
      readonly relation: string;
      readonly upstream: readonly {readonly file: string}[];
    };
  };
}

/**
 * Every departure the tree holds that the lists do not: a theme override that
 * is neither a wrapper of a component its theme rates safe to wrap nor a
 * departure of plugins/departures.ts recorded in upstream.json; a stray file
 * in src/theme; a departure naming a component src/theme no longer
 * overrides; an import of a package's internals upstream.json does not
 * record. Each message names the file and what to do.
 */
export function unlistedDepartures(
  siteDir: string,
  themeComponents: Readonly<Record<string, readonly string[] | undefined>>,
  record: UpstreamRecord,
): string[] {
  const problems: string[] = [];
  const departureOf = (name: string) =>
    Object.entries(themeComponents).find(([, components]) =>
      components?.includes(name),
    )?.[0];
  const {overrides, strays} = themeOverrides(siteDir);
  for (const override of overrides) {
    const safeWrapper = override.wraps && override.wrapRating === 'safe';
    const departure = departureOf(override.name);
    const recorded = record.files[override.file];
    if (safeWrapper && !departure) continue;
    const how = override.wraps
      ? `wraps ${override.theme}'s ${override.name}, which it rates ${override.wrapRating} to wrap`
      : `replaces ${override.theme}'s ${override.name}`;
    if (!departure) {
      problems.push(
        `${override.file} ${how}: list it under a departure in plugins/departures.ts (themeComponents) and CONTRIBUTING, or make it stock.`,
      );
    }
    if (!recorded) {
      problems.push(
        `${override.file} ${how}, but tests/config/upstream.json does not record it: add it with the upstream file it ${override.wraps ? 'wraps' : 'was ejected from'}.`,
      );
    }
  }
  for (const file of strays) {
    problems.push(
      `${file} overrides no theme component and sits in no override's folder: site components go in src/components.`,
    );
  }
  const overridden = new Set(overrides.map(({name}) => name));
  for (const [departure, components] of Object.entries(themeComponents)) {
    for (const name of components ?? []) {
      if (!overridden.has(name)) {
        problems.push(
          `plugins/departures.ts lists ${name} under ${departure}, but src/theme does not override it: take it off the list.`,
        );
      }
    }
  }
  for (const {file, upstream} of internalImports(siteDir)) {
    const recorded = record.files[file]?.upstream.some(
      (entry) => entry.file === upstream,
    );
    if (!recorded) {
      problems.push(
        `${file} imports ${upstream}, a package's internals: use a public export, or record it in tests/config/upstream.json and CONTRIBUTING's departures.`,
      );
    }
  }
  return problems;
}
