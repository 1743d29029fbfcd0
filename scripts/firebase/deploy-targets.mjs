/**
 * What `npm run deploy` hands `firebase deploy --only`: the site always needs its own functions (the photo pages
 * and the sitemap behind Hosting's rewrites, and the home page's background copy); the inquiry alerts' functions
 * (and the Trigger Email extension, deployed on its own) only with the alerts.
 */

/** The functions the site cannot do without (functions/src/index.ts exports them). */
export const SITE_FUNCTIONS = ['sitePages', 'onImageWritten'];

/**
 * @param {{ withAlerts: boolean }} options
 * @returns {string} the --only list
 */
export function deployTargets({ withAlerts }) {
  const functions = withAlerts ? ['functions'] : SITE_FUNCTIONS.map((name) => `functions:${name}`);
  return ['hosting', 'firestore:rules', 'firestore:indexes', 'storage', ...functions].join(',');
}
