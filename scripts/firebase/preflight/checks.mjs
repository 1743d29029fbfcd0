/**
 * The deploy pre-flight: every precondition of `npm run deploy` that can be checked before the ~90 s build, all of
 * them at once, each failure with what to do in one line. `npm run deploy -- --check` runs only this.
 *
 * Local (no network): the project id, .env.production's values, the functions' runtime against the project's
 * firebase-tools (runtime-support.mjs), the Trigger Email extension's params (alerts-deploy.mjs).
 * Remote, through firebase-tools (firebase-boundary.mjs; faked in tests/scripts/preflight.test.ts): signed in or
 * credentials, the project exists (and this account sees it), it is on the Blaze plan (Cloud Functions and the
 * extension need it: even --without-alerts deploys sitePages and onImageWritten), Firestore exists in the region the
 * functions and the extension expect. Without an account the remote checks cannot run: that is one failure, the
 * login, and the rest say they wait for it.
 */
import { alertsDeployProblems } from '../alerts-deploy.mjs';
import { runtimeProblem } from '../runtime-support.mjs';

/** Where the functions (functions/src/config.ts REGION) and the extension (DATABASE_REGION) expect Firestore. */
export const FIRESTORE_LOCATION = 'asia-northeast3';

/**
 * The Cloud Functions secret the alert functions declare (mirrored: functions/src/config.ts defineSecret): a deploy of
 * them fails without it, so the pre-flight asks for it first (scripts/firebase/README.md "Staff push").
 */
export const PUSH_SECRET = 'VAPID_PRIVATE_KEY';

/**
 * What the pre-flight asks firebase-tools (each call bounded by a time-out in the real one).
 * @typedef {object} FirebaseBoundary
 * @property {() => Promise<{ account: string } | { problem: string }>} account who deploys: the CLI's login,
 *   GOOGLE_APPLICATION_CREDENTIALS or FIREBASE_TOKEN
 * @property {(project: string) => Promise<{ projectNumber: string } | null>} project the Firebase project, null
 *   when it does not exist or this account cannot see it
 * @property {(project: string) => Promise<boolean>} billingEnabled true on the Blaze plan (a billing account)
 * @property {(project: string) => Promise<string | null>} firestoreLocation the (default) database's location, null
 *   when no database was created
 * @property {(project: string, name: string) => Promise<boolean>} secretExists true when Secret Manager holds the
 *   secret (any version)
 */

/**
 * @typedef {object} PreflightInput
 * @property {string | undefined} project --project
 * @property {boolean} withAlerts not --without-alerts
 * @property {boolean} allowDemoBuild --allow-demo-build
 * @property {Record<string, string>} viteEnv the VITE_* values the production build would get
 * @property {Record<string, string>} extensionParams the Trigger Email params for the project
 * @property {string} runtime firebase.json's functions runtime
 * @property {Record<string, import('../runtime-support.mjs').RuntimeEntry>} runtimes firebase-tools' table
 * @property {Date} now
 * @property {FirebaseBoundary} firebase
 */

/**
 * @typedef {object} CheckResult
 * @property {string} name what was checked
 * @property {'ok' | 'failed' | 'skipped'} outcome skipped: could not be checked because of another failure
 * @property {string} [detail] ok: what was found; failed: what to do (one line); skipped: why
 */

/**
 * Runs every check; never throws for a failing one (a network error is that check's failure).
 * @param {PreflightInput} input
 * @returns {Promise<CheckResult[]>}
 */
