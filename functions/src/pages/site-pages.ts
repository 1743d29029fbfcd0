import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin.js';
import { PAGES_OPTIONS } from '../config.js';
import { answerPageRequest } from './respond.js';
import { loadSiteBundle } from './load-site-bundle.js';
import { readSitemapWorks, readWorkPage } from './work-reads.js';

/**
 * The public pages Firebase Hosting cannot hold as files, because they come from Firestore: each work's page at
 * /projects/gallery/{id} (real HTML for search engines and link previews, the same markup the app takes over) and
 * /sitemap.xml. firebase.json rewrites those paths here; Hosting's CDN keeps each answer for its Cache-Control,
 * and adds firebase.json's headers (CSP, HSTS, ...) as it does to its files. The site's address in canonical and
 * Open Graph URLs is the bundle's (VITE_SITE_URL of the build it came from).
 */
export const sitePages = onRequest(PAGES_OPTIONS, async (request, response) => {
  const answer = await answerPageRequest(request.method, request.path, {
    readWorkPage: (id, workOf) => readWorkPage(firestore(), id, workOf),
    readSitemapWorks: (maxWorks) => readSitemapWorks(firestore(), { maxWorks }),
    loadBundle: loadSiteBundle,
    onError: (error, path) => logger.error('A public page could not be answered', { path, error: String(error) }),
  });
  response.status(answer.status).set(answer.headers).send(answer.body);
});
