#!/usr/bin/env node
/**
 * npm run bench: builds the site, then prints per public route the JS and CSS it loads (gzip KB),
 * checks that no public route loads admin-only chunks, and runs Lighthouse (mobile) on home, gallery and contact.
 * Results also go to .bench/results.json. Exit code 1 when a target is missed (BENCH_STRICT=1) — otherwise 0.
 *
 * npm run bench -- --compare-warm-start [--runs N]: instead, Lighthouse with and without warming the first page,
 * side by side (scripts/bench/compare-warm-start.mjs; results in .bench/warm-start-comparison.json).
 *
 * npm run bench -- --sitemap [--works N] [--runs N]: instead, the Firebase sitemap's time with N works (default
 * 5,000) on the Hosting, Functions and Firestore emulators (scripts/bench/sitemap.mjs; .bench/sitemap.json).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { adminOnlyFiles } from './bench/chunk-graph.mjs';
import { compareWarmStart } from './bench/compare-warm-start.mjs';
import { benchSitemap } from './bench/sitemap.mjs';
import { runUnderEmulatorLock } from './emulators/lock.mjs';
import { lighthouseScores } from './bench/lighthouse.mjs';
import { gzipKb, measureRoutes } from './bench/measure-routes.mjs';
import { benchRoutes, CHROMIUM_FLAGS, CHROMIUM_PATH, TARGETS } from './bench/routes.mjs';

const runsIndex = process.argv.indexOf('--runs');
const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs (default 5)');

if (process.argv.includes('--compare-warm-start')) await compareWarmStart({ runs, build: !process.argv.includes('--no-build') });
else if (process.argv.includes('--sitemap')) await sitemapBench();
else await bench();

/** The sitemap's time on the emulators (fixed ports: under the emulator lock, which re-runs this script). */
async function sitemapBench() {
  const locked = runUnderEmulatorLock();
  if (locked !== null) process.exit(locked);
  const worksIndex = process.argv.indexOf('--works');
  const works = worksIndex >= 0 ? Number(process.argv[worksIndex + 1]) : 5000;
  if (!Number.isInteger(works) || works < 0) throw new Error('--works takes a whole number of works (default 5000)');
  await benchSitemap({ works, runs });
}

async function bench() {
  const distDir = resolve('dist');
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

  const server = await preview({ preview: { port: 0, host: '127.0.0.1', open: false }, logLevel: 'error' });
  const baseUrl = server.resolvedUrls?.local[0];
  if (!baseUrl) throw new Error('vite preview reported no local URL');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

  try {
    const adminOnly = adminOnlyFiles(distDir);
    // The photo route needs a real id: take the first card the gallery links to.
    const probe = await browser.newPage();
    await probe.goto(baseUrl + '#/projects', { waitUntil: 'networkidle' });
    const href = await probe.locator('a[href*="/projects/gallery/"]').first().getAttribute('href');
    await probe.close();
    const firstPhotoId = href ? decodeURIComponent(href.split('/projects/gallery/')[1] ?? '') : 'unknown';
    const { publicRoutes, adminRoute: ADMIN_ROUTE } = await benchRoutes();
    const routes = publicRoutes.map((route) => ({ ...route, hash: route.hash.replace('{firstPhotoId}', encodeURIComponent(firstPhotoId)) }));

    const bundleRows = await measureRoutes(browser, baseUrl, [...routes, ADMIN_ROUTE], distDir, adminOnly);
    const lighthouseRows = [];
    for (const route of routes.filter((r) => r.lighthouse)) {
      lighthouseRows.push({ name: route.name, ...(await lighthouseScores(baseUrl + route.hash)) });
    }

    const kb = (/** @type {number} */ value) => value.toFixed(1).padStart(7);
    console.log('\nBundle per route (gzip KB, what the page loads):');
    console.log('route        |      JS |     CSS | admin-only chunks loaded');
    console.log('-------------|---------|---------|-------------------------');
    for (const row of bundleRows) {
      const isAdmin = row.name === ADMIN_ROUTE.name;
      console.log(`${row.name.padEnd(12)} | ${kb(row.jsKb)} | ${kb(row.cssKb)} | ${isAdmin ? '(admin route)' : row.adminFiles.length === 0 ? 'none' : row.adminFiles.join(', ')}`);
    }
    // The stylesheets index.html links hold up the first paint; the web-font CSS loads later (src/app/web-fonts.ts).
    const blockingCss = [...readFileSync(resolve(distDir, 'index.html'), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\.?\/?([^"]+)"/g)]
      .map((match) => match[1])
      .reduce((total, file) => total + gzipKb(distDir, file), 0);
    console.log(`(CSS column: all stylesheets a route loads; of those, render-blocking: ${blockingCss.toFixed(1)} KB)`);
    const homeRow = bundleRows.find((row) => row.name === 'home');
    if (homeRow) {
      const added = homeRow.jsKb - TARGETS.homeJsKbBaseline;
      console.log(
        `home JS ${homeRow.jsKb.toFixed(1)} KB: ${added >= 0 ? '+' : ''}${added.toFixed(1)} KB beside the ${TARGETS.homeJsKbBaseline} KB baseline (budget ${TARGETS.homeJsKbMax.toFixed(1)} KB)`,
      );
    }
    console.log('\nLighthouse (mobile):');
    console.log('route        | perf | a11y | best | seo | LCP ms | audits below 0.9');
    console.log('-------------|------|------|------|-----|--------|-----------------');
    for (const row of lighthouseRows) {
      console.log(
        `${row.name.padEnd(12)} | ${String(row.performance).padStart(4)} | ${String(row.accessibility).padStart(4)} | ${String(row.bestPractices).padStart(4)} | ${String(row.seo).padStart(3)} | ${String(row.lcpMs).padStart(6)} | ${row.failing.join(', ') || '-'}`,
      );
    }

    const misses = [];
    const home = bundleRows.find((row) => row.name === 'home');
    if (home && home.jsKb > TARGETS.homeJsKbMax) misses.push(`home JS ${home.jsKb.toFixed(1)} KB > ${TARGETS.homeJsKbMax.toFixed(1)} KB`);
    for (const row of bundleRows) if (row.name !== ADMIN_ROUTE.name && row.adminFiles.length) misses.push(`${row.name} loads admin chunks`);
    for (const row of lighthouseRows) {
      for (const key of /** @type {const} */ (['performance', 'accessibility', 'bestPractices', 'seo'])) {
        if (row[key] < TARGETS.lighthouseMin) misses.push(`${row.name} ${key} ${row[key]} < ${TARGETS.lighthouseMin}`);
      }
    }
    console.log(misses.length ? `\nTargets missed:\n- ${misses.join('\n- ')}` : '\nAll targets met.');
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/results.json', JSON.stringify({ bundleRows, lighthouseRows, misses }, null, 2));
    if (misses.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}