export async function runPreflight(input) {
  /** @type {CheckResult[]} */
  const results = [];
  const ok = (/** @type {string} */ name, /** @type {string} */ detail) => results.push({ name, outcome: 'ok', detail });
  const failed = (/** @type {string} */ name, /** @type {string} */ detail) => results.push({ name, outcome: 'failed', detail });
  const skipped = (/** @type {string} */ name, /** @type {string} */ detail) => results.push({ name, outcome: 'skipped', detail });
  const { project, viteEnv } = input;

  const validProject = Boolean(project && !project.startsWith('demo-'));
  if (validProject) ok('project id', String(project));
  else failed('project id', 'Name the real project: npm run deploy -- --project <project-id> (demo-* ids are for the emulators only).');

  const hasFirebase = Boolean(viteEnv.VITE_FIREBASE_API_KEY && viteEnv.VITE_FIREBASE_PROJECT_ID);
  if (hasFirebase || input.allowDemoBuild) ok('web app config', hasFirebase ? 'VITE_FIREBASE_* set' : 'demo build allowed');
  else
    failed(
      'web app config',
      'Put the six VITE_FIREBASE_* values (console → ⚙ Project settings → Your apps → SDK setup) in .env.production.',
    );
  if (hasFirebase && project && viteEnv.VITE_FIREBASE_PROJECT_ID !== project) {
    failed(
      'web app config',
      `VITE_FIREBASE_PROJECT_ID is ${viteEnv.VITE_FIREBASE_PROJECT_ID}, not ${project}: deploy with that --project or fix .env.production.`,
    );
  }
  if (viteEnv.VITE_FIREBASE_EMULATOR_HOST)
    failed('emulator host', 'Remove VITE_FIREBASE_EMULATOR_HOST from .env.production (it points the site at the emulators).');
  if (viteEnv.VITE_SITE_URL && /^https:\/\/[^/\s]+/.test(viteEnv.VITE_SITE_URL)) ok('site address', viteEnv.VITE_SITE_URL);
  else failed('site address', 'Set VITE_SITE_URL=https://your-domain in .env.production (pages, sitemap and alert links need it).');
  if (!viteEnv.VITE_APPCHECK_SITE_KEY) {
    failed(
      'App Check key',
      'Set VITE_APPCHECK_SITE_KEY in .env.production (console → App Check → Apps → reCAPTCHA v3; scripts/firebase/README.md step 6).',
    );
  } else ok('App Check key', 'set');

  const runtime = runtimeProblem(input.runtime, input.runtimes, input.now);
  if (runtime) failed('functions runtime', runtime);
  else ok('functions runtime', input.runtime);

  if (input.withAlerts) {
    const problems = alertsDeployProblems({
      project: project ?? 'PROJECT_ID',
      siteUrl: viteEnv.VITE_SITE_URL,
      params: input.extensionParams,
    })
      // The site address has its own line above.
      .filter((problem) => !problem.startsWith('VITE_SITE_URL'));
    for (const problem of problems) failed('alert e-mail (extension params)', `${problem} Or deploy --without-alerts.`);
    const region = input.extensionParams.DATABASE_REGION;
    if (region && region !== FIRESTORE_LOCATION) {
      failed(
        'alert e-mail (extension params)',
        `DATABASE_REGION is ${region}: set it to ${FIRESTORE_LOCATION} (extensions/firestore-send-email.env), where Firestore is.`,
      );
    }
    if (problems.length === 0 && (!region || region === FIRESTORE_LOCATION))
      ok('alert e-mail (extension params)', 'SMTP server and sender set');
  }

  const remote = ['project exists', 'Blaze plan', 'Firestore location', ...(input.withAlerts ? ['push key secret'] : [])];
  let who;
  try {
    who = await input.firebase.account();
  } catch (error) {
    who = { problem: String(error instanceof Error ? error.message : error) };
  }
  if ('problem' in who) {
    failed(
      'signed in',
      `Run \`npx firebase login\` (CI: GOOGLE_APPLICATION_CREDENTIALS=key.json of a service account with Firebase Admin). ${who.problem}`.trim(),
    );
    for (const name of remote) skipped(name, 'needs a signed-in account');
    return results;
  }
  ok('signed in', who.account);
  if (!validProject || !project) {
    for (const name of remote) skipped(name, 'needs --project');
    return results;
  }

  const remoteCall = async (/** @type {string} */ name, /** @type {() => Promise<void>} */ call) => {
    try {
      await call();
    } catch (error) {
      failed(
        name,
        `Could not ask Firebase (${error instanceof Error ? error.message : String(error)}): check the network and the account's access, then run again.`,
      );
    }
  };
  let exists = false;
  await remoteCall('project exists', async () => {
    const found = await input.firebase.project(project);
    exists = found !== null;
    if (found) ok('project exists', `${project} (number ${found.projectNumber})`);
    else
      failed(
        'project exists',
        `No project ${project} for ${who.account}: create it (console.firebase.google.com → Add project) or fix --project.`,
      );
  });
  if (!exists) {
    for (const name of remote.slice(1)) skipped(name, 'needs the project');
    return results;
  }
  await remoteCall('Blaze plan', async () => {
    if (await input.firebase.billingEnabled(project)) ok('Blaze plan', 'billing enabled');
    else
      failed(
        'Blaze plan',
        'Upgrade to Blaze: console → ⚙ → Usage and billing → Details & settings → Modify plan (every deploy has functions).',
      );
  });
  await remoteCall('Firestore location', async () => {
    const location = await input.firebase.firestoreLocation(project);
    if (location === FIRESTORE_LOCATION) ok('Firestore location', location);
    else if (location === null) {
      failed(
        'Firestore location',
        `Create Firestore: console → Build → Firestore Database → Create database → ${FIRESTORE_LOCATION} (Seoul), production mode.`,
      );
    } else {
      failed(
        'Firestore location',
        `Firestore is in ${location}, the functions and alerts expect ${FIRESTORE_LOCATION}: set REGION (functions/src/config.ts) and DATABASE_REGION to ${location}.`,
      );
    }
  });
  if (input.withAlerts) {
    await remoteCall('push key secret', async () => {
      if (await input.firebase.secretExists(project, PUSH_SECRET)) ok('push key secret', `${PUSH_SECRET} set`);
      else
        failed(
          'push key secret',
          `Create the secret ${PUSH_SECRET} (the alert functions declare it; any value if push is not wanted yet): scripts/firebase/README.md "Staff push" step 3.`,
        );
    });
  }
  return results;
}

/**
 * The report: one line per check, failures first with what to do.
 * @param {CheckResult[]} results
 */
export function formatPreflight(results) {
  const failures = results.filter((result) => result.outcome === 'failed');
  const mark = { ok: '✔', failed: '✖', skipped: '…' };
  const lines = results.map((result) => `  ${mark[result.outcome]} ${result.name}${result.detail ? `: ${result.detail}` : ''}`);
  const head =
    failures.length === 0
      ? 'Deploy pre-flight: every check passed.'
      : `Deploy pre-flight: ${failures.length} problem(s) to fix before deploying:`;
  return [head, ...lines].join('\n');
}
