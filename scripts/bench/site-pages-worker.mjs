/**
 * One process of the pages function (run by site-pages.mjs on the functions' Node.js, 22): the built function's own
 * answer code (lib/pages/respond.js with lib/site-bundle) renders a photo page and the home page, CONCURRENCY
 * requests at once, ROUNDS times each, after one warm-up request of each. Firestore is left out (the stored
 * documents come from memory, shaped as the Admin SDK returns them), so the numbers are the render's own: on one
 * CPU, N requests at once take turns on the event loop, and the last of them waits for all the others.
 * Prints one JSON line: per page kind the latencies' p50, p95 and max (ms), and the process's peak RSS.
 *   node site-pages-worker.mjs FUNCTIONS_DIR CONCURRENCY ROUNDS
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dir = '', concurrencyArg = '80', roundsArg = '5'] = process.argv.slice(2);
const concurrency = Number(concurrencyArg);
const rounds = Number(roundsArg);
const { Timestamp } = createRequire(resolve(dir, 'package.json'))('firebase-admin/firestore');
const { answerPageRequest } = await import(pathToFileURL(resolve(dir, 'lib/pages/respond.js')).href);
const { loadSiteBundle } = await import(pathToFileURL(resolve(dir, 'lib/pages/load-site-bundle.js')).href);

const JOB_PHOTOS = 30;
const at = (/** @type {number} */ n) => Timestamp.fromDate(new Date(Date.UTC(2026, 0, 1) + n * 3_600_000));
/** @param {number} n */
function stored(n, fields = {}) {
  const url = (/** @type {string} */ name) =>
    `https://firebasestorage.googleapis.com/v0/b/demo-jy-construction.appspot.com/o/constructionImages%2F${name}?alt=media`;
  return {
    id: `work-${n}`,
    data: {
      title: `원주 단독주택 지붕 교체 ${n}`,
      category: '지보공사',
      workType: 'roofing',
      description: '슬레이트 지붕을 걷어내고 아스팔트 슁글로 새로 덮었습니다. 누수가 있던 처마 끝과 용마루를 보강했습니다.',
      takenAt: at(n - 1),
      imageUrl: url(`${n}.webp`),
      thumbnailUrl: url(`${n}-thumb.webp`),
      fileName: `${n}.webp`,
      thumbnailFileName: `${n}-thumb.webp`,
      uploadedAt: at(n),
      uploaderUid: 'admin',
      uploaderEmail: 'admin@example.com',
      isFeatured: n <= 3,
      isHeroImage: n === 1,
      jobId: 'job-1',
      stage: ['before', 'during', 'after'][n % 3],
      ...fields,
    },
  };
}
const job = {
  id: 'job-1',
  data: {
    title: '원주 단독주택 지붕 교체',
    region: '원주시',
    workType: 'roofing',
    periodStart: '2025-09',
    periodEnd: '2025-10',
    areaM2: 120.5,
    story: '오래된 슬레이트 지붕에서 비가 샜습니다. '.repeat(20),
    isPublished: true,
    createdAt: at(0),
    publishedAt: at(1),
  },
};
const photos = Array.from({ length: JOB_PHOTOS }, (_, index) => stored(index + 1));
/** The heaviest photo page the site has: a job of JOB_PHOTOS_MAX photos, 3 related photos, both neighbours. */
const photoPage = { photo: photos[10], newer: photos[9], older: photos[11], related: photos.slice(0, 3), job: { job, photos } };

const sources = {
  readPhotoPage: async () => photoPage,
  readSitemapPhotos: async () => [],
  loadBundle: loadSiteBundle,
  onError: (/** @type {unknown} */ error) => {
    throw error;
  },
};

/** The home page as the function renders it: the featured photos and the hero, from the same stored documents. */
async function homePage() {
  const { bundle, template } = await loadSiteBundle();
  const featured = photos.slice(0, 3).map((doc) => bundle.photoFromStored(doc.id, doc.data));
  const hero = featured[0];
  const page = await bundle.renderPublicPage({
    path: '/',
    data: { featuredPhotos: featured, hero: { imageUrl: hero.imageUrl, thumbnailUrl: hero.thumbnailUrl } },
    settings: bundle.FIRST_SITE_SETTINGS,
  });
  const body = bundle.toHtmlDocument(template, page);
  if (page.status !== 200 || body.length < 1000) throw new Error('the home page did not render');
  return body.length;
}

async function photoPageRequest() {
  const answer = await answerPageRequest('GET', '/projects/gallery/work-11', sources);
  if (answer.status !== 200) throw new Error(`photo page: ${answer.status}`);
  return answer.body.length;
}

/** @param {() => Promise<number>} request */
async function measure(request) {
  await request(); // the instance's first request imports the bundle: a cold start's, not a request's, cost
  /** @type {number[]} */
  const latencies = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        const started = performance.now();
        bytes = await request();
        latencies.push(performance.now() - started);
      }),
    );
  }
  latencies.sort((a, b) => a - b);
  const pick = (/** @type {number} */ q) => Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0);
  return { requests: latencies.length, p50Ms: pick(0.5), p95Ms: pick(0.95), maxMs: pick(1), htmlKb: Math.round(bytes / 1024) };
}

const startedRss = process.memoryUsage().rss;
const photoResult = await measure(photoPageRequest);
const homeResult = await measure(homePage);
console.log(
  JSON.stringify({
    node: process.version,
    concurrency,
    rounds,
    photo: photoResult,
    home: homeResult,
    startRssMiB: Math.round(startedRss / 1048576),
    peakRssMiB: Math.round(process.resourceUsage().maxRSS / 1024),
  }),
);
