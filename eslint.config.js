import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint.architecture.js';

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
  ...architecture,
);
