/**
 * npm run bench -- --compare-preload [--runs N] [--no-build]
 *
 * Does the first-page preload earn its place? Builds the site three ways (the PRELOAD switch of vite.config.ts),
 * serves each build gzip-compressed (vite preview compresses on the fly, as Firebase Hosting does) and runs
 * Lighthouse mobile on home, gallery and contact, N runs (default 5) per page per variant, interleaved (A, B, C,
 * then B, C, A, …) so that load on the machine hits every variant alike. Prints the medians of the performance
 * score and LCP with their min-max spread, side by side, and writes them with every run to
 * .bench/preload-comparison.json.
 *
 *   A  on         as shipped: index.html's inline preload (build plugin) + start-up.ts warming in main.tsx
 *   B  warm-only  without (a): no build plugin, no inline script; main.tsx still warms and waits for the page chunk
 *   C  off        without (a) and (b): main.tsx renders at once, no warmStart/firstPageReady
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { lighthousePerformance } from './lighthouse.mjs';
import { PUBLIC_ROUTES } from './routes.mjs';

export const VARIANTS = [
  { id: 'A', preload: 'on', label: 'A preload on (as shipped)' },
  { id: 'B', preload: 'warm-only', label: 'B no index.html preload' },
  { id: 'C', preload: 'off', label: 'C no preload, no warmStart' },
];

const outDirOf = (variant) => `.bench/dist-preload-${variant.preload}`;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/** Median, min and max of a metric over runs. */
function stats(runs, key) {
  const values = runs.map((run) => run[key]);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Builds each variant into its own folder; checks that index.html has (A) or lacks (B, C) the preload data. */
function buildVariants() {
  execFileSync('node_modules/.bin/tsc', ['-b'], { stdio: 'inherit' });
  for (const variant of VARIANTS) {
    console.log(`\nBuilding variant ${variant.id} (PRELOAD=${variant.preload}) into ${outDirOf(variant)}`);
    execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDirOf(variant), '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, PRELOAD: variant.preload },
    });
  }
}

function checkVariants() {
  for (const variant of VARIANTS) {
    const html = readFileSync(resolve(outDirOf(variant), 'index.html'), 'utf8');
    const hasPreload = /data-first-page-preload="\[\[/.test(html);
    const hasScript = html.includes('data-first-page-preload');
    if (variant.preload === 'on' ? !hasPreload : hasScript) {
      throw new Error(`${outDirOf(variant)}/index.html: the preload script is ${hasScript ? 'present' : 'missing'} (stale build? run without --no-build)`);
    }
  }
}

/** Served uncompressed, the same build scores far lower (shared/notes/toolchain.md): make sure the server gzips. */
async function checkCompressed(variant) {
  const entry = readFileSync(resolve(outDirOf(variant), 'index.html'), 'utf8').match(/<script type="module"[^>]*src="\.?\/?([^"]+)"/)?.[1];
  const response = await fetch(variant.baseUrl + entry, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (!entry || !encoding) throw new Error(`${variant.baseUrl}${entry}: served uncompressed`);
  variant.encoding = encoding;
}

export async function comparePreload({ runs = 5, build = true } = {}) {
  if (build) buildVariants();
  checkVariants();
  const pages = PUBLIC_ROUTES.filter((route) => route.lighthouse);
  const servers = [];
  try {
    for (const variant of VARIANTS) {
      const server = await preview({
        build: { outDir: outDirOf(variant) },
        preview: { port: 0, host: '127.0.0.1', open: false },
        logLevel: 'error',
      });
      servers.push(server);
      variant.baseUrl = server.resolvedUrls.local[0];
      await checkCompressed(variant);
    }

    const results = []; // { page, variant, round, performance, lcpMs, ... }
    const total = runs * pages.length * VARIANTS.length;
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        // Interleaved, and the order rotates from round to round so no variant always goes first.
        for (let k = 0; k < VARIANTS.length; k++) {
          const variant = VARIANTS[(round + k) % VARIANTS.length];
          const run = await lighthousePerformance(variant.baseUrl + page.hash);
          results.push({ page: page.name, variant: variant.id, round: round + 1, ...run });
          console.log(
            `[${String(results.length).padStart(3)}/${total}] ${page.name.padEnd(8)} ${variant.id}  perf ${String(run.performance).padStart(3)}  LCP ${String(run.lcpMs).padStart(5)} ms  FCP ${String(run.fcpMs).padStart(5)} ms  TBT ${String(run.tbtMs).padStart(4)} ms${run.runtimeError ? `  (${run.runtimeError})` : ''}`,
          );
        }
      }
    }

    const summary = [];
    for (const page of pages) {
      for (const variant of VARIANTS) {
        const own = results.filter((run) => run.page === page.name && run.variant === variant.id && !run.runtimeError);
        summary.push({
          page: page.name,
          variant: variant.id,
          preload: variant.preload,
          label: variant.label,
          runs: own.length,
          performance: stats(own, 'performance'),
          lcpMs: stats(own, 'lcpMs'),
          fcpMs: stats(own, 'fcpMs'),
          tbtMs: stats(own, 'tbtMs'),
        });
      }
    }

    const cell = (s) => `${s.median} (${s.min}-${s.max})`;
    console.log(`\nPreload comparison, Lighthouse mobile, ${runs} runs per page per variant (interleaved, served ${VARIANTS[0].encoding}):`);
    console.log('page     | variant                      | runs | perf median (min-max) | LCP ms median (min-max) | FCP ms median');
    console.log('---------|------------------------------|------|-----------------------|-------------------------|--------------');
    for (const row of summary) {
      console.log(
        [row.page.padEnd(8), row.label.padEnd(28), String(row.runs).padStart(4), cell(row.performance).padEnd(21), cell(row.lcpMs).padEnd(23), String(row.fcpMs.median)].join(' | '),
      );
    }
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/preload-comparison.json',
      JSON.stringify({ date: new Date().toISOString(), runsPerPagePerVariant: runs, variants: VARIANTS.map(({ baseUrl: _url, ...v }) => v), summary, results }, null, 2),
    );
    console.log('\nWritten to .bench/preload-comparison.json');
  } finally {
    for (const server of servers) await server.close();
  }
}
