import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/backend/shared/messages';
import { ToastContext, type ToastApi } from '@/components/ui/toast/toast-context';
import { BackendError } from '@/domain/errors';
import type { AdminUser } from '@/domain/types';
import { refusalCopy } from '@/lib/server-state/failure-text';
import { createAdminQueryClient } from '@/lib/server-state/ServerStateProvider';
import { useAdminMutation, type AdminMutation } from '@/lib/server-state/use-admin-mutation';
import { AuthContext, type AuthState } from '@/lib/session/auth-context';

const ADMIN: AdminUser = { uid: 'admin', email: 'admin@example.com', isAdmin: true };
const STAFF: AdminUser = { uid: 'staff', email: 'staff@example.com', isAdmin: false };

let client: QueryClient;
let toast: ToastApi;
/** What happened, in order: the write, alerts, the screen's reaction, invalidations. */
let events: string[];

function setup(auth: Pick<AuthState, 'status' | 'user'>, spec: Partial<AdminMutation<string, number>> = {}) {
  const mutate = vi.fn(async (name: string) => {
    events.push(`write ${name}`);
    return name.length;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastContext.Provider value={toast}>
        <AuthContext.Provider value={{ ...auth, signIn: vi.fn(), signOut: vi.fn() }}>{children}</AuthContext.Provider>
      </ToastContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAdminMutation<string, number>({
        label: 'Rename failed',
        mutate,
        success: (name, length) => `renamed to ${name} (${length})`,
        failure: (error) => `rename failed: ${(error as Error).message}`,
        invalidates: [['things'], ['counts', 'things']],
        ...spec,
      }),
    { wrapper },
  );
  return { run: (...args: Parameters<typeof result.current.run>) => act(() => result.current.run(...args)), mutate };
}

beforeEach(() => {
  client = createAdminQueryClient();
  events = [];
  toast = { show: vi.fn((kind: string, message: string) => events.push(`${kind}: ${message}`)) };
  vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
    events.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useAdminMutation: the admin check', () => {
  it('alerts 로그인이 필요합니다. and writes nothing when nobody is signed in', async () => {
    const { run, mutate } = setup({ status: 'signed-out', user: null });
    const onSuccess = vi.fn();
    expect(await run('roof', { onSuccess })).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(events).toEqual([`error: ${authMessages.loginRequired}`]);
  });

  it('alerts 로그인이 필요합니다. while the sign-in state is still unknown', async () => {
    const { run, mutate } = setup({ status: 'loading', user: null });
    expect(await run('roof')).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
    expect(events).toEqual([`error: ${authMessages.loginRequired}`]);
  });

  it('alerts the not-admin message and writes nothing for an account without admin rights', async () => {
    const { run, mutate } = setup({ status: 'signed-in', user: STAFF });
    expect(await run('roof')).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
    expect(events).toEqual([`error: ${authMessages.notAdmin}`]);
  });
});

describe('useAdminMutation: the write', () => {
  it('writes, alerts success, lets the screen react, then invalidates the keys it names', async () => {
    const { run } = setup({ status: 'signed-in', user: ADMIN });
    const onSuccess = vi.fn((length: number) => events.push(`react ${length}`));
    expect(await run('roof', { onSuccess })).toBe(true);
    expect(events).toEqual([
      'write roof',
      'success: renamed to roof (4)',
      'react 4',
      'invalidate ["things"]',
      'invalidate ["counts","things"]',
    ]);
  });

  it('logs a failure, alerts it, lets the screen hear it, and invalidates nothing', async () => {
    const failure = new Error('offline');
    const { run } = setup({ status: 'signed-in', user: ADMIN }, { mutate: () => Promise.reject(failure) });
    const onSuccess = vi.fn();
    const onError = vi.fn((error: unknown) => events.push(`heard ${(error as Error).message}`));
    expect(await run('roof', { onSuccess, onError })).toBe(false);
    expect(console.error).toHaveBeenCalledWith('Rename failed', failure);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(events).toEqual(['error: rename failed: offline', 'heard offline']);
  });

  it('says what is wrong, without "다시 시도해 주세요", when the backend refused the write (retrying cannot help)', async () => {
    const failure = () => '시공 현장을 공개하지 못했습니다. 다시 시도해 주세요.';
    const refused = setup(
      { status: 'signed-in', user: ADMIN },
      { failure, mutate: () => Promise.reject(new BackendError('permission-denied', 'Missing or insufficient permissions.')) },
    );
    await refused.run('roof');
    expect(toast.show).toHaveBeenLastCalledWith('error', `시공 현장을 공개하지 못했습니다. ${refusalCopy.permissionDenied}`, {
      source: undefined,
    });
    const invalid = setup(
      { status: 'signed-in', user: ADMIN },
      { failure, mutate: () => Promise.reject(new BackendError('invalid-argument', '입력값이 규칙에 맞지 않습니다: title')) },
    );
    await invalid.run('roof');
    const shown = vi.mocked(toast.show).mock.lastCall?.[1];
    expect(shown).toBe(`시공 현장을 공개하지 못했습니다. ${refusalCopy.invalidArgument('입력값이 규칙에 맞지 않습니다: title')}`);
    expect(shown).not.toContain('다시 시도해 주세요');
    // A failure that may pass on a retry keeps its advice.
    const offline = setup({ status: 'signed-in', user: ADMIN }, { failure, mutate: () => Promise.reject(new BackendError('unavailable')) });
    await offline.run('roof');
    expect(toast.show).toHaveBeenLastCalledWith('error', '시공 현장을 공개하지 못했습니다. 다시 시도해 주세요.', { source: undefined });
  });

  it('invalidates after a failure that still changed something', async () => {
    const { run } = setup(
      { status: 'signed-in', user: ADMIN },
      { mutate: () => Promise.reject(new Error('half-way')), changedDespite: (error) => (error as Error).message === 'half-way' },
    );
    expect(await run('roof')).toBe(false);
    expect(events).toEqual(['error: rename failed: half-way', 'invalidate ["things"]', 'invalidate ["counts","things"]']);
  });

  it('has no success alert when it names none', async () => {
    const { run } = setup({ status: 'signed-in', user: ADMIN }, { success: undefined });
    expect(await run('roof')).toBe(true);
    expect(events).toEqual(['write roof', 'invalidate ["things"]', 'invalidate ["counts","things"]']);
  });

  it("gives its success and failure alerts the form's toast source, so they replace the form's earlier alert", async () => {
    const ok = setup({ status: 'signed-in', user: ADMIN }, { toastSource: 'rename-form' });
    await ok.run('roof');
    expect(toast.show).toHaveBeenCalledWith('success', 'renamed to roof (4)', { source: 'rename-form' });
    const failing = setup(
      { status: 'signed-in', user: ADMIN },
      { toastSource: 'rename-form', mutate: () => Promise.reject(new Error('offline')) },
    );
    await failing.run('roof');
    expect(toast.show).toHaveBeenLastCalledWith('error', 'rename failed: offline', { source: 'rename-form' });
  });
});
