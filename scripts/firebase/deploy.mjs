#!/usr/bin/env node
/**
 * npm run deploy -- --project <real-project-id> [--allow-demo-build] [--without-alerts]
 *
 * 1. `npm run build` (the VITE_FIREBASE_* variables of .env.production / the environment must be set, otherwise
 *    the build would ship the embedded demo backend: refused unless --allow-demo-build);
 * 2. checks that firebase.json's Content-Security-Policy lists the hash of the build's inline start-up script
 *    (scripts/firebase/csp-hash.mjs);
 * 3. writes firebase.deploy.json: firebase.json plus immutable caching for exactly this build's hashed files
 *    (scripts/firebase/hosting-config.mjs explains why this cannot be a glob in firebase.json);
 * 4. writes functions/.env.<id> with SITE_URL from VITE_SITE_URL (required: a Firebase build writes its canonical
 *    and Open Graph URLs, and the pages function its sitemap, with it; the alerts link to the admin with it);
 * 5. the inquiry alerts (unless --without-alerts; scripts/firebase/alerts-deploy.mjs): checks that the extension's
 *    per-project params (SMTP_CONNECTION_URI, DEFAULT_FROM) are set, writes the mail templates
 *    (`npm run mail:templates -- --production`, when GOOGLE_APPLICATION_CREDENTIALS is set; otherwise it prints the
 *    command to run), then `firebase deploy --only extensions` WITHOUT --non-interactive: the first install asks
 *    for the SMTP password (stored in Cloud Secret Manager, never in the repository) and the extension terms;
 * 6. `firebase deploy --config firebase.deploy.json --only hosting,firestore:rules,firestore:indexes,storage,functions
 *    --project <id>` (scripts/firebase/deploy-targets.mjs: under --without-alerts only the site's own functions,
 *    sitePages and onImageWritten, which Hosting's rewrites and the home page need). firebase.json's predeploy
 *    builds functions/ and its site bundle (scripts/firebase/site-bundle.mjs) from the dist/ of step 1.
 * Sign in first with `npx firebase login` (or set GOOGLE_APPLICATION_CREDENTIALS / FIREBASE_TOKEN in CI). The
 * functions and the extension need the Blaze plan.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { FIREBASE_CLI, ROOT } from '../emulators/config.mjs';
import { alertsDeployProblems, writeFunctionsEnv } from './alerts-deploy.mjs';
import { deployTargets } from './deploy-targets.mjs';
import { sendEmailParams } from './extension-params.mjs';

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
const withAlerts = !args.includes('--without-alerts');

/**
 * Runs a command with inherited output; exits with its code when it fails.
 * @param {string} file
 * @param {string[]} fileArgs
 */
function run(file, fileArgs) {
  const result = spawnSync(file, fileArgs, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!project || project.startsWith('demo-')) {
  console.error('Usage: npm run deploy -- --project <real-project-id>   (demo-* ids are for the emulators only)');
  process.exit(2);
}
const env = loadEnv('production', ROOT, 'VITE_');
if (!(env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID) && !args.includes('--allow-demo-build')) {
  console.error(
    'VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID are not set (.env / .env.production): the build would use the demo backend.',
  );
  process.exit(2);
}
if (env.VITE_FIREBASE_EMULATOR_HOST) {
  console.error('VITE_FIREBASE_EMULATOR_HOST is set for production: unset it before deploying.');
  process.exit(2);
}

if (!env.VITE_SITE_URL || !/^https:\/\/[^/\s]+/.test(env.VITE_SITE_URL)) {
  console.error(
    'VITE_SITE_URL (.env.production) is not set to the site address (https://...): every page, the sitemap and the alerts need it.',
  );
  process.exit(2);
}
if (withAlerts) {
  const problems = alertsDeployProblems({ project, siteUrl: env.VITE_SITE_URL, params: sendEmailParams(project) });
  if (problems.length > 0) {
    console.error(`The inquiry alerts cannot be deployed yet:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    console.error('Fix the above, or deploy without the alerts with --without-alerts (the site and its own functions alone).');
    process.exit(2);
  }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
run(npm, ['run', 'build']);
run(process.execPath, [resolve(ROOT, 'scripts/firebase/csp-hash.mjs'), '--check']);
run(process.execPath, [resolve(ROOT, 'scripts/firebase/hosting-config.mjs'), '--out', 'firebase.deploy.json']);
let templatesWritten = false;
console.log(`Functions param SITE_URL → ${writeFunctionsEnv(project, env.VITE_SITE_URL)}`);
if (withAlerts) {
  if (process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    run(npm, ['run', 'mail:templates', '--', '--production', '--project', project]);
    templatesWritten = true;
  }
  // Interactive when there is a terminal: the first install asks for the SMTP password (a secret) and the terms.
  run(process.execPath, [FIREBASE_CLI, 'deploy', '--config', 'firebase.deploy.json', '--only', 'extensions', '--project', project]);
}
run(process.execPath, [
  FIREBASE_CLI,
  'deploy',
  '--config',
  'firebase.deploy.json',
  '--only',
  deployTargets({ withAlerts }),
  '--project',
  project,
  '--non-interactive',
]);
if (withAlerts && !templatesWritten) {
  console.warn(
    '\n!! The alert e-mail template was NOT written (GOOGLE_APPLICATION_CREDENTIALS is not set). Until it is, the extension ' +
      'cannot render the alerts. Run once, and after every change of functions/templates/:\n' +
      `   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run mail:templates -- --production --project ${project}\n`,
  );
}
