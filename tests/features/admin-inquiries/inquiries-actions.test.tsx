import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { setBackendAdapter } from '@/backend/registry';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { BackendError } from '@/domain/errors';
import InquiriesPage from '@/features/admin-inquiries/InquiriesPage';
import { ServerStateProvider } from '@/lib/server-state/ServerStateProvider';
import { AuthContext, type AuthState } from '@/lib/session/auth-context';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  listedNames,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { DESKTOP_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
// The table (768 px and wider); the phone's cards are tested in inquiries-phone.test.tsx.
withViewportWidth(DESKTOP_WIDTH);

const MULTILINE = '안녕하세요.\n\n  옥상 방수 견적 부탁드립니다.\n면적: 약 120㎡\n    (상가 건물)';

function seedInquiries(count: number) {
  const inquiries = makeInquiries(count);
  inquiries[0] = { ...inquiries[0]!, message: MULTILINE, phone: '010-2345-6789', status: 'new' };
  return inquiries;
}

async function openInquiries(count: number, admin: AdminOverrides = {}) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: seedInquiries(count) } });
  const spied = await spyAdmin(overrideAdapter(demo.adapter, { admin }));
  renderAdmin('/jy-dev/inquiries', spied.adapter);
  await findPageHeading('문의 관리');
  await screen.findByText('문의자 1', undefined, { timeout: SCREEN_TIMEOUT_MS });
  return { demo, ...spied };
}

const row = (name: string) => screen.getAllByRole('row').find((candidate) => candidate.querySelector('td')?.textContent === name)!;

/** 삭제 from the row's ⋯ menu (the table keeps only 보기 on the row). */
async function chooseDelete(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `더 보기 (${name}님 문의)` }));
  await user.click(screen.getByRole('menuitem', { name: '삭제' }));
}
describe('inquiry detail', () => {
  it('shows the full message with its line breaks, call and text links, time and consent', async () => {
    await openInquiries(2);
    await userEvent.setup().click(screen.getByRole('button', { name: '문의자 1님 문의 보기' }));
    const dialog = screen.getByRole('dialog', { name: '문의 상세' });
    expect(within(dialog).getByTestId('inquiry-message').textContent).toBe(MULTILINE);
    expect(within(dialog).getByTestId('inquiry-message')).toHaveClass('whitespace-pre-wrap');
    expect(within(dialog).getByText('010-2345-6789')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '문의자 1님에게 전화 걸기' })).toHaveAttribute('href', 'tel:01023456789');
    expect(within(dialog).getByRole('link', { name: '문의자 1님에게 문자 보내기' })).toHaveAttribute('href', 'sms:01023456789');
    expect(within(dialog).getByRole('link', { name: 'user1@example.com' })).toHaveAttribute('href', 'mailto:user1@example.com');
    expect(within(dialog).getByText('접수 일시')).toBeInTheDocument();
    expect(dialog.querySelector('time')).toHaveAttribute('dateTime', new Date('2026-03-01T00:00:00.000Z').toISOString());
    expect(within(dialog).getByText('개인정보 수집·이용 동의')).toBeInTheDocument();
    expect(within(dialog).getByText(new RegExp(`동의함 \\(${PRIVACY_CONSENT_VERSION} 안내문`))).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/처리 상태/)).toHaveValue('new');
  });

  it('changes the status, shows it and confirms; selecting the current value calls nothing', async () => {
    const { spies } = await openInquiries(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '문의자 1님 문의 보기' }));
    const dialog = screen.getByRole('dialog', { name: '문의 상세' });
    const select = within(dialog).getByLabelText(/처리 상태/);

    fireEvent.change(select, { target: { value: 'new' } });
    expect(spies.updateInquiryStatus).not.toHaveBeenCalled();

    await user.selectOptions(select, '답변완료');
    expect(
      await screen.findByText("문의자 1님 문의의 상태를 '답변완료'로 변경했습니다.", undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    await waitFor(() => expect(select).toBeEnabled());
    expect(spies.updateInquiryStatus).toHaveBeenCalledTimes(1);
    expect(spies.updateInquiryStatus).toHaveBeenCalledWith('inq-001', 'answered');
    expect(select).toHaveValue('answered');
    expect(within(row('문의자 1')).getByText('답변완료')).toBeInTheDocument();

    await user.selectOptions(select, '답변완료');
    expect(spies.updateInquiryStatus).toHaveBeenCalledTimes(1);
    await user.selectOptions(select, '확인중');
    expect(
      await screen.findByText("문의자 1님 문의의 상태를 '확인중'으로 변경했습니다.", undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
  });

  it('drops an inquiry from a filtered list when its status no longer matches', async () => {
    await openInquiries(4);
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '신규' }));
    await waitFor(() => expect(listedNames()).toEqual(['문의자 1', '문의자 4']), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(screen.getByRole('button', { name: '문의자 4님 문의 보기' }));
    await user.selectOptions(within(screen.getByRole('dialog', { name: '문의 상세' })).getByLabelText(/처리 상태/), '확인중');
    await waitFor(() => expect(listedNames()).toEqual(['문의자 1']), { timeout: SCREEN_TIMEOUT_MS });
  });

  it('alerts 문의 상태 변경 실패 with the message when the change fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openInquiries(2, { updateInquiryStatus: () => Promise.reject(new BackendError('unavailable', '서버에 연결할 수 없습니다')) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '문의자 1님 문의 보기' }));
    const select = within(screen.getByRole('dialog', { name: '문의 상세' })).getByLabelText(/처리 상태/);
    await user.selectOptions(select, '확인중');
    expect(await screen.findByRole('alert', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveTextContent(
      '문의 상태 변경 실패: 서버에 연결할 수 없습니다',
    );
    expect(select).toHaveValue('new');
  });
});

