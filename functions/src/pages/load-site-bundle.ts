import { readFile } from 'node:fs/promises';
import type { LoadedBundle, SiteBundle } from './site-bundle.js';

/** Where the build puts the bundle, beside this package's lib/pages/. */
const BUNDLE_DIR = new URL('../site-bundle/', import.meta.url);
export const BUNDLE_ENTRY = 'entry.js';
export const BUNDLE_TEMPLATE = 'template.html';

let loading: Promise<LoadedBundle> | null = null;

/** The bundle and template, loaded once per instance; a failed load is tried again on the next request. */
export function loadSiteBundle(): Promise<LoadedBundle> {
  loading ??= Promise.all([
    import(new URL(BUNDLE_ENTRY, BUNDLE_DIR).href) as Promise<SiteBundle>,
    readFile(new URL(BUNDLE_TEMPLATE, BUNDLE_DIR), 'utf8'),
  ])
    .then(([bundle, template]) => ({ bundle, template }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
