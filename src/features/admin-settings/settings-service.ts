import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/**
 * The site settings feature's one door to the backend: saving a version, the saved versions and bringing one
 * back, and which adapter runs (a save reaches visitors at once on the demo, within minutes on Firebase). The
 * stored settings themselves are read through the shared query (lib/server-state/site-settings-queries.ts), which
 * the dashboard's launch checklist reads too.
 */
export async function settingsBackend(): Promise<
  Pick<AdminBackend, 'saveSiteSettings' | 'listSiteSettingsVersions' | 'restoreSiteSettings'>
> {
  return adminBackend();
}

export { backendKind } from '@/backend/registry';
