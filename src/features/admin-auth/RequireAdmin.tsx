import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/routes';
import { useAuth } from '@/lib/session/auth-context';
import { AuthChecking } from './AuthChecking';
import { NotAdmin } from './NotAdmin';
import type { LoginRedirectState } from './redirect-target';

/**
 * Guards the admin pages: checking screen while the state is unknown, the login (with the origin
 * location as navigate state `from`) when signed out, the not-admin screen for other accounts.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <AuthChecking />;
  if (status === 'signed-out' || !user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to={paths.adminLogin} replace state={state} />;
  }
  if (!user.isAdmin) return <NotAdmin />;
  return <>{children}</>;
}
