#!/usr/bin/env node
/**
 * npm run emulators -- node scripts/firebase/seed-emulator.mjs   (dev-emulators.mjs runs it for you)
 *
 * Fills the EMULATORS with the demo adapter's sample data (src/backend/demo/seed: 16 photos incl. a legacy `date`
 * document and one without a date, two published jobs with their photos and a draft job with its photos in
 * constructionImageDrafts, 9 inquiries, recent activities) and the account admin@example.com / demo1234
 * with the admin claim. Existing emulator data is replaced. Refuses to run against anything but the emulators.
 * Image URLs are the demo's relative paths (public/demo/works/...), served by the Vite dev server.
 */
import { runnerImport } from 'vite';
import { srcAlias } from '../lib/src-alias.mjs';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../emulators/config.mjs';
import { adminApp, projectId } from './admin-app.mjs';
import { appKeysOf } from './inquiry-search-keys.mjs';

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'demo1234' };

/**
 * Imports a module of src/backend/demo/seed (or, from `folder`, of src) through Vite (it is TypeScript).
 * @param {string} file
 */
async function load(file, folder = 'src/backend/demo/seed') {
  const { module } = await runnerImport(resolve(ROOT, folder, file), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: [srcAlias] },
  });
  return module;
}

const stamp = (/** @type {Date | null | undefined} */ date) => (date ? Timestamp.fromDate(date) : null);

export async function seedEmulators(project = projectId()) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost)
    throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: this script only seeds the emulators.');
  if (!project?.startsWith('demo-')) throw new Error(`Refusing to seed "${project}": only demo-* projects are seeded.`);

  const [{ samplePhotos, sampleJobDrafts }, { sampleInquiries }, { sampleActivities }, { sampleJobs }, { toStoredInquiryStatus }] =
    await Promise.all([
      load('sample-photos.ts'),
      load('sample-inquiries.ts'),
      load('sample-activities.ts'),
      load('sample-jobs.ts'),
      load('stored-inquiry-status.ts', 'src/domain'),
    ]);
  const now = new Date();
  const images = samplePhotos();
  const inquiries = sampleInquiries(now);
  const activities = sampleActivities(now, inquiries);

  const response = await fetch(`http://${firestoreHost}/emulator/v1/projects/${project}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Could not clear the Firestore emulator: ${response.status}`);

  const app = adminApp(project);
  const db = getFirestore(app);
  const batch = db.batch();
  for (const { id, uploadedAt, date, ...fields } of images) {
    batch.set(db.collection('constructionImages').doc(id), {
      ...fields,
      uploadedAt: stamp(uploadedAt),
      ...(date !== undefined ? { date } : {}),
    });
  }
  // Jobs (JOBS_COLLECTION) and the draft job's photos (IMAGE_DRAFTS_COLLECTION).
  for (const { id, createdAt, publishedAt, ...fields } of sampleJobs()) {
    batch.set(db.collection('jobs').doc(id), { ...fields, createdAt: stamp(createdAt), publishedAt: stamp(publishedAt) });
  }
  for (const { id, uploadedAt, ...fields } of sampleJobDrafts()) {
    batch.set(db.collection('constructionImageDrafts').doc(id), { ...fields, uploadedAt: stamp(uploadedAt) });
  }
  // With their search keys, as the app stores every inquiry (src/domain/inquiry-search.ts), and the status as stored
  // (Korean: src/domain/stored-inquiry-status.ts).
  const keysOf = await appKeysOf();
  for (const { id, submittedAt, privacyConsentAt, status, ...fields } of inquiries) {
    batch.set(db.collection('inquiries').doc(id), {
      ...fields,
      status: toStoredInquiryStatus(status),
      submittedAt: stamp(submittedAt),
      privacyConsentAt: stamp(privacyConsentAt),
      searchKeys: keysOf(fields.name, fields.phone),
    });
  }
  for (const { id, timestamp, expireAt, ...fields } of activities) {
    batch.set(db.collection('activities').doc(id), { ...fields, timestamp: stamp(timestamp), expireAt: stamp(expireAt) });
  }
  // The hero the samples flag, named as firestore.rules expect (no new hero flag without settings/hero).
  const hero = images.find((/** @type {{ isHeroImage?: boolean }} */ image) => image.isHeroImage);
  batch.set(db.collection('settings').doc('hero'), { imageId: hero ? hero.id : null });
  await batch.commit();

  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(DEMO_ADMIN.email).catch(() => null);
  const user = existing ?? (await auth.createUser({ ...DEMO_ADMIN, emailVerified: true }));
  if (existing) await auth.updateUser(user.uid, { password: DEMO_ADMIN.password });
  await auth.setCustomUserClaims(user.uid, { admin: true });

  console.log(
    `Seeded ${project}: ${images.length} images, ${inquiries.length} inquiries, ${activities.length} activities; ` +
      `admin ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  seedEmulators().then(
    () => process.exit(0),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
