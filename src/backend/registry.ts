import { DEFAULT_DEMO_DB_NAME } from './demo/db-name';
import { loadAdapter } from './load-adapter';
import type { AdminBackend, AuthBackend, BackendAdapter, PublicBackend } from './port';

/**
 * The UI's single door to the backend (features' services, hooks and the session provider use it). The adapter is loaded lazily on first use;
 * tests install their own adapter (a fresh demo database) with setBackendAdapter.
 */
let adapterPromise: Promise<BackendAdapter> | null = null;
let installed = false;

function adapter(): Promise<BackendAdapter> {
  adapterPromise ??= loadAdapter();
  return adapterPromise;
}

export function setBackendAdapter(next: BackendAdapter | Promise<BackendAdapter>): void {
  adapterPromise = Promise.resolve(next);
  installed = true;
}

/**
 * Whether a read now is sure to find exactly what the build rendered into the page's HTML, so the page need not
 * read it again. Only in a demo build, in a browser that has no demo database yet: its first read would create
 * the database from the very seed the build prerendered from, so the page's data is what that read returns, and
 * neither the demo backend nor its IndexedDB library needs to load for it. Firebase data changes after every
 * build: always false there (and wherever the answer is unsure).
 */
export function renderedDataIsCurrent(): Promise<boolean> {
  // Asked by start-up and by each hook of the first page: one look at the browser's databases serves them all.
  firstLook ??= lookForDemoDatabase();
  return firstLook;
}

let firstLook: Promise<boolean> | null = null;

async function lookForDemoDatabase(): Promise<boolean> {
  if (__BACKEND_KIND__ !== 'demo' || installed || typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function')
    return false;
  try {
    return !(await indexedDB.databases()).some((db) => db.name === DEFAULT_DEMO_DB_NAME);
  } catch {
    return false;
  }
}

export async function backendKind(): Promise<BackendAdapter['kind']> {
  return (await adapter()).kind;
}

export async function publicBackend(): Promise<PublicBackend> {
  return (await adapter()).publicBackend();
}

export async function authBackend(): Promise<AuthBackend> {
  return (await adapter()).authBackend();
}

export async function adminBackend(): Promise<AdminBackend> {
  return (await adapter()).adminBackend();
}
