import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads Vite's build manifest and tells which output files only the admin can reach:
 * everything reachable from src/app/admin/AdminApp.tsx that no public route reaches.
 */
export function adminOnlyFiles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (keys) => {
    const seen = new Set();
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
  const publicReach = new Set();
  const visitPublic = (key) => {
    if (key === adminKey || publicReach.has(key) || !manifest[key]) return;
    publicReach.add(key);
    for (const next of manifest[key].imports ?? []) visitPublic(next);
    for (const next of manifest[key].dynamicImports ?? []) visitPublic(next);
  };
  publicRoots.forEach(visitPublic);
  const adminReach = closure([adminKey]);
  const files = new Set();
  for (const key of adminReach) {
    if (publicReach.has(key)) continue;
    files.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) files.add(css);
  }
  return files;
}
