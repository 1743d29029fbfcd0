import type { BackendTiming } from '../shared/timing';
import type { DemoAuth } from './auth-session';
import type { DemoDb } from './db';
import type { DemoFaultHooks } from './fault-hooks';
import type { DemoFileStore } from './file-store';

/** What every demo operation needs: the database, the clock, the files and the test hooks. */
export interface DemoContext {
  db: DemoDb;
  now: () => Date;
  files: DemoFileStore;
  faults: DemoFaultHooks;
  /** Waits the configured artificial latency (nothing when 0). */
  latency: () => Promise<void>;
  /** Stall time-out of uploads, wait for file removal (shared/timing.ts). */
  timing: BackendTiming;
}

/**
 * The signed-in parts (auth and admin operations) also need the session. They, and the session, load on first
 * use (adapter.ts), so public pages do not download them.
 */
export interface DemoSessionContext extends DemoContext {
  auth: DemoAuth;
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function latencyOf(ms: number): () => Promise<void> {
  return ms > 0 ? () => delay(ms) : () => Promise.resolve();
}
