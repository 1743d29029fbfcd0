import { describe, expect, it } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import { forgetDemoDb } from '@/backend/demo/testing';
import type { AdminUser } from '@/domain/types';

/** Demo-only: the session survives a reload and follows other tabs. */

function uniqueName(): string {
  return `jy-session-test-${Math.random().toString(36).slice(2)}`;
}

function firstReport(adapter: ReturnType<typeof createDemoAdapter>): Promise<AdminUser | null> {
  return adapter.authBackend().then(
    (auth) =>
      new Promise((resolve) => {
        const stop = auth.onAuthStateChanged((user) => {
          resolve(user);
          queueMicrotask(stop);
        });
      }),
  );
}

describe('demo session', () => {
  it('keeps the admin signed in across adapter instances on the same database (a reload)', async () => {
    const dbName = uniqueName();
    const before = createDemoAdapter({ dbName, seed: 'empty' });
    const user = await (await before.authBackend()).signIn('ADMIN@example.com', 'demo1234');
    expect(user).toEqual({ uid: 'demo-admin', email: 'admin@example.com', isAdmin: true });

    forgetDemoDb(dbName);
    const after = createDemoAdapter({ dbName, seed: 'empty' });
    expect(await firstReport(after)).toEqual(user);
    // Admin operations work right away after the "reload".
    expect(await (await after.adminBackend()).countInquiries()).toBe(0);

    await (await after.authBackend()).signOut();
    forgetDemoDb(dbName);
    expect(await firstReport(createDemoAdapter({ dbName, seed: 'empty' }))).toBeNull();
  });

  it('does not share the session with another database', async () => {
    const signedIn = createDemoAdapter({ dbName: uniqueName(), seed: 'empty' });
    await (await signedIn.authBackend()).signIn('admin@example.com', 'demo1234');
    expect(await firstReport(createDemoAdapter({ dbName: uniqueName(), seed: 'empty' }))).toBeNull();
  });

  it('follows a sign-in made in another tab (storage event)', async () => {
    const dbName = uniqueName();
    const thisTab = createDemoAdapter({ dbName, seed: 'empty' });
    const seen: (AdminUser | null)[] = [];
    const stop = (await thisTab.authBackend()).onAuthStateChanged((user) => seen.push(user));
    await expect.poll(() => seen.length).toBe(1);

    forgetDemoDb(dbName);
    const otherTab = createDemoAdapter({ dbName, seed: 'empty' });
    await (await otherTab.authBackend()).signIn('admin@example.com', 'demo1234');
    // The browser fires `storage` in the other tabs only; play that here.
    window.dispatchEvent(new StorageEvent('storage', { key: `${dbName}:session` }));
    expect(seen).toEqual([null, { uid: 'demo-admin', email: 'admin@example.com', isAdmin: true }]);
    stop();
  });

  it('accepts the configured demo users only', async () => {
    const adapter = createDemoAdapter({
      dbName: uniqueName(),
      seed: 'empty',
      users: [{ uid: 'u1', email: 'boss@example.com', password: 'pw-1234', isAdmin: true }],
    });
    const auth = await adapter.authBackend();
    await expect(auth.signIn('admin@example.com', 'demo1234')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(auth.signIn('boss@example.com', 'pw-1234')).resolves.toMatchObject({ uid: 'u1', isAdmin: true });
  });
});
