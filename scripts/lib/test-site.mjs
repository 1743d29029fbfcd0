/**
 * The public address the test builds are made with (VITE_SITE_URL): `npm test` builds dist/ with it (its
 * prerendered pages then carry absolute canonical and Open Graph URLs and a sitemap.xml, as a production build),
 * and the hosting and browser tests expect it. A reserved test domain: nothing is ever fetched from it.
 */
export const TEST_SITE_URL = 'https://jy-construction.test';
