import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Inquiry } from '@/domain/types';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const MINUTE_MS = 60_000;
/** A Wednesday afternoon in Korea: this week began on Monday 2026-03-02 00:00. */
const NOW = new Date('2026-03-04T14:00:00+09:00');
const before = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE_MS);

function inquiry(base: Inquiry, name: string, submittedAt: Date, waitMinutes: number | null): Inquiry {
  const firstContactAt = waitMinutes === null ? null : new Date(submittedAt.getTime() + waitMinutes * MINUTE_MS);
  return { ...base, name, submittedAt, privacyConsentAt: submittedAt, firstContactAt, status: firstContactAt ? 'checking' : 'new' };
}

/** This week: 3 answered (3, 20, 50 minutes), 2 waiting (since Monday 10:00 and for 10 minutes); one of last week. */
function week(): Inquiry[] {
  const bases = makeInquiries(6);
  return [
    inquiry(bases[0]!, '오래기다림', new Date('2026-03-02T10:00:00+09:00'), null),
    inquiry(bases[1]!, '방금문의', before(10), null),
    inquiry(bases[2]!, '빠른답', before(300), 3),
    inquiry(bases[3]!, '중간답', before(600), 20),
    inquiry(bases[4]!, '늦은답', before(900), 50),
    inquiry(bases[5]!, '지난주', new Date('2026-03-01T20:00:00+09:00'), 2),
  ];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function openDashboard(promiseHours: number | null) {
  const demo = await setupDemo({ seed: 'empty', records: { inquiries: week() } });
  const admin = await demo.adapter.adminBackend();
  if (promiseHours !== null) {
    const stored = await admin.getStoredSiteSettings();
    const settings = { ...stored.settings, responsePromise: { kind: 'within-hours' as const, hours: promiseHours } };
    await admin.saveSiteSettings({ settings, private: stored.private, baseVersion: stored.version });
  }
  renderAdmin('/jy-dev/dashboard', demo.adapter);
  await findPageHeading('대시보드');
  return admin;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: SCREEN_TIMEOUT_MS });

describe('dashboard: response times', () => {
  it("shows this week's median and the shares answered within 5 and 30 minutes", async () => {
    await openDashboard(null);
    const figures = await region('이번 주 응답 시간');
    expect(await within(figures).findByText('접수 5건 · 연락 3건', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    const value = (label: string) => within(figures).getByText(label).parentElement!;
    expect(value('응답 시간 중간값')).toHaveTextContent('20분');
    expect(value('5분 안에 연락')).toHaveTextContent('20%5건 중 1건');
    expect(value('30분 안에 연락')).toHaveTextContent('40%5건 중 2건');
  });

  it('lists the inquiries still waiting, oldest first, with how long; in red once the response promise is broken', async () => {
    await openDashboard(2);
    const waiting = await region('연락을 기다리는 문의');
    const items = await within(waiting).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['오래기다림', '방금문의']);
    expect(within(items[0]!).getByRole('link', { name: '오래기다림' })).toHaveAttribute('href', '/jy-dev/inquiries?open=inq-001');
    expect(items[0]).toHaveTextContent('2일 4시간째 기다리는 중 · 응답 약속 시간 지남');
    expect(within(items[0]!).getByText(/응답 약속 시간 지남/)).toHaveClass('text-red-700');
    expect(items[1]).toHaveTextContent('10분째 기다리는 중');
    expect(items[1]).not.toHaveTextContent('응답 약속 시간 지남');
  });

  it('with no promise set, nothing is overdue', async () => {
    await openDashboard(null);
    const waiting = await region('연락을 기다리는 문의');
    await within(waiting).findByRole('link', { name: '오래기다림' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(waiting).not.toHaveTextContent('응답 약속 시간 지남');
  });

  it("전화 on the dashboard's new inquiries records the first contact too", async () => {
    const admin = await openDashboard(null);
    const panel = await region('새로 들어온 문의');
    const stop = (event: MouseEvent) => event.preventDefault(); // jsdom opens no dialer
    document.addEventListener('click', stop);
    try {
      const call = await within(panel).findByRole('link', { name: '방금문의님에게 전화 걸기' }, { timeout: SCREEN_TIMEOUT_MS });
      call.click();
      await waitFor(async () => expect((await admin.getInquiry('inq-002'))?.firstContactAt).toBeInstanceOf(Date), {
        timeout: SCREEN_TIMEOUT_MS,
      });
    } finally {
      document.removeEventListener('click', stop);
    }
  });
});
