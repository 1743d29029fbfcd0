import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TEST_TIMEOUT_MS,
  DEMO_ADMIN,
  NON_ADMIN,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  reportedUser,
  renderAdmin,
  setupDemo,
  spyAdmin,
} from '../../support/admin-harness';
import { loadStartUpScript } from '../../support/start-up-script';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

describe('admin routes and guard', () => {
  it('redirects /jy-dev to the dashboard', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev', demo.adapter);
    expect(await findPageHeading('대시보드')).toBeInTheDocument();
  });

  // The route table's catch-all: any unknown path goes to /, under the admin base too, signed in or not.
  const HOME_HEADING = /지붕부터 제대로 짓습니다/;
  describe.each([
    ['signed in', DEMO_ADMIN],
    ['signed out', null],
  ] as const)('an unknown path under the admin base, %s', (_, signInAs) => {
    it.each(['/jy-dev/nope', '/jy-dev/images/extra', '/jy-dev/login/extra'])('%s goes to the home page', async (path) => {
      const demo = await setupDemo({ signInAs });
      renderAdmin(path, demo.adapter);
      expect(await findPageHeading(HOME_HEADING)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '홈', current: 'page' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: '관리자 로그인' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    });
  });

  it('routes the sidebar sections', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    const nav = screen.getByRole('navigation', { name: '관리자 메뉴' });
    expect(within(nav).getByRole('link', { name: '대시보드' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(nav).getByRole('link', { name: /^문의 관리/ }));
    expect(await findPageHeading('문의 관리')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: '이미지 관리' })).toHaveAttribute('href', '/jy-dev/images');
  });

  it('sends a signed-out visitor to the login', async () => {
    const demo = await setupDemo({ signInAs: null });
    const { adapter, spies } = await spyAdmin(demo.adapter);
    renderAdmin('/jy-dev/dashboard', adapter);
    expect(await findPageHeading('관리자 로그인')).toBeInTheDocument();
    expect(spies.countPhotos).not.toHaveBeenCalled();
  });

  it('shows the checking message while the authentication state is unknown', async () => {
    const demo = await setupDemo();
    const { adapter, spies } = await spyAdmin(demo.adapter);
    renderAdmin('/jy-dev/dashboard', overrideAdapter(adapter, { auth: { onAuthStateChanged: () => () => {} } }));
    expect(await screen.findByText('인증 상태를 확인하는 중입니다...', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('인증 상태를 확인하는 중입니다...');
    expect(screen.queryByRole('heading', { name: '대시보드' })).not.toBeInTheDocument();
    expect(spies.countPhotos).not.toHaveBeenCalled();
  });

  it('tells a signed-in non-administrator so, offers logout, and shows no admin data', async () => {
    const demo = await setupDemo({
      users: [{ uid: 'demo-admin', ...DEMO_ADMIN, isAdmin: true }, NON_ADMIN],
      signInAs: NON_ADMIN,
    });
    const { adapter, spies } = await spyAdmin(demo.adapter);
    renderAdmin('/jy-dev/inquiries', adapter);
    expect(await findPageHeading('관리자 권한이 없습니다')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('관리자 권한이 없는 계정입니다.');
    expect(screen.getByText(/staff@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    for (const spy of Object.values(spies)) expect(spy).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await findPageHeading('관리자 로그인')).toBeInTheDocument();
  });

  it('logs out from the sidebar to the login page', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    expect(await findPageHeading('관리자 로그인')).toBeInTheDocument();
    expect(await reportedUser(demo.adapter)).toBeNull();
  });

  it('only logs a sign-out failure and stays signed in', async () => {
    const demo = await setupDemo();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const signOut = vi.fn(() => Promise.reject(new Error('offline')));
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { auth: { signOut } }));
    await findPageHeading('대시보드');
    await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Sign-out failed', expect.any(Error)));
    expect(signOut).toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: '대시보드' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the admin pages noindex', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow'));
  });
});

describe('phone menu', () => {
  it('opens as a dialog, closes on Escape and gives focus back to the menu button', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: /^메뉴 열기/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('dialog', { name: '관리자 메뉴' });
    expect(drawer).toHaveAttribute('id', menuButton.getAttribute('aria-controls'));
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: '이미지 관리' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '로그아웃' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '다크 모드' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '관리자 메뉴' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes when a section is chosen', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^메뉴 열기/ }));
    await user.click(within(screen.getByRole('dialog', { name: '관리자 메뉴' })).getByRole('link', { name: /^문의 관리/ }));
    expect(await findPageHeading('문의 관리')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: '관리자 메뉴' })).not.toBeInTheDocument();
  });

  it('toggles dark mode', async () => {
    // The theme is index.html's start-up script's, as on the page.
    loadStartUpScript();
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await findPageHeading('대시보드');
    const before = document.documentElement.classList.contains('dark');
    await userEvent.setup().click(screen.getAllByRole('button', { name: '다크 모드' })[0]!);
    expect(document.documentElement.classList.contains('dark')).toBe(!before);
  });
});
