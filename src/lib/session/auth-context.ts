import { createContext, useContext } from 'react';
import type { AdminUser } from '@/domain/types';

/** loading until the provider first reports; then signed-in or signed-out, following its changes. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AdminUser | null;
  /** Rejects with the provider's error (its code kept) so the login page can map it. */
  signIn: (email: string, password: string) => Promise<AdminUser>;
  /** Failures are only logged. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The admin's auth state; AuthProvider (AuthProvider.tsx, beside this file) supplies it. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
