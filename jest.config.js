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

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/src',
    '<rootDir>/tests',
    '<rootDir>/scripts',
    '<rootDir>/plugins',
  ],
  testMatch: [
    '**/__tests__/**/*.test.[jt]s?(x)',
    '**/tests/**/*.test.[jt]s?(x)',
  ],
  // The browser suite runs on its own (scripts/test.sh), after the build.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
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
  // Docusaurus ships its client code as ES modules: compile it too.
  transformIgnorePatterns: ['/node_modules/(?!(@docusaurus|clsx)/)'],
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
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]*)$': `${coreClient}/exports/$1`,
  },
  setupFilesAfterEnv: ['<rootDir>/tests/jest/setup.ts'],
};
