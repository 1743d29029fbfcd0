import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_TEST_TIMEOUT_MS } from '../../support/admin-harness';
import { openSettings, saveThrough, section, tabPhone } from './settings-harness';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const history = () => within(screen.getByRole('region', { name: '저장 기록' }));
const entries = () =>
  history()
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** Three saved versions: the phone (1), the phone again (2), the Kakao id and the hero sub-line (3). */
async function threeVersions(admin: Parameters<typeof saveThrough>[0]) {
  await saveThrough(admin, (settings) => void (settings.company.phone = '033-111-1111'));
  await saveThrough(admin, (settings) => void (settings.company.phone = '033-222-2222'));
  await saveThrough(admin, (settings) => {
    settings.channels.kakaoChannelId = '_ZeUTxl';
    settings.copy.heroSubline = '세 번째 버전의 소개 문장';
  });
}

describe('사이트 설정: 저장 기록 and 이전 버전으로 되돌리기', () => {
  it('before any save there is no history, and nothing to restore', async () => {
    await openSettings();
    expect(await history().findByText(/아직 저장한 적이 없습니다/)).toBeInTheDocument();
    expect(history().queryByRole('button', { name: '이전 버전으로 되돌리기' })).not.toBeInTheDocument();
  });

  it('lists the saved versions, newest first: who, when, which sections; the current one marked', async () => {
    await openSettings({ before: threeVersions });
    await history().findByText('3번째 버전');
    const listed = entries();
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatch(/^3번째 버전지금 버전\d{4}\.\d{2}\.\d{2} \(.\) \d{2}:\d{2}admin@example\.com바꾼 곳: 상담 채널, 문구$/);
    expect(listed[2]).toMatch(/^1번째 버전.*바꾼 곳: 회사 정보되돌리기$/);
    expect(history().queryByRole('button', { name: '3번째 버전으로 되돌리기' })).not.toBeInTheDocument();
    expect(history().getByRole('button', { name: '1번째 버전으로 되돌리기' })).toBeInTheDocument();
  });

  it('이전 버전으로 되돌리기 asks once, then brings version 2 back as version 4: the form, this tab and visitors get it', async () => {
    const { user, admin, spies } = await openSettings({ before: threeVersions });
    await history().findByText('3번째 버전');
    await user.click(history().getByRole('button', { name: '이전 버전으로 되돌리기' }));
    const dialog = await screen.findByRole('dialog', { name: '이전 버전으로 되돌리기' });
    expect(dialog).toHaveTextContent(/2번째 버전\(\d{4}\.\d{2}\.\d{2} \(.\) \d{2}:\d{2}, admin@example\.com\)의 설정으로 되돌립니다\./);
    expect(dialog).toHaveTextContent('지금 설정은 저장 기록에 남아 있어 언제든 다시 되돌릴 수 있습니다.');
    expect(dialog).not.toHaveTextContent('입력 중이던');
    await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));

    const preview = await screen.findByRole('region', { name: '2번째 버전으로 되돌렸습니다. 방문자에게는 이렇게 보입니다' });
    expect(preview).toHaveTextContent('카카오톡 상담 버튼이 보이지 않습니다.');
    expect(spies.restoreSiteSettings).toHaveBeenCalledWith(2, 3);
    const stored = await admin.getStoredSiteSettings();
    expect(stored.version).toBe(4);
    expect(stored.settings.channels.kakaoChannelId).toBe('');
    expect(section('상담 채널').getByLabelText(/카카오톡 채널 아이디/)).toHaveValue('');
    expect(section('문구').getByLabelText('홈 화면 소개 문장')).not.toHaveValue('세 번째 버전의 소개 문장');
    expect(tabPhone()).toBe('033-222-2222');
    await waitFor(() => expect(entries()[0]).toMatch(/^4번째 버전지금 버전.*2번째 버전으로 되돌림 · 바꾼 곳: 상담 채널, 문구$/));
  });

  it('cancelled, nothing changes; with unsaved changes the question says they will be lost', async () => {
    const { user, spies } = await openSettings({ before: threeVersions });
    await history().findByText('3번째 버전');
    await user.type(section('신뢰 정보').getByLabelText(/보험/), '영업배상책임보험 가입');
    await user.click(history().getByRole('button', { name: '1번째 버전으로 되돌리기' }));
    const dialog = await screen.findByRole('dialog', { name: '이전 버전으로 되돌리기' });
    expect(dialog).toHaveTextContent('입력 중이던 저장하지 않은 변경은 사라집니다.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(spies.restoreSiteSettings).not.toHaveBeenCalled();
    expect(section('신뢰 정보').getByLabelText(/보험/)).toHaveValue('영업배상책임보험 가입');
  });

  it('when another administrator saved meanwhile it restores nothing, says so and takes their version', async () => {
    const { user, admin } = await openSettings({ before: threeVersions });
    await history().findByText('3번째 버전');
    await saveThrough(admin, (settings) => void (settings.company.email = 'new@jy.co.kr'));
    await user.click(history().getByRole('button', { name: '이전 버전으로 되돌리기' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '이전 버전으로 되돌리기' })).getByRole('button', { name: '되돌리기' }),
    );
    expect(await screen.findByText(/그사이 다른 관리자가 저장했습니다/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '다른 관리자가 먼저 저장했습니다' })).toBeInTheDocument();
    expect(section('회사 정보').getByLabelText('이메일')).toHaveValue('new@jy.co.kr');
    expect((await admin.getStoredSiteSettings()).version).toBe(4);
    await waitFor(() => expect(history().getByText('4번째 버전')).toBeInTheDocument());
  });
});
