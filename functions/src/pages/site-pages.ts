import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { firestore } from '../admin.js';
import { PAGES_OPTIONS, SITE_URL } from '../config.js';
import { answerPageRequest } from './respond.js';
import { loadSiteBundle } from './site-bundle.js';
import { readSitemapWorks, readWorkPage } from './work-reads.js';

/**
 * The public pages Firebase Hosting cannot hold as files, because they come from Firestore: each work's page at
 * /projects/gallery/{id} (real HTML for search engines and link previews, the same markup the app takes over) and
 * /sitemap.xml. firebase.json rewrites those paths here; Hosting's CDN keeps each answer for its Cache-Control.
 */
export const sitePages = onRequest(PAGES_OPTIONS, async (request, response) => {
  const answer = await answerPageRequest(request.method, request.path, {
    siteUrl: SITE_URL.value().replace(/\/+$/, ''),
    readWorkPage: (id, workTypeOf) => readWorkPage(firestore(), id, workTypeOf),
    readSitemapWorks: () => readSitemapWorks(firestore()),
    loadBundle: loadSiteBundle,
    onError: (error, path) => logger.error('A public page could not be answered', { path, error: String(error) }),
  });
  response.status(answer.status).set(answer.headers).send(answer.body);
});
