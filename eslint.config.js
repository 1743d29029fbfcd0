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
    files: ['scripts/**/*.{js,mjs}', '*.config.{js,ts}', 'tests/browser/**', 'tests/emulator/**', 'tests/emulator-storage/**', 'tests/backend/firebase/**'],
    languageOptions: { globals: { ...globals.node } },
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
  // The backend imports no UI code (src/app, components, features, lib): what both adapters and the UI need, such
  // as the sign-in messages, lives in src/backend/shared. Each adapter keeps to its own SDK.
  ...[
    { files: ['src/backend/**/*.ts'], ignores: ['src/backend/demo/**', 'src/backend/firebase/**'], sdks: ['firebase', 'dexie'] },
    { files: ['src/backend/demo/**/*.ts'], sdks: ['firebase'] },
    { files: ['src/backend/firebase/**/*.ts'], sdks: ['dexie'] },
  ].map(({ files, ignores, sdks }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+(app|components|features|lib)(/|$)', message: 'The backend imports no UI code; shared needs go to src/backend/shared.' },
            ...(sdks.includes('firebase')
              ? [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase may import Firebase.' }]
              : []),
            ...(sdks.includes('dexie') ? [{ group: ['dexie', 'dexie/*'], message: 'Only src/backend/demo may import Dexie.' }] : []),
          ],
        },
      ],
    },
  })),
);
