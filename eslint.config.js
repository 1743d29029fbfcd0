import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import srcAliasResolver from './tools/eslint/src-alias-resolver.cjs';
import { architecture } from './eslint.architecture.js';
import { renamedNames } from './tools/eslint/renamed-names.js';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', '.bench', 'public', 'functions/lib', 'functions/.types'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      '*.config.{js,ts}',
      'scripts/**/*.ts',
      'tests/browser/**',
      'tests/emulator/**',
      'tests/emulator-storage/**',
      'tests/backend/firebase/**',
      // The Cloud Functions package (its own package.json; Node 20 on Cloud Functions).
      'functions/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  // Scripts are code: every plain-JavaScript file (scripts/, tools/, the root configs) gets the recommended rules.
  // They run in Node, except the demo-picture painter's in-page half, which runs in Chromium.
  {
    extends: [js.configs.recommended],
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ignores: ['tools/demo-images/browser/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tools/demo-images/browser/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Every error report in src, the backend's too, goes through src/domain/report-error.ts: the one place a monitoring
  // service plugs in.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/domain/report-error.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'console', property: 'error', message: 'Report errors with reportError (src/domain/report-error.ts).' },
      ],
    },
  },
  // Conditional class names are joined with cn() (src/lib/cn.ts), not built in template literals.
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='className'] > JSXExpressionContainer > TemplateLiteral",
          message: 'Join class names with cn() (src/lib/cn.ts).',
        },
      ],
    },
  },
  // Imports in one order everywhere (packages, then '@/' paths into src, then relative ones; alphabetical within
  // each), fixed by `eslint --fix`; and no import cycles in src, through the '@/' alias too.
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        {
          interfaceVersion: 3,
          name: 'src-alias',
          resolve: (/** @type {string} */ source, /** @type {string} */ file) => srcAliasResolver.resolve(source, file),
        },
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-cycle': 'error' },
  },
  // No import of a name that decision 020 renamed (one name per thing): the message gives the new name.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'renamed-names': renamedNames },
    rules: { 'renamed-names/no-renamed-import': 'error' },
  },
  ...architecture,
);
