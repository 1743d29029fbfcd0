import { logger } from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin.js';
import { PAGES_OPTIONS } from '../config.js';
import { SETTINGS_CACHE_SECONDS } from './cache-policy.js';
import { firestorePageSources } from './page-sources.js';
import { answerPageRequest } from './respond.js';
import { readSiteSettings, rememberedFor } from './settings-reads.js';

/**
 * Every public page at its clean URL, as real HTML for visitors, search engines and link previews (the same markup
 * the app takes over): the static pages (/, /about, ...), each photo page at /projects/gallery/{id}, and
 * /sitemap.xml, rendered from Firestore with the site settings stored now. firebase.json rewrites those paths here
 * (the Firebase build ships no HTML file for them: a file would win over the rewrite); Hosting's CDN keeps each
 * answer for its Cache-Control (cache-policy.ts: a settings change is everywhere within 10 minutes), and adds
 * firebase.json's headers (CSP, HSTS, ...) as it does to its files. The site's address in canonical and Open Graph
 * URLs is the bundle's (VITE_SITE_URL of the build it came from). docs/decisions/010 says why a function and not
 * static files published on each save.
 */

/**
 * How long an instance keeps the settings: SETTINGS_CACHE_SECONDS, or less when SITE_SETTINGS_CACHE_SECONDS says
 * (the hosting tests set 0, so a save shows on the next request; never more, which would break the promise).
 */
function settingsCacheMs(): number {
  const configured = Number(process.env.SITE_SETTINGS_CACHE_SECONDS ?? SETTINGS_CACHE_SECONDS);
  return Number.isFinite(configured) ? Math.min(Math.max(configured, 0), SETTINGS_CACHE_SECONDS) * 1000 : SETTINGS_CACHE_SECONDS * 1000;
}

const readSettings = rememberedFor(() => readSiteSettings(firestore()), settingsCacheMs());

const onError = (error: unknown, path: string) => logger.error('A public page could not be answered', { path, error: String(error) });

export const sitePages = onRequest(PAGES_OPTIONS, async (request, response) => {
  const answer = await answerPageRequest(request.method, request.path, firestorePageSources(firestore(), readSettings, onError));
  response.status(answer.status).set(answer.headers).send(answer.body);
});
