import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Inquiry } from '@/domain/types';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const MINUTE_MS = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

/** 홍길동 waiting 12 minutes (신규), 김민수 reached 7 minutes after a 2-hour-old inquiry. */
function inquiries(): Inquiry[] {
  const [first, second] = makeInquiries(2, () => 'new');
  const calledAt = ago(2 * 60 * MINUTE_MS);
  return [
    { ...first!, id: 'inq-hong', name: '홍길동', submittedAt: ago(12 * MINUTE_MS + 20_000) },
    { ...second!, id: 'inq-kim', name: '김민수', submittedAt: calledAt, firstContactAt: new Date(calledAt.getTime() + 7 * MINUTE_MS) },
  ];
}

/** jsdom cannot open a dialer: the tel: and sms: links' default action is stopped after React has seen the click. */
const stopNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stopNavigation));
afterEach(() => document.removeEventListener('click', stopNavigation));

async function open(path: string) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
  renderAdmin(path, demo.adapter);
  await findPageHeading('문의 관리');
  return { demo, admin: await demo.adapter.adminBackend(), user: userEvent.setup() };
}

const detail = () => screen.findByRole('dialog', { name: '문의 상세' }, { timeout: SCREEN_TIMEOUT_MS });

describe('the first-contact clock on an inquiry', () => {
  it('shows how long a reached visitor waited, in natural units', async () => {
    await open('/jy-dev/inquiries?open=inq-kim');
    expect(await within(await detail()).findByText('접수 후 7분 만에 연락')).toBeInTheDocument();
  });

  it('shows how long a visitor has been waiting; the first tap on 전화 records the contact', async () => {
    const { admin, user } = await open('/jy-dev/inquiries?open=inq-hong');
    const dialog = await detail();
    expect(await within(dialog).findByText('아직 연락 전 · 12분째 기다리는 중')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: '홍길동님에게 전화 걸기' }));
    expect(await within(dialog).findByText('접수 후 12분 만에 연락', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    const recorded = (await admin.getInquiry('inq-hong'))?.firstContactAt;
    expect(recorded).toBeInstanceOf(Date);
    // A second tap (문자 this time) keeps the first time.
    await user.click(within(dialog).getByRole('link', { name: '홍길동님에게 문자 보내기' }));
    await waitFor(async () => expect((await admin.getInquiry('inq-hong'))?.firstContactAt).toEqual(recorded));
  });

  it('a move past 신규 records it too', async () => {
    const { admin, user } = await open('/jy-dev/inquiries?open=inq-hong');
    const dialog = await detail();
    await within(dialog).findByText('아직 연락 전 · 12분째 기다리는 중');
    await user.selectOptions(within(dialog).getByLabelText(/처리 상태/), '확인중');
    expect(await within(dialog).findByText('접수 후 12분 만에 연락', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect((await admin.getInquiry('inq-hong'))?.firstContactAt).toBeInstanceOf(Date);
  });

  describe('on a phone', () => {
    withViewportWidth(PHONE_WIDTH);

    it('문자 on a card records the contact', async () => {
      const { admin, user } = await open('/jy-dev/inquiries');
      const card = await screen.findByRole('article', { name: '홍길동' }, { timeout: SCREEN_TIMEOUT_MS });
      await user.click(within(card).getByRole('link', { name: '홍길동님에게 문자 보내기' }));
      await waitFor(async () => expect((await admin.getInquiry('inq-hong'))?.firstContactAt).toBeInstanceOf(Date), {
        timeout: SCREEN_TIMEOUT_MS,
      });
    });
  });
});
