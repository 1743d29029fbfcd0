#!/usr/bin/env node
/**
 * npm run bench [-- --runs N] [-- --no-build] [-- --dist DIR --urls clean|hash] [-- --bundles-only]
 *
 * Builds the site, serves it as Firebase Hosting does (compressed; each page at its clean URL; no fallback to
 * index.html), then prints per public route the JS and CSS it loads (gzip KB) and whether it loaded any admin-only
 * chunk, and Lighthouse mobile for home, gallery and contact: N runs each (default 5), interleaved, with the
 * median (and the spread) of the performance score, LCP, FCP and TBT. Results also go to .bench/results.json.
 * Exit code 1 when a target is missed (BENCH_STRICT=1); otherwise 0.
 *
 * Pages are loaded at their clean URLs (how visitors from a search or a shared link arrive). --dist DIR measures
 * another build without building (e.g. one made from an older commit); --urls hash loads the hash URLs instead
 * (for a build from before clean URLs, which has only those).
 *
 * npm run bench -- --compare-warm-start [--runs N]: instead, Lighthouse with and without warming the first page,
 * side by side (scripts/bench/compare-warm-start.mjs; results in .bench/warm-start-comparison.json).
 *
 * npm run bench -- --site-pages [--concurrency 10,40,80] [--rounds R] [--no-build]: instead, the pages function
 * rendering N requests at once in one process on its Node.js 22: p50/p95/max latency of a photo page and the home
 * page, and peak memory (scripts/bench/site-pages.mjs; .bench/site-pages.json).
 *
 * npm run bench -- --sitemap [--works N] [--runs N]: instead, the Firebase sitemap's time with N photos (default
 * 5,000) on the Hosting, Functions and Firestore emulators (scripts/bench/sitemap.mjs; .bench/sitemap.json).
 *
 * npm run bench -- --pages-function [--runs N] [--cold N] [--lighthouse N] [--no-build]: instead, what serving the
 * pages from the sitePages function costs: time to first byte on a CDN hit (stand-in), a warm miss and a cold
 * start, Firestore reads and HTML bytes per page, Lighthouse on / (scripts/bench/pages-function.mjs;
 * .bench/pages-function.json; the numbers of docs/decisions/010).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { adminOnlyFiles } from './bench/chunk-graph.mjs';
import { compareWarmStart } from './bench/compare-warm-start.mjs';
import { benchPagesFunction } from './bench/pages-function.mjs';
import { benchSitePages } from './bench/site-pages.mjs';
import { benchSitemap } from './bench/sitemap.mjs';
import { runUnderEmulatorLock } from './emulators/lock.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { gzipKb, measureRoutes } from './bench/measure-routes.mjs';
import { benchRoutes, CHROMIUM_FLAGS, CHROMIUM_PATH, routeUrl, TARGETS } from './bench/routes.mjs';

/** @param {string} name */
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs (default 5)');
const urlOption = option('--urls') ?? 'clean';
if (urlOption !== 'clean' && urlOption !== 'hash') throw new Error('--urls takes clean or hash');
/** @type {'clean' | 'hash'} */
const urlKind = urlOption;
const distOption = option('--dist');

if (process.argv.includes('--compare-warm-start')) await compareWarmStart({ runs, build: !process.argv.includes('--no-build') });
else if (process.argv.includes('--sitemap')) await sitemapBench();
else if (process.argv.includes('--pages-function')) await pagesFunctionBench();
else if (process.argv.includes('--site-pages')) {
  const concurrencies = (option('--concurrency') ?? '80').split(',').map(Number);
  if (!concurrencies.every((value) => Number.isInteger(value) && value > 0))
    throw new Error('--concurrency takes whole numbers (80 or 10,40,80)');
  await benchSitePages({ concurrencies, rounds: Number(option('--rounds') ?? 5), build: !process.argv.includes('--no-build') });
} else await bench();

/** The sitemap's time on the emulators (fixed ports: under the emulator lock, which re-runs this script). */
async function sitemapBench() {
  const locked = runUnderEmulatorLock();
  if (locked !== null) process.exit(locked);
  const works = Number(option('--works') ?? 5000);
  if (!Number.isInteger(works) || works < 0) throw new Error('--works takes a whole number of works (default 5000)');
  await benchSitemap({ works, runs });
}

