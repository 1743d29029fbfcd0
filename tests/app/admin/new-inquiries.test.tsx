import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend/port';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { InquiryInput } from '@/domain/types';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
withViewportWidth(PHONE_WIDTH);

function visitor(name: string, phone = '010-2345-6789'): InquiryInput {
  return {
    name,
    email: null,
    phone,
    message: '지붕에서 물이 샙니다. 견적 부탁드립니다.',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    workType: 'roofing',
    region: '원주시',
    preferredCallTime: null,
    photoCount: 0,
  };
}

/** A visitor submits from the public site (another tab or device: the same demo database). */
async function submit(adapter: BackendAdapter, input: InquiryInput): Promise<string> {
  let id = '';
  await act(async () => {
    id = await (await adapter.publicBackend()).submitInquiry(input);
  });
  return id;
}

const nav = () => screen.getByRole('navigation', { name: '관리자 메뉴' });
const inquiriesLink = () => within(nav()).getByRole('link', { name: /^문의 관리/ });
const newInquiriesCard = () => screen.getByRole('link', { name: /^새 문의/ });

/** Two 신규 and one 확인중 inquiry, received long ago. */
async function openAdmin(path = '/jy-dev/dashboard') {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: makeInquiries(3, (i) => (i === 1 ? 'checking' : 'new')) } });
  const spied = await spyAdmin(demo.adapter);
  renderAdmin(path, spied.adapter);
  return { demo, ...spied };
}

