/**
 * npm run bench -- --sitemap [--works N] [--runs R]: how long the Firebase sitemap takes with N photos (default
 * 5,000): a Firebase build (scripts/hosting/firebase-build.mjs) with its functions (scripts/hosting/
 * local-functions.mjs) in the Functions emulator behind the Hosting emulator, on a Firestore emulator seeded with
 * N photos; then R requests of /sitemap.xml (default 5) through Hosting, each timed, the URLs counted. The first
 * request of an instance also imports the site bundle (a cold start's extra). Emulators are slower than Cloud
 * Firestore and Cloud Functions: the times are an upper bound of the work, without the network to the visitor.
 * Runs under the emulator lock. Results also go to .bench/sitemap.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { ROOT } from '../emulators/config.mjs';
import { stopGroup } from '../emulators/processes.mjs';
import { FIRESTORE_HOST } from '../emulators/start.mjs';
import { FIREBASE_BUILD_ENV, buildFirebaseSite } from '../hosting/firebase-build.mjs';
import { HOSTING_PROJECT_ID, WORK_DIR, startHostingEmulator } from '../hosting/hosting-emulator.mjs';
import { localFunctions, prepareLocalFunctions, startLocalFirestore } from '../hosting/local-functions.mjs';

const BATCH = 500;

/**
 * @param {number} count
 */
async function seedPhotos(count) {
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  // Off Google Cloud: no probe for a metadata server (it only warns).
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = initializeApp({ projectId: HOSTING_PROJECT_ID }, `sitemap-bench-${Date.now()}`);
  const db = getFirestore(app);
  for (let start = 0; start < count; start += BATCH) {
    const batch = db.batch();
    for (let index = start; index < Math.min(start + BATCH, count); index += 1) {
      batch.set(db.collection('constructionImages').doc(`work-${String(index).padStart(5, '0')}`), {
        title: `시공 사례 ${index}`,
        category: '지보공사',
        workType: 'roofing',
        description: '지붕 방수 공사 현장입니다.',
        imageUrl: `https://firebasestorage.googleapis.com/v0/b/demo-jy-construction.appspot.com/o/constructionImages%2F${index}.webp?alt=media`,
        thumbnailUrl: null,
        fileName: `${1_700_000_000_000 + index}-photo.webp`,
        thumbnailFileName: null,
        uploadedAt: Timestamp.fromMillis(1_700_000_000_000 + index * 60_000),
        isFeatured: false,
        isHeroImage: false,
      });
    }
    await batch.commit();
  }
  await deleteApp(app);
}

/**
 * @param {{ works?: number, runs?: number }} [options]
 */
export async function benchSitemap({ works = 5000, runs = 5 } = {}) {
  const siteDir = resolve(WORK_DIR, 'dist-firebase');
  if (buildFirebaseSite(siteDir) !== 0) throw new Error('The Firebase build failed.');
  const functionsDir = prepareLocalFunctions({ siteDir, siteUrl: FIREBASE_BUILD_ENV.VITE_SITE_URL, buildEnv: FIREBASE_BUILD_ENV });
  const firestore = await startLocalFirestore();
  try {
    const hosting = await startHostingEmulator({ buildDir: siteDir, functions: localFunctions(functionsDir) });
    try {
      const seeding = Date.now();
      await seedPhotos(works);
      console.log(`Seeded ${works} works in ${((Date.now() - seeding) / 1000).toFixed(1)} s.`);
      /** @type {{ ms: number, urls: number, bytes: number }[]} */
      const timings = [];
      for (let run = 0; run < runs; run += 1) {
        const started = performance.now();
        const response = await fetch(`${hosting.url}/sitemap.xml`);
        const body = await response.text();
        const ms = performance.now() - started;
        if (response.status !== 200) throw new Error(`/sitemap.xml answered ${response.status}`);
        timings.push({ ms: Math.round(ms), urls: (body.match(/<loc>/g) ?? []).length, bytes: body.length });
        console.log(`sitemap.xml #${run + 1}: ${Math.round(ms)} ms, ${timings.at(-1)?.urls} URLs, ${Math.round(body.length / 1024)} KB`);
      }
      const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
      const result = { works, runs: timings, medianMs: sorted[Math.floor(sorted.length / 2)], maxMs: sorted.at(-1) };
      console.log(`Median ${result.medianMs} ms, slowest ${result.maxMs} ms for ${works} works (emulators on this machine).`);
      mkdirSync(resolve(ROOT, '.bench'), { recursive: true });
      writeFileSync(resolve(ROOT, '.bench/sitemap.json'), `${JSON.stringify(result, null, 2)}\n`);
      return result;
    } finally {
      await hosting.stop();
    }
  } finally {
    await stopGroup(firestore);
  }
}
