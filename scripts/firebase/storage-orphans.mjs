#!/usr/bin/env node
/**
 * npm run storage:orphans [-- --delete] [--project ID] [--bucket NAME] [--min-age-hours N]
 *
 * Lists (dry run, the default) or removes (--delete) the files in constructionImages/ that no photo document points
 * to: the files of deleted photos recorded in orphanFiles (their removal did not finish in the staff's browser),
 * and unreferenced files older than --min-age-hours (default 1: parts of failed uploads). A file a photo document
 * names is never removed: each is checked against the live photos right before it is deleted. Reads in pages of
 * SWEEP_PAGE_SIZE documents. See orphan-sweep.mjs.
 * - Emulators: when FIRESTORE_EMULATOR_HOST is set; then FIREBASE_STORAGE_EMULATOR_HOST must be set too (the
 *   Storage emulator needs Java 21+), so emulator documents are never compared with a real bucket.
 * - Production: otherwise, with GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of the project
 *   (roles: Cloud Datastore User, Storage Object Admin); the project from --project, GCLOUD_PROJECT or .firebaserc;
 *   the bucket from --bucket, FIREBASE_STORAGE_BUCKET or VITE_FIREBASE_STORAGE_BUCKET, else PROJECT.appspot.com.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { adminApp, projectId } from './admin-app.mjs';
import { DEFAULT_MIN_AGE_MS, adminOrphanStore, describePlan, planOrphans, removeOrphans } from './orphan-sweep.mjs';

const args = process.argv.slice(2);

/** @param {string} name */
function option(name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const USAGE = 'Usage: npm run storage:orphans [-- --delete] [--project ID] [--bucket NAME] [--min-age-hours N]';

async function main() {
  const known = new Set(['--delete', '--project', '--bucket', '--min-age-hours']);
  const unknown = args.filter((arg, index) =>
    arg.startsWith('--') ? !known.has(arg) : !['--project', '--bucket', '--min-age-hours'].includes(args[index - 1] ?? ''),
  );
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\n${USAGE}`);
    return 2;
  }
  const hours = option('--min-age-hours');
  const minAgeMs = hours === undefined ? DEFAULT_MIN_AGE_MS : Number(hours) * 60 * 60 * 1000;
  if (!Number.isFinite(minAgeMs) || minAgeMs < 0) {
    console.error(`--min-age-hours must be a number of hours: ${hours}\n${USAGE}`);
    return 2;
  }

  const project = projectId();
  const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;
  const storageEmulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (Boolean(firestoreEmulator) !== Boolean(storageEmulator)) {
    console.error(
      'Set both FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST (emulators), or neither (production): ' +
        'documents of one place are never compared with files of another.',
    );
    return 2;
  }
  const emulators = Boolean(firestoreEmulator);
  if (!emulators && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.error('Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of the project (or the emulator hosts).');
    return 2;
  }
  if (!emulators && project?.startsWith('demo-')) {
    console.error(`"${project}" is the emulator demo project: pass --project with the real project id.`);
    return 2;
  }
  const bucketName =
    option('--bucket') ?? process.env.FIREBASE_STORAGE_BUCKET ?? process.env.VITE_FIREBASE_STORAGE_BUCKET ?? `${project}.appspot.com`;

  const app = adminApp(project);
  const store = adminOrphanStore(getFirestore(app), getStorage(app).bucket(bucketName));
  const where = emulators ? `the emulators (Firestore ${firestoreEmulator}, Storage ${storageEmulator})` : `project ${project}`;
  console.log(`Looking for orphaned files in gs://${bucketName}/constructionImages/ of ${where}...`);

  const plan = await planOrphans(store, { minAgeMs });
  const willDelete = args.includes('--delete');
  for (const line of describePlan(plan, willDelete)) console.log(line);
  if (!willDelete) {
    if (plan.recorded.length + plan.unreferenced.length > 0)
      console.log('Dry run: nothing was removed. Run again with --delete to remove them.');
    return 0;
  }
  const { removed, kept, failed } = await removeOrphans(store, plan);
  console.log(`Removed ${removed.length} orphan(s).`);
  for (const path of kept) console.log(`  kept          ${path}: an image names it now (its record, if any, is left for a look)`);
  for (const { path, error } of failed) console.error(`  failed        ${path}: ${error instanceof Error ? error.message : String(error)}`);
  return failed.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
