import { runnerImport } from 'vite';

/**
 * The routes the benchmark loads, derived from the app's route table (src/config/routes.ts), read through Vite
 * (it is TypeScript app code). Every public route is measured; these get a Lighthouse run as well.
 */
const LIGHTHOUSE_ROUTES = ['home', 'gallery', 'contact'];

/**
 * Targets: each Lighthouse score ≥ 95; home JS at most the architecture issue's 136.9 KB gzip plus the 8 KB the
 * visitor issue (phone bar, work types, photos, trust) may add.
 */
export const TARGETS = { lighthouseMin: 95, homeJsKbBaseline: 136.9, homeJsKbMax: 136.9 + 8 };

/**
 * @typedef {{ name: string, hash: string }} BenchRoute
 * @typedef {BenchRoute & { lighthouse: boolean }} PublicBenchRoute
 * @typedef {object} RouteTable the part of src/config/routes.ts read here
 * @property {readonly { key: string, area: 'public' | 'admin', path: string, sample?: string }[]} routeList
 * @property {{ adminLogin: string }} paths
 */

/**
 * { publicRoutes: [{ name, hash, lighthouse }], adminRoute: { name, hash } } — hashes like '#/about'; a route
 * with a parameter uses its sample URL ('{firstPhotoId}' is for the caller to fill in).
 * @returns {Promise<{ publicRoutes: PublicBenchRoute[], adminRoute: BenchRoute }>}
 */
export async function benchRoutes() {
  /** @type {{ module: RouteTable }} */
  const { module } = await runnerImport('/src/config/routes.ts', { root: process.cwd(), configFile: false, logLevel: 'silent' });
  const publicRoutes = module.routeList
    .filter((route) => route.area === 'public')
    .map((route) => ({ name: route.key, hash: `#${route.sample ?? route.path}`, lighthouse: LIGHTHOUSE_ROUTES.includes(route.key) }));
  const adminRoute = { name: 'admin login', hash: `#${module.paths.adminLogin}` };
  return { publicRoutes, adminRoute };
}

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
