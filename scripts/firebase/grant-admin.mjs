#!/usr/bin/env node
/**
 * npm run admin:grant -- EMAIL [--revoke] [--project PROJECT]
 *
 * Gives an existing account the administrator custom claim (admin: true) that firestore.rules, storage.rules and
 * the app check; --revoke removes it. The user must sign in again (or wait up to an hour for the token refresh)
 * before the change applies.
 * - Emulator: when FIREBASE_AUTH_EMULATOR_HOST is set (e.g. `npm run emulators -- npm run admin:grant -- a@b.c`).
 * - Production: otherwise, with GOOGLE_APPLICATION_CREDENTIALS pointing at a service-account key of the project
 *   (IAM role "Firebase Authentication Admin"); the project from --project, GCLOUD_PROJECT or .firebaserc.
 */
import { getAuth } from 'firebase-admin/auth';
import { adminApp, projectId, usesEmulators } from './admin-app.mjs';

const args = process.argv.slice(2);
const email = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--project');
const revoke = args.includes('--revoke');

async function main() {
  if (!email) {
    console.error('Usage: npm run admin:grant -- EMAIL [--revoke] [--project PROJECT]');
    return 2;
  }
  const project = projectId();
  if (!usesEmulators() && !process.env.GOOGLE_APPLICATION_CREDENTIALS) {
    console.error('Set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file of the project (or FIREBASE_AUTH_EMULATOR_HOST for the emulator).');
    return 2;
  }
  if (!usesEmulators() && project?.startsWith('demo-')) {
    console.error(`"${project}" is the emulator demo project: pass --project with the real project id.`);
    return 2;
  }
  const auth = getAuth(adminApp(project));
  const user = await auth.getUserByEmail(email);
  const claims = { ...(user.customClaims ?? {}) };
  if (revoke) delete claims.admin;
  else claims.admin = true;
  await auth.setCustomUserClaims(user.uid, claims);
  const where = usesEmulators() ? `the Auth emulator (${process.env.FIREBASE_AUTH_EMULATOR_HOST})` : `project ${project}`;
  console.log(`${revoke ? 'Revoked' : 'Granted'} admin for ${email} (uid ${user.uid}) in ${where}. It applies at the next sign-in or token refresh.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error?.code === 'auth/user-not-found' ? `No account with e-mail ${email}: create it first (Firebase console → Authentication).` : error);
    process.exit(1);
  },
);
