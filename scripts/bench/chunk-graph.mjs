import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads Vite's build manifest and tells which output files only the admin can reach:
 * everything reachable from src/app/admin/AdminApp.tsx that no public route reaches.
 * @param {string} distDir the build's output folder (dist/)
 * @returns {Set<string>} output files, relative to distDir
 */
export function adminOnlyFiles(distDir) {
  /** @type {import('vite').Manifest} */
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  /** @param {string[]} keys */
  const closure = (keys) => {
    /** @type {Set<string>} */
    const seen = new Set();
    /** @param {string} key */
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) visit(next);
      for (const next of manifest[key].dynamicImports ?? []) visit(next);
    };
    keys.forEach(visit);
    return seen;
  };
  const adminKey = Object.keys(manifest).find((key) => key.endsWith('src/app/admin/AdminApp.tsx'));
  if (!adminKey) throw new Error('AdminApp chunk not found in the build manifest');
  const publicRoots = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  // The entry reaches the admin through its dynamic import: walk everything else it can reach, without that edge.
  /** @type {Set<string>} */
  const publicReach = new Set();
  /** @param {string} key */
  const visitPublic = (key) => {
    if (key === adminKey || publicReach.has(key) || !manifest[key]) return;
    publicReach.add(key);
    for (const next of manifest[key].imports ?? []) visitPublic(next);
    for (const next of manifest[key].dynamicImports ?? []) visitPublic(next);
  };
  publicRoots.forEach(visitPublic);
  const adminReach = closure([adminKey]);
  /** @type {Set<string>} */
  const files = new Set();
  for (const key of adminReach) {
    const chunk = manifest[key];
    if (publicReach.has(key) || !chunk) continue;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return files;
}
