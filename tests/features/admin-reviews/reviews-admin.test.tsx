import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend/port';
import { reviewLinkExpiry } from '@/domain/reviews';
import type { AdminReview, ReviewStatus, StoredReviewLink } from '@/domain/types';
import { ADMIN_TEST_TIMEOUT_MS, SCREEN_TIMEOUT_MS, findPageHeading, renderAdmin, setupDemo } from '../../support/admin-harness';
import { makeInquiries } from '../../support/factories';
import { PHONE_WIDTH, withViewportWidth } from '../../support/viewport';

vi.setConfig({ testTimeout: ADMIN_TEST_TIMEOUT_MS });
withViewportWidth(PHONE_WIDTH);

const HOUR_MS = 60 * 60 * 1000;
const token = (n: number) => `AdminTestReviewLink${String(n).padStart(13, '0')}`;

function review(n: number, name: string, status: ReviewStatus): AdminReview & { linkId: string } {
  return {
    id: `rev-${n}`,
    linkId: token(n),
    rating: 6 - n,
    text: `${name} 고객의 후기 ${n}`,
    name,
    nameShown: false,
    photoCount: 0,
    showOnJob: false,
    status,
    createdAt: new Date(Date.now() - n * 24 * HOUR_MS),
    inquiryId: null,
    jobId: null,
    workType: 'roofing',
  };
}

function openLink(n: number): StoredReviewLink {
  const createdAt = new Date();
  return {
    token: token(n),
    createdAt,
    expiresAt: reviewLinkExpiry(createdAt),
    usedAt: null,
    reviewId: null,
    inquiryId: null,
    jobId: null,
    workType: null,
    createdBy: 'x',
  };
}

async function openReviews(path = '/jy-dev/reviews') {
  const demo = await setupDemo({
    seed: 'empty',
    records: {
      reviews: [review(1, '김○○', 'pending'), review(2, '이○○', 'approved'), review(3, '박○○', 'hidden')],
      reviewLinks: [openLink(9)],
      inquiries: makeInquiries(1, () => 'answered'),
    },
  });
  renderAdmin(path, demo.adapter);
  return demo;
}

const nav = () => screen.getByRole('navigation', { name: '관리자 메뉴' });
const reviewsLink = () => within(nav()).getByRole('link', { name: /^후기 관리/ });
const card = (name: string) => screen.getByRole('article', { name: `${name} 고객` });

async function submitReview(adapter: BackendAdapter, name: string) {
  await act(async () => {
    await (
      await adapter.publicBackend()
    ).submitReview(token(9), { rating: 5, text: '좋았습니다.', name, showName: false, showOnJob: false, photoCount: 0 });
  });
}

