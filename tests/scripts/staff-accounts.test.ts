// @vitest-environment node
import { createStaffAccount, generatePassword, setAdminClaim, type AccountsApi } from '../../scripts/firebase/staff-accounts.mjs';

/** An in-memory double of the firebase-admin Auth calls the helpers use (the real one: tests/emulator/). */
function fakeAuth() {
  const users = new Map<string, { uid: string; email: string; password: string; customClaims?: Record<string, unknown> }>();
  const byUid = (uid: string) => [...users.values()].find((user) => user.uid === uid);
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const auth = {
    getUserByEmail: async (email: string) => users.get(email) ?? Promise.reject(notFound()),
    createUser: async ({ email, password }: { email: string; password: string }) => {
      if (users.has(email)) throw Object.assign(new Error('taken'), { code: 'auth/email-already-exists' });
      const user = { uid: `uid-${users.size + 1}`, email, password };
      users.set(email, user);
      return user;
    },
    setCustomUserClaims: async (uid: string, claims: Record<string, unknown> | null) => {
      const user = byUid(uid);
      if (!user) throw notFound();
      user.customClaims = claims ?? {};
    },
  };
  return { auth: auth as unknown as AccountsApi, users };
}

describe('staff accounts', () => {
  it('creates an account that has the admin claim', async () => {
    const { auth, users } = fakeAuth();
    const { uid } = await createStaffAccount(auth, { email: 'staff2@example.com', password: 'secret12' });
    expect(users.get('staff2@example.com')).toMatchObject({ uid, password: 'secret12', customClaims: { admin: true } });
  });

  it('refuses a taken e-mail without touching the account, a short password and a non-address', async () => {
    const { auth, users } = fakeAuth();
    await createStaffAccount(auth, { email: 'a@b.co', password: 'first1' });
    await expect(createStaffAccount(auth, { email: 'a@b.co', password: 'second2' })).rejects.toMatchObject({
      code: 'auth/email-already-exists',
    });
    expect(users.get('a@b.co')?.password).toBe('first1');
    await expect(createStaffAccount(auth, { email: 'c@d.co', password: '12345' })).rejects.toThrow('at least 6 characters');
    await expect(createStaffAccount(auth, { email: 'not-an-address', password: '123456' })).rejects.toThrow('is not an e-mail address');
    expect(users.size).toBe(1);
  });

  it('grants and revokes the claim, keeping other claims', async () => {
    const { auth, users } = fakeAuth();
    const { uid } = await createStaffAccount(auth, { email: 'a@b.co', password: 'first1' });
    await auth.setCustomUserClaims(uid, { admin: true, team: 'site' });
    await setAdminClaim(auth, 'a@b.co', { revoke: true });
    expect(users.get('a@b.co')?.customClaims).toEqual({ team: 'site' });
    await setAdminClaim(auth, 'a@b.co');
    expect(users.get('a@b.co')?.customClaims).toEqual({ team: 'site', admin: true });
    await expect(setAdminClaim(auth, 'nobody@b.co')).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('generated passwords are long enough and differ', () => {
    const [first, second] = [generatePassword(), generatePassword()];
    expect(first).toHaveLength(16);
    expect(first).not.toBe(second);
  });
});
