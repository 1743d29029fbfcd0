import { useEffect } from 'react';
import { publicBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import { renderedDataIsCurrent } from '@/lib/page-data/rendered-data-check';
import { useReplaceSiteSettings } from './site-settings-context';

/**
 * Reads the settings afresh once the app has started, where the page's HTML may be older than what is stored:
 * in a demo build, this browser's own database may hold an owner's edits made after the build (unless it has no
 * demo database yet: then the HTML is the seed's, and nothing loads). A Firebase page's HTML is rendered from the
 * stored settings and kept at most minutes (functions/src/pages/cache-policy.ts): it is not read again, so a page
 * that reads nothing else never loads the backend for it.
 */
export function RefreshSiteSettings() {
  const replace = useReplaceSiteSettings();
  useEffect(() => {
    if (__BACKEND_KIND__ !== 'demo') return;
    let active = true;
    void (async () => {
      try {
        if (await renderedDataIsCurrent()) return;
        const fresh = await (await publicBackend()).getSiteSettings();
        if (active) replace(fresh);
      } catch (error) {
        // The page keeps the settings it was rendered with.
        reportError('Site settings could not be read again', error);
      }
    })();
    return () => {
      active = false;
    };
  }, [replace]);
  return null;
}