describe('the admin review list (/jy-dev/reviews)', () => {
  it('lists the reviews newest first with their status, filters them, and counts the pending ones in the menu', async () => {
    const user = userEvent.setup();
    await openReviews();
    await findPageHeading('후기 관리');
    await screen.findByRole('article', { name: '김○○ 고객' }, { timeout: SCREEN_TIMEOUT_MS });
    const cards = within(screen.getByRole('list', { name: '후기 목록' })).getAllByRole('article');
    expect(cards.map((item) => item.getAttribute('aria-labelledby') && within(item).getByRole('heading').textContent)).toEqual([
      '김○○ 고객',
      '이○○ 고객',
      '박○○ 고객',
    ]);
    expect(within(card('김○○')).getByText('대기')).toBeInTheDocument();
    expect(within(card('김○○')).getByRole('img', { name: '별점 5점 만점에 5점' })).toBeInTheDocument();
    expect(screen.getByText('총 3건')).toBeInTheDocument();
    await waitFor(() => expect(reviewsLink()).toHaveAccessibleName('후기 관리, 승인 대기 후기 1건'), { timeout: SCREEN_TIMEOUT_MS });

    await user.click(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '숨김' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: '김○○ 고객' })).not.toBeInTheDocument(), {
      timeout: SCREEN_TIMEOUT_MS,
    });
    expect(screen.getByRole('article', { name: '박○○ 고객' })).toBeInTheDocument();
  });

  it('approves a review (it then shows on the site), hides another, and deletes one after confirming', async () => {
    const user = userEvent.setup();
    const demo = await openReviews();
    await screen.findByRole('article', { name: '김○○ 고객' }, { timeout: SCREEN_TIMEOUT_MS });
    await user.click(within(card('김○○')).getByRole('button', { name: '김○○님의 후기 공개' }));
    expect(await screen.findByText('김○○님의 후기를 공개했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(within(card('김○○')).getByText('공개')).toBeInTheDocument());
    const published = await (await demo.adapter.publicBackend()).getApprovedReviews(3);
    expect(published.map((item) => item.id).sort()).toEqual(['rev-1', 'rev-2']);

    await user.click(within(card('이○○')).getByRole('button', { name: '이○○님의 후기 숨기기' }));
    expect(await screen.findByText('이○○님의 후기를 숨겼습니다.')).toBeInTheDocument();

    await user.click(within(card('박○○')).getByRole('button', { name: '박○○님의 후기 삭제' }));
    const dialog = await screen.findByRole('dialog', { name: '후기 삭제' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('박○○님의 후기를 삭제했습니다.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: '박○○ 고객' })).not.toBeInTheDocument());
  });

  it('raises a toast when a customer writes a review; its link opens the review in the 대기 list', async () => {
    const user = userEvent.setup();
    const demo = await openReviews('/jy-dev/dashboard');
    await findPageHeading('대시보드');
    await waitFor(() => expect(reviewsLink()).toHaveAccessibleName('후기 관리, 승인 대기 후기 1건'), { timeout: SCREEN_TIMEOUT_MS });
    await submitReview(demo.adapter, '최민준');
    const toast = await screen.findByText('최○○님의 새 후기 (별점 5점)', undefined, { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(reviewsLink()).toHaveAccessibleName('후기 관리, 승인 대기 후기 2건'));
    await user.click(within(toast.closest('[role="status"]') ?? document.body).getByRole('link', { name: '최○○님의 새 후기 보기' }));
    await findPageHeading('후기 관리');
    const opened = await screen.findByRole('article', { name: '최○○ 고객' }, { timeout: SCREEN_TIMEOUT_MS });
    await waitFor(() => expect(opened).toHaveFocus());
    expect(within(screen.getByRole('group', { name: '상태별 보기' })).getByRole('button', { name: '대기' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

describe('후기 요청 from an inquiry', () => {
  it("makes a one-time link and opens the phone's messages with the number and the message; copies it for a desktop", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const demo = await openReviews('/jy-dev/inquiries?open=inq-001');
    const dialog = await screen.findByRole('dialog', { name: '문의 상세' }, { timeout: SCREEN_TIMEOUT_MS });
    await user.click(await within(dialog).findByRole('button', { name: '문의자 1님에게 후기 요청' }));
    const ready = await within(dialog).findByRole('region', { name: '후기 요청 링크를 만들었습니다' });
    const send = within(ready).getByRole('link', { name: '문의자 1님에게 후기 요청 문자 보내기' });
    const href = send.getAttribute('href') ?? '';
    expect(href.startsWith('sms:01010001000?&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1] ?? '');
    expect(body).toContain('[JY건설] 문의자 1님, 안녕하세요.');
    const token = /#\/review\/([A-Za-z0-9_-]{32})$/.exec(body)?.[1];
    expect(token).toBeDefined();
    expect(within(ready).getByRole('textbox', { name: '보낼 문자 내용' })).toHaveValue(body);

    // The link works, once, for this inquiry.
    expect(await (await demo.adapter.publicBackend()).getReviewLink(token!)).toMatchObject({ state: 'open' });

    await user.click(within(ready).getByRole('button', { name: '링크만 복사' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(new RegExp(`#/review/${token}$`)));
    expect(within(ready).getByText(/복사했습니다/)).toBeInTheDocument();
    await user.click(within(ready).getByRole('button', { name: '문자 내용 복사' }));
    expect(writeText).toHaveBeenLastCalledWith(body);
  });
});

describe('후기 요청 from a job', () => {
  it('a published job makes a link for its customer (no number: the messages app asks whom), kept with the job', async () => {
    const user = userEvent.setup();
    const demo = await setupDemo();
    renderAdmin('/jy-dev/jobs', demo.adapter);
    await findPageHeading('시공 현장');
    const job = await screen.findByRole('article', { name: '원주 단독주택 슬레이트 지붕 교체' }, { timeout: SCREEN_TIMEOUT_MS });
    expect(screen.queryByRole('button', { name: '후기 요청 (강릉 주택 지붕 교체)' })).not.toBeInTheDocument();
    await user.click(within(job).getByRole('button', { name: '후기 요청 (원주 단독주택 슬레이트 지붕 교체)' }));
    const ready = await within(job).findByRole('region', { name: '후기 요청 링크를 만들었습니다' });
    const href = within(ready).getByRole('link', { name: '문자 보내기' }).getAttribute('href') ?? '';
    expect(href.startsWith('sms:?&body=')).toBe(true);
    expect(within(ready).getByText(/연락처가 없어/)).toBeInTheDocument();
    const token = /#\/review\/([A-Za-z0-9_-]{32})$/.exec(decodeURIComponent(href))?.[1];
    expect(await (await demo.adapter.publicBackend()).getReviewLink(token!)).toMatchObject({ state: 'open', workType: 'roofing' });
  });
});
