import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Unsubscribe } from '@/backend/port';
import { authBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import type { AdminUser } from '@/domain/types';
import { AuthContext, type AuthState, type AuthStatus } from './auth-context';

interface Session {
  status: AuthStatus;
  user: AdminUser | null;
}

const signedOut: Session = { status: 'signed-out', user: null };

function sessionOf(user: AdminUser | null): Session {
  return user ? { status: 'signed-in', user } : signedOut;
}

/**
 * Supplies useAuth(): follows the auth backend's state (loading until its first report), signs in and out.
 * A sign-in also sets the state at once, so a protected route entered right after it never sees a stale
 * signed-out state; the provider's own report follows and confirms it.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    let unsubscribe: Unsubscribe | undefined;
    authBackend()
      .then((backend) => {
        if (!active) return;
        unsubscribe = backend.onAuthStateChanged((user) => setSession(sessionOf(user)));
      })
      .catch((error: unknown) => {
        reportError('Failed to start the authentication service', error);
        if (active) setSession(signedOut);
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  const signIn = useCallback(async (email: string, password: string) => {
    const backend = await authBackend();
    const user = await backend.signIn(email, password);
    setSession(sessionOf(user));
    return user;
  }, []);

  const signOut = useCallback(async () => {
    try {
      await (await authBackend()).signOut();
      setSession(signedOut);
    } catch (error) {
      // Sign-out failures are only logged.
      reportError('Sign-out failed', error);
    }
  }, []);

  const value = useMemo<AuthState>(() => ({ ...session, signIn, signOut }), [session, signIn, signOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
