#!/usr/bin/env node
/**
 * The Content-Security-Policy in firebase.json allows exactly one inline script: index.html's start-up script (it
 * applies dark/light mode before the first paint and hides a server-rendered page that is not the address's route).
 * CSP names it by the SHA-256 of its text, so the hash must change whenever that script changes. This script
 * computes it. JSON data blocks (the pages' structured data and page data) are never run: CSP does not apply to them.
 *
 *   node scripts/firebase/csp-hash.mjs            prints the 'sha256-...' source of each inline script
 *   node scripts/firebase/csp-hash.mjs --check    fails when firebase.json's CSP does not list exactly those, or when
 *                                                 any HTML file of the build (every prerendered page, 404.html) has
 *                                                 an inline script it does not list
 *   node scripts/firebase/csp-hash.mjs --write    writes them into firebase.json's CSP (replacing old hashes)
 *
 * Reads dist/index.html when it exists (what is deployed), else the build's page template dist/.server/template.html
 * (a Firebase build deploys no index.html: the sitePages function renders every page into that template), else
 * index.html. Vite copies a classic inline script unchanged, so all give the same hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const firebaseJsonPath = resolve(root, 'firebase.json');

/**
 * A script element whose type is not JavaScript (application/ld+json, application/json): a data block, which the
 * browser never runs.
 * @param {string} attributes
 */
function isDataBlock(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type !== undefined && type !== 'module' && !/^(text|application)\/(x-)?(java|ecma)script$/.test(type);
}

/**
 * Every .html file under a folder (dot folders skipped: they are not deployed), relative paths.
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlFilesOf(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) files.push(relative(dir, path));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The CSP sources ('sha256-...') of the inline scripts of an HTML page.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/.test(attributes) || body.trim() === '' || isDataBlock(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * @typedef {{ hosting: { headers: { source: string, headers: { key: string, value: string }[] }[] } }} FirebaseJson
 *   the part of firebase.json this script reads
 */

/** @param {FirebaseJson} config */
function cspHeader(config) {
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) if (header.key === 'Content-Security-Policy') return header;
  }
  throw new Error('firebase.json has no Content-Security-Policy header');
}

/**
 * @param {string} policy
 * @param {string[]} hashes
 */
function withHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== 'script-src') return directive.trim();
      return [...parts.filter((part) => !part.startsWith("'sha256-")), ...hashes].join(' ');
    })
    .join('; ');
}

function main() {
  const htmlPath = ['dist/index.html', 'dist/.server/template.html', 'index.html'].map((file) => resolve(root, file)).find(existsSync);
  if (!htmlPath) throw new Error('index.html is missing');
  const hashes = inlineScriptHashes(readFileSync(htmlPath, 'utf8'));
  const mode = process.argv[2];
  if (!mode) {
    console.log(`Inline scripts of ${htmlPath}:`);
    for (const hash of hashes) console.log(`  ${hash}`);
    return;
  }
  /** @type {FirebaseJson} */
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8'));
  const header = cspHeader(config);
  const expected = withHashes(header.value, hashes);
  if (mode === '--check') {
    if (expected !== header.value) {
      console.error(
        `firebase.json's CSP does not match the inline scripts of ${htmlPath}. Run: node scripts/firebase/csp-hash.mjs --write`,
      );
      process.exit(1);
    }
    // Every page of the build must run only those scripts (a prerendered page with another one would be blocked).
    const distDir = resolve(root, 'dist');
    const pages = existsSync(distDir) ? htmlFilesOf(distDir) : [];
    const unlisted = pages.filter((file) =>
      inlineScriptHashes(readFileSync(join(distDir, file), 'utf8')).some((hash) => !hashes.includes(hash)),
    );
    if (unlisted.length > 0) {
      console.error(`Inline scripts not listed in firebase.json's CSP, in dist/: ${unlisted.join(', ')}`);
      process.exit(1);
    }
    console.log(`CSP script hashes match ${htmlPath}${pages.length > 1 ? ` and the build's ${pages.length} HTML files` : ''}.`);
  } else if (mode === '--write') {
    header.value = expected;
    writeFileSync(firebaseJsonPath, `${JSON.stringify(config, null, 2)}\n`);
    console.log(`Updated firebase.json: ${hashes.join(' ')}`);
  } else {
    console.error(`Unknown option ${mode} (use --check or --write)`);
    process.exit(2);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
