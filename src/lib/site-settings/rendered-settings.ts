import type { SiteSettings } from '@/domain/site-settings/types';

/**
 * The settings a server-rendered page carries: a JSON data block (never run as a script) beside #root, written by
 * the server render (src/app/server/html-document.ts) with the settings the page was rendered with. The app's
 * first render takes them from there, so it matches the HTML, whatever route it shows.
 */
export const SITE_SETTINGS_ELEMENT_ID = 'site-settings';

/** Settings as JSON for a page's HTML: "<" escaped so no text can end the element. */
export function serializeSiteSettings(settings: SiteSettings): string {
  return JSON.stringify(settings).replace(/</g, '\\u003c');
}

/** The settings of this page's HTML, or null when it carries none (the development server's index.html). */
export function renderedSiteSettings(doc: Document = document): SiteSettings | null {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as SiteSettings) : null;
  } catch {
    return null;
  }
}
