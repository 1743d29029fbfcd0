/**
 * npm run bench -- --pages-function [--runs N] [--cold N] [--lighthouse N] [--no-build]
 *
 * What serving every public page from the sitePages function costs (docs/decisions/010), on the emulators:
 * a Firebase build (scripts/hosting/firebase-build.mjs) with its functions (scripts/hosting/local-functions.mjs, the
 * settings kept a minute as deployed) behind the Hosting emulator, on a Firestore emulator seeded with a saved
 * settings/site and 40 photos (3 featured). It measures:
 * - time to first byte, N requests each (default 20, after one warm-up): a CDN hit, for which Hosting serving a
 *   static file stands in (the function's own HTML of / published as index.html, so / is that file), today's static
 *   home (the Firebase build's prerendered index.html before this change), and a warm miss of /, /about,
 *   /projects, a photo page and /sitemap.xml (a running instance that read the settings within the minute);
 * - a cold start, C times (default 3): the emulators started again and their first request of /, through Hosting
 *   (the emulator starts a worker process for it); and a fresh Node process that imports the functions and
 *   serves sitePages as Cloud Run does (scripts/bench/cold-page-probe.mjs), its import and first request apart;
 * - Firestore reads per page view on a miss, counted on the Admin SDK the function uses (a query: its documents,
 *   at least 1; a document: 1; a count: 1 per 1,000 entries), with the instance's settings fresh and expired;
 * - the HTML each page sends (raw, gzip, brotli) against today's static file and the settings block's share;
 * - with --lighthouse N (default 3; 0 skips): Lighthouse mobile on /, interleaved: today's static file, the CDN
 *   hit stand-in and the function's warm answer.
 * Emulators are slower than Cloud Functions and Firestore and there is no network to a visitor: read the numbers
 * side by side, not as production times. Runs under the emulator lock; results in .bench/pages-function.json.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { ROOT } from '../emulators/config.mjs';
import { LOG_DIR, stopGroup } from '../emulators/processes.mjs';
import { FIRESTORE_HOST } from '../emulators/start.mjs';
import { FIREBASE_BUILD_ENV, buildFirebaseSite } from '../hosting/firebase-build.mjs';
import {
  HOSTING_PROJECT_ID,
  WORK_DIR,
  publishRelease,
  restoreRelease,
  servedRelease,
  startHostingEmulator,
} from '../hosting/hosting-emulator.mjs';
import { localFunctions, prepareLocalFunctions, startLocalFirestore } from '../hosting/local-functions.mjs';
import { lighthousePerformance } from './lighthouse.mjs';

const PHOTOS = 40;
const FEATURED = [3, 11, 19];
const PHOTO_PATH = '/projects/gallery/work-05';
const PAGES = ['/', '/about', '/projects', PHOTO_PATH, '/sitemap.xml'];
/** The phone number of the saved settings: every page must show it (a check that the bench measures the real thing). */
const SAVED_PHONE = '02-987-6543';

/**
 * @param {number[]} values
 * @param {number} share 0.5: the median
 */
function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

/** @param {number[]} values */
const summary = (values) => ({
  median: Math.round(percentile(values, 0.5)),
  p90: Math.round(percentile(values, 0.9)),
  runs: values.length,
});

/**
 * Milliseconds until the first byte of the answer to GET `url` (the status line and headers), and the whole body.
 * @param {string} url
 * @returns {Promise<{ ms: number, status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function timedGet(url, headers = {}) {
  return new Promise((done, fail) => {
    const started = performance.now();
    // A new connection each time (as a visitor's first request): a kept-alive one may be closed by the emulator
    // just as the next request goes out.
    const sent = request(url, { headers, agent: false }, (response) => {
      const ms = performance.now() - started;
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('error', fail);
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({ ms, status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    sent.on('error', fail);
    sent.end();
  });
}

/**
 * N timed GETs of `url` after one warm-up; fails when an answer is not `status`.
 * @param {string} url
 * @param {number} runs
 */
