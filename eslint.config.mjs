// Lint for the site's code: TypeScript, React, and Docusaurus's own rules that
// keep every visible string translatable and every internal link a <Link>.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-stock-search/',
      '.docusaurus/',
      'node_modules/',
      'artifacts/',
      'api/',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: {...globals.node, ...globals.browser},
    },
    rules: {
      // A leading underscore marks a value that is deliberately unused.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/prop-types': 'off',
      '@docusaurus/no-untranslated-text': [
        'error',
        // Proper nouns and symbols that read the same in every locale.
        {ignoredStrings: ['Lattice', '·', '—', '×', '→', '|']},
      ],
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
    },
  },
  {
    // Bundler loaders are CommonJS, as loader-runner loads them.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Tests render components with made-up text and use require() in jest configs.
    files: ['**/__tests__/**', 'tests/**', 'jest.config.js', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
);
