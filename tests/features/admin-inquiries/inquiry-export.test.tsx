import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '@/domain/errors';
import type { Inquiry } from '@/domain/types';
import { koreaDate } from '@/lib/korea-time';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
  spyAdmin,
  type AdminOverrides,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
withViewportWidth(PHONE_WIDTH);

const NOTE = '다음 주, "화요일" 방문\n사다리 필요';

/** 130 inquiries (more than one page of 100); the newest has every field and a note with a comma, quotes and a line break. */
function inquiries(): Inquiry[] {
  const list = makeInquiries(130);
  list[0] = {
    ...list[0]!,
    name: '홍길동',
    phone: '01023456789',
    email: null,
    message: '=HYPERLINK("http://example.test")',
    submittedAt: new Date('2026-11-23T05:07:00Z'), // 14:07 in Korea
    status: 'new',
    workType: 'roofing',
    region: '춘천시',
    preferredCallTime: 'morning',
    photoCount: 2,
    retainUntil: new Date('2029-11-22T05:07:00Z'),
    staffNote: NOTE,
  };
  return list;
}

interface Download {
  name: string;
  file: Blob;
}

let downloads: Download[] = [];
let files = new Map<string, Blob>();

beforeEach(() => {
  downloads = [];
  files = new Map();
  let counter = 0;
  // jsdom has neither object URLs nor downloads: keep the file and the name the page asks to download.
  URL.createObjectURL = vi.fn((file: Blob) => {
    counter += 1;
    const url = `blob:test/${counter}`;
    files.set(url, file);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, file: files.get(this.href) as Blob });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openInquiries(admin: AdminOverrides = {}) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
  const spied = await spyAdmin(overrideAdapter(demo.adapter, { admin }));
  renderAdmin('/jy-dev/inquiries', spied.adapter);
  await findPageHeading('문의 관리');
  await screen.findByRole('list', { name: '문의 목록' }, { timeout: SCREEN_TIMEOUT_MS });
  return spied;
}

async function bytesOf(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

describe('CSV export', () => {
  it('downloads every inquiry as UTF-8 with a BOM, Korean headers, Korea times and the escaped note, read 100 at a time', async () => {
    const { spies } = await openInquiries();
    await userEvent.setup().click(screen.getByRole('button', { name: 'CSV 내보내기 (전체 문의)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: SCREEN_TIMEOUT_MS });
    expect(await screen.findByText('문의 130건을 CSV 파일로 내보냈습니다.')).toBeInTheDocument();

    const [download] = downloads;
    expect(download!.name).toBe(`문의목록-${koreaDate(new Date())}.csv`);
    expect(download!.file.type).toBe('text/csv;charset=utf-8');
    const bytes = await bytesOf(download!.file);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('접수일시,이름,연락처,이메일,공사 종류,지역,통화 희망 시간,문의 내용,상태,사진 수,메모,보관 기한');
    // The note's comma, quotes and line break stay inside one quoted cell; a formula-like message is made text.
    expect(text).toContain(
      `2026-11-23 14:07,홍길동,010-2345-6789,,지붕 공사,춘천시,오전 (09:00-12:00),"'=HYPERLINK(""http://example.test"")",신규,2,"다음 주, ""화요일"" 방문\n사다리 필요",2029-11-22\r\n`,
    );
    expect(text.split('\r\n').filter((line) => /^\d{4}-\d\d-\d\d \d\d:\d\d,/.test(line))).toHaveLength(130);
    expect(lines[2]).toMatch(/^2026-03-01 08:00,문의자 2,010-1000-1001,user2@example\.com,,,,2번째 문의 내용입니다\.,확인중,0,,$/);

    const exportReads = spies.getInquiryPage.mock.calls.map(([query]) => query).filter((query) => query.pageSize === 100);
    expect(exportReads.map((query) => query.direction)).toEqual(['initial', 'next']);
    expect(exportReads.every((query) => query.status === undefined)).toBe(true);
  });

  it('exports only the current status filter, named after it', async () => {
    const { spies } = await openInquiries();
    const user = userEvent.setup();
    await user.click(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '신규' }));
    await user.click(await screen.findByRole('button', { name: 'CSV 내보내기 (신규)' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: SCREEN_TIMEOUT_MS });
    expect(downloads[0]!.name).toBe(`문의목록-신규-${koreaDate(new Date())}.csv`);
    const text = new TextDecoder().decode(await bytesOf(downloads[0]!.file));
    const rows = text.split('\r\n').filter((line) => /^\d{4}-\d\d-\d\d \d\d:\d\d,/.test(line));
    expect(rows).toHaveLength(44); // 문의자 1 and every third after it
    expect(rows.every((row) => row.includes(',신규,'))).toBe(true);
    expect(spies.getInquiryPage).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 100, status: 'new' }));
  });

  it('shows its progress and ignores presses while reading, keeping the focus', async () => {
    // Each export read (100 a page) waits until the test lets it through.
    const held: (() => void)[] = [];
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
    const real = await demo.adapter.adminBackend();
    const exportPage: AdminOverrides['getInquiryPage'] = (query) =>
      query.pageSize === 100
        ? new Promise((resolve, reject) => {
            held.push(() => void real.getInquiryPage(query).then(resolve, reject));
          })
        : real.getInquiryPage(query);
    const { spies } = await openInquiries({ getInquiryPage: exportPage });
    const exportReads = () => spies.getInquiryPage.mock.calls.filter(([query]) => query.pageSize === 100).length;
    const letThrough = async (reads: number) => {
      await waitFor(() => expect(held).toHaveLength(reads), { timeout: SCREEN_TIMEOUT_MS });
      held[reads - 1]!();
    };
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'CSV 내보내기 (전체 문의)' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveTextContent('내보낼 준비 중...');
    expect(button).toHaveFocus();
    await waitFor(() => expect(exportReads()).toBe(1), { timeout: SCREEN_TIMEOUT_MS });
    await user.click(button);
    expect(exportReads()).toBe(1);

    await letThrough(1);
    await waitFor(() => expect(button).toHaveTextContent('문의 100건 읽는 중...'));
    await letThrough(2);
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: SCREEN_TIMEOUT_MS });
    // The button comes back once the file is handed over (the same task or the next one).
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveTextContent('CSV 내보내기');
    expect(exportReads()).toBe(2);
  });

  it('says why when it fails, and downloads nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: inquiries() } });
    const real = await demo.adapter.adminBackend();
    await openInquiries({
      getInquiryPage: (query) =>
        query.pageSize === 100 ? Promise.reject(new BackendError('unavailable', '서버에 연결할 수 없습니다')) : real.getInquiryPage(query),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'CSV 내보내기 (전체 문의)' }));
    expect(await screen.findByRole('alert', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveTextContent(
      'CSV 내보내기 실패: 서버에 연결할 수 없습니다',
    );
    expect(downloads).toEqual([]);
  });
});