async function ttfb(url, runs, status = 200) {
  const first = await timedGet(url);
  if (first.status !== status) throw new Error(`${url} answered ${first.status}`);
  /** @type {number[]} */
  const times = [];
  for (let run = 0; run < runs; run += 1) times.push((await timedGet(url)).ms);
  return summary(times);
}

/**
 * require() from the functions' folder: their own firebase-admin, the instance the built functions import.
 * @param {string} functionsDir
 */
function functionsRequire(functionsDir) {
  return createRequire(resolve(functionsDir, 'package.json'));
}

/**
 * Seeds the settings and the photos the pages show.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {typeof import('firebase-admin/firestore')} admin
 * @param {object} firstSettings the bundle's FIRST_SITE_SETTINGS
 */
async function seed(db, admin, firstSettings) {
  const first = /** @type {{ company: object }} */ (firstSettings);
  const batch = db.batch();
  batch.set(db.collection('settings').doc('site'), {
    ...first,
    company: { ...first.company, phone: SAVED_PHONE },
    version: 2,
    savedAt: admin.FieldValue.serverTimestamp(),
  });
  for (let index = 1; index <= PHOTOS; index += 1) {
    const id = `work-${String(index).padStart(2, '0')}`;
    const file = `${1_700_000_000_000 + index}-photo.webp`;
    batch.set(db.collection('constructionImages').doc(id), {
      title: `원주 단독주택 지붕 보수 ${index}`,
      category: '지보공사',
      workType: ['roofing', 'waterproofing', 'exterior'][index % 3],
      description: '기존 슬레이트를 걷어 내고 징크로 새로 덮었습니다. 누수 부위를 보강하고 배수를 손보았습니다.',
      imageUrl: `https://firebasestorage.googleapis.com/v0/b/demo-jy-construction.appspot.com/o/constructionImages%2F${file}?alt=media&token=t`,
      thumbnailUrl: `https://firebasestorage.googleapis.com/v0/b/demo-jy-construction.appspot.com/o/constructionImages%2Fthumb-${file}?alt=media&token=t`,
      fileName: file,
      thumbnailFileName: null,
      uploadedAt: admin.Timestamp.fromMillis(1_790_000_000_000 - index * 3_600_000),
      isFeatured: FEATURED.includes(index),
      isHeroImage: false,
    });
  }
  await batch.commit();
}

/**
 * Counts the Firestore reads the Admin SDK makes (the billing rule: a query's documents, at least one; a document;
 * a count per 1,000 index entries, at least one), by wrapping its get() methods.
 * @param {typeof import('firebase-admin/firestore')} admin
 * @param {import('firebase-admin/firestore').Firestore} db
 */
function countReads(admin, db) {
  const counter = { reads: 0 };
  const wrap = (/** @type {any} */ prototype, /** @type {(result: any) => number} */ cost) => {
    const original = prototype.get;
    prototype.get = async function (/** @type {unknown[]} */ ...args) {
      const result = await original.apply(this, args);
      counter.reads += cost(result);
      return result;
    };
  };
  wrap(admin.Query.prototype, (snapshot) => Math.max(1, snapshot.size));
  wrap(admin.DocumentReference.prototype, () => 1);
  // The SDK exports no AggregateQuery class: its prototype is a count query's.
  wrap(Object.getPrototypeOf(db.collection('constructionImages').count()), (snapshot) =>
    Math.max(1, Math.ceil(snapshot.data().count / 1000)),
  );
  return counter;
}

const SETTINGS_BLOCK = /\s*<script type="application\/json" id="site-settings">[\s\S]*?<\/script>/;

