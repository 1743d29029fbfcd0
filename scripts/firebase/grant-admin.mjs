#!/usr/bin/env node
/**
 * npm run admin:grant -- EMAIL [--revoke] [--project PROJECT]
 * npm run admin:grant -- EMAIL [--revoke] --production --project PROJECT   (with GOOGLE_APPLICATION_CREDENTIALS)
 *
 * Gives an existing account the administrator custom claim (admin: true) that firestore.rules, storage.rules and
 * the app check; --revoke removes it. The user must sign in again (or wait up to an hour for the token refresh)
 * before the change applies.
 * Target (target.mjs, printed first): the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else the one that answers on
 * firebase.json's auth port, e.g. `npm run dev:emulators` in another terminal); production only with --production.
 * New accounts: create-admin.mjs (npm run admin:create).
 */
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './admin-app.mjs';
import { errorCode, setAdminClaim } from './staff-accounts.mjs';
import { TargetError, chooseTarget, describeTarget, runScript, useTarget } from './target.mjs';

const USAGE = 'Usage: npm run admin:grant -- EMAIL [--revoke] [--production --project PROJECT]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { revoke: { type: 'boolean', default: false }, production: { type: 'boolean', default: false }, project: { type: 'string' } },
    allowPositionals: true,
  });
  const [email, ...extra] = positionals;
  if (!email || extra.length > 0) throw new TargetError(USAGE);

  const target = await chooseTarget({ production: values.production, project: values.project, command: `npm run admin:grant -- ${email}` });
  console.log(describeTarget(target));
  useTarget(target);
  try {
    const { uid } = await setAdminClaim(getAuth(adminApp(target.project)), email, { revoke: values.revoke });
    console.log(
      `${values.revoke ? 'Revoked' : 'Granted'} admin for ${email} (uid ${uid}). It applies at the next sign-in or token refresh.`,
    );
    return 0;
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    const create =
      target.kind === 'emulator'
        ? `npm run admin:create -- ${email} PASSWORD`
        : `the Firebase console (Authentication), or GOOGLE_APPLICATION_CREDENTIALS=key.json npm run admin:create -- ${email} --production --project ${target.project}`;
    console.error(`No account with e-mail ${email} there. Create it with: ${create}`);
    return 1;
  }
}

runScript(main, USAGE);
