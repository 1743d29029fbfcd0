import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { AppRoutes } from '@/app/AppRoutes';
import { AppHashRouter } from '@/app/router/AppHashRouter';
import { setBackendAdapter } from '@/backend/registry';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { PageDataProvider } from '@/lib/page-data/PageDataProvider';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, setupDemo } from '../../support/admin-harness';
import { currentLocation, openSettings, section } from './settings-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const menu = () => within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
const leaveDialog = () => screen.findByRole('dialog', { name: '저장하지 않은 변경이 있습니다' });

/** What the browser does before the tab closes or reloads: true when the page asked to stay. */
function tabClosingIsQuestioned(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

async function openWithAChange() {
  const opened = await openSettings();
  const phone = section('회사 정보').getByLabelText('대표 전화번호');
  await opened.user.clear(phone);
  await opened.user.type(phone, '033-765-4321');
  return { ...opened, phone };
}

describe('사이트 설정: leaving with unsaved changes asks first', () => {
  it('is in the admin menu, and with nothing changed its links leave at once', async () => {
    const { user } = await openSettings();
    const link = menu().getByRole('link', { name: '사이트 설정' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(tabClosingIsQuestioned()).toBe(false);
    await user.click(menu().getByRole('link', { name: '대시보드' }));
    await findPageHeading('대시보드');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a menu link asks: 계속 편집하기 keeps everything typed; 저장하지 않고 나가기 leaves', async () => {
    const { user, phone } = await openWithAChange();
    await user.click(menu().getByRole('link', { name: '알림 설정' }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('이 화면을 떠나면 저장하지 않은 변경(회사 정보)이 사라집니다.');
    await user.click(within(dialog).getByRole('button', { name: '계속 편집하기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/jy-dev/settings');
    expect(phone).toHaveValue('033-765-4321');

    await user.click(menu().getByRole('link', { name: '알림 설정' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: '저장하지 않고 나가기' }));
    await findPageHeading('알림 설정');
    // The page is gone, and so is its hold: nothing asks any more.
    expect(tabClosingIsQuestioned()).toBe(false);
  });

  it('홈페이지 보기 and the brand link ask too; a click for a new tab does not', async () => {
    const { user } = await openWithAChange();
    await user.click(screen.getByRole('link', { name: '홈페이지 보기' }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: '계속 편집하기' }));
    await user.click(screen.getByRole('link', { name: /관리자/ }));
    await user.click(within(await leaveDialog()).getByRole('button', { name: '계속 편집하기' }));
    await user.keyboard('{Control>}');
    await user.click(menu().getByRole('link', { name: '대시보드' }));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closing or reloading the tab is questioned by the browser while changes are unsaved, not after saving', async () => {
    const { user } = await openWithAChange();
    expect(tabClosingIsQuestioned()).toBe(true);
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(tabClosingIsQuestioned()).toBe(false);
  });

  it('Back (the hash changes) is held by the app’s router: the address goes back to the form and it asks', async () => {
    const demo = await setupDemo({ seed: 'empty' });
    setBackendAdapter(demo.adapter);
    window.history.replaceState(null, '', '#/jy-dev/dashboard');
    render(
      <AppProviders settings={FIRST_SITE_SETTINGS}>
        <AppHashRouter>
          <PageDataProvider data={null}>
            <AppRoutes />
          </PageDataProvider>
        </AppHashRouter>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await findPageHeading('대시보드');
    await user.click(menu().getByRole('link', { name: '사이트 설정' }));
    await findPageHeading('사이트 설정');
    await screen.findByRole('form', { name: '사이트 설정' }, { timeout: SCREEN_TIMEOUT_MS });
    const phone = section('회사 정보').getByLabelText('대표 전화번호');
    await user.clear(phone);
    await user.type(phone, '033-765-4321');

    act(() => window.history.back());
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent('회사 정보');
    await waitFor(() => expect(window.location.hash).toBe('#/jy-dev/settings'));
    await user.click(within(dialog).getByRole('button', { name: '계속 편집하기' }));
    expect(screen.getByRole('heading', { level: 1, name: '사이트 설정' })).toBeInTheDocument();
    expect(phone).toHaveValue('033-765-4321');

    act(() => window.history.back());
    await user.click(within(await leaveDialog()).getByRole('button', { name: '저장하지 않고 나가기' }));
    await findPageHeading('대시보드');
    expect(window.location.hash).toBe('#/jy-dev/dashboard');
  });
});