/** @param {string} html */
function sizes(html) {
  const bytes = Buffer.from(html, 'utf8');
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

/**
 * Reads per page and bytes, in this process, through the functions' own wiring (lib/pages/page-sources.js).
 * @param {string} functionsDir
 */
async function readsAndBytes(functionsDir) {
  const requireFn = functionsRequire(functionsDir);
  const lib = (/** @type {string} */ file) => import(pathToFileURL(resolve(functionsDir, 'lib', file)).href);
  const { firestore } = await lib('admin.js');
  const counter = countReads(requireFn('firebase-admin/firestore'), firestore());
  const { firestorePageSources } = await lib('pages/page-sources.js');
  const { answerPageRequest } = await lib('pages/respond.js');
  const { readSiteSettings } = await lib('pages/settings-reads.js');
  const { loadSiteBundle } = await lib('pages/load-site-bundle.js');
  const db = firestore();
  const { bundle, template } = await loadSiteBundle();
  const fail = (/** @type {unknown} */ error) => {
    throw error;
  };
  const stored = await readSiteSettings(db);
  /** @type {Record<string, unknown>} */
  const rows = {};
  /** @type {Record<string, string>} */
  const html = {};
  for (const path of PAGES) {
    counter.reads = 0;
    const expired = await answerPageRequest(
      'GET',
      path,
      firestorePageSources(db, () => readSiteSettings(db), fail),
    );
    const settingsExpired = counter.reads;
    counter.reads = 0;
    const answer = await answerPageRequest(
      'GET',
      path,
      firestorePageSources(db, async () => stored, fail),
    );
    const fresh = counter.reads;
    if (answer.status !== 200 || expired.body !== answer.body) throw new Error(`${path}: ${answer.status}, or the two answers differ`);
    if (path !== '/sitemap.xml' && !answer.body.includes(SAVED_PHONE)) throw new Error(`${path} does not show the saved settings`);
    html[path] = answer.body;
    const row = { readsSettingsFresh: fresh, readsSettingsExpired: settingsExpired, function: sizes(answer.body) };
    if (path !== '/sitemap.xml') {
      // Today's file: the Firebase build's prerender before this change (no data, the build's first settings).
      const today = bundle.toHtmlDocument(
        template,
        await bundle.renderPublicPage({
          path: path.startsWith('/projects/gallery/') ? '/' : path,
          data: {},
          settings: bundle.FIRST_SITE_SETTINGS,
        }),
      );
      const block = SETTINGS_BLOCK.exec(answer.body)?.[0] ?? '';
      Object.assign(row, {
        todayStaticFile: path.startsWith('/projects/gallery/') ? null : sizes(today),
        withoutSettingsBlock: sizes(answer.body.replace(SETTINGS_BLOCK, '')),
        settingsBlock: sizes(block),
      });
      if (path === '/') html.today = today;
    }
    rows[path] = row;
  }
  return { rows, html };
}

/**
 * Starts Hosting + Functions without calling the function (its first request stays cold): ready when Hosting
 * serves a file and the Functions emulator has set up sitePages.
 * @param {string} siteDir
 * @param {string} functionsDir
 */
async function startCold(siteDir, functionsDir) {
  const hosting = await startHostingEmulator({
    buildDir: siteDir,
    functions: { ...localFunctions(functionsDir), readyPath: '/robots.txt' },
  });
  const log = resolve(LOG_DIR, 'hosting.log');
  const deadline = Date.now() + 120_000;
  while (!/functions\[[^\]]*sitePages\]: http function initialized/.test(existsSync(log) ? readFileSync(log, 'utf8') : '')) {
    if (Date.now() > deadline) throw new Error('sitePages was not set up within 2 minutes');
    await new Promise((done) => setTimeout(done, 200));
  }
  return hosting;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

/**
 * A compressing front for the Hosting emulator (which sends everything uncompressed; Hosting's CDN compresses):
 * brotli or gzip as the browser accepts, as Lighthouse should see the pages. Resolves with its URL and close().
 * @param {string} target the Hosting emulator's URL
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
async function compressingFront(target) {
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: new URL(target).host, 'accept-encoding': 'identity' };
    const forward = request(`${target}${incoming.url}`, { method: incoming.method, headers, agent: false }, (answer) => {
      /** @type {Buffer[]} */
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const out = { ...answer.headers };
        delete out['content-length'];
        const accepts = String(incoming.headers['accept-encoding'] ?? '');
        if (COMPRESSIBLE.test(String(answer.headers['content-type'] ?? '')) && body.length > 0) {
          if (accepts.includes('br')) {
            body = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
            out['content-encoding'] = 'br';
          } else if (accepts.includes('gzip')) {
            body = gzipSync(body);
            out['content-encoding'] = 'gzip';
          }
          out.vary = 'Accept-Encoding';
        }
        outgoing.writeHead(answer.statusCode ?? 502, { ...out, 'content-length': body.length });
        outgoing.end(body);
      });
    });
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done(undefined))) };
}

