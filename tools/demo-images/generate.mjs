// Renders the demo photographs (public/demo/works, hero, og image) reproducibly in headless Chromium.
/* global window -- the callbacks given to page.evaluate/waitForFunction run in the page */
// Usage: node tools/demo-images/generate.mjs [slug-filter ...]
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobs } from './manifest.mjs';
import { serveDir } from './serve.mjs';
import { openBrowser } from './browser-session.mjs';
import { writeFallbackSvg } from './fallback-svg.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const filters = process.argv.slice(2);
const selected = jobs.filter((j) => !filters.length || filters.some((f) => j.slug.includes(f)));

/** @import { PainterWindow } from './page-api.mjs' */

/**
 * Highest quality whose file fits the budget (KB).
 * @param {import('playwright-core').Page} page
 * @param {import('./manifest.mjs').Output} out
 */
async function encodeWithin(page, out) {
  const type = out.type ?? 'image/webp';
  for (let q = 0.9; q >= 0.3; q -= 0.04) {
    const url = await page.evaluate((a) => /** @type {PainterWindow} */ (window).__encode(a), {
      W: out.W,
      H: out.H,
      type,
      q,
      focusX: out.focusX ?? 0.5,
    });
    const buf = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    if (buf.length <= out.budget * 1000 * 0.98) return { buf, q };
  }
  throw new Error(`${out.file}: cannot fit ${out.budget} KB`);
}

const server = await serveDir(join(here, 'browser'));
const browser = await openBrowser();
try {
  const { page } = browser;
  page.on('pageerror', (e) => console.error('page error:', e.message));
  await page.goto(server.url + 'index.html');
  await page.waitForFunction(() => /** @type {PainterWindow} */ (window).__ready === true);
  for (const job of selected) {
    const t0 = Date.now();
    await page.evaluate((j) => /** @type {PainterWindow} */ (window).__render(j), {
      scene: job.scene,
      W: job.W,
      H: job.H,
      seed: job.seed,
      opts: job.opts,
    });
    for (const out of job.outputs) {
      const { buf, q } = await encodeWithin(page, out);
      const file = join(root, out.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, buf);
      console.log(`${out.file.padEnd(52)} ${out.W}x${out.H} q=${q.toFixed(2)} ${(buf.length / 1000).toFixed(1)} KB`);
    }
    console.log(`  ${job.slug} in ${Date.now() - t0} ms`);
  }
  if (!filters.length || filters.includes('fallback')) await writeFallbackSvg(join(root, 'public/images/photo-fallback.svg'));
} finally {
  await browser.close();
  server.close();
}