describe('new inquiries while the admin is open', () => {
  it('counts them live on the dashboard, in the nav badge and in the tab title', async () => {
    const { demo } = await openAdmin();
    await findPageHeading('대시보드');
    await waitFor(() => expect(newInquiriesCard()).toHaveTextContent('2건'), { timeout: SCREEN_TIMEOUT_MS });
    expect(inquiriesLink()).toHaveAccessibleName('문의 관리, 새 문의 2건');
    await waitFor(() => expect(document.title).toMatch(/^\(2\) [^()]+ \| JY건설$/));

    await submit(demo.adapter, visitor('홍길동'));
    await waitFor(() => expect(newInquiriesCard()).toHaveTextContent('3건'), { timeout: SCREEN_TIMEOUT_MS });
    expect(inquiriesLink()).toHaveAccessibleName('문의 관리, 새 문의 3건');
    expect(within(inquiriesLink()).getByTestId('new-inquiry-badge')).toHaveTextContent('3');
    await waitFor(() => expect(document.title).toMatch(/^\(3\) [^()]+ \| JY건설$/));
    expect(screen.getByRole('button', { name: /^메뉴 열기/ })).toHaveAccessibleName('메뉴 열기, 새 문의 3건');
  });

  it('drops the badge and the title prefix at 0', async () => {
    const { demo } = await openAdmin();
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /), { timeout: SCREEN_TIMEOUT_MS });
    const admin = await demo.adapter.adminBackend();
    await act(async () => {
      await admin.updateInquiryStatus('inq-001', 'answered');
      await admin.updateInquiryStatus('inq-003', 'answered');
    });
    await waitFor(() => expect(document.title).toMatch(/^[^()]+ \| JY건설$/), { timeout: SCREEN_TIMEOUT_MS });
    expect(inquiriesLink()).toHaveAccessibleName('문의 관리');
    expect(screen.queryByTestId('new-inquiry-badge')).not.toBeInTheDocument();
    expect(newInquiriesCard()).toHaveTextContent('0건');
  });

  it('shows a toast on any admin page with what it is about, 전화 (one tap to call) and 보기', async () => {
    const { demo } = await openAdmin('/jy-dev/images');
    await findPageHeading('이미지 관리');
    await waitFor(() => expect(inquiriesLink()).toHaveAccessibleName('문의 관리, 새 문의 2건'), { timeout: SCREEN_TIMEOUT_MS });
    const id = await submit(demo.adapter, { ...visitor('홍길동', '01023456789'), photoCount: 2 });

    const toast = (await screen.findByText('홍길동님의 새 문의', undefined, { timeout: SCREEN_TIMEOUT_MS })).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(toast).not.toBeNull();
    expect(toast).toHaveTextContent('지붕 공사 · 원주시 · 사진 2장');
    // 전화 first: the visitor's number, dialled from the toast in one tap.
    const actions = within(toast).getAllByRole('link');
    expect(actions.map((link) => link.textContent)).toEqual(['전화', '보기']);
    expect(actions[0]).toHaveAccessibleName('홍길동님에게 전화 걸기');
    expect(actions[0]).toHaveAttribute('href', 'tel:01023456789');
    const view = within(toast).getByRole('link', { name: '홍길동님의 새 문의 보기' });
    expect(view).toHaveAttribute('href', `/jy-dev/inquiries?open=${id}`);

    // 보기 opens the inquiry, with its own 전화.
    await userEvent.setup().click(view);
    await findPageHeading('문의 관리');
    const dialog = await screen.findByRole('dialog', { name: '문의 상세' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(await within(dialog).findByText('010-2345-6789')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '홍길동님에게 전화 걸기' })).toHaveAttribute('href', 'tel:01023456789');
    expect(screen.queryByText('홍길동님의 새 문의')).not.toBeInTheDocument();
  });

  it('says only what the visitor chose: no work type or region, no photos', async () => {
    const { demo } = await openAdmin('/jy-dev/images');
    await waitFor(() => expect(inquiriesLink()).toHaveAccessibleName('문의 관리, 새 문의 2건'), { timeout: SCREEN_TIMEOUT_MS });
    await submit(demo.adapter, { ...visitor('김하늘'), workType: null, region: null });
    const toast = (await screen.findByText('김하늘님의 새 문의', undefined, { timeout: SCREEN_TIMEOUT_MS })).closest('[role="status"]');
    expect(toast).toHaveTextContent(/^김하늘님의 새 문의사진 없음/);
  });

  it('keeps the toast until it is used or dismissed, and lists the new inquiry at once', async () => {
    const { demo } = await openAdmin('/jy-dev/inquiries');
    await screen.findByRole('list', { name: '문의 목록' }, { timeout: SCREEN_TIMEOUT_MS });
    await submit(demo.adapter, visitor('김민수'));
    await screen.findByText('김민수님의 새 문의', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(await screen.findByRole('article', { name: '김민수' }, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    // Still there after the 6 s other toasts stay.
    await new Promise((resolve) => setTimeout(resolve, 6500));
    const toast = screen.getByText('김민수님의 새 문의').closest('[role="status"]') as HTMLElement;
    await userEvent.setup().click(within(toast).getByRole('button', { name: '닫기' }));
    expect(screen.queryByText('김민수님의 새 문의')).not.toBeInTheDocument();
  }, 30_000);

  it('announces an inquiry set back to 신규 by staff in the count only, never as a toast', async () => {
    const { demo } = await openAdmin();
    await waitFor(() => expect(newInquiriesCard()).toHaveTextContent('2건'), { timeout: SCREEN_TIMEOUT_MS });
    await act(async () => {
      await (await demo.adapter.adminBackend()).updateInquiryStatus('inq-002', 'new');
    });
    await waitFor(() => expect(newInquiriesCard()).toHaveTextContent('3건'), { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.queryByText(/님의 새 문의$/)).not.toBeInTheDocument();
  });

  it('has one subscription for the whole admin, kept across pages', async () => {
    const { spies } = await openAdmin();
    await findPageHeading('대시보드');
    const user = userEvent.setup();
    await user.click(inquiriesLink());
    await findPageHeading('문의 관리');
    await user.click(within(nav()).getByRole('link', { name: '이미지 관리' }));
    await findPageHeading('이미지 관리');
    expect(spies.subscribeNewInquiries).toHaveBeenCalledTimes(1);
    expect(spies.countInquiries).not.toHaveBeenCalledWith('new');
  });

  it('groups many arrivals: as many toasts as fit, the last one counting the rest', async () => {
    const demo = await setupDemo({ seed: 'empty' });
    let report: (names: string[]) => void = () => {};
    renderAdmin(
      '/jy-dev/dashboard',
      overrideAdapter(demo.adapter, {
        admin: {
          subscribeNewInquiries: (onChange) => {
            queueMicrotask(() => onChange({ count: 0, arrived: [] }));
            report = (names) =>
              onChange({
                count: names.length,
                arrived: makeInquiries(names.length).map((inquiry, i) => ({ ...inquiry, name: names[i]! })),
              });
            return () => {};
          },
        },
      }),
    );
    await waitFor(() => expect(newInquiriesCard()).toHaveTextContent('0건'), { timeout: SCREEN_TIMEOUT_MS });
    act(() => report(['가', '나', '다', '라', '마']));
    expect(await screen.findByText('가님의 새 문의')).toBeInTheDocument();
    expect(screen.getByText('나님의 새 문의')).toBeInTheDocument();
    expect(screen.queryByText('다님의 새 문의')).not.toBeInTheDocument();
    expect(screen.getByText('새 문의 3건이 더 접수되었습니다')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '문의 목록 보기' })).toHaveAttribute('href', '/jy-dev/inquiries');
  });

  it('reports a failed subscription; the card says the count failed and no badge shows', async () => {
    const demo = await setupDemo();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('permission-denied');
    renderAdmin(
      '/jy-dev/dashboard',
      overrideAdapter(demo.adapter, {
        admin: {
          subscribeNewInquiries: (_onChange, onError) => {
            queueMicrotask(() => onError(failure));
            return () => {};
          },
        },
      }),
    );
    await findPageHeading('대시보드');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to follow the new inquiries', failure), { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(screen.getByRole('link', { name: /^새 문의/ })).toHaveTextContent('–'), { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.queryByTestId('new-inquiry-badge')).not.toBeInTheDocument();
    expect(document.title).toMatch(/^[^()]+ \| JY건설$/);
  });
});
