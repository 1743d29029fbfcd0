import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend/port';
import { NOTIFICATION_RECIPIENTS_MAX } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const addresses = (count: number) => Array.from({ length: count }, (_, index) => `staff${index + 1}@example.com`);

/** The 알림 설정 screen on a fresh demo backend (signed in as the administrator), with its saved recipients. */
async function openNotifications(saved: string[] = [], options: { admin?: AdminOverrides; kind?: BackendAdapter['kind'] } = {}) {
  const demo = await setupDemo({ seed: 'empty' });
  if (saved.length > 0) await (await demo.adapter.adminBackend()).saveNotificationSettings({ emailRecipients: saved });
  const spied = await spyAdmin(overrideAdapter(demo.adapter, options));
  renderAdmin('/jy-dev/notifications', spied.adapter);
  await findPageHeading('알림 설정');
  return { demo, ...spied, user: userEvent.setup() };
}

async function savedRecipients(adapter: BackendAdapter) {
  return (await (await adapter.adminBackend()).getNotificationSettings()).emailRecipients;
}

const addressField = () => screen.getByLabelText('추가할 이메일 주소');
const listItems = () =>
  within(screen.getByRole('region', { name: '알림 받을 주소' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace('삭제', '').trim());

describe('알림 설정', () => {
  it('is in the admin menu, explains what happens in plain words, and says the demo sends none', async () => {
    await openNotifications();
    const link = within(screen.getByRole('navigation', { name: '관리자 메뉴' })).getByRole('link', { name: '알림 설정' });
    expect(link.getAttribute('href')).toMatch(/\/jy-dev\/notifications$/);
    expect(link).toHaveAttribute('aria-current', 'page');
    const how = screen.getByRole('region', { name: '알림 메일은 이렇게 보내집니다' });
    expect(how).toHaveTextContent('관리자 화면에서 그 문의가 바로 열립니다');
    // The owner's words: no product, extension or service names on a staff screen.
    expect(document.body.textContent).not.toMatch(/Trigger|Firebase|Firestore|firestore-send-email|확장 프로그램|서버 기능|Cloud/i);
    expect(await screen.findByText('데모 모드에서는 받는 사람 목록만 저장되며 실제 메일은 보내지 않습니다.')).toBeInTheDocument();
    expect(await screen.findByText(/아직 알림을 받을 주소가 없습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.getByText(`0/${NOTIFICATION_RECIPIENTS_MAX}명`)).toBeInTheDocument();
  });

  it('on Firebase says whether alert e-mails run: working (last check), or not set up with the steps', async () => {
    const checkedAt = new Date('2026-11-28T05:10:00Z');
    await openNotifications([], { kind: 'firebase', admin: { getAlertStatus: async () => ({ state: 'running', checkedAt }) } });
    expect(
      await screen.findByText(/^알림 메일 작동 중 \(마지막 확인 .+\)$/, undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/데모 모드에서는/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '설정 방법 보기' })).not.toBeInTheDocument();
  });

  it('never promises mail where no alert function runs: says so, links to the steps, and the toast says it too', async () => {
    const { user } = await openNotifications([], { kind: 'firebase', admin: { getAlertStatus: async () => ({ state: 'not-set-up' }) } });
    expect(await screen.findByText(/알림 메일이 아직 설정되지 않았습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: '설정 방법 보기' }));
    const steps = screen.getByText('알림 메일 설정 방법 (사이트 관리 담당자용)').closest('details');
    expect(steps).toHaveAttribute('open');
    expect(steps).toHaveTextContent('SPF, DKIM, DMARC');
    await screen.findByText(/아직 알림을 받을 주소가 없습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS });
    await user.type(addressField(), 'office@example.com');
    await user.click(screen.getByRole('button', { name: '추가' }));
    const toast = await screen.findByText(/office@example\.com 주소를 추가했습니다/);
    expect(toast).toHaveTextContent('지금은 작동하지 않습니다');
    expect(toast).not.toHaveTextContent('새 문의가 오면 이 주소로 알림 메일을 보냅니다');
  });

  it('adds an address with one tap: saved at once, with a toast; the field is cleared', async () => {
    const { user, adapter, spies } = await openNotifications(['boss@example.com']);
    await screen.findByText('boss@example.com', undefined, { timeout: SCREEN_TIMEOUT_MS });

    await user.type(addressField(), '  Office@Example.com ');
    await user.click(screen.getByRole('button', { name: '추가' }));
    expect(await screen.findByText(/office@example\.com 주소를 추가했습니다/)).toBeInTheDocument();
    expect(await savedRecipients(adapter)).toEqual(['boss@example.com', 'office@example.com']);
    expect(spies.saveNotificationSettings).toHaveBeenLastCalledWith({ emailRecipients: ['boss@example.com', 'office@example.com'] });
    expect(addressField()).toHaveValue('');
    expect(addressField()).toHaveFocus();

    await user.type(addressField(), 'site@example.co.kr{Enter}');
    await waitFor(() => expect(listItems()).toEqual(['boss@example.com', 'office@example.com', 'site@example.co.kr']));
    expect(await savedRecipients(adapter)).toEqual(['boss@example.com', 'office@example.com', 'site@example.co.kr']);
    expect(screen.queryByRole('button', { name: '저장' })).not.toBeInTheDocument();
  });

  it('an address added and then the page left is still there: nothing waits for a 저장', async () => {
    const { user, adapter } = await openNotifications();
    await screen.findByText(/아직 알림을 받을 주소가 없습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS });
    await user.type(addressField(), 'boss@example.com{Enter}');
    await screen.findByText(/boss@example\.com 주소를 추가했습니다/);
    // Straight to the dashboard and back, through the admin menu.
    const menu = () => within(screen.getByRole('navigation', { name: '관리자 메뉴' }));
    await user.click(menu().getByRole('link', { name: '대시보드' }));
    await findPageHeading('대시보드');
    await user.click(menu().getByRole('link', { name: '알림 설정' }));
    await findPageHeading('알림 설정');
    await waitFor(() => expect(listItems()).toEqual(['boss@example.com']), { timeout: SCREEN_TIMEOUT_MS });
    expect(await savedRecipients(adapter)).toEqual(['boss@example.com']);
  });

  it('removes with one tap, saved at once; 되돌리기 in the toast puts the address back in its place', async () => {
    const { user, adapter } = await openNotifications(['boss@example.com', 'office@example.com', 'site@example.com']);
    await user.click(await screen.findByRole('button', { name: 'office@example.com 삭제' }, { timeout: SCREEN_TIMEOUT_MS }));
    const toast = await screen.findByText(/office@example\.com 주소를 목록에서 뺐습니다/);
    expect(await savedRecipients(adapter)).toEqual(['boss@example.com', 'site@example.com']);
    expect(listItems()).toEqual(['boss@example.com', 'site@example.com']);
    expect(addressField()).toHaveFocus();

    await user.click(within(toast.closest('[role="status"]') as HTMLElement).getByRole('button', { name: 'office@example.com 다시 추가' }));
    await waitFor(() => expect(listItems()).toEqual(['boss@example.com', 'office@example.com', 'site@example.com']));
    expect(await savedRecipients(adapter)).toEqual(['boss@example.com', 'office@example.com', 'site@example.com']);
  });

  it('removing the last address saves an empty list (nobody is e-mailed)', async () => {
    const { user, adapter } = await openNotifications(['boss@example.com']);
    await user.click(await screen.findByRole('button', { name: 'boss@example.com 삭제' }, { timeout: SCREEN_TIMEOUT_MS }));
    expect(await screen.findByText(/아직 알림을 받을 주소가 없습니다/)).toBeInTheDocument();
    await waitFor(async () => expect(await savedRecipients(adapter)).toEqual([]));
  });

  it('refuses what cannot be added, in Korean, and keeps what was typed', async () => {
    const { user } = await openNotifications(['boss@example.com']);
    await screen.findByText('boss@example.com', undefined, { timeout: SCREEN_TIMEOUT_MS });
    const add = screen.getByRole('button', { name: '추가' });

    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('추가할 이메일 주소를 입력해 주세요.');
    expect(addressField()).toHaveAttribute('aria-invalid', 'true');
    expect(addressField()).toHaveAccessibleDescription(/추가할 이메일 주소를 입력해 주세요\./);

    await user.type(addressField(), 'boss@example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('올바른 이메일 주소를 입력해 주세요. (예: name@example.com)');
    expect(addressField()).toHaveValue('boss@example');
    expect(addressField()).toHaveFocus();

    await user.clear(addressField());
    await user.type(addressField(), 'BOSS@example.com');
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('이미 목록에 있는 주소입니다.');
    expect(listItems()).toEqual(['boss@example.com']);
  });

  it(`refuses an ${NOTIFICATION_RECIPIENTS_MAX + 1}th address`, async () => {
    const { user } = await openNotifications(addresses(NOTIFICATION_RECIPIENTS_MAX));
    await screen.findByText(`${NOTIFICATION_RECIPIENTS_MAX}/${NOTIFICATION_RECIPIENTS_MAX}명`, undefined, { timeout: SCREEN_TIMEOUT_MS });
    await user.type(addressField(), 'one-more@example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(`받는 사람은 최대 ${NOTIFICATION_RECIPIENTS_MAX}명까지 등록할 수 있습니다.`);
    expect(addressField()).toHaveValue('one-more@example.com');
  });

  it('a failed save says why and keeps the typed address in the field', async () => {
    const { user, adapter } = await openNotifications([], {
      admin: { saveNotificationSettings: () => Promise.reject(new BackendError('unavailable', '서버에 연결할 수 없습니다')) },
    });
    await screen.findByText(/아직 알림을 받을 주소가 없습니다/, undefined, { timeout: SCREEN_TIMEOUT_MS });
    await user.type(addressField(), 'boss@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('알림 설정을 저장하지 못했습니다: 서버에 연결할 수 없습니다');
    expect(addressField()).toHaveValue('boss@example.com');
    expect(listItems()).toEqual([]);
    expect(await savedRecipients(adapter)).toEqual([]);
  });

  it('shows loading, then a load failure with a retry that works', async () => {
    let fail = true;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const demo = await setupDemo({ seed: 'empty' });
    const real = await demo.adapter.adminBackend();
    const adapter = overrideAdapter(demo.adapter, {
      admin: {
        getNotificationSettings: async () => {
          await gate;
          if (fail) throw new BackendError('unavailable', 'offline');
          return real.getNotificationSettings();
        },
      },
    });
    renderAdmin('/jy-dev/notifications', adapter);
    await findPageHeading('알림 설정');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('알림 설정을 불러오는 중입니다…');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('알림 설정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByText(/아직 알림을 받을 주소가 없습니다/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
