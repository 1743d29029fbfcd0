import { createDemoAdapter, type DemoUser } from '@/backend/demo/adapter';
import { DemoFaults } from '@/backend/demo/testing';
import type { BackendAdapter } from '@/backend/port';
import type { BackendTiming } from '@/backend/shared/timing';

/** Options of a fresh demo backend for a test. */
export interface FreshDemoOptions {
  /** What the new database holds: the sample data (default) or nothing. */
  seed?: 'sample' | 'empty';
  /** Accounts that can sign in (default: admin@example.com / demo1234, administrator). */
  users?: readonly DemoUser[];
  /** The clock. */
  now?: () => Date;
  /** Artificial latency per operation (default 0). */
  latencyMs?: number;
  /** Shorter time limits (upload stall, wait for file removal); default: the app's constants. */
  timing?: Partial<BackendTiming>;
}

export interface FreshDemo {
  adapter: BackendAdapter;
  /** The unique IndexedDB name, for the direct helpers of src/backend/demo/testing.ts. */
  dbName: string;
  /** Arm a fault to make the adapter's next write of a kind fail. */
  faults: DemoFaults;
}

let counter = 0;

/** A demo backend on a database of its own (fake-indexeddb in tests), with its name and fault hooks. */
export function freshDemo(options: FreshDemoOptions = {}): FreshDemo {
  counter += 1;
  const dbName = `jy-test-${counter}-${Math.random().toString(36).slice(2, 10)}`;
  const faults = new DemoFaults();
  const adapter = createDemoAdapter({
    dbName,
    seed: options.seed ?? 'sample',
    ...(options.users ? { users: options.users } : {}),
    ...(options.now ? { now: options.now } : {}),
    latencyMs: options.latencyMs ?? 0,
    uploadStepMs: 0,
    faults,
    ...(options.timing ? { timing: options.timing } : {}),
  });
  return { adapter, dbName, faults };
}

/** A demo backend on a database of its own (sample data unless `seed: 'empty'`). */
export function freshDemoAdapter(options: FreshDemoOptions = {}): BackendAdapter {
  return freshDemo(options).adapter;
}
