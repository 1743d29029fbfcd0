import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT_MS } from '../../support/admin-harness';
import { openSettings, section, tabPhone } from './settings-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

describe('사이트 설정: 저장', () => {
  it('saves a new phone number, shows what visitors now see and puts it in this tab at once', async () => {
    const { user, admin, spies } = await openSettings();
    const phone = section('회사 정보').getByLabelText('대표 전화번호');
    expect(phone).toHaveValue('033-123-4567');
    await user.clear(phone);
    await user.type(phone, '0337654321');
    await user.tab();
    expect(phone).toHaveValue('033-765-4321');
    expect(screen.getByText('저장하지 않은 변경: 회사 정보')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '저장' }));
    const preview = await screen.findByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    expect(within(preview).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(within(preview).getByText('데모에서는 이 브라우저의 모든 페이지에 바로 반영됩니다.', { exact: false })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /전화 상담 033-765-4321/ })).toHaveAttribute('href', 'tel:0337654321');
    expect(tabPhone()).toBe('033-765-4321');
    expect(spies.saveSiteSettings).toHaveBeenCalledTimes(1);
    const stored = await admin.getStoredSiteSettings();
    expect(stored.settings.company.phone).toBe('033-765-4321');
    expect(stored.version).toBe(1);
    await waitFor(() => expect(screen.getByText('저장된 1번째 버전과 같습니다')).toBeInTheDocument());
  });
});
