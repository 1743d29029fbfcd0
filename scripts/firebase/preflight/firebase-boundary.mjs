/**
 * The pre-flight's questions to Firebase (checks.mjs FirebaseBoundary), asked through the project's own
 * firebase-tools as a library: its login (the account `npx firebase login` stored, or GOOGLE_APPLICATION_CREDENTIALS
 * / FIREBASE_TOKEN, as `firebase deploy` itself would use), then the Firebase Management API (the project), Cloud
 * Billing (Blaze), the Firestore Admin API (the database's location) and Secret Manager (the push key's secret). Each call gives up after
 * CALL_TIMEOUT_MS, so the pre-flight answers in seconds. These are firebase-tools' internal modules
 * (lib/requireAuth.js, lib/auth.js, lib/management/projects.js, lib/gcp/cloudbilling.js, lib/gcp/firestore.js, lib/gcp/secretManager.js) of the
 * pinned version; tests/scripts/preflight.test.ts fakes this whole module, and checks that these files export what
 * is called here.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { ROOT } from '../../emulators/config.mjs';

const CALL_TIMEOUT_MS = 15_000;

/** The firebase-tools modules this boundary calls (a test checks that they export these names). */
export const FIREBASE_TOOLS_MODULES = {
  'lib/requireAuth.js': ['requireAuth'],
  'lib/auth.js': ['getGlobalDefaultAccount', 'getProjectDefaultAccount'],
  'lib/management/projects.js': ['getFirebaseProject'],
  'lib/gcp/cloudbilling.js': ['checkBillingEnabled'],
  'lib/gcp/firestore.js': ['getDatabase'],
  'lib/gcp/secretManager.js': ['secretExists'],
};

/** @param {string} file */
function firebaseTools(file) {
  return createRequire(resolve(ROOT, 'node_modules/firebase-tools/package.json'))(`./${file}`);
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CALL_TIMEOUT_MS / 1000} s`)), CALL_TIMEOUT_MS);
  });
  return /** @type {Promise<T>} */ (Promise.race([promise, timeout]).finally(() => clearTimeout(timer)));
}

/** @param {unknown} error */
function status(error) {
  const value =
    error && typeof error === 'object'
      ? /** @type {{ status?: unknown, context?: { response?: { statusCode?: unknown } } }} */ (error)
      : {};
  return Number(value.status ?? value.context?.response?.statusCode ?? 0);
}

/** @returns {import('./checks.mjs').FirebaseBoundary} */
export function firebaseToolsBoundary() {
  return {
    async account() {
      const { getGlobalDefaultAccount, getProjectDefaultAccount } = firebaseTools('lib/auth.js');
      const stored = getProjectDefaultAccount(ROOT) ?? getGlobalDefaultAccount();
      const options = { projectRoot: ROOT, cwd: ROOT, user: stored?.user, tokens: stored?.tokens };
      try {
        const email = await within(firebaseTools('lib/requireAuth.js').requireAuth(options), 'sign-in');
        if (email) return { account: email };
        if (process.env.FIREBASE_TOKEN) return { account: 'FIREBASE_TOKEN' };
        return { problem: 'No account: neither a login nor credentials were found.' };
      } catch (error) {
        return { problem: error instanceof Error ? error.message : String(error) };
      }
    },
    async project(project) {
      try {
        const found = await within(firebaseTools('lib/management/projects.js').getFirebaseProject(project), 'the project');
        return { projectNumber: String(found.projectNumber ?? '?') };
      } catch (error) {
        if ([403, 404].includes(status(error))) return null;
        throw error;
      }
    },
    async billingEnabled(project) {
      return Boolean(await within(firebaseTools('lib/gcp/cloudbilling.js').checkBillingEnabled(project), 'Cloud Billing'));
    },
    async firestoreLocation(project) {
      try {
        const database = await within(firebaseTools('lib/gcp/firestore.js').getDatabase(project, '(default)'), 'Firestore');
        return typeof database?.locationId === 'string' ? database.locationId : null;
      } catch (error) {
        if (status(error) === 404) return null;
        throw error;
      }
    },
    async secretExists(project, name) {
      return Boolean(await within(firebaseTools('lib/gcp/secretManager.js').secretExists(project, name), 'Secret Manager'));
    },
  };
}