describe('inquiry delete', () => {
  it('asks first (irreversible), then deletes and confirms', async () => {
    const { spies } = await openInquiries(3);
    const user = userEvent.setup();
    await chooseDelete(user, '문의자 2');
    let confirm = screen.getByRole('dialog', { name: '문의 삭제' });
    expect(confirm).toHaveTextContent('문의자 2님의 문의를 삭제할까요?');
    expect(confirm).toHaveTextContent('되돌릴 수 없습니다');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(spies.deleteInquiry).not.toHaveBeenCalled();

    await chooseDelete(user, '문의자 2');
    confirm = screen.getByRole('dialog', { name: '문의 삭제' });
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('문의자 2님의 문의를 삭제했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    await waitFor(() => expect(listedNames()).toEqual(['문의자 1', '문의자 3']), { timeout: SCREEN_TIMEOUT_MS });
    expect(spies.deleteInquiry).toHaveBeenCalledWith('inq-002');
    expect(screen.getByText('총 2건')).toBeInTheDocument();
  });

  it('goes back one page after deleting the last item of a page above 1', async () => {
    await openInquiries(15);
    const user = userEvent.setup();
    const nav = () => within(screen.getByRole('navigation', { name: '문의 목록 페이지' }));
    await user.click(nav().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(nav().getByText('2 / 3')).toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(nav().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(listedNames()).toEqual(['문의자 15']), { timeout: SCREEN_TIMEOUT_MS });

    await chooseDelete(user, '문의자 15');
    await user.click(within(screen.getByRole('dialog', { name: '문의 삭제' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(nav().getByText('2 / 2')).toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });
    expect(listedNames()).toEqual(Array.from({ length: 7 }, (_, i) => `문의자 ${8 + i}`));
    expect(nav().getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('alerts 문의 삭제 실패 with the message and keeps the row', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openInquiries(2, { deleteInquiry: () => Promise.reject(new Error('권한이 없습니다')) });
    const user = userEvent.setup();
    await chooseDelete(user, '문의자 1');
    await user.click(within(screen.getByRole('dialog', { name: '문의 삭제' })).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('alert', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveTextContent(
      '문의 삭제 실패: 권한이 없습니다',
    );
    expect(listedNames()).toEqual(['문의자 1', '문의자 2']);
  });
});

describe('without a signed-in administrator', () => {
  it('alerts 로그인이 필요합니다. and calls no backend write', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: seedInquiries(2) } });
    const { adapter, spies } = await spyAdmin(demo.adapter);
    setBackendAdapter(adapter);
    const signedOut: AuthState = { status: 'signed-out', user: null, signIn: vi.fn(), signOut: vi.fn() };
    render(
      <AppProviders settings={FIRST_SITE_SETTINGS}>
        <MemoryRouter>
          <ServerStateProvider>
            <ToastProvider>
              <AuthContext.Provider value={signedOut}>
                <InquiriesPage />
              </AuthContext.Provider>
            </ToastProvider>
          </ServerStateProvider>
        </MemoryRouter>
      </AppProviders>,
    );
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '더 보기 (문의자 1님 문의)' }, { timeout: SCREEN_TIMEOUT_MS });
    await chooseDelete(user, '문의자 1');
    await user.click(within(screen.getByRole('dialog', { name: '문의 삭제' })).getByRole('button', { name: '삭제' }));
    const first = await screen.findByRole('alert', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(first).toHaveTextContent('로그인이 필요합니다.');
    // Closed, so the second attempt's alert is seen anew (the same message is never stacked twice).
    await user.click(within(first).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '문의자 1님 문의 보기' }));
    await user.selectOptions(within(screen.getByRole('dialog', { name: '문의 상세' })).getByLabelText(/처리 상태/), '확인중');
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인이 필요합니다.');
    expect(spies.deleteInquiry).not.toHaveBeenCalled();
    expect(spies.updateInquiryStatus).not.toHaveBeenCalled();
  });
});
