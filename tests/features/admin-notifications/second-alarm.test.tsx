import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SecondAlarmSettings } from '@/domain/types';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

async function open(secondAlarm?: SecondAlarmSettings) {
  const demo = await setupDemo({ seed: 'empty' });
  const admin = await demo.adapter.adminBackend();
  await admin.saveNotificationSettings({ emailRecipients: ['boss@example.com'], ...(secondAlarm ? { secondAlarm } : {}) });
  renderAdmin('/jy-dev/notifications', demo.adapter);
  await findPageHeading('알림 설정');
  const form = await screen.findByRole('form', { name: '두 번째 알림' }, { timeout: SCREEN_TIMEOUT_MS });
  return { admin, form, user: userEvent.setup() };
}

describe('알림 설정: 두 번째 알림', () => {
  it('is on by default: 10 minutes, counting business hours only', async () => {
    const { form } = await open();
    expect(within(form).getByRole('checkbox', { name: '연락이 없는 문의를 한 번 더 알리기' })).toBeChecked();
    expect(within(form).getByLabelText('몇 분 동안 연락이 없으면 (분)')).toHaveValue('10');
    expect(within(form).getByRole('radio', { name: /^영업시간만 셉니다/ })).toBeChecked();
  });

  it('saves the minutes and the choice for outside business hours, keeping the recipients', async () => {
    const { admin, form, user } = await open();
    const minutes = within(form).getByLabelText('몇 분 동안 연락이 없으면 (분)');
    await user.clear(minutes);
    await user.type(minutes, '15');
    await user.click(within(form).getByRole('radio', { name: /^밤과 휴일에도 셉니다/ }));
    await user.click(within(form).getByRole('button', { name: '두 번째 알림 저장' }));
    expect(await screen.findByText('두 번째 알림 설정을 저장했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(await admin.getNotificationSettings()).toEqual({
      emailRecipients: ['boss@example.com'],
      secondAlarm: { afterSeconds: 900, outsideHours: 'alert' },
    });
  });

  it('says what is wrong with the minutes and saves nothing', async () => {
    const { admin, form, user } = await open();
    const minutes = within(form).getByLabelText('몇 분 동안 연락이 없으면 (분)');
    for (const typed of ['0', '241', '1.5', '열']) {
      await user.clear(minutes);
      await user.type(minutes, typed);
      await user.click(within(form).getByRole('button', { name: '두 번째 알림 저장' }));
      expect(within(form).getByText('1분에서 240분 사이의 정수로 입력해 주세요.')).toBeInTheDocument();
      expect(minutes).toHaveAttribute('aria-invalid', 'true');
    }
    expect((await admin.getNotificationSettings()).secondAlarm).toEqual({ afterSeconds: 600, outsideHours: 'wait' });
  });

  it('can be turned off; a time saved in seconds (tests) is said as such', async () => {
    const { admin, form, user } = await open({ afterSeconds: 5, outsideHours: 'skip' });
    expect(within(form).getByText(/지금은 시험용으로 5초로 저장되어 있습니다/)).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: /^영업시간 밖에 들어온 문의에는/ })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: '연락이 없는 문의를 한 번 더 알리기' }));
    expect(within(form).queryByLabelText('몇 분 동안 연락이 없으면 (분)')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '두 번째 알림 저장' }));
    await screen.findByText('두 번째 알림 설정을 저장했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect((await admin.getNotificationSettings()).secondAlarm).toEqual({ afterSeconds: 0, outsideHours: 'skip' });
  });
});
