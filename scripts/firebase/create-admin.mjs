#!/usr/bin/env node
/**
 * npm run admin:create -- EMAIL [PASSWORD] [--project PROJECT]
 * npm run admin:create -- EMAIL [PASSWORD] --production --project PROJECT   (with GOOGLE_APPLICATION_CREDENTIALS)
 *
 * Creates another staff account: e-mail/password, with the admin custom claim, so it can sign in at
 * #/jy-dev/login at once. Without PASSWORD a random one is generated and printed (once). An e-mail that already
 * has an account is refused (nothing changes; `npm run admin:grant -- EMAIL` gives it the claim).
 * Target (target.mjs, printed first): the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST, else the one that answers on
 * firebase.json's auth port, e.g. `npm run dev:emulators` in another terminal); production only with --production.
 * Emulator accounts live as long as the emulator: `npm run dev:emulators` starts empty and seeds only
 * admin@example.com.
 */
import { parseArgs } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from './admin-app.mjs';
import { createStaffAccount, errorCode, generatePassword } from './staff-accounts.mjs';
import { TargetError, chooseTarget, describeTarget, runScript, useTarget } from './target.mjs';

const USAGE = 'Usage: npm run admin:create -- EMAIL [PASSWORD] [--production --project PROJECT]';

async function main() {
  const { values, positionals } = parseArgs({
    options: { production: { type: 'boolean', default: false }, project: { type: 'string' } },
    allowPositionals: true,
  });
  const [email, given, ...extra] = positionals;
  if (!email || extra.length > 0) throw new TargetError(USAGE);

  const target = await chooseTarget({
    production: values.production,
    project: values.project,
    command: `npm run admin:create -- ${email} PASSWORD`,
  });
  console.log(describeTarget(target));
  useTarget(target);
  const password = given ?? generatePassword();
  try {
    const { uid } = await createStaffAccount(getAuth(adminApp(target.project)), { email, password });
    console.log(`Created ${email} (uid ${uid}) with the admin claim${given ? '' : `; password: ${password}  (shown once)`}.`);
    console.log(`It can sign in at #/jy-dev/login now${target.kind === 'emulator' ? ' (the dev server of npm run dev:emulators)' : ''}.`);
    return 0;
  } catch (error) {
    if (errorCode(error) !== 'auth/email-already-exists') throw error;
    console.error(`${email} already has an account there: nothing changed. To give it the admin claim: npm run admin:grant -- ${email}`);
    return 1;
  }
}

runScript(main, USAGE);
