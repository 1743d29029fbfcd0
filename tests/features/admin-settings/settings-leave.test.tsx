import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT_MS, findPageHeading } from '../../support/admin-harness';
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

  it('Back, Forward or a typed address (the hash changes) is stopped before the router hears it, and asks', async () => {
    await openWithAChange();
    const heard = vi.fn();
    window.addEventListener('popstate', heard);
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    const dialog = await leaveDialog();
    expect(heard).not.toHaveBeenCalled();
    window.removeEventListener('popstate', heard);
    expect(dialog).toHaveTextContent('회사 정보');
  });
});
