import { onIdTokenChanged, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { reportError } from '@/domain/report-error';
import type { AdminUser } from '@/domain/types';
import type { AuthBackend } from '../port';
import { toBackendError, withBackendErrors } from '../shared/errors';
import { settleWithin } from '../shared/timing';
import { requireAppCheckToken, startAppCheck } from './app-check';
import { authClient, toAdminUser } from './auth-session';
import { liteFirestore } from './firestore-lite';
import type { FirebaseSettings } from './settings';

/** How long a sign-in waits for the one-time data migration; past that it goes on in the background. */
const MIGRATION_WAIT_MS = 3000;

/**
 * What an administrator's sign-in settles once in the data: settings/hero for data from before it existed
 * (hero-settings.ts, loaded only now). A failure (rules not deployed yet, a bad connection) is logged and never
 * stops the sign-in; setHeroPhoto does the same again before it needs it.
 */
async function prepareAdminData(settings: FirebaseSettings): Promise<void> {
  const migration = import('./hero-settings')
    .then(({ ensureHeroSettings }) => ensureHeroSettings(liteFirestore(settings)))
    .catch((error: unknown) => console.warn('[firebase] settings/hero could not be prepared at sign-in', error));
  await settleWithin(migration, MIGRATION_WAIT_MS);
}

/**
 * Sign-in. The listener follows ID-token changes rather than only sign-in state, so a
 * granted or revoked admin claim shows after the next token refresh; it is called only when the user or the
 * admin flag actually changes (and always once at the start).
 */
export function createAuthBackend(settings: FirebaseSettings): AuthBackend {
  const auth = authClient(settings);
  void startAppCheck(settings);

  return {
    onAuthStateChanged(listener) {
      let lastKey: string | undefined;
      let sequence = 0;
      const deliver = (user: AdminUser | null) => {
        const key = user ? `${user.uid}|${user.email ?? ''}|${user.isAdmin}` : 'signed-out';
        if (key === lastKey) return;
        lastKey = key;
        listener(user);
      };
      return onIdTokenChanged(auth, (user) => {
        const current = ++sequence;
        if (!user) {
          deliver(null);
          return;
        }
        toAdminUser(user)
          .then((admin) => {
            if (current === sequence) deliver(admin);
          })
          .catch((error: unknown) => {
            reportError('[firebase] could not read the ID token', error);
            if (current === sequence) deliver({ uid: user.uid, email: user.email, isAdmin: false });
          });
      });
    },

    async signIn(email, password) {
      // Without App Check's token Auth would wait 30 s and send nothing (reCAPTCHA blocked or unreachable): fail
      // within APP_CHECK_TOKEN_TIMEOUT_MS with app-check/unavailable instead.
      await requireAppCheckToken(settings);
      try {
        const credential = await signInWithEmailAndPassword(auth, email, password);
        const user = await toAdminUser(credential.user);
        if (user.isAdmin) await prepareAdminData(settings);
        return user;
      } catch (error) {
        throw toBackendError(error);
      }
    },

    signOut: () => withBackendErrors(() => signOut(auth)),
  };
}
