import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', '.bench', 'public'] },
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
    files: ['*.config.{js,ts}', 'scripts/**/*.ts', 'tests/browser/**', 'tests/emulator/**', 'tests/emulator-storage/**', 'tests/backend/firebase/**'],
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
  // The architecture's import boundaries: only backend/firebase imports Firebase, only backend/demo imports Dexie,
  // and pages, components and hooks reach the backend only through the services layer.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase may import Firebase.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/demo/**', 'src/backend/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase may import Firebase.' },
            { group: ['dexie', 'dexie/*'], message: 'Only src/backend/demo may import Dexie.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*', 'dexie'], message: 'UI code talks to the services layer only.' },
            { group: ['**/backend/demo/*', '**/backend/firebase/*', '**/backend/load-adapter'], message: 'UI code talks to the services layer only.' },
          ],
        },
      ],
    },
  },
);
