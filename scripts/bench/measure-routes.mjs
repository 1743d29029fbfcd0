/* global document -- the callback given to waitForFunction runs in the page */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** How long after network idle the page may still fetch late assets (the web font's stylesheet). */
const LATE_ASSETS_MS = 1500;

/**
 * gzip size in KB of a built file (what a CDN with compression would send).
 * @param {string} distDir
 * @param {string} file relative to distDir
 */
export function gzipKb(distDir, file) {
  return gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;
}

/**
 * Loads each route in a fresh browser context and records the JS and CSS files it fetched (from dist/static).
 * Returns rows { name, jsKb, cssKb, files, adminFiles } where adminFiles lists admin-only chunks it loaded.
 * @param {import('playwright-core').Browser} browser
 * @param {{ name: string, url: string }[]} routes
 * @param {string} distDir
 * @param {Set<string>} adminOnly output files only the admin reaches (chunk-graph.mjs)
 */
export async function measureRoutes(browser, routes, distDir, adminOnly) {
  const rows = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const files = new Set();
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname.replace(/^\//, '');
      if (path.endsWith('.js') || path.endsWith('.css')) files.add(path);
    });
    await page.goto(route.url, { waitUntil: 'networkidle' });
    // The web font's stylesheet loads a second after the load event (src/app/web-fonts.ts): count it too.
    await page.waitForTimeout(LATE_ASSETS_MS);
    await page.waitForFunction(() => document.fonts.status === 'loaded');
    await page.waitForTimeout(300);
    await context.close();
    const list = [...files];
    const sum = (/** @type {string} */ ext) =>
      list.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipKb(distDir, file), 0);
    rows.push({
      name: route.name,
      jsKb: sum('.js'),
      cssKb: sum('.css'),
      files: list,
      adminFiles: list.filter((file) => adminOnly.has(file)),
    });
  }
  return rows;
}
