/**
 * Jest for every test of the site: component tests (jsdom, next to the
 * components in __tests__/), and the whole-site suites in tests/<kind>/.
 * Theme components are resolved the way Docusaurus resolves them: our
 * src/theme first, then theme-classic, with core's client exports for
 * `@docusaurus/*` and stubs for the `@generated/*` modules a build writes.
 */
const path = require('node:path');

const themeClassic = path.dirname(
  require.resolve('@docusaurus/theme-classic/package.json'),
);
const coreClient = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib/client',
);

/** What every project shares: transforms, module mapping, setup. */
const shared = {
  rootDir: __dirname,
  testEnvironment: 'node',
  // Within a project's roots only: a pattern over absolute paths would also
  // match a checkout that lives under a folder named `src` or `tests`.
  testMatch: ['<rootDir>/**/*.test.[jt]s?(x)'],
  testPathIgnorePatterns: ['/node_modules/'],
  // .mjs too: the generator's modules (scripts/typedoc/*.mjs) are tested
  // directly.
  moduleFileExtensions: [
    'js',
    'mjs',
    'cjs',
    'jsx',
    'ts',
    'tsx',
    'json',
    'node',
  ],
  transform: {
    '^.+\\.(t|m?j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
          target: 'es2022',
        },
        module: {type: 'commonjs'},
      },
    ],
  },
  // Docusaurus ships its client code as ES modules, and so do unified's
  // unist-util-visit (plugins/api-links/remark.ts, which the config loads)
  // and the search plugin's client functions src/search/engine.ts reuses:
  // compile them too.
  transformIgnorePatterns: [
    '/node_modules/(?!(@docusaurus|@easyops-cn|clsx|unist-util-[a-z-]+)/)',
  ],
  moduleNameMapper: {
    '\\.(css|scss)$': '<rootDir>/tests/jest/styleMock.js',
    '\\.svg$': '<rootDir>/tests/jest/svgMock.tsx',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/codeTranslations$': '<rootDir>/tests/jest/codeTranslations.ts',
    '^@generated/docusaurus.config$': '<rootDir>/tests/jest/generatedConfig.ts',
    '^@generated/(globalData|i18n|site-metadata|site-storage|routes)$':
      '<rootDir>/tests/jest/generated/$1.ts',
    '^@theme-original/(.*)$': `${themeClassic}/lib/theme/$1`,
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', `${themeClassic}/lib/theme/$1`],
    '^@docusaurus/core/lib/client/(.*)$': `${coreClient}/$1`,
    // A test compares a replaced module with theme-common's own (its package
    // exports do not list lib/ files).
    '^@docusaurus/theme-common/lib/(.*)$':
      '<rootDir>/node_modules/@docusaurus/theme-common/lib/$1',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]*)$': `${coreClient}/exports/$1`,
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
};

/**
 * Two projects, chosen by name (`--selectProjects`), never by path:
 * - fast: components, config, content and API tests; no build needed
 *   (`npm run test:quick` and the first stage of `npm test`);
 * - site: the built-output and contributor workflow tests, after a build.
 * The browser suite runs on @playwright/test (playwright.config.ts).
 */
/** @type {import('jest').Config} */
module.exports = {
  // Both cores: jest's default (one worker fewer than the CPUs) runs the
  // files one at a time on a 2-CPU machine, and both projects take markedly
  // longer so (measured in PERFORMANCE.md, "The test run", "Where the time
  // goes").
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'fast',
      roots: [
        '<rootDir>/src',
        '<rootDir>/tests/config',
        '<rootDir>/tests/content',
        '<rootDir>/scripts',
        '<rootDir>/plugins',
      ],
    },
    {
      ...shared,
      displayName: 'site',
      roots: ['<rootDir>/tests/build', '<rootDir>/tests/workflow'],
    },
  ],
};
