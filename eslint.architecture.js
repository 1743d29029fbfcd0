import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

/**
 * The architecture's import boundaries (README "Architecture"), enforced by ESLint on src/:
 *
 *   app ──▶ features ──▶ photo upload ──▶ shared (components, lib, backend API, domain, config, styles)
 *
 * - One direction: shared code never imports a feature or the app; a feature never imports the app.
 * - A feature never imports another feature (above all, nothing public imports anything admin: the admin is the
 *   admin-* features, reached only through the route table). What one page shows of another feature, the app
 *   composes (src/app/admin/AdminApp.tsx).
 * - The photo upload (src/features/photo-upload), which the image and jobs screens both use, is the one folder of
 *   features/ that features import; it imports only shared code.
 * - UI code reaches the backend only through its API (port.ts, registry.ts, shared/): never an adapter's folder,
 *   which backend/load-adapter.ts alone picks. Inside a feature, only its one *-service.ts imports the registry.
 * - The backend imports no UI and no copy: only itself, domain and config.
 * - Only backend/firebase imports Firebase, only backend/demo imports Dexie.
 *
 * tests/architecture/boundaries.test.ts lints small snippets with forbidden imports and expects these errors.
 */
const ELEMENTS = [
  { type: 'app', pattern: 'src/app' },
  // Before features/*: the first element a file matches is its element.
  { type: 'photo-upload', pattern: 'src/features/photo-upload' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  // The adapters' folders; the rest of src/backend (port.ts, registry.ts, shared/) is the backend's API.
  { type: 'backend-adapter', pattern: ['src/backend/demo', 'src/backend/firebase'] },
  { type: 'backend-api', pattern: 'src/backend' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'config', pattern: 'src/config' },
  { type: 'styles', pattern: 'src/styles' },
];

/** @param {...string} types */
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const SHARED = ['components', 'lib', 'backend-api', 'domain', 'config', 'styles'];

const POLICIES = [
  { from: { element: { type: 'app' } }, allow: to('app', 'feature', ...SHARED) },
  // A feature: its own files (same captured name) and shared code.
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
  },
  { from: { element: { type: 'feature' } }, allow: to('photo-upload', ...SHARED) },
  { from: { element: { type: 'photo-upload' } }, allow: to('photo-upload', ...SHARED) },
  {
    from: { element: { types: { anyOf: ['components', 'lib'] } } },
    allow: to('components', 'lib', 'backend-api', 'domain', 'config', 'styles'),
  },
  // The backend: itself, the plain domain and config.
  {
    from: { element: { types: { anyOf: ['backend-api', 'backend-adapter'] } } },
    allow: to('backend-api', 'backend-adapter', 'domain', 'config'),
  },
  { from: { element: { type: 'domain' } }, allow: to('domain', 'config') },
  { from: { element: { type: 'config' } }, allow: to('config', 'domain') },
];

const SDK_MESSAGE = {
  firebase: { group: ['firebase', 'firebase/*', '@firebase/*'], message: 'Only src/backend/firebase may import Firebase.' },
  dexie: { group: ['dexie', 'dexie/*'], message: 'Only src/backend/demo may import Dexie.' },
};

const REGISTRY_MESSAGE = {
  group: ['**/backend/registry', '**/backend/registry.ts'],
  message: "Inside a feature only its *-service.ts imports the backend registry: import the feature's service module.",
};

// The plugin's own typings do not declare it as an ESLint plugin object; it is one.
const boundariesPlugin = /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (boundaries));

/** @type {import('eslint').Linter.Config[]} */
export const architecture = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/vite-env.d.ts'],
    plugins: { boundaries: boundariesPlugin },
    settings: {
      'boundaries/elements': ELEMENTS,
      // '@/x' is src/x: the rules must see where an aliased import lands.
      'import/resolver': { [fileURLToPath(new URL('./tools/eslint/src-alias-resolver.cjs', import.meta.url))]: {} },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: POLICIES }],
      // A file of src/ that belongs to no element is a layout mistake.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/firebase/**', 'src/backend/demo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SDK_MESSAGE.firebase, SDK_MESSAGE.dexie] }] },
  },
  // One door per feature: inside a feature, only its <name>-service.ts reaches the backend's registry; its hooks and
  // components import that module (so what a feature asks of the backend is read in one file).
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/**/*-service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SDK_MESSAGE.firebase, SDK_MESSAGE.dexie, REGISTRY_MESSAGE] }] },
  },
  {
    files: ['src/backend/demo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SDK_MESSAGE.firebase] }] },
  },
  {
    files: ['src/backend/firebase/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SDK_MESSAGE.dexie] }] },
  },
];
