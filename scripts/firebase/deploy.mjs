#!/usr/bin/env node
/**
 * npm run deploy -- --project <real-project-id> [--allow-demo-build] [--without-alerts] [--check]
 *
 * 0. the pre-flight (preflight/checks.mjs), in seconds and before anything is built: signed in or credentials, the
 *    project exists and is on Blaze, Firestore's location, the extension's params, the functions' runtime, the
 *    .env.production values. Every failing precondition is reported at once, each with what to do in one line, and
 *    nothing is built or deployed. `--check` runs only the pre-flight (exit 0 when everything passed, 2 otherwise).
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
import { pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { FIREBASE_CLI, ROOT } from '../emulators/config.mjs';
import { configuredRuntime } from '../functions-runtime/node.mjs';
import { writeFunctionsEnv } from './alerts-deploy.mjs';
import { deployTargets } from './deploy-targets.mjs';
import { sendEmailParams } from './extension-params.mjs';
import { formatPreflight, runPreflight } from './preflight/checks.mjs';
import { firebaseToolsBoundary } from './preflight/firebase-boundary.mjs';
import { firebaseToolsRuntimes } from './runtime-support.mjs';

/**
 * @typedef {object} DeployDeps
 * @property {import('./preflight/checks.mjs').FirebaseBoundary} firebase
 * @property {(file: string, args: string[]) => number} run a command with inherited output; its exit code
 * @property {Record<string, string>} viteEnv
 * @property {Record<string, string>} extensionParams
 * @property {Date} now
 * @property {(line: string) => void} log
 * @property {(line: string) => void} warn
 */

/**
 * Runs a command with inherited output.
 * @param {string} file
 * @param {string[]} fileArgs
 */
function runCommand(file, fileArgs) {
  return spawnSync(file, fileArgs, { cwd: ROOT, stdio: 'inherit', env: process.env }).status ?? 1;
}

/**
 * The deploy: the pre-flight, then (unless --check) the build and the deploy steps. Resolves to the exit code.
 * @param {string[]} args
 * @param {Partial<DeployDeps>} [deps]
 */
export async function deploy(args, deps = {}) {
  const projectFlag = args.indexOf('--project');
  const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;
  const withAlerts = !args.includes('--without-alerts');
  const {
    firebase = firebaseToolsBoundary(),
    run = runCommand,
    viteEnv = loadEnv('production', ROOT, 'VITE_'),
    extensionParams = sendEmailParams(project && !project.startsWith('-') ? project : undefined),
    now = new Date(),
    log = console.log,
    warn = console.warn,
  } = deps;

  const results = await runPreflight({
    project: project && !project.startsWith('-') ? project : undefined,
    withAlerts,
    allowDemoBuild: args.includes('--allow-demo-build'),
    viteEnv,
    extensionParams,
    runtime: configuredRuntime(),
    runtimes: firebaseToolsRuntimes(),
    now,
    firebase,
  });
  const failed = results.some((result) => result.outcome === 'failed');
  (failed ? warn : log)(formatPreflight(results));
  if (failed) {
    if (withAlerts) warn('(The alert e-mail can wait: --without-alerts deploys the site and its own functions without it.)');
    return 2;
  }
  if (args.includes('--check') || !project) return 0;

  const step = (/** @type {string} */ file, /** @type {string[]} */ fileArgs) => {
    const code = run(file, fileArgs);
    if (code !== 0) throw Object.assign(new Error(`${file} ${fileArgs.join(' ')} failed`), { exitCode: code });
  };
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  try {
    step(npm, ['run', 'build']);
    step(process.execPath, [resolve(ROOT, 'scripts/firebase/csp-hash.mjs'), '--check']);
    step(process.execPath, [resolve(ROOT, 'scripts/firebase/hosting-config.mjs'), '--out', 'firebase.deploy.json']);
    let templatesWritten = false;
    log(
      `Functions params SITE_URL, VAPID_PUBLIC_KEY → ${writeFunctionsEnv(project, viteEnv.VITE_SITE_URL ?? '', ROOT, viteEnv.VITE_VAPID_PUBLIC_KEY ?? '')}`,
    );
    if (withAlerts) {
      if (process.env.GOOGLE_APPLICATION_CREDENTIALS) {
        step(npm, ['run', 'mail:templates', '--', '--production', '--project', project]);
        templatesWritten = true;
      }
      // Interactive when there is a terminal: the first install asks for the SMTP password (a secret) and the terms.
      step(process.execPath, [FIREBASE_CLI, 'deploy', '--config', 'firebase.deploy.json', '--only', 'extensions', '--project', project]);
    }
    step(process.execPath, [
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
      warn(
        '\n!! The alert e-mail template was NOT written (GOOGLE_APPLICATION_CREDENTIALS is not set). Until it is, the extension ' +
          'cannot render the alerts. Run once, and after every change of functions/templates/:\n' +
          `   GOOGLE_APPLICATION_CREDENTIALS=key.json npm run mail:templates -- --production --project ${project}\n`,
      );
    }
  } catch (error) {
    return Number(/** @type {{ exitCode?: unknown }} */ (error).exitCode ?? 1);
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  deploy(process.argv.slice(2)).then((code) => process.exit(code));
}