/**
 * Serves `html` as the release's index.html (a copy of the build plus that file), so / is a static file; returns
 * a function that serves the build as it was again.
 * @param {string} siteDir
 * @param {string} projectDir
 * @param {string} html
 */
function publishStaticHome(siteDir, projectDir, html) {
  const original = servedRelease(projectDir);
  const copy = resolve(WORK_DIR, 'bench-static-home');
  rmSync(copy, { recursive: true, force: true });
  cpSync(siteDir, copy, { recursive: true });
  writeFileSync(resolve(copy, 'index.html'), html);
  publishRelease(copy, { projectDir });
  return () => restoreRelease(original, projectDir);
}

/**
 * @param {{ runs?: number, cold?: number, lighthouse?: number, build?: boolean }} [options]
 */
export async function benchPagesFunction({ runs = 20, cold = 3, lighthouse = 3, build = true } = {}) {
  const siteDir = resolve(WORK_DIR, 'dist-firebase');
  if (build || !existsSync(resolve(siteDir, '.server/template.html'))) {
    if (buildFirebaseSite(siteDir) !== 0) throw new Error('The Firebase build failed.');
  }
  const functionsDir = prepareLocalFunctions({ siteDir, siteUrl: FIREBASE_BUILD_ENV.VITE_SITE_URL, buildEnv: FIREBASE_BUILD_ENV });
  process.env.FIRESTORE_EMULATOR_HOST = FIRESTORE_HOST;
  process.env.GCLOUD_PROJECT = HOSTING_PROJECT_ID;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const firestore = await startLocalFirestore();
  /** @type {Awaited<ReturnType<typeof startHostingEmulator>> | null} */
  let hosting = null;
  try {
    const { loadSiteBundle } = await import(pathToFileURL(resolve(functionsDir, 'lib/pages/load-site-bundle.js')).href);
    const { firestore: db } = await import(pathToFileURL(resolve(functionsDir, 'lib/admin.js')).href);
    await seed(db(), functionsRequire(functionsDir)('firebase-admin/firestore'), (await loadSiteBundle()).bundle.FIRST_SITE_SETTINGS);
    const measured = await readsAndBytes(functionsDir);
    console.log('Reads and bytes measured.');

    // Cold starts: through the emulators (a worker process per first request), then a bare process (Cloud Run's way).
    /** @type {number[]} */
    const emulatorCold = [];
    for (let run = 0; run < cold; run += 1) {
      hosting = await startCold(siteDir, functionsDir);
      const first = await timedGet(`${hosting.url}/`);
      if (first.status !== 200) throw new Error(`cold / answered ${first.status}`);
      emulatorCold.push(first.ms);
      console.log(`cold start (emulator) #${run + 1}: ${Math.round(first.ms)} ms`);
      if (run < cold - 1) {
        await hosting.stop();
        hosting = null;
      }
    }
    /** @type {{ nodeStartMs: number, importMs: number, firstRequestMs: number, firstByteFromStartMs: number, secondRequestMs: number }[]} */
    const probes = [];
    for (let run = 0; run < cold; run += 1) {
      const probe = spawnSync(process.execPath, [resolve(ROOT, 'scripts/bench/cold-page-probe.mjs'), functionsDir, '/'], {
        cwd: functionsDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST,
          GCLOUD_PROJECT: HOSTING_PROJECT_ID,
          SITE_URL: FIREBASE_BUILD_ENV.VITE_SITE_URL,
        },
      });
      const line = probe.stdout.trim().split('\n').at(-1) ?? '';
      if (probe.status !== 0 || !line.startsWith('{')) throw new Error(`cold probe failed: ${probe.stderr}`);
      probes.push(JSON.parse(line));
      console.log(`cold start (fresh process) #${run + 1}: ${line}`);
    }
    if (!hosting) hosting = await startCold(siteDir, functionsDir);

    // Warm misses: the instance is up (and read the settings within the minute).
    /** @type {Record<string, unknown>} */
    const warm = {};
    for (const path of PAGES) {
      warm[path] = await ttfb(`${hosting.url}${path}`, runs);
      console.log(`warm miss ${path}: ${JSON.stringify(warm[path])}`);
    }
    const encoding = (await timedGet(`${hosting.url}/robots.txt`, { 'accept-encoding': 'gzip, br' })).headers['content-encoding'] ?? 'none';

    // A CDN hit, stood in for by Hosting serving the same HTML as a file; and today's static file.
    const served = { function: measured.html['/'] ?? '', today: measured.html.today ?? '' };
    /** @type {Record<string, unknown>} */
    const staticFiles = {};
    for (const [name, html] of Object.entries(served)) {
      const restore = publishStaticHome(siteDir, hosting.projectDir, html);
      try {
        staticFiles[name] = await ttfb(`${hosting.url}/`, runs);
      } finally {
        restore();
      }
      console.log(
        `static file (${name === 'function' ? "the function's HTML: CDN hit stand-in" : "today's prerendered home"}): ${JSON.stringify(staticFiles[name])}`,
      );
    }

    // Lighthouse mobile on /, interleaved: today's file, the CDN hit stand-in, the function's warm answer; through a
    // compressing front, as Hosting's CDN compresses.
    /** @type {Record<string, Awaited<ReturnType<typeof lighthousePerformance>>[]>} */
    const lighthouseRuns = { today: [], cdnHit: [], function: [] };
    const front = lighthouse > 0 ? await compressingFront(hosting.url) : null;
    try {
      for (let round = 0; round < lighthouse && front; round += 1) {
        for (const variant of /** @type {const} */ (['today', 'cdnHit', 'function'])) {
          const restore =
            variant === 'function'
              ? () => undefined
              : publishStaticHome(siteDir, hosting.projectDir, variant === 'today' ? served.today : served.function);
          try {
            const result = await lighthousePerformance(`${front.url}/`);
            lighthouseRuns[variant].push(result);
            console.log(
              `[${round + 1}/${lighthouse}] ${variant.padEnd(8)} perf ${result.performance} LCP ${result.lcpMs} ms FCP ${result.fcpMs} ms TBT ${result.tbtMs} ms server ${result.serverResponseMs} ms LCP element ${result.lcpElement || '?'}${result.runtimeError ? ` (${result.runtimeError})` : ''}`,
            );
          } finally {
            restore();
          }
        }
      }
    } finally {
      await front?.close();
    }
    const lighthouseSummary = Object.fromEntries(
      Object.entries(lighthouseRuns).map(([name, results]) => [
        name,
        results.length
          ? {
              lcpMs: summary(results.map((r) => r.lcpMs)),
              fcpMs: summary(results.map((r) => r.fcpMs)),
              performance: summary(results.map((r) => r.performance)),
            }
          : null,
      ]),
    );

    const result = {
      date: new Date().toISOString(),
      node: process.version,
      loadAverage: (await import('node:os')).loadavg().map((value) => Number(value.toFixed(1))),
      hostingContentEncoding: encoding,
      ttfbMs: { cdnHitStandIn: staticFiles.function, todayStaticFile: staticFiles.today, warmMiss: warm },
      coldStartMs: {
        emulatorFirstRequest: summary(emulatorCold),
        freshProcess: {
          nodeStart: summary(probes.map((probe) => probe.nodeStartMs)),
          import: summary(probes.map((probe) => probe.importMs)),
          firstRequest: summary(probes.map((probe) => probe.firstRequestMs)),
          firstByteFromProcessStart: summary(probes.map((probe) => probe.firstByteFromStartMs)),
          secondRequest: summary(probes.map((probe) => probe.secondRequestMs)),
        },
      },
      pages: measured.rows,
      lighthouse: lighthouseSummary,
    };
    print(result);
    mkdirSync(resolve(ROOT, '.bench'), { recursive: true });
    writeFileSync(resolve(ROOT, '.bench/pages-function.json'), `${JSON.stringify({ ...result, lighthouseRuns }, null, 2)}\n`);
    return result;
  } finally {
    if (hosting) await hosting.stop();
    await stopGroup(firestore);
  }
}

