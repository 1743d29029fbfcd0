import type { BackendAdapter } from '../port';
import { lazyPart } from '../shared/lazy-part';
import { timingOf, type BackendTiming } from '../shared/timing';
import type { DemoUser } from './auth-session';
import { latencyOf, type DemoContext, type DemoSessionContext } from './context';
import { openDemoDb } from './db';
import { DEFAULT_DEMO_DB_NAME } from './db-name';
import { NO_FAULTS, type DemoFaultHooks } from './fault-hooks';
import { DemoFileStore } from './file-store';
import { createPublicBackend } from './public-backend';
import { purgeWhileOpening } from './retention';
import { askForSampleReviews } from './sample-reviews-ready';
import { addSampleJobs, addSampleWorkTypes, sampleSeed, writeSeed } from './seed/populate';

export type { DemoUser } from './auth-session';

/**
 * The demo backend: the whole port on IndexedDB (Dexie), in the visitor's browser, no server.
 * Used when the site is built without Firebase configuration, and by the tests (with fake-indexeddb).
 */
export interface DemoAdapterOptions {
  /** IndexedDB database name. Default 'jy-demo'. */
  dbName?: string;
  /** What a NEW database is filled with: the sample photos, inquiries and activities (default) or nothing. */
  seed?: 'sample' | 'empty';
  /** Accounts that can sign in. Default: admin@example.com / demo1234 (administrator). */
  users?: readonly DemoUser[];
  /** The clock (tests pass a fixed one). */
  now?: () => Date;
  /** Artificial latency before each operation, in ms. Default 0. */
  latencyMs?: number;
  /** Pause between the simulated upload chunks, in ms, so the progress bar visibly moves. Default 60. */
  uploadStepMs?: number;
  /** Test-only fault injection (tests pass a DemoFaults, see faults.ts). Default: none. */
  faults?: DemoFaultHooks;
  /** Shorter time limits for tests (default: the constants, see shared/timing.ts). */
  timing?: Partial<BackendTiming>;
}

export { DEFAULT_DEMO_DB_NAME };
const DEFAULT_UPLOAD_STEP_MS = 60;

export function createDemoAdapter(options: DemoAdapterOptions = {}): BackendAdapter {
  const dbName = options.dbName ?? DEFAULT_DEMO_DB_NAME;
  const now = options.now ?? (() => new Date());
  const sample = (options.seed ?? 'sample') === 'sample';
  const faults = options.faults ?? NO_FAULTS;
  // Expired inquiries (with their photos) and activities go when the database opens, as TTL policies delete them
  // on Firebase. A few lines, loaded with the adapter: a chunk of its own would hold up the first query.
  const upgrades = sample ? { workTypes: addSampleWorkTypes, jobs: addSampleJobs, reviews: askForSampleReviews } : undefined;
  const db = openDemoDb(dbName, sample ? writeSeedNow(now) : undefined, upgrades, (opening) => purgeWhileOpening(opening, now, faults));
  const ctx: DemoContext = {
    db,
    now,
    files: new DemoFileStore(db, faults),
    faults,
    latency: latencyOf(options.latencyMs ?? 0),
    timing: timingOf(options.timing),
  };
  const uploadStepMs = options.uploadStepMs ?? DEFAULT_UPLOAD_STEP_MS;

  // The session and the signed-in operations are separate chunks, loaded on first use: public pages never
  // download them.
  const session = lazyPart(() =>
    import('./auth-session').then(({ DemoAuth, DEFAULT_DEMO_USERS }): DemoSessionContext => ({
      ...ctx,
      auth: new DemoAuth(dbName, options.users ?? DEFAULT_DEMO_USERS),
    })),
  );
  return {
    kind: 'demo',
    publicBackend: lazyPart(async () => createPublicBackend(ctx, uploadStepMs)),
    authBackend: lazyPart(async () => (await import('./auth-backend')).createAuthBackend(await session())),
    adminBackend: lazyPart(async () => (await import('./admin-backend')).createAdminBackend(await session(), uploadStepMs)),
  };
}

function writeSeedNow(now: () => Date) {
  return async (tx: Parameters<typeof writeSeed>[0]) => {
    await writeSeed(tx, sampleSeed(now()));
    await askForSampleReviews(tx);
  };
}
