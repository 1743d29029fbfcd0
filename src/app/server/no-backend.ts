import type { BackendAdapter } from '@/backend/port';

/**
 * The server render's stand-in for src/backend/load-adapter.ts (the server build swaps it in, vite.config.ts): a
 * server-rendered page reads no backend, it is given its data (PageData). Effects, where pages read, never run
 * on the server; this keeps Dexie and the Firebase SDK out of the server bundle.
 */
export function loadAdapter(): Promise<BackendAdapter> {
  return Promise.reject(new Error('The server render reads no backend: pass the page its data (PageData).'));
}