/** @param {any} result */
function print(result) {
  const cell = (/** @type {{ median: number, p90: number }} */ value) => `${value.median} (p90 ${value.p90})`;
  console.log(
    `\nEmulators on this machine (load ${result.loadAverage.join(' ')}), Node ${result.node}; Hosting's encoding: ${result.hostingContentEncoding}.`,
  );
  console.log('\nTime to first byte through the Hosting emulator, ms, median (p90):');
  console.log(`  CDN hit (stand-in: the same HTML as a static file)  ${cell(result.ttfbMs.cdnHitStandIn)}`);
  console.log(`  today's static home (prerendered file)              ${cell(result.ttfbMs.todayStaticFile)}`);
  for (const [path, value] of Object.entries(result.ttfbMs.warmMiss))
    console.log(`  warm miss ${path.padEnd(40)} ${cell(/** @type {any} */ (value))}`);
  console.log(`  cold start, emulator (first request of /)           ${cell(result.coldStartMs.emulatorFirstRequest)}`);
  const fresh = result.coldStartMs.freshProcess;
  console.log(
    `  cold start, fresh process: node ${fresh.nodeStart.median} + import ${fresh.import.median} + first request ${fresh.firstRequest.median} = ${fresh.firstByteFromProcessStart.median} from process start (then ${fresh.secondRequest.median})`,
  );
  console.log("\nPer page: Firestore reads on a miss (settings fresh / expired); HTML bytes raw | gzip, function vs today's static file;");
  console.log('the settings block: its bytes, and what it adds to the gzip page:');
  for (const [path, row] of Object.entries(result.pages)) {
    const page = /** @type {any} */ (row);
    const today = page.todayStaticFile ? `today ${page.todayStaticFile.raw} | ${page.todayStaticFile.gzip}` : 'no static file today';
    const block = page.settingsBlock
      ? `; block ${page.settingsBlock.raw} B, +${page.function.gzip - page.withoutSettingsBlock.gzip} B gzip`
      : '';
    console.log(
      `  ${path.padEnd(26)} reads ${page.readsSettingsFresh}/${page.readsSettingsExpired}  function ${page.function.raw} | ${page.function.gzip}  (${today}${block})`,
    );
  }
  for (const [name, value] of Object.entries(result.lighthouse)) {
    if (value)
      console.log(
        `Lighthouse ${name.padEnd(9)} LCP ${cell(/** @type {any} */ (value).lcpMs)}  FCP ${cell(/** @type {any} */ (value).fcpMs)}  perf ${/** @type {any} */ (value).performance.median}`,
      );
  }
}
