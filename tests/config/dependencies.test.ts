/**
 * package.json says what the site uses: every package a file imports is
 * declared, what the production build loads is in `dependencies` (so
 * `npm ci --omit=dev && npm run build` works: CONTRIBUTING, "Dependencies"),
 * and each override and install-script decision is explained in CONTRIBUTING.
 * The imports are read with TypeScript's parser (tests/config/imports.ts).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

import {importsOf, packageOf, sourceFiles} from './imports';

const siteDir = path.join(__dirname, '../..');

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
  allowScripts: Record<string, boolean>;
}
const pkg = JSON.parse(
  readFileSync(path.join(siteDir, 'package.json'), 'utf8'),
) as PackageJson;

/** Modules Docusaurus provides by alias in a build, not packages. */
const coreClientExports = readdirSync(
  path.join(
    path.dirname(require.resolve('@docusaurus/core/package.json')),
    'lib/client/exports',
  ),
)
  .filter((file) => file.endsWith('.js'))
  .map((file) => `@docusaurus/${file.replace(/\.js$/, '')}`);
const isAlias = (specifier: string) =>
  /^@(site|theme|theme-original|theme-init|generated)\//.test(specifier) ||
  coreClientExports.includes(specifier);

/** Lattice's own packages: samples the tests compile import them from the declarations in api/<version>/. */
const latticePackages = new Set(
  readdirSync(path.join(siteDir, 'api'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => path.basename(file, '.d.ts')),
);

const isBuiltin = (name: string) =>
  builtinModules.includes(name) || name.startsWith('node:');

/** The package a file's import needs declared, or null when it needs none. */
function neededPackage(specifier: string): string | null {
  if (isAlias(specifier)) return null;
  const name = packageOf(specifier);
  if (!name || isBuiltin(name) || latticePackages.has(name)) return null;
  return name;
}

const allImports = sourceFiles(siteDir).flatMap((file) =>
  importsOf(path.join(siteDir, file)).map((found) => ({file, ...found})),
);

/** A relative import's file, as Node and the bundler resolve it, from the site's folder; null when it is not a file of ours. */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'].map((ext) => base + ext),
    ...['ts', 'tsx', 'js'].map((ext) => `${base}/index.${ext}`),
  ];
  return (
    candidates.find(
      (file) =>
        existsSync(path.join(siteDir, file)) && /\.[cm]?[jt]sx?$/.test(file),
    ) ?? null
  );
}

/**
 * Files the production build loads: the config and sidebars, the client code
 * in src/ and the plugins (tests beside them excluded), with every file they
 * import (scripts/lib…).
 */
const buildFiles = (() => {
  const byFile = new Map<string, string[]>();
  for (const {file, specifier} of allImports) {
    if (!specifier.startsWith('.') && !specifier.startsWith('@site/')) continue;
    const target = specifier.startsWith('@site/')
      ? resolveRelative('x', `./${specifier.slice('@site/'.length)}`)
      : resolveRelative(file, specifier);
    if (target) byFile.set(file, [...(byFile.get(file) ?? []), target]);
  }
  const isTest = (file: string) =>
    /(^|\/)__tests__\//.test(file) || /\.test\.[jt]sx?$/.test(file);
  const seen = new Set<string>();
  const queue = [
    'docusaurus.config.ts',
    'sidebars.ts',
    // The client code, and every plugin file: plugins also load files by
    // path (a worker thread's module, a webpack loader), not only by import.
    ...sourceFiles(siteDir, ['src', 'plugins']).filter(
      (file) => /^(src|plugins)\//.test(file) && !isTest(file),
    ),
  ];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file) ?? []));
  }
  return seen;
})();

it('finds the imports it checks (the config, a plugin, a component, a test)', () => {
  const files = new Set(allImports.map(({file}) => file));
  for (const file of [
    'docusaurus.config.ts',
    'plugins/llms-txt/convert.mjs',
    'src/theme/Tabs/index.tsx',
    'tests/e2e/support/fixtures.ts',
  ])
    expect(files).toContain(file);
  // The build's files, followed from the config through its imports.
  for (const file of [
    'plugins/llms-txt/convert.mjs',
    'plugins/lean-routes/routes-loader.cjs',
    'src/theme/Tabs/index.tsx',
  ])
    expect(buildFiles).toContain(file);
  expect(buildFiles).not.toContain('tests/e2e/support/fixtures.ts');
});

it('keeps tools out of tests/: nothing outside tests/ imports from it', () => {
  const reachingIn = allImports.flatMap(({file, specifier}) => {
    if (file.startsWith('tests/') || !specifier.startsWith('.')) return [];
    const target = resolveRelative(file, specifier);
    return target?.startsWith('tests/')
      ? [`${file} imports ${target}: move what both need to scripts/lib/`]
      : [];
  });
  expect(reachingIn).toEqual([]);
});

it('declares every package a file of the site, its scripts or its tests imports', () => {
  const declared = new Set([
    ...Object.keys(pkg.dependencies),
    ...Object.keys(pkg.devDependencies),
  ]);
  const undeclared = allImports.flatMap(({file, specifier, typeOnly}) => {
    const name = neededPackage(specifier);
    if (!name || declared.has(name)) return [];
    // A type-only import is met by the package's types.
    if (
      typeOnly &&
      declared.has(`@types/${name.replace('@', '').replace('/', '__')}`)
    )
      return [];
    return [`${file} imports ${specifier}: add ${name} to package.json`];
  });
  expect(undeclared).toEqual([]);
});

it('puts what the production build loads in dependencies, not devDependencies', () => {
  const dependencies = new Set(Object.keys(pkg.dependencies));
  const misplaced = allImports.flatMap(({file, specifier, typeOnly}) => {
    const name = neededPackage(specifier);
    if (!name || typeOnly || !buildFiles.has(file) || dependencies.has(name))
      return [];
    return [
      `${file} imports ${specifier} at build time: move ${name} to dependencies (npm ci --omit=dev leaves devDependencies out)`,
    ];
  });
  expect(misplaced).toEqual([]);
});

it('declares no package that another declared package already brings for the same use (playwright-core with @playwright/test)', () => {
  expect(pkg.devDependencies).not.toHaveProperty('playwright-core');
  expect(pkg.dependencies).not.toHaveProperty('playwright-core');
});

describe('CONTRIBUTING explains', () => {
  const contributing = readFileSync(
    path.join(siteDir, 'CONTRIBUTING.md'),
    'utf8',
  );
  const start = contributing.indexOf('## Dependencies');
  const section = contributing.slice(
    start,
    contributing.indexOf('\n## ', start + 1),
  );

  it.each(Object.keys(pkg.overrides))('the override of %s', (name) => {
    expect(start).toBeGreaterThan(-1);
    expect(section).toMatch(new RegExp(`\\| \`${name}\` \\|`));
  });

  it.each(Object.keys(pkg.allowScripts))(
    'the install-script decision on %s',
    (name) => {
      expect(section).toMatch(new RegExp(`\\| \`${name}\` \\|`));
    },
  );

  it('every package with an install script has a decision (npm blocks the rest)', () => {
    // A package installed with an install script that allowScripts does not
    // name: npm 11 warns, npm 12 blocks it without a word in package.json.
    const lock = JSON.parse(
      readFileSync(path.join(siteDir, 'package-lock.json'), 'utf8'),
    ) as {packages: Record<string, {hasInstallScript?: boolean}>};
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 13));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual(
      [],
    );
    expect(existsSync(path.join(siteDir, 'package-lock.json'))).toBe(true);
  });
});
