/** The public routes the benchmark loads (hash routes) and which of them get a Lighthouse run. */
export const PUBLIC_ROUTES = [
  { name: 'home', hash: '#/', lighthouse: true },
  { name: 'about', hash: '#/about', lighthouse: false },
  { name: 'services', hash: '#/services', lighthouse: false },
  { name: 'gallery', hash: '#/projects', lighthouse: true },
  { name: 'photo', hash: '#/projects/gallery/{firstPhotoId}', lighthouse: false },
  { name: 'contact', hash: '#/contact', lighthouse: true },
];

export const ADMIN_ROUTE = { name: 'admin login', hash: '#/jy-dev/login' };

/** Targets from the issue: each Lighthouse score ≥ 95, home JS ≤ 120 KB gzip. */
export const TARGETS = { lighthouseMin: 95, homeJsKbMax: 120 };

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
