import { useCallback } from 'react';
import { authMessages } from '@/backend/shared/messages';
import { useToast } from '@/components/ui/toast/toast-context';
import type { AdminUser } from '@/domain/types';
import { useAuth, type AuthState } from './auth-context';

/** The signed-in administrator, or null. */
export function signedInAdmin(auth: Pick<AuthState, 'status' | 'user'>): AdminUser | null {
  return auth.status === 'signed-in' && auth.user?.isAdmin ? auth.user : null;
}

/**
 * The one admin check (admin actions require a signed-in user). Returns a check that gives the
 * administrator, or shows the alert 로그인이 필요합니다. (nobody signed in) or the not-admin message (another account)
 * and gives null, in which case the action must stop without calling the backend. Every admin write runs it
 * (useAdminMutation); screens also run it before opening a form for one.
 *
 *   const requireAdmin = useRequireAdmin();
 *   if (!requireAdmin()) return;
 */
export function useRequireAdmin(): () => AdminUser | null {
  const { status, user } = useAuth();
  const toast = useToast();
  return useCallback(() => {
    const admin = signedInAdmin({ status, user });
    if (admin) return admin;
    toast.show('error', status === 'signed-in' ? authMessages.notAdmin : authMessages.loginRequired);
    return null;
  }, [status, user, toast]);
}
