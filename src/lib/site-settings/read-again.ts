import { publicBackend } from '@/backend/registry';
import type { SiteSettings } from '@/domain/site-settings/types';
import { renderedDataIsCurrent } from '@/lib/page-data/rendered-data-check';

/**
 * The settings read afresh once the app has started, where the page's HTML may be older than what is stored (null
 * where it cannot be): in a demo build, this browser's own database may hold an owner's edits made after the build
 * (unless it has no demo database yet: then the HTML is the seed's, and nothing loads). A Firebase page's HTML is
 * rendered from the stored settings and kept at most minutes (functions/src/pages/cache-policy.ts): it is not read
 * again, so a page that reads nothing else never loads the backend for it.
 */
export async function readSiteSettingsAgain(): Promise<SiteSettings | null> {
  if (__BACKEND_KIND__ !== 'demo' || (await renderedDataIsCurrent())) return null;
  return (await publicBackend()).getSiteSettings();
}
