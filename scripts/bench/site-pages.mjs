/**
 * npm run bench -- --site-pages [--concurrency N] [--rounds R]: how the pages function (sitePages) holds up with N
 * requests at once in ONE process (default 80, Cloud Run's default concurrency), on the functions' Node.js (22):
 * a Firebase build (scripts/hosting/firebase-build.mjs) and its functions (scripts/hosting/local-functions.mjs), then
 * site-pages-worker.mjs renders the heaviest photo page (a job of 30 photos) and the home page, N at once, R rounds
 * each (default 5), and reports p50/p95/max latency and the process's peak memory (RSS). Run it for a few values of
 * N to choose PAGES_OPTIONS (functions/src/config.ts); the figures chosen are written there and in
 * scripts/firebase/README.md ("Sizing sitePages"). Results also go to .bench/site-pages.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { requireFunctionsNode } from '../functions-runtime/node.mjs';
import { FIREBASE_BUILD_ENV, buildFirebaseSite } from '../hosting/firebase-build.mjs';
import { WORK_DIR } from '../hosting/hosting-emulator.mjs';
import { prepareLocalFunctions } from '../hosting/local-functions.mjs';

/**
 * @param {{ concurrencies: number[], rounds: number, build: boolean }} options
 */
export async function benchSitePages({ concurrencies, rounds, build }) {
  const siteDir = resolve(WORK_DIR, 'dist-firebase');
  if (build) {
    if (buildFirebaseSite(siteDir) !== 0) throw new Error('the Firebase build failed');
  }
  const dir = prepareLocalFunctions({ siteDir, siteUrl: FIREBASE_BUILD_ENV.VITE_SITE_URL, buildEnv: FIREBASE_BUILD_ENV });
  const node = requireFunctionsNode();
  const results = [];
  for (const concurrency of concurrencies) {
    // A fresh process per concurrency: its peak memory is that concurrency's.
    const run = spawnSync(node.path, [resolve(ROOT, 'scripts/bench/site-pages-worker.mjs'), dir, String(concurrency), String(rounds)], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (run.status !== 0) throw new Error(`site-pages-worker failed:\n${run.stderr}`);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    results.push(result);
    console.log(
      `sitePages, ${concurrency} at once (${result.node}): photo page p50 ${result.photo.p50Ms} ms, p95 ${result.photo.p95Ms} ms, ` +
        `max ${result.photo.maxMs} ms (${result.photo.htmlKb} KB); home p50 ${result.home.p50Ms} ms, p95 ${result.home.p95Ms} ms, ` +
        `max ${result.home.maxMs} ms (${result.home.htmlKb} KB); peak RSS ${result.peakRssMiB} MiB (idle ${result.startRssMiB} MiB)`,
    );
  }
  mkdirSync(resolve(ROOT, '.bench'), { recursive: true });
  writeFileSync(resolve(ROOT, '.bench/site-pages.json'), `${JSON.stringify(results, null, 2)}\n`);
  return results;
}