/** The pages function's costs on the emulators (fixed ports: under the emulator lock, which re-runs this script). */
async function pagesFunctionBench() {
  const locked = runUnderEmulatorLock();
  if (locked !== null) process.exit(locked);
  /** @param {string} name @param {number} fallback */
  const count = (name, fallback) => {
    const value = Number(option(name) ?? fallback);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} takes a whole number`);
    return value;
  };
  await benchPagesFunction({
    runs: option('--runs') ? runs : 20,
    cold: count('--cold', 3),
    lighthouse: count('--lighthouse', 3),
    build: !process.argv.includes('--no-build'),
  });
}

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * @typedef {Awaited<ReturnType<typeof lighthouseScores>>} LighthouseRun
 * @typedef {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'fcpMs' | 'tbtMs' | 'cls'} Metric
 */

/**
 * The median and the min-max of each metric over the runs of one route.
 * @param {LighthouseRun[]} runs
 * @returns {Record<Metric, { median: number, min: number, max: number }>}
 */
function summarize(runs) {
  /** @param {Metric} metric */
  const stat = (metric) => {
    const values = runs.map((run) => run[metric]);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    performance: stat('performance'),
    accessibility: stat('accessibility'),
    bestPractices: stat('bestPractices'),
    seo: stat('seo'),
    lcpMs: stat('lcpMs'),
    fcpMs: stat('fcpMs'),
    tbtMs: stat('tbtMs'),
    cls: stat('cls'),
  };
}

async function bench() {
  const distDir = resolve(distOption ?? 'dist');
  if (!distOption && !process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

  const server = await preview({
    appType: 'mpa',
    build: { outDir: distDir },
    preview: { port: 0, host: '127.0.0.1', open: false },
    logLevel: 'error',
  });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview reported no local URL');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

  try {
    const adminOnly = adminOnlyFiles(distDir);
    // The photo route needs a real id: take the first card the gallery links to.
    const probe = await browser.newPage();
    await probe.goto(routeUrl(baseUrl, '/projects', urlKind), { waitUntil: 'networkidle' });
    const href = await probe.locator('a[href*="/projects/gallery/"]').first().getAttribute('href');
    await probe.close();
    const firstPhotoId = href ? decodeURIComponent(href.split('/projects/gallery/')[1] ?? '') : 'unknown';
    const { publicRoutes, adminRoute } = await benchRoutes();
    const routes = publicRoutes.map((route) => ({
      ...route,
      path: route.path.replace('{firstPhotoId}', encodeURIComponent(firstPhotoId)),
    }));

    const bundleRows = await measureRoutes(
      browser,
      [
        ...routes.map((route) => ({ name: route.name, url: routeUrl(baseUrl, route.path, route.hashOnly ? 'hash' : urlKind) })),
        { name: adminRoute.name, url: routeUrl(baseUrl, adminRoute.path, 'hash') },
      ],
      distDir,
      adminOnly,
    );

    // --bundles-only: the JS and CSS per route alone, in seconds (sizes do not vary between runs; Lighthouse does).
    const measured = process.argv.includes('--bundles-only') ? [] : routes.filter((route) => route.lighthouse);
    /** @type {Record<string, LighthouseRun[]>} */
    const lighthouseRuns = Object.fromEntries(measured.map((route) => [route.name, []]));
    for (let round = 1; round <= runs; round++) {
      // Interleaved: load on the shared machine falls on every route alike.
      for (const route of measured) {
        const run = await lighthouseScores(routeUrl(baseUrl, route.path, urlKind));
        lighthouseRuns[route.name].push(run);
        console.log(
          `[${round}/${runs}] ${route.name.padEnd(8)} perf ${String(run.performance).padStart(3)}  LCP ${String(run.lcpMs).padStart(5)} ms  FCP ${String(run.fcpMs).padStart(5)} ms  TBT ${String(run.tbtMs).padStart(4)} ms  LCP element ${run.lcpElement || '?'}`,
        );
      }
    }
    const lighthouseRows = measured.map((route) => {
      const own = lighthouseRuns[route.name];
      const failing = [...new Set(own.flatMap((run) => run.failing))];
      return {
        name: route.name,
        url: routeUrl('/', route.path, urlKind),
        runs: own.length,
        ...summarize(own),
        lcpElement: own.at(-1)?.lcpElement ?? '',
        failing,
      };
    });

    const kb = (/** @type {number} */ value) => value.toFixed(1).padStart(7);
    console.log(`\nServed like Hosting (compressed, clean URLs); pages loaded at their ${urlKind} URLs (${distDir}).`);
    console.log('\nBundle per route (gzip KB, what the page loads):');
    console.log('route        |      JS |     CSS | admin-only chunks loaded');
    console.log('-------------|---------|---------|-------------------------');
    for (const row of bundleRows) {
      const isAdmin = row.name === adminRoute.name;
      console.log(
        `${row.name.padEnd(12)} | ${kb(row.jsKb)} | ${kb(row.cssKb)} | ${isAdmin ? '(admin route)' : row.adminFiles.length === 0 ? 'none' : row.adminFiles.join(', ')}`,
      );
    }
    // The stylesheets index.html links hold up the first paint; the web-font CSS loads later (src/app/web-fonts.ts).
    const blockingCss = [
      ...readFileSync(resolve(distDir, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\.?\/?([^"]+)"/g),
    ]
      .map((match) => match[1])
      .reduce((total, file) => total + gzipKb(distDir, file), 0);
    console.log(`(CSS column: all stylesheets a route loads; of those, render-blocking: ${blockingCss.toFixed(1)} KB)`);

    const cell = (/** @type {{ median: number, min: number, max: number }} */ s, digits = 0) =>
      `${s.median.toFixed(digits)} (${s.min.toFixed(digits)}-${s.max.toFixed(digits)})`;
    if (lighthouseRows.length) {
      console.log(`\nLighthouse (mobile), median (min-max) of ${runs} runs:`);
      console.log(
        'route    | perf          | LCP ms             | FCP ms | TBT ms | CLS   | a11y | best | seo | audits below 0.9 (any run)',
      );
      console.log(
        '---------|---------------|--------------------|--------|--------|-------|------|------|-----|---------------------------',
      );
      for (const row of lighthouseRows) {
        console.log(
          [
            row.name.padEnd(8),
            cell(row.performance).padEnd(13),
            cell(row.lcpMs).padEnd(18),
            String(row.fcpMs.median).padStart(6),
            String(row.tbtMs.median).padStart(6),
            row.cls.median.toFixed(3),
            String(row.accessibility.median).padStart(4),
            String(row.bestPractices.median).padStart(4),
            String(row.seo.median).padStart(3),
            row.failing.join(', ') || '-',
          ].join(' | '),
        );
      }
    }

    const misses = [];
    for (const row of bundleRows) {
      if (row.name !== adminRoute.name && row.adminFiles.length) misses.push(`${row.name} loads admin chunks`);
      const max = TARGETS.jsKbMax[row.name];
      if (max !== undefined && row.jsKb > max + TARGETS.jsKbSlack) misses.push(`${row.name} JS ${row.jsKb.toFixed(1)} KB > ${max} KB`);
    }
    for (const row of lighthouseRows) {
      if (row.performance.median < TARGETS.performanceMin)
        misses.push(`${row.name} performance ${row.performance.median} < ${TARGETS.performanceMin}`);
      if (row.lcpMs.median > TARGETS.lcpMaxMs) misses.push(`${row.name} LCP ${row.lcpMs.median} ms > ${TARGETS.lcpMaxMs} ms`);
      for (const key of /** @type {const} */ (['accessibility', 'bestPractices', 'seo'])) {
        if (row[key].median < TARGETS.lighthouseMin) misses.push(`${row.name} ${key} ${row[key].median} < ${TARGETS.lighthouseMin}`);
      }
    }
    console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nAll targets met.');
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/results.json',
      JSON.stringify(
        { date: new Date().toISOString(), distDir, urls: urlKind, runs, bundleRows, lighthouseRows, lighthouseRuns, misses },
        null,
        2,
      ),
    );
    if (misses.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}
