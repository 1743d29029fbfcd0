import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/backend/shared/messages';
import { ToastContext } from '@/components/ui/toast/toast-context';
import type { AdminUser } from '@/domain/types';
import { AuthContext, type AuthState } from '@/lib/session/auth-context';
import { signedInAdmin, useRequireAdmin } from '@/lib/session/require-admin';

const ADMIN: AdminUser = { uid: 'admin', email: 'admin@example.com', isAdmin: true };
const STAFF: AdminUser = { uid: 'staff', email: 'staff@example.com', isAdmin: false };

function check(auth: Pick<AuthState, 'status' | 'user'>) {
  const show = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastContext.Provider value={{ show }}>
      <AuthContext.Provider value={{ ...auth, signIn: vi.fn(), signOut: vi.fn() }}>{children}</AuthContext.Provider>
    </ToastContext.Provider>
  );
  const { result } = renderHook(() => useRequireAdmin(), { wrapper });
  return { admin: result.current(), show };
}

describe('the admin check', () => {
  it('is a signed-in administrator', () => {
    expect(signedInAdmin({ status: 'signed-in', user: ADMIN })).toBe(ADMIN);
    expect(signedInAdmin({ status: 'signed-in', user: STAFF })).toBeNull();
    expect(signedInAdmin({ status: 'signed-out', user: null })).toBeNull();
    // A user left over from a session that is being re-checked does not count.
    expect(signedInAdmin({ status: 'loading', user: ADMIN })).toBeNull();
  });

  it('gives the administrator and alerts nothing', () => {
    const { admin, show } = check({ status: 'signed-in', user: ADMIN });
    expect(admin).toBe(ADMIN);
    expect(show).not.toHaveBeenCalled();
  });

  it('alerts 로그인이 필요합니다. when nobody is signed in', () => {
    const { admin, show } = check({ status: 'signed-out', user: null });
    expect(admin).toBeNull();
    expect(show).toHaveBeenCalledWith('error', '로그인이 필요합니다.');
  });

  it('alerts the not-admin message for another account', () => {
    const { admin, show } = check({ status: 'signed-in', user: STAFF });
    expect(admin).toBeNull();
    expect(show).toHaveBeenCalledWith('error', authMessages.notAdmin);
  });
});
