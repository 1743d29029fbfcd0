import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatKoreaDay } from '@/lib/format-date';
import { koreaMonth, koreaWeek } from '@/lib/korea-periods';
import { koreaDate } from '@/lib/korea-time';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  listedNames,
  renderAdmin,
  setupDemo,
  spyAdmin,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { DESKTOP_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
withViewportWidth(DESKTOP_WIDTH);

/** The router's address and its Back, as the browser's would be. */
function RouterProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{decodeURIComponent((location.pathname + location.search).replace(/\+/g, ' '))}</output>
      <button type="button" onClick={() => navigate(-1)}>
        테스트: 뒤로
      </button>
    </>
  );
}

const address = () => screen.getByTestId('location').textContent;
const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `문의자 ${from + i}`);
const indicator = () => within(screen.getByRole('navigation', { name: '문의 목록 페이지' }));

/** 30 inquiries, an hour apart, the newest (문의자 1) on 2026-03-01 09:00 in Korea; 문의자 10 at 00:00. */
async function openInquiries(path = '/jy-dev/inquiries') {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: makeInquiries(30) } });
  const spied = await spyAdmin(demo.adapter);
  renderAdmin(path, spied.adapter, <RouterProbe />);
  await findPageHeading('문의 관리');
  return { ...spied, user: userEvent.setup() };
}

