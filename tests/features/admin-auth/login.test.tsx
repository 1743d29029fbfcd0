import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import { ADMIN_TEST_TIMEOUT_MS, DEMO_ADMIN, findPageHeading, overrideAdapter, renderAdmin, setupDemo } from '../../support/admin-harness';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await findPageHeading('관리자 로그인');
  if (email) await user.type(screen.getByLabelText('이메일'), email);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
  return user;
}

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

describe('admin login page', () => {
  it('requires both fields and calls nothing when one is missing', async () => {
    const demo = await setupDemo({ signInAs: null });
    const signIn = vi.fn();
    renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { auth: { signIn } }));
    await fillAndSubmit('admin@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일과 비밀번호를 모두 입력해주세요.');
    expect(screen.getByLabelText('이메일')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().clear(screen.getByLabelText('이메일'));
    await userEvent.setup().click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert')).toHaveTextContent('이메일과 비밀번호를 모두 입력해주세요.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows the invalid-credentials message for a wrong password', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/login', demo.adapter);
    await fillAndSubmit(DEMO_ADMIN.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 잘못되었습니다.');
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it.each(['auth/invalid-credential', 'auth/user-not-found', 'auth/wrong-password', 'auth/invalid-email'])(
    'maps %s to the invalid-credentials message',
    async (code) => {
      const demo = await setupDemo({ signInAs: null });
      const signIn = vi.fn(() => Promise.reject(new BackendError(code)));
      renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { auth: { signIn } }));
      await fillAndSubmit('someone@example.com', 'secret');
      expect(await screen.findByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 잘못되었습니다.');
      expect(signIn).toHaveBeenCalledWith('someone@example.com', 'secret');
    },
  );

  it('shows the generic message for any other error', async () => {
    const demo = await setupDemo({ signInAs: null });
    const signIn = vi.fn(() => Promise.reject(new BackendError('auth/too-many-requests')));
    renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { auth: { signIn } }));
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
  });

  it('says the security check (reCAPTCHA) could not load when App Check is unavailable, and lets the staff retry', async () => {
    const demo = await setupDemo({ signInAs: null });
    const signIn = vi.fn(() => Promise.reject(new BackendError('app-check/unavailable')));
    renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { auth: { signIn } }));
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '보안 확인(reCAPTCHA)을 불러오지 못해 로그인할 수 없습니다. 광고 차단 기능을 끄거나 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    );
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it('shows the busy label and blocks the button while signing in', async () => {
    const demo = await setupDemo({ signInAs: null });
    const realAuth = await demo.adapter.authBackend();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const signIn = vi.fn(async (email: string, password: string) => {
      await gate;
      return realAuth.signIn(email, password);
    });
    renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { auth: { signIn } }));
    const user = await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const busy = screen.getByRole('button', { name: '로그인 중...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(signIn).toHaveBeenCalledTimes(1);
    release();
    expect(await findPageHeading('대시보드')).toBeInTheDocument();
  });

  it('goes to the dashboard after signing in when there is no origin', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/login', demo.adapter);
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await findPageHeading('대시보드')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a protected page to the login and back there after signing in', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/inquiries', demo.adapter);
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await findPageHeading('문의 관리')).toBeInTheDocument();
  });

  it('sends an already signed-in administrator on to the dashboard', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/login', demo.adapter);
    expect(await findPageHeading('대시보드')).toBeInTheDocument();
  });

  it('says it is a demo and fills in the demo account, which signs in', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/login', demo.adapter);
    const notice = await screen.findByRole('region', { name: '데모 모드로 실행 중입니다' });
    expect(within(notice).getByText(DEMO_ADMIN.email)).toBeInTheDocument();
    expect(within(notice).getByText(DEMO_ADMIN.password)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(notice).getByRole('button', { name: '데모 계정 입력하기' }));
    expect(screen.getByLabelText('이메일')).toHaveValue(DEMO_ADMIN.email);
    expect(screen.getByLabelText('비밀번호')).toHaveValue(DEMO_ADMIN.password);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await findPageHeading('대시보드')).toBeInTheDocument();
  });

  it('shows no demo notice with a real backend', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/login', overrideAdapter(demo.adapter, { kind: 'firebase' }));
    await findPageHeading('관리자 로그인');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('데모 모드로 실행 중입니다')).not.toBeInTheDocument();
  });

  it('is kept out of search engines', async () => {
    const demo = await setupDemo({ signInAs: null });
    renderAdmin('/jy-dev/login', demo.adapter);
    await findPageHeading('관리자 로그인');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});
