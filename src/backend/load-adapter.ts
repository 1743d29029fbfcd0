import type { BackendAdapter } from './port';

/**
 * Chooses the adapter at start-up from configuration. __BACKEND_KIND__ is fixed at build time by vite.config.ts
 * ('firebase' when VITE_FIREBASE_* is configured, else 'demo'), so the branch not taken, and its dynamic import,
 * is dropped from the production build: a Firebase build ships no demo code and the other way round.
 */
export function loadAdapter(): Promise<BackendAdapter> {
  if (__BACKEND_KIND__ === 'firebase') {
    return import('./firebase/adapter').then((module) => module.createFirebaseAdapter());
  }
  return import('./demo/adapter').then((module) => module.createDemoAdapter());
}
