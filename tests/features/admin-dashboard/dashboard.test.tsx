import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import { DemoFaults, forgetDemoDb } from '@/backend/demo/testing';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { activityDrafts, activityExpiry } from '@/domain/activity';
import type { Activity } from '@/domain/types';
import {
  ADMIN_TEST_TIMEOUT_MS,
  SCREEN_TIMEOUT_MS,
  findPageHeading,
  overrideAdapter,
  renderAdmin,
  setupDemo,
} from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });

const MINUTE_MS = 60_000;
const NOW = new Date('2026-03-02T10:00:00+09:00').getTime();

function activity(
  index: number,
  timestamp: Date | null,
  draft = activityDrafts.inquiryDelete(`inq-${index}`, `고객${index}`, 'demo-admin'),
): Activity {
  return { id: `act-${String(index).padStart(2, '0')}`, ...draft, timestamp, expireAt: timestamp ? activityExpiry(timestamp) : null };
}

function activitySection() {
  return screen.getByRole('region', { name: '최근 활동' });
}

describe('dashboard', () => {
  it('shows skeleton cards while the counts load', async () => {
    const demo = await setupDemo();
    const pending = () => new Promise<number>(() => {});
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: { countPhotos: pending, countInquiries: pending } }));
    await findPageHeading('대시보드');
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /전체 시공 이미지/ })).not.toBeInTheDocument();
  });

  it('shows the image count and the new-inquiry count, linking to their pages, with the needs-checking note', async () => {
    const demo = await setupDemo();
    const admin = await demo.adapter.adminBackend();
    const [photos, fresh] = await Promise.all([admin.countPhotos(), admin.countInquiries('new')]);
    expect(fresh).toBeGreaterThan(0);
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    const imagesCard = await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    expect(imagesCard).toHaveAttribute('href', '/jy-dev/images');
    expect(imagesCard).toHaveTextContent(`${photos}장`);
    // Each card shows as soon as its own count is read: the second may come a moment after the first.
    const inquiriesCard = await screen.findByRole('link', { name: /^새 문의/ }, { timeout: SCREEN_TIMEOUT_MS });
    expect(inquiriesCard).toHaveAttribute('href', '/jy-dev/inquiries');
    expect(inquiriesCard).toHaveTextContent(`${fresh}건`);
    expect(inquiriesCard).toHaveTextContent('확인이 필요합니다');
    expect(screen.queryAllByTestId('stat-skeleton')).toHaveLength(0);
  });

  it('is not left loading by a failed read of the purge as the database opens: the counts and activities show', async () => {
    const demo = await setupDemo();
    const admin = await demo.adapter.adminBackend();
    const [photos, fresh] = await Promise.all([admin.countPhotos(), admin.countInquiries('new')]);
    // The next visit (a new connection to the same database), whose purge of expired records fails once.
    forgetDemoDb(demo.dbName);
    const faults = new DemoFaults();
    faults.breakNext('purgeRead');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAdmin('/jy-dev/dashboard', createDemoAdapter({ dbName: demo.dbName, faults, uploadStepMs: 0 }));

    const imagesCard = await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    expect(imagesCard).toHaveTextContent(`${photos}장`);
    await waitFor(() => expect(screen.getByRole('link', { name: /^새 문의/ })).toHaveTextContent(`${fresh}건`), {
      timeout: SCREEN_TIMEOUT_MS,
    });
    expect(await within(activitySection()).findAllByRole('listitem', undefined, { timeout: SCREEN_TIMEOUT_MS })).toHaveLength(5);
    expect(within(activitySection()).queryByText('불러오는 중...')).not.toBeInTheDocument();
  });

  it('shows a failed count on its own card only: the other card keeps its number', async () => {
    const demo = await setupDemo();
    const admin = await demo.adapter.adminBackend();
    const [photos, fresh] = await Promise.all([admin.countPhotos(), admin.countInquiries('new')]);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = () => Promise.reject(new Error('unavailable'));

    // The 새 문의 count is live (the admin shell's subscription): its failure is the subscription's.
    const liveDown = {
      subscribeNewInquiries: (_onChange: unknown, onError: (error: unknown) => void) => {
        queueMicrotask(() => onError(new Error('unavailable')));
        return () => {};
      },
    };
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: liveDown }));
    const imagesCard = await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    const inquiriesCard = await screen.findByRole('link', { name: /^새 문의/ }, { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(inquiriesCard).toHaveTextContent('불러오지 못했습니다'), { timeout: SCREEN_TIMEOUT_MS });
    expect(imagesCard).toHaveTextContent(`${photos}장`);
    expect(imagesCard).not.toHaveTextContent('불러오지 못했습니다');
    expect(inquiriesCard).not.toHaveTextContent('확인이 필요합니다');
    cleanup();

    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: { countPhotos: down } }));
    const failedImages = await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(failedImages).toHaveTextContent('불러오지 못했습니다'), { timeout: SCREEN_TIMEOUT_MS });
    expect(failedImages).not.toHaveTextContent('장');
    const inquiries = await screen.findByRole('link', { name: /^새 문의/ });
    await waitFor(() => expect(inquiries).toHaveTextContent(`${fresh}건`), { timeout: SCREEN_TIMEOUT_MS });
    expect(inquiries).toHaveTextContent('확인이 필요합니다');
  });

  it('shows each card as soon as its own count is read', async () => {
    const demo = await setupDemo();
    const silent = () => () => {}; // a live count that has not answered yet
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: { subscribeNewInquiries: silent } }));
    const imagesCard = await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    expect(imagesCard).toHaveTextContent('장');
    expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^새 문의/ })).not.toBeInTheDocument();
  });

  it('has no needs-checking note when there is no new inquiry', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { inquiries: makeInquiries(2, () => 'answered') } });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    const card = await screen.findByRole('link', { name: /^새 문의/ }, { timeout: SCREEN_TIMEOUT_MS });
    expect(card).toHaveTextContent('0건');
    expect(card).not.toHaveTextContent('확인이 필요합니다');
    expect(screen.getByRole('link', { name: /전체 시공 이미지/ })).toHaveTextContent('0장');
  });

  it('says 최근 활동이 없습니다 when there is no activity', async () => {
    const demo = await setupDemo({ seed: 'empty' });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    expect(await screen.findByText('최근 활동이 없습니다', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
  });

  it('lists the latest five activities, newest first, with a type icon and the time or a no-time label', async () => {
    const activities = [...Array.from({ length: 6 }, (_, i) => activity(i + 1, new Date(NOW - (i + 1) * MINUTE_MS))), activity(7, null)];
    activities[0] = activity(1, new Date(NOW - MINUTE_MS), activityDrafts.imageUpload('img-1', '지붕 교체', 'demo-admin'));
    const demo = await setupDemo({ seed: 'empty', records: { activities } });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await screen.findByText("새 이미지 '지붕 교체'를 업로드했습니다.", undefined, { timeout: SCREEN_TIMEOUT_MS });
    const items = within(activitySection()).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent("새 이미지 '지붕 교체'를 업로드했습니다.");
    expect(within(items[0]!).getByRole('img', { name: '이미지 업로드' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: '문의 삭제' })).toBeInTheDocument();
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', new Date(NOW - 2 * MINUTE_MS).toISOString());
    // The local date-time in the admin's one absolute form.
    expect(items[1]!.querySelector('time')).toHaveTextContent(/^2026\.03\.02 \(월\) \d{2}:58$/);
    expect(screen.queryByText('고객6님의 문의를 삭제했습니다.')).not.toBeInTheDocument();
    // The list is the scroll box (tall enough for all five: tests/browser/admin-polish.test.ts measures it), named by
    // its heading and reachable by keyboard.
    const list = within(activitySection()).getByRole('list', { name: '최근 활동' });
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list.className).toContain('overflow-y-auto');
  });

  it('shows the no-time label for an activity without a timestamp', async () => {
    const demo = await setupDemo({ seed: 'empty', records: { activities: [activity(1, null)] } });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    const text = await screen.findByText('고객1님의 문의를 삭제했습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(text.closest('li')).toHaveTextContent('시간 정보 없음');
  });

  it('updates the activity list live', async () => {
    const demo = await setupDemo({ seed: 'empty' });
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await screen.findByText('최근 활동이 없습니다', undefined, { timeout: SCREEN_TIMEOUT_MS });
    const visitor = await demo.adapter.publicBackend();
    await act(async () => {
      await visitor.submitInquiry({
        name: '홍길동',
        email: null,
        phone: '010-1234-5678',
        message: '지붕 누수 문의입니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 0,
      });
    });
    const item = await screen.findByText('홍길동님의 새 문의가 접수되었습니다.', undefined, { timeout: SCREEN_TIMEOUT_MS });
    expect(within(item.closest('li')!).getByRole('img', { name: '새 문의' })).toBeInTheDocument();
    expect(screen.queryByText('최근 활동이 없습니다')).not.toBeInTheDocument();
  });

  it('leaves an empty list and logs when the activities cannot be loaded', async () => {
    const demo = await setupDemo();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('permission-denied');
    renderAdmin(
      '/jy-dev/dashboard',
      overrideAdapter(demo.adapter, {
        admin: {
          subscribeRecentActivities: (_limit, _onChange, onError) => {
            queueMicrotask(() => onError(failure));
            return () => {};
          },
        },
      }),
    );
    expect(await screen.findByText('최근 활동이 없습니다', undefined, { timeout: SCREEN_TIMEOUT_MS })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to load the recent activities', failure);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the latest five activities', async () => {
    const demo = await setupDemo();
    const subscribe = vi.fn(() => () => {});
    renderAdmin('/jy-dev/dashboard', overrideAdapter(demo.adapter, { admin: { subscribeRecentActivities: subscribe } }));
    await waitFor(() => expect(subscribe).toHaveBeenCalledWith(5, expect.any(Function), expect.any(Function)), {
      timeout: SCREEN_TIMEOUT_MS,
    });
  });

  it('has quick links to image management and inquiry check', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await screen.findByRole('link', { name: /전체 시공 이미지/ }, { timeout: SCREEN_TIMEOUT_MS });
    const quick = screen.getByRole('region', { name: '바로가기' });
    expect(within(quick).getByRole('link', { name: /이미지 관리/ })).toHaveAttribute('href', '/jy-dev/images');
    expect(within(quick).getByRole('link', { name: /문의 확인/ })).toHaveAttribute('href', '/jy-dev/inquiries');
    // 현장 사진 올리기 is a block of its own near the top, and only there.
    expect(screen.getAllByRole('link', { name: /^현장 사진 올리기/ })).toHaveLength(1);
    expect(screen.getByRole('link', { name: /^현장 사진 올리기/ })).toHaveAttribute('href', '/jy-dev/images?upload=camera');
  });

  it('opens 현장 사진 올리기 for the camera, for a new job named from the date', async () => {
    const demo = await setupDemo();
    renderAdmin('/jy-dev/dashboard', demo.adapter);
    await userEvent.setup().click(await screen.findByRole('link', { name: /^현장 사진 올리기/ }, { timeout: SCREEN_TIMEOUT_MS }));
    const dialog = await screen.findByRole('dialog', { name: '현장 사진 올리기' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(within(dialog).getByLabelText('카메라로 촬영')).toHaveFocus();
    const today = new Intl.DateTimeFormat('ko-KR', { month: 'long', day: 'numeric' }).format(new Date());
    expect(within(dialog).getByLabelText(/^현장 이름/)).toHaveValue(`${today} 현장 사진`);
    expect(screen.getByRole('heading', { level: 1, name: '이미지 관리' })).toBeInTheDocument();
  });
});