let downloads: { name: string; file: Blob }[] = [];
beforeEach(() => {
  downloads = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((file: Blob) => {
    const url = `blob:test/${files.size + 1}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ name: this.download, file: files.get(this.href) as Blob });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('inquiry list: period and search, in the URL', () => {
  it('a range of days from the URL: only its inquiries, its count and pages, the dates in the fields', async () => {
    const { spies } = await openInquiries('/jy-dev/inquiries?from=2026-03-01&to=2026-03-01');
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(await screen.findByText('총 10건')).toBeInTheDocument();
    expect(indicator().getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByLabelText('기간')).toHaveValue('range');
    expect(screen.getByLabelText('시작일')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('종료일')).toHaveValue('2026-03-01');
    // Korea's day: 2026-03-01 00:00 to 2026-03-02 00:00 (+09:00).
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(
      expect.objectContaining({ submittedFrom: new Date('2026-02-28T15:00:00Z'), submittedBefore: new Date('2026-03-01T15:00:00Z') }),
    );

    await userEvent.setup().click(indicator().getByRole('button', { name: '다음' }));
    await waitFor(() => expect(listedNames()).toEqual(names(8, 10)), { timeout: SCREEN_TIMEOUT_MS });
    expect(indicator().getByText('2 / 2')).toBeInTheDocument();
    expect(indicator().getByRole('button', { name: '다음' })).toBeDisabled();
  });

  it('이번 주 and 이번 달 go into the URL and read Korea’s week (from Monday) and month; Back returns to the list before', async () => {
    const { spies, user } = await openInquiries();
    await screen.findByText('총 30건', undefined, { timeout: SCREEN_TIMEOUT_MS });
    await user.selectOptions(screen.getByLabelText('기간'), 'week');
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?period=week'));
    const week = koreaWeek(new Date());
    await waitFor(() => expect(spies.countInquiries).toHaveBeenLastCalledWith({ submittedFrom: week.from, submittedBefore: week.before }));
    // The days it covers are shown (Monday to Sunday).
    // The days it covers are shown in the admin's one form, with their weekdays (Monday to Sunday).
    const days = `${formatKoreaDay(koreaDate(week.from))} ~ ${formatKoreaDay(koreaDate(new Date(week.before.getTime() - 1)))}`;
    expect(days).toMatch(/^\d{4}\.\d\d\.\d\d \(월\) ~ \d{4}\.\d\d\.\d\d \(일\)$/);
    expect(screen.getByText(days)).toBeInTheDocument();
    // None of the March 2026 inquiries is in this week: not 접수된 문의가 없습니다 (there are some), but the filter's words.
    expect(await screen.findByText('조건에 맞는 문의가 없습니다. 상태나 기간을 바꿔 보세요.')).toBeInTheDocument();
    expect(screen.queryByText('접수된 문의가 없습니다')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('기간'), 'month');
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?period=month'));
    const month = koreaMonth(new Date());
    await waitFor(() =>
      expect(spies.countInquiries).toHaveBeenLastCalledWith({ submittedFrom: month.from, submittedBefore: month.before }),
    );

    await user.click(screen.getByRole('button', { name: '테스트: 뒤로' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?period=week'));
    expect(screen.getByLabelText('기간')).toHaveValue('week');
    await user.click(screen.getByRole('button', { name: '테스트: 뒤로' }));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.getByLabelText('기간')).toHaveValue('all');
  });

  it('searches by name or phone (on 찾기, not while typing), with the status; the count and pages follow; 검색 지우기', async () => {
    const { spies, user } = await openInquiries();
    await screen.findByText('총 30건', undefined, { timeout: SCREEN_TIMEOUT_MS });
    const field = screen.getByLabelText('이름 또는 전화번호로 찾기', { selector: 'input' });
    await user.type(field, '문의자 12');
    expect(address()).toBe('/jy-dev/inquiries');
    await user.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(listedNames()).toEqual(['문의자 12']), { timeout: SCREEN_TIMEOUT_MS });
    expect(address()).toBe('/jy-dev/inquiries?q=문의자 12');
    expect(screen.getByText('총 1건')).toBeInTheDocument();
    expect(screen.getByText("'문의자 12' 검색 결과")).toBeInTheDocument();

    // The phone's last four digits (문의자 12: 010-1000-1011), and the status with it.
    await user.clear(field);
    await user.type(field, '1011{Enter}');
    await waitFor(() => expect(listedNames()).toEqual(['문의자 12']), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '신규' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?status=new&q=1011'));
    // 문의자 12 is 답변완료 (statuses cycle 신규, 확인중, 답변완료).
    expect(await screen.findByText('총 0건', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'initial', status: 'new', search: '1011' }));
    // The empty result says what a search finds and that the status narrowed it; its 검색 지우기 keeps the status.
    const empty = (await screen.findByText("'1011'로 찾은 문의가 없습니다")).parentElement!;
    expect(empty).toHaveTextContent('고른 상태와 기간 안에서만 찾았습니다.');

    await user.click(within(empty).getByRole('button', { name: '검색 지우기' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?status=new'));
    await waitFor(() => expect(screen.getByText('총 10건')).toBeInTheDocument(), { timeout: SCREEN_TIMEOUT_MS });
    expect(field).toHaveValue('');
  });

  it('an old link with the Korean status (status=확인중) still opens the list filtered to it; a change writes the code value', async () => {
    const { user, spies } = await openInquiries('/jy-dev/inquiries?status=확인중&from=2026-03-01&to=2026-03-01');
    const statuses = within(screen.getByRole('group', { name: '상태별 보기' }));
    expect(statuses.getByRole('button', { name: '확인중' })).toHaveAttribute('aria-pressed', 'true');
    // 확인중 among 문의자 1..10 (statuses cycle 신규, 확인중, 답변완료): 2, 5, 8.
    await waitFor(() => expect(listedNames()).toEqual(['문의자 2', '문의자 5', '문의자 8']), { timeout: SCREEN_TIMEOUT_MS });
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'initial', status: 'checking' }));
    await user.click(statuses.getByRole('button', { name: '답변완료' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?status=answered&from=2026-03-01&to=2026-03-01'));
    await waitFor(() => expect(listedNames()).toEqual(['문의자 3', '문의자 6', '문의자 9']), { timeout: SCREEN_TIMEOUT_MS });
  });

  it('an empty filtered list offers 모든 문의 보기, which clears every filter', async () => {
    const { user } = await openInquiries('/jy-dev/inquiries?status=checking&from=2020-01-01&to=2020-01-31');
    expect(
      await screen.findByText('조건에 맞는 문의가 없습니다. 상태나 기간을 바꿔 보세요.', undefined, { timeout: SCREEN_TIMEOUT_MS }),
    ).toBeInTheDocument();
    expect(screen.queryByText('접수된 문의가 없습니다')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '모든 문의 보기' }));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(address()).toBe('/jy-dev/inquiries');
  });

  it('a search that finds nothing says what a search finds, and offers to clear it or every filter', async () => {
    const { user } = await openInquiries('/jy-dev/inquiries?status=checking&q=문의자');
    const empty = (await screen.findByText("'문의자'로 찾은 문의가 없습니다", undefined, { timeout: SCREEN_TIMEOUT_MS })).parentElement!;
    expect(within(empty).getByText('이름: 전체 이름 (예: 박서연, 띄어쓰기는 상관없습니다)')).toBeInTheDocument();
    expect(within(empty).getByText('전화번호: 전체 번호, 또는 뒤 4·7·8자리 (예: 6789, 010-2345-6789)')).toBeInTheDocument();
    expect(within(empty).getByText('이름의 일부나 번호 중간의 숫자로는 찾지 않습니다.')).toBeInTheDocument();
    expect(within(empty).getByText('고른 상태와 기간 안에서만 찾았습니다.')).toBeInTheDocument();
    expect(screen.queryByText('접수된 문의가 없습니다')).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '모든 문의 보기' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries'));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
  });

  it('says when the digits typed can never match (neither 4, 7 or 8 of them nor a whole number); 검색 지우기 lists all', async () => {
    const { user } = await openInquiries('/jy-dev/inquiries?q=00-101');
    const empty = (await screen.findByText("'00-101'로 찾은 문의가 없습니다", undefined, { timeout: SCREEN_TIMEOUT_MS })).parentElement!;
    expect(within(empty).getByText('숫자 5자리로는 찾을 수 없습니다. 뒤 4·7·8자리나 전체 번호를 넣어 주세요.')).toBeInTheDocument();
    // Only the search narrowed the list: no note on the filters, and only 검색 지우기.
    expect(within(empty).queryByText('고른 상태와 기간 안에서만 찾았습니다.')).not.toBeInTheDocument();
    expect(within(empty).queryByRole('button', { name: '모든 문의 보기' })).not.toBeInTheDocument();
    await user.click(within(empty).getByRole('button', { name: '검색 지우기' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries'));
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
  });

  it('opening an inquiry keeps the filters in the URL; closing it returns to the same filtered list', async () => {
    const { user } = await openInquiries('/jy-dev/inquiries?from=2026-03-01&to=2026-03-01&q=문의자 3');
    await waitFor(() => expect(listedNames()).toEqual(['문의자 3']), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(screen.getByRole('button', { name: '문의자 3님 문의 보기' }));
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?from=2026-03-01&to=2026-03-01&q=문의자 3&open=inq-003'));
    await user.click(within(screen.getByRole('dialog', { name: '문의 상세' })).getAllByRole('button', { name: '닫기' })[0]!);
    await waitFor(() => expect(address()).toBe('/jy-dev/inquiries?from=2026-03-01&to=2026-03-01&q=문의자 3'));
    expect(listedNames()).toEqual(['문의자 3']);
  });

  it('CSV 내보내기 exports exactly what the filter shows, named after it', async () => {
    const { user } = await openInquiries('/jy-dev/inquiries?status=new&from=2026-03-01&to=2026-03-01');
    // 신규 among 문의자 1..10: 1, 4, 7, 10.
    await waitFor(() => expect(listedNames()).toEqual(['문의자 1', '문의자 4', '문의자 7', '문의자 10']), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(screen.getByRole('button', { name: 'CSV 내보내기 (신규, 2026.03.01 (일) ~ 2026.03.01 (일))' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: SCREEN_TIMEOUT_MS });
    expect(downloads[0]!.name).toBe(`문의목록-신규-2026-03-01~2026-03-01-${koreaDate(new Date())}.csv`);
    const text = new TextDecoder().decode(new Uint8Array(await downloads[0]!.file.arrayBuffer()));
    const names = text
      .split('\r\n')
      .slice(1)
      .filter((line) => line !== '')
      .map((line) => /,(문의자 \d+),/.exec(line)?.[1]);
    expect(names).toEqual(['문의자 1', '문의자 4', '문의자 7', '문의자 10']);
  });

  it('an unreadable URL filter is left out rather than refused: unknown status or period, a day that does not exist', async () => {
    await openInquiries('/jy-dev/inquiries?status=보류&period=year&from=2026-02-30&to=2026-03-01');
    await waitFor(() => expect(listedNames()).toEqual(names(1, 7)), { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.getByLabelText('기간')).toHaveValue('all');
    expect(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '전체' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
