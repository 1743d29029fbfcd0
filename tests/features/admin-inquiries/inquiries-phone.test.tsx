import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Inquiry } from '@/domain/types';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { DESKTOP_WIDTH, PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const HOUR_MS = 60 * 60 * 1000;

/** Three inquiries received 3 hours, 10 seconds and 2 days ago, with the visitor's choices filled in on the first. */
function recentInquiries(): Inquiry[] {
  const [first, second, third] = makeInquiries(3, (index) => (['new', 'checking', 'answered'] as const)[index]!);
  const ago = (ms: number) => new Date(Date.now() - ms);
  return [
    {
      ...first!,
      name: '홍길동',
      phone: '01023456789',
      submittedAt: ago(3 * HOUR_MS + 5 * 60_000),
      workType: 'roofing',
      region: '춘천시',
      preferredCallTime: 'morning',
      photoCount: 2,
    },
    { ...second!, name: '김민수', phone: '033-123-4567', submittedAt: ago(10_000) },
    { ...third!, name: '이영희', phone: '010 9876 5432', submittedAt: ago(2 * 24 * HOUR_MS + HOUR_MS) },
  ];
}

async function openInbox() {
  const seeded = recentInquiries();
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: seeded } });
  renderAdmin('/jy-dev/inquiries', demo.adapter);
  await findPageHeading('문의 관리');
  const list = await screen.findByRole('list', { name: '문의 목록' }, { timeout: SCREEN_TIMEOUT_MS });
  return { list, seeded };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('inquiry inbox on a phone (below 768 px)', () => {
  withViewportWidth(PHONE_WIDTH);

  it('shows one card per inquiry, not a table, newest first', async () => {
    const { list } = await openInbox();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('article')
        .map((article) => within(article).getByRole('heading').textContent),
    ).toEqual(['김민수', '홍길동', '이영희']);
  });

  it('gives each card the formatted phone, work type, region, when received (and how long ago), status and photos', async () => {
    const { seeded } = await openInbox();
    const hong = card('홍길동');
    expect(hong).toHaveTextContent('010-2345-6789');
    expect(hong).toHaveTextContent('지붕 공사 · 춘천시');
    // The admin's one date rule: the date and time with its weekday, and how long ago only beside it.
    expect(hong.querySelector('time')?.parentElement).toHaveTextContent(/^\d{4}\.\d\d\.\d\d \(.\) \d\d:\d\d · 3시간 전$/);
    expect(hong).toHaveTextContent('사진 2장');
    expect(within(hong).getByText('신규')).toHaveAttribute('data-status', 'new');
    expect(hong.querySelector('time')).toHaveAttribute('dateTime', seeded[0]!.submittedAt!.toISOString());

    const kim = card('김민수');
    expect(kim).toHaveTextContent('033-123-4567');
    expect(kim).toHaveTextContent('방금 전');
    expect(kim).toHaveTextContent('사진 없음');
    expect(within(kim).getByText('확인중')).toBeInTheDocument();
    expect(card('이영희')).toHaveTextContent('010-9876-5432');
    expect(card('이영희')).toHaveTextContent('2일 전');
  });

  it('has large 전화 (tel:) and 문자 (sms:) buttons named after the visitor', async () => {
    await openInbox();
    const hong = card('홍길동');
    const call = within(hong).getByRole('link', { name: '홍길동님에게 전화 걸기' });
    const text = within(hong).getByRole('link', { name: '홍길동님에게 문자 보내기' });
    expect(call).toHaveAttribute('href', 'tel:01023456789');
    expect(call).toHaveTextContent('전화');
    expect(text).toHaveAttribute('href', 'sms:01023456789');
    expect(text).toHaveTextContent('문자');
    // At least 48 px tall (jsdom has no layout: the class that sets it).
    for (const link of [call, text]) expect(link.className).toMatch(/\bmin-h-12\b/);
    expect(within(card('이영희')).getByRole('link', { name: '이영희님에게 전화 걸기' })).toHaveAttribute('href', 'tel:01098765432');
  });

  it('opens the detail and asks before deleting from a card', async () => {
    await openInbox();
    const user = userEvent.setup();
    await user.click(within(card('김민수')).getByRole('button', { name: '김민수님 문의 보기' }));
    expect(within(screen.getByRole('dialog', { name: '문의 상세' })).getByText('033-123-4567')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(card('김민수')).getByRole('button', { name: '김민수님 문의 삭제' }));
    expect(screen.getByRole('dialog', { name: '문의 삭제' })).toHaveTextContent('김민수님의 문의를 삭제할까요?');
  });
});

describe('inquiry list on a wide screen (768 px and up)', () => {
  withViewportWidth(DESKTOP_WIDTH);

  it('is a table with the phone column and no cards', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: recentInquiries() } });
    renderAdmin('/jy-dev/inquiries', demo.adapter);
    const table = await screen.findByRole('table', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.queryByRole('list', { name: '문의 목록' })).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '연락처' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /홍길동/ })).toHaveTextContent('010-2345-6789');
  });
});
