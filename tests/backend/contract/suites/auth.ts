import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@/domain/types';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import { codeOf, type ContractEnv } from '../contract-env';

/** Invalid-credential family: modern Firebase (enumeration protection) and the older separate codes. */
const INVALID_CREDENTIAL_CODES = ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found'];

/** Records what onAuthStateChanged reports. */
async function watchAuth(env: ContractEnv) {
  const seen: (AdminUser | null)[] = [];
  const unsubscribe = (await env.authBackend()).onAuthStateChanged((user) => seen.push(user));
  // The port promises asynchronous delivery, like Firebase: nothing yet, right after subscribing.
  const calledSynchronously = seen.length > 0;
  const settle = async (count: number) => {
    await expect.poll(() => seen.length, { timeout: env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS }).toBeGreaterThanOrEqual(count);
  };
  return { seen, unsubscribe, settle, calledSynchronously };
}

export function authContract(env: ContractEnv): void {
  describe('authentication', () => {
    it('reports the signed-out state first, asynchronously, then sign-in and sign-out', async () => {
      const watch = await watchAuth(env);
      expect(watch.calledSynchronously).toBe(false);
      await watch.settle(1);
      expect(watch.seen[0]).toBeNull();

      const user = await env.signInAsAdmin();
      expect(user.email).toBe(env.harness.accounts.admin.email);
      expect(user.isAdmin).toBe(true);
      expect(user.uid).toEqual(expect.any(String));
      await watch.settle(2);
      expect(watch.seen[watch.seen.length - 1]).toMatchObject({ uid: user.uid, isAdmin: true });

      await env.signOut();
      await expect.poll(() => watch.seen[watch.seen.length - 1], { timeout: env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS }).toBeNull();
      watch.unsubscribe();
    });

    it('gives a new listener the signed-in user first', async () => {
      const user = await env.signInAsAdmin();
      const watch = await watchAuth(env);
      await watch.settle(1);
      expect(watch.seen[0]).toMatchObject({ uid: user.uid, email: user.email, isAdmin: true });
      watch.unsubscribe();
    });

    it('stops calling a listener after unsubscribe', async () => {
      const watch = await watchAuth(env);
      await watch.settle(1);
      watch.unsubscribe();
      await env.signInAsAdmin();
      const probe = await watchAuth(env);
      await probe.settle(1);
      expect(watch.seen).toEqual([null]);
      probe.unsubscribe();
    });

    it('signs in a user without admin rights as a non-admin', async () => {
      const user = await env.signInAsNonAdmin();
      expect(user.isAdmin).toBe(false);
      expect(user.email).toBe(env.harness.accounts.nonAdmin.email);
    });

    it('rejects a wrong password and an unknown e-mail with an invalid-credential code', async () => {
      const auth = await env.authBackend();
      const { admin, unknownEmail } = env.harness.accounts;
      expect(INVALID_CREDENTIAL_CODES).toContain(await codeOf(auth.signIn(admin.email, `${admin.password}-wrong`)));
      expect(INVALID_CREDENTIAL_CODES).toContain(await codeOf(auth.signIn(unknownEmail, admin.password)));
    });

    it('rejects a malformed e-mail with auth/invalid-email', async () => {
      const auth = await env.authBackend();
      expect(await codeOf(auth.signIn('not-an-email', 'whatever1'))).toBe('auth/invalid-email');
    });

    it('stays signed out after a failed sign-in', async () => {
      const auth = await env.authBackend();
      await codeOf(auth.signIn(env.harness.accounts.admin.email, 'wrong-password'));
      const watch = await watchAuth(env);
      await watch.settle(1);
      expect(watch.seen[0]).toBeNull();
      watch.unsubscribe();
    });
  });
}
