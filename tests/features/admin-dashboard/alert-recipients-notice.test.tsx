import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
} from '../../support/admin-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const WARNING = '새 문의 알림을 받는 사람이 없습니다';

/** The dashboard on a fresh demo database, as a Firebase build (or the demo) with these alert recipients. */
async function openDashboard(recipients: string[], kind: 'firebase' | 'demo') {
  const demo = await setupDemo({ seed: 'empty' });
  if (recipients.length > 0) await (await demo.adapter.adminBackend()).saveNotificationSettings({ emailRecipients: recipients });
  renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { kind }));
  await findPageHeading('대시보드');
  // The counts have loaded: whatever the warning depends on has had its time.
  await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
}

describe('dashboard: nobody on the alert list', () => {
  it('on a Firebase build says that a new inquiry e-mails nobody, with a link to 알림 설정', async () => {
    await openDashboard([], 'firebase');
    const notice = await screen.findByRole('region', { name: WARNING }, { timeout: SCREEN_TIMEOUT_MS });
    expect(notice).toHaveTextContent('지금은 새 문의가 들어와도 아무에게도 알림 메일이 가지 않습니다.');
    await userEvent.setup().click(within(notice).getByRole('link', { name: '알림 설정으로 이동' }));
    await findPageHeading('알림 설정');
  });

  it('says nothing once someone is on the list', async () => {
    await openDashboard(['boss@example.com'], 'firebase');
    await screen.findByRole('region', { name: '최근 활동' });
    expect(screen.queryByRole('region', { name: WARNING })).not.toBeInTheDocument();
  });

  it('the demo build shows nothing: it sends no e-mail, whoever is listed', async () => {
    await openDashboard([], 'demo');
    await screen.findByRole('region', { name: '최근 활동' });
    expect(screen.queryByRole('region', { name: WARNING })).not.toBeInTheDocument();
  });
});
