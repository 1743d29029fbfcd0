import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createStaffAccount, setAdminClaim } from '../../scripts/firebase/staff-accounts.mjs';
import { DEFAULT_AUTH_HOST } from '../../scripts/firebase/target.mjs';
import { AUTH_HOST, CONTRACT_PROJECT, clearAuth } from './support/emulator-env';

/**
 * The staff-account scripts (npm run admin:create / admin:grant) against the real Auth emulator: the helpers, and
 * the scripts themselves as a developer runs them, finding the emulator with and without FIREBASE_AUTH_EMULATOR_HOST.
 * The project is the emulator's default one (sign-in with an API key lands there), as with npm run dev:emulators.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const app = initializeApp({ projectId: CONTRACT_PROJECT }, `staff-accounts-${Date.now()}`);
const auth = getAuth(app);

/** Signs in through the emulator's REST API and returns the ID token's claims. */
async function signInClaims(email: string, password: string): Promise<Record<string, unknown>> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in failed: ${body.error?.message}`);
  return JSON.parse(Buffer.from(body.idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Runs one of the scripts with the given environment changes (undefined removes a variable). */
function runScript(script: string, args: string[], envChanges: Record<string, string | undefined> = {}) {
  const env = { ...process.env, GOOGLE_APPLICATION_CREDENTIALS: undefined, ...envChanges };
  const result = spawnSync(process.execPath, [resolve(ROOT, 'scripts/firebase', script), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

beforeAll(async () => {
  await clearAuth(CONTRACT_PROJECT);
});

afterAll(async () => {
  await clearAuth(CONTRACT_PROJECT);
  await deleteApp(app);
});

describe('staff accounts on the Auth emulator', () => {
  it('createStaffAccount: the new account signs in with its password and its token has admin: true', async () => {
    await createStaffAccount(auth, { email: 'helper@example.com', password: 'helper123' });
    expect(await signInClaims('helper@example.com', 'helper123')).toMatchObject({ email: 'helper@example.com', admin: true });
    await expect(createStaffAccount(auth, { email: 'helper@example.com', password: 'other123' })).rejects.toMatchObject({
      code: 'auth/email-already-exists',
    });
  });

  it('setAdminClaim: revoking and granting show in the next token', async () => {
    await setAdminClaim(auth, 'helper@example.com', { revoke: true });
    expect(await signInClaims('helper@example.com', 'helper123')).not.toHaveProperty('admin');
    await setAdminClaim(auth, 'helper@example.com');
    expect(await signInClaims('helper@example.com', 'helper123')).toMatchObject({ admin: true });
  });

  it('npm run admin:create -- EMAIL PASSWORD (FIREBASE_AUTH_EMULATOR_HOST set) says where it writes and creates an admin', () => {
    const { status, out } = runScript('create-admin.mjs', ['second@example.com', 'second123']);
    expect(out).toContain(`Target: the Auth EMULATOR at ${AUTH_HOST} (FIREBASE_AUTH_EMULATOR_HOST)`);
    expect(out).toContain('Created second@example.com');
    expect(status).toBe(0);
  });

  it.runIf(AUTH_HOST === DEFAULT_AUTH_HOST)(
    'npm run admin:grant -- EMAIL finds the emulator on its port without FIREBASE_AUTH_EMULATOR_HOST',
    async () => {
      await auth.createUser({ email: 'plain@example.com', password: 'plain123' });
      const { status, out } = runScript('grant-admin.mjs', ['plain@example.com'], {
        FIREBASE_AUTH_EMULATOR_HOST: undefined,
        FIRESTORE_EMULATOR_HOST: undefined,
      });
      expect(out).toContain(`Target: the Auth EMULATOR at ${DEFAULT_AUTH_HOST} (found on firebase.json's auth port)`);
      expect(status).toBe(0);
      expect(await signInClaims('plain@example.com', 'plain123')).toMatchObject({ admin: true });
      expect(await signInClaims('second@example.com', 'second123')).toMatchObject({ admin: true });
    },
  );

  it('an unknown e-mail: admin:grant says how to create the account', () => {
    const { status, out } = runScript('grant-admin.mjs', ['nobody@example.com']);
    expect(out).toContain(
      'No account with e-mail nobody@example.com there. Create it with: npm run admin:create -- nobody@example.com PASSWORD',
    );
    expect(status).toBe(1);
  });
});
