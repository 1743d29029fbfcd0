import { loadAdapter } from './load-adapter';
import type { AdminBackend, AuthBackend, BackendAdapter, PublicBackend } from './port';

/**
 * The UI's single door to the backend (features' services, hooks and the session provider use it). The adapter is loaded lazily on first use;
 * tests install their own adapter (a fresh demo database) with setBackendAdapter.
 */
let adapterPromise: Promise<BackendAdapter> | null = null;

function adapter(): Promise<BackendAdapter> {
  adapterPromise ??= loadAdapter();
  return adapterPromise;
}

export function setBackendAdapter(next: BackendAdapter | Promise<BackendAdapter>): void {
  adapterPromise = Promise.resolve(next);
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
