import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@/domain/paging';
import type { Inquiry } from '@/domain/types';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  listedNames,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { DESKTOP_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
// The table (768 px and wider); the phone's cards are tested in inquiries-phone.test.tsx.
withViewportWidth(DESKTOP_WIDTH);

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `문의자 ${from + i}`);

async function openInquiries(count: number) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: makeInquiries(count) } });
  const spied = await spyAdmin(demo.adapter);
  renderAdmin('/jy-dev/inquiries', spied.adapter);
  await findPageHeading('문의 관리');
  if (count > 0) await screen.findByText('문의자 1', undefined, { timeout: SCREEN_TIMEOUT_MS });
  return { demo, ...spied };
}

function indicator() {
  return within(screen.getByRole('navigation', { name: '문의 목록 페이지' }));
}

describe('inquiry list', () => {
  it('shows the columns, one row per inquiry with summary, date and a coloured status badge', async () => {
    await openInquiries(3);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['이름', '연락처', '이메일', '공사 종류', '지역', '사진', '문의 내용', '접수일', '상태', '관리']);
    expect(listedNames()).toEqual(['문의자 1', '문의자 2', '문의자 3']);
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('user1@example.com');
    expect(row).toHaveTextContent('010-1000-1000');
    expect(row).toHaveTextContent('1번째 문의 내용입니다.');
    // The admin's one absolute form: date, weekday, time (local).
    expect(row).toHaveTextContent(/2026\.03\.01 \(일\) \d{2}:\d{2}/);
    expect(within(row).getByRole('button', { name: '문의자 1님 문의 보기' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '더 보기 (문의자 1님 문의)' })).toBeInTheDocument();

    const badge = (index: number) => within(screen.getAllByRole('row')[index]!).getByText(/^(신규|확인중|답변완료)$/);
    expect(badge(1)).toHaveTextContent('신규');
    expect(badge(1).className).toMatch(/bg-emerald-100/);
    expect(badge(2)).toHaveTextContent('확인중');
    expect(badge(2).className).toMatch(/bg-yellow-100/);
    expect(badge(3)).toHaveTextContent('답변완료');
    expect(badge(3).className).toMatch(/bg-blue-100/);
  });

  it('shows what the visitor chose, as the phone cards do: 공사 종류, 지역 and how many 사진', async () => {
    const records = makeInquiries(2).map((inquiry, index) =>
      index === 0 ? { ...inquiry, workType: 'metal-roofing' as const, region: '평창군' as const, photoCount: 3 } : inquiry,
    );
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: records } });
    renderAdmin('/jy-dev/inquiries', demo.adapter);
    await screen.findByText('문의자 1', undefined, { timeout: SCREEN_TIMEOUT_MS });
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    const cell = (row: number, header: string) => within(screen.getAllByRole('row')[row]!).getAllByRole('cell')[headers.indexOf(header)]!;
    expect([cell(1, '공사 종류'), cell(1, '지역'), cell(1, '사진')].map((node) => node.textContent)).toEqual([
      '징크·금속 지붕',
      '평창군',
      '3장',
    ]);
    // Not chosen: a quiet dash that reads 선택 안 함; no photo: 없음.
    expect(cell(2, '공사 종류')).toHaveTextContent('–선택 안 함');
    expect(within(cell(2, '공사 종류')).getByText('선택 안 함')).toHaveClass('sr-only');
    expect(cell(2, '지역')).toHaveTextContent('–선택 안 함');
    expect(cell(2, '사진')).toHaveTextContent('없음');
  });

  it('pages forward and back, seven at a time, with X / Y and both cursor directions', async () => {
    const { spies } = await openInquiries(16);
    expect(listedNames()).toEqual(names(1, 7));
    expect(indicator().getByText('1 / 3')).toBeInTheDocument();
    expect(indicator().getByRole('button', { name: '이전' })).toBeDisabled();
    const user = userEvent.setup();

    await user.click(indicator().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(indicator().getByText('2 / 3')).toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(listedNames()).toEqual(names(8, 14)), { timeout: SCREEN_TIMEOUT_MS });

    await user.click(indicator().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(listedNames()).toEqual(names(15, 16)), { timeout: SCREEN_TIMEOUT_MS });
    expect(indicator().getByText('3 / 3')).toBeInTheDocument();
    expect(indicator().getByRole('button', { name: '다음' })).toBeDisabled();

    await user.click(indicator().getByRole('button', { name: '이전' }));
    await waitFor(() => expect(listedNames()).toEqual(names(8, 14)), { timeout: SCREEN_TIMEOUT_MS });
    expect(indicator().getByText('2 / 3')).toBeInTheDocument();
    // The cursors are the backend's: the page before is read from where page 3 (inq-015..016) starts.
    const pagesRead = async () =>
      (await Promise.allSettled(spies.getInquiryPage.mock.results.map((read) => read.value as Promise<Page<Inquiry>>))).flatMap((read) =>
        read.status === 'fulfilled' ? [read.value] : [],
      );
    const startOf = async (id: string) => (await pagesRead()).find((page) => page.items[0]?.id === id)?.startCursor;
    const endOf = async (id: string) => (await pagesRead()).find((page) => page.items.at(-1)?.id === id)?.endCursor;
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ pageSize: 7, direction: 'prev', cursor: await startOf('inq-015') }),
    );

    await user.click(indicator().getByRole('button', { name: '이전' }));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(indicator().getByText('1 / 3')).toBeInTheDocument();
    expect(spies.getInquiryPage).toHaveBeenCalledWith(
      expect.objectContaining({ pageSize: 7, direction: 'next', cursor: await endOf('inq-007') }),
    );
  });

  it('filters by status and goes back to page 1', async () => {
    const { spies } = await openInquiries(16);
    const user = userEvent.setup();
    await user.click(indicator().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(indicator().getByText('2 / 3')).toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });

    const filter = within(screen.getByRole('group', { name: '상태별 보기' }));
    expect(filter.getByRole('button', { name: '전체' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(filter.getByRole('button', { name: '확인중' }));
    await waitFor(() => expect(listedNames()).toEqual(['문의자 2', '문의자 5', '문의자 8', '문의자 11', '문의자 14']), {
      timeout: SCREEN_TIMEOUT_MS,
    });
    expect(filter.getByRole('button', { name: '확인중' })).toHaveAttribute('aria-pressed', 'true');
    expect(indicator().getByText('1 / 1')).toBeInTheDocument();
    expect(screen.getByText('총 5건')).toBeInTheDocument();
    expect(spies.countInquiries).toHaveBeenLastCalledWith({ status: 'checking' });
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'initial', status: 'checking' }));

    await user.click(filter.getByRole('button', { name: '전체' }));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(indicator().getByText('1 / 3')).toBeInTheDocument();
  });

  it('shows 접수된 문의가 없습니다 when there is none', async () => {
    await openInquiries(0);
    expect(await screen.findByText('접수된 문의가 없습니다', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '문의 목록 페이지' })).not.toBeInTheDocument();
  });

  it('only logs a list load error and says so politely', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: makeInquiries(3) } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('unavailable');
    renderAdmin('/jy-dev/inquiries', overrideAdapter(demo.adapter, { admin: { getInquiryPage: () => Promise.reject(failure) } }));
    expect(
      await screen.findByText('문의 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.', undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load the inquiries', failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 불러오기' })).toBeInTheDocument();
  });
});
