/**
 * npm run bench -- --compare-warm-start [--runs N] [--no-build]
 *
 * Does warming the first page earn its place? src/app/main.tsx starts the first page's chunk (and the backend
 * adapter, for pages that read it at once) before the first render and waits for the chunk up to 3 s
 * (src/app/start-up.ts). This builds the site both ways (WARM_START=on|off, a benchmark-only switch of
 * vite.config.ts), serves each gzip-compressed (vite preview compresses on the fly, as Firebase Hosting does) and
 * runs Lighthouse mobile on home, gallery and contact, N runs (default 5) per page per variant, interleaved (and
 * the order rotated from round to round) so that load on the machine hits both alike. Prints the medians of the
 * performance score and LCP with their min-max spread side by side, and writes them with every run to
 * .bench/warm-start-comparison.json.
 *
 * History: an earlier index.html preload (a build plugin writing per-route chunk lists into an inline script)
 * was measured the same way (7 runs per page): 60-140 ms of LCP, inside the noise, so it was removed; warming
 * gained 200-290 ms of LCP on gallery and contact, beyond the spread, so it stays.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { lighthousePerformance } from './lighthouse.mjs';
import { benchRoutes, routeUrl } from './routes.mjs';

/**
 * @typedef {object} Variant one build of the comparison
 * @property {string} id
 * @property {'on' | 'off'} warmStart
 * @property {string} label
 * @property {string} [baseUrl] where it is served, once it is
 * @property {string} [encoding] the content-encoding the server answered with
 *
 * @typedef {Awaited<ReturnType<typeof lighthousePerformance>>} PerformanceRun
 */

/** @type {Variant[]} */
export const VARIANTS = [
  { id: 'A', warmStart: 'on', label: 'A warm start (as shipped)' },
  { id: 'B', warmStart: 'off', label: 'B render at once' },
];

const outDirOf = (/** @type {Variant} */ variant) => `.bench/dist-warm-start-${variant.warmStart}`;

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

/**
 * Median, min and max of a metric over runs.
 * @param {PerformanceRun[]} runs
 * @param {'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs'} key
 */
function stats(runs, key) {
  const values = runs.map((run) => run[key]);
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

/** Builds each variant into its own folder. */
function buildVariants() {
  execFileSync('node_modules/.bin/tsc', ['-b'], { stdio: 'inherit' });
  for (const variant of VARIANTS) {
    console.log(`\nBuilding variant ${variant.id} (WARM_START=${variant.warmStart}) into ${outDirOf(variant)}`);
    execFileSync('node_modules/.bin/vite', ['build', '--outDir', outDirOf(variant), '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, WARM_START: variant.warmStart },
    });
  }
}

/** The entry script a build's index.html loads. */
const entryOf = (/** @type {Variant} */ variant) =>
  readFileSync(resolve(outDirOf(variant), 'index.html'), 'utf8').match(/<script type="module"[^>]*src="\.?\/?([^"]+)"/)?.[1];

/** The variants must really differ (a stale --no-build folder would compare a build with itself). */
function checkVariants() {
  const entries = VARIANTS.map(entryOf);
  if (entries.some((entry) => !entry) || new Set(entries).size !== entries.length) {
    throw new Error(`The variants' entry scripts are missing or identical (${entries.join(', ')}): run without --no-build`);
  }
}

/**
 * Served uncompressed, the same build scores far lower (about 79 instead of 97 on mobile, measured here: four times the bytes on the simulated network): make sure the server gzips.
 * @param {Variant} variant served: its baseUrl is set
 */
async function checkCompressed(variant) {
  const entry = entryOf(variant);
  if (!variant.baseUrl || !entry) throw new Error(`${outDirOf(variant)}: not served, or its index.html loads no entry script`);
  const response = await fetch(variant.baseUrl + entry, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const encoding = response.headers.get('content-encoding');
  if (!encoding) throw new Error(`${variant.baseUrl}${entry}: served uncompressed`);
  variant.encoding = encoding;
}

/**
 * Builds (unless build is false), serves and measures both variants; prints and writes the comparison.
 * @param {{ runs?: number, build?: boolean }} [options] runs per page per variant
 */
export async function compareWarmStart({ runs = 5, build = true } = {}) {
  if (build) buildVariants();
  checkVariants();
  const pages = (await benchRoutes()).publicRoutes.filter((route) => route.lighthouse);
  const servers = [];
  try {
    for (const variant of VARIANTS) {
      const server = await preview({
        appType: 'mpa',
        build: { outDir: outDirOf(variant) },
        preview: { port: 0, host: '127.0.0.1', open: false },
        logLevel: 'error',
      });
      servers.push(server);
      const baseUrl = server.resolvedUrls?.local[0];
      if (!baseUrl) throw new Error(`vite preview reported no local URL for ${outDirOf(variant)}`);
      variant.baseUrl = baseUrl;
      await checkCompressed(variant);
    }

    /** @type {(PerformanceRun & { page: string, variant: string, round: number })[]} */
    const results = [];
    const total = runs * pages.length * VARIANTS.length;
    for (let round = 0; round < runs; round++) {
      for (const page of pages) {
        // Interleaved, and the order rotates from round to round so no variant always goes first.
        for (let k = 0; k < VARIANTS.length; k++) {
          const variant = VARIANTS[(round + k) % VARIANTS.length];
          const run = await lighthousePerformance(routeUrl(variant.baseUrl ?? '', page.path, 'clean'));
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
          warmStart: variant.warmStart,
          label: variant.label,
          runs: own.length,
          performance: stats(own, 'performance'),
          lcpMs: stats(own, 'lcpMs'),
          fcpMs: stats(own, 'fcpMs'),
          tbtMs: stats(own, 'tbtMs'),
        });
      }
    }

    const cell = (/** @type {{ median: number, min: number, max: number }} */ s) => `${s.median} (${s.min}-${s.max})`;
    console.log(
      `\nWarm-start comparison, Lighthouse mobile, ${runs} runs per page per variant (interleaved, served ${VARIANTS[0].encoding}):`,
    );
    console.log('page     | variant                      | runs | perf median (min-max) | LCP ms median (min-max) | FCP ms median');
    console.log('---------|------------------------------|------|-----------------------|-------------------------|--------------');
    for (const row of summary) {
      console.log(
        [
          row.page.padEnd(8),
          row.label.padEnd(28),
          String(row.runs).padStart(4),
          cell(row.performance).padEnd(21),
          cell(row.lcpMs).padEnd(23),
          String(row.fcpMs.median),
        ].join(' | '),
      );
    }
    mkdirSync('.bench', { recursive: true });
    writeFileSync(
      '.bench/warm-start-comparison.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runsPerPagePerVariant: runs,
          variants: VARIANTS.map(({ baseUrl: _url, ...v }) => v),
          summary,
          results,
        },
        null,
        2,
      ),
    );
    console.log('\nWritten to .bench/warm-start-comparison.json');
  } finally {
    for (const server of servers) await server.close();
  }
}
