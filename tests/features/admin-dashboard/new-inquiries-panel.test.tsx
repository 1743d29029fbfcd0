import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
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

/** Five 신규 (문의자 1, 3, 5, 7, 9: every other one) among nine, newest first; the first two with their choices. */
function inquiries() {
  return makeInquiries(9, (index) => (index % 2 === 0 ? 'new' : 'checking')).map((inquiry, index) =>
    index === 0
      ? { ...inquiry, workType: 'roofing' as const, region: '원주시' as const, photoCount: 2 }
      : index === 2
        ? { ...inquiry, workType: 'waterproofing' as const }
        : inquiry,
  );
}

const panel = () => screen.getByRole('region', { name: /^새로 들어온 문의/ });

async function openDashboard(records = inquiries()) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: records } });
  const spied = await spyAdmin(demo.adapter);
  renderAdmin('/jy-dev/dashboard', spied.adapter);
  await findPageHeading('대시보드');
  return { demo, ...spied };
}

describe('the dashboard’s new inquiries (phones first)', () => {
  it('lists the newest three 신규 inquiries with what they are about, when, and 전화; one small read', async () => {
    const { spies } = await openDashboard();
    const rows = await within(panel()).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]!.textContent)).toEqual([
      expect.stringMatching(/^문의자 1010-1000-1000지붕 공사 · 원주시 · 사진 2장\d{4}\.\d\d\.\d\d \(.\) \d\d:\d\d/),
      expect.stringMatching(/^문의자 3010-1000-1002방수 공사 · 사진 없음/),
      expect.stringMatching(/^문의자 5010-1000-1004사진 없음/),
    ]);
    expect(within(rows[0]!).getAllByRole('link')[0]).toHaveAttribute('href', '/jy-dev/inquiries?open=inq-001');
    expect(within(rows[0]!).getByRole('link', { name: '문의자 1님에게 전화 걸기' })).toHaveAttribute('href', 'tel:01010001000');
    expect(within(rows[0]!).getByRole('link', { name: '문의자 1님에게 전화 걸기' })).toHaveTextContent('전화');
    // The count is the live one; 모두 보기 opens the list filtered to 신규.
    await waitFor(() => expect(within(panel()).getByRole('heading')).toHaveTextContent('새로 들어온 문의5건'));
    expect(within(panel()).getByRole('link', { name: '신규 문의 모두 보기' })).toHaveAttribute('href', '/jy-dev/inquiries?status=new');

    // One bounded read, the list's own page query: no subscription of its own beside the admin shell's.
    expect(spies.getInquiryPage).toHaveBeenCalledWith({ pageSize: 3, direction: 'initial', status: 'new' });
    expect(spies.getInquiryPage).toHaveBeenCalledTimes(1);
    expect(spies.subscribeNewInquiries).toHaveBeenCalledTimes(1);
  });

  it('comes first, then 현장 사진 올리기, then the counts and the activity', async () => {
    await openDashboard();
    await within(panel()).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS });
    const order = [
      panel(),
      screen.getByRole('link', { name: /^현장 사진 올리기/ }),
      await screen.findByRole('link', { name: /^전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS }),
      screen.getByRole('region', { name: '최근 활동' }),
    ];
    for (const [index, element] of order.slice(1).entries()) {
      expect(order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('shows an inquiry that arrives at once, first, and one answered elsewhere goes', async () => {
    const { demo } = await openDashboard();
    await within(panel()).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS });
    await act(async () => {
      await (
        await demo.adapter.publicBackend()
      ).submitInquiry({
        name: '홍길동',
        email: null,
        phone: '010-2345-6789',
        message: '지붕에서 물이 샙니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: 'metal-roofing',
        region: '강릉시',
        preferredCallTime: null,
        photoCount: 0,
      });
    });
    await waitFor(
      () =>
        expect(within(panel()).getAllByRole('listitem')[0]).toHaveTextContent(
          /^홍길동010-2345-6789징크·금속 지붕 · 강릉시 · 사진 없음.*방금 전/,
        ),
      {
        timeout: SCREEN_TIMEOUT_MS,
      },
    );
    expect(within(panel()).getAllByRole('listitem')).toHaveLength(3);

    await act(async () => {
      await (await demo.adapter.adminBackend()).updateInquiryStatus('inq-001', 'answered');
    });
    await waitFor(() => expect(within(panel()).queryByText(/^문의자 1$/)).not.toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });
    expect(
      within(panel())
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^홍길동/), expect.stringMatching(/^문의자 3/), expect.stringMatching(/^문의자 5/)]);
  });

  it('says when there is no new inquiry', async () => {
    await openDashboard(makeInquiries(2, () => 'answered'));
    expect(await within(panel()).findByText('새로 들어온 문의가 없습니다', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when they cannot be read, and reads again on 다시 불러오기', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
    const real = await demo.adapter.adminBackend();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getInquiryPage = vi
      .fn<typeof real.getInquiryPage>()
      .mockRejectedValueOnce(new Error('unavailable'))
      .mockImplementation((query) => real.getInquiryPage(query));
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: { getInquiryPage } }));
    const retry = await within(await screen.findByRole('region', { name: /^새로 들어온 문의/ }, { timeout: SCREEN_TIMEOUT_MS })).findByRole(
      'button',
      { name: '다시 불러오기' },
      { timeout: SCREEN_TIMEOUT_MS },
    );
    expect(within(panel()).getByText('새 문의를 불러오지 못했습니다.')).toBeInTheDocument();
    await userEvent.setup().click(retry);
    expect(await within(panel()).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveLength(3);
  });
});
