import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryPhoto, Job } from '@/domain/types';
import { makePhoto, makePhotos, makeJob } from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend } from './fake-public-backend';

/** The gallery's 현장별 view (?view=jobs): one card per published job; 사진별, the spec's gallery, stays the default. */
configure({ asyncUtilTimeout: 5000 });

const job = (n: number, overrides: Partial<Job> = {}): Job =>
  makeJob(n, {
    title: `현장 ${n} 지붕 교체`,
    region: '원주시',
    periodStart: '2025-09',
    periodEnd: '2025-10',
    areaM2: 100 + n,
    createdAt: new Date('2025-09-01T00:00:00Z'),
    publishedAt: new Date(`2025-1${n}-01T00:00:00Z`),
    ...overrides,
  });
const photoOf = (index: number, jobId: string, stage: GalleryPhoto['stage']) =>
  makePhoto(index, { jobId, stage, workType: 'roofing', title: `${jobId} ${stage}` });

const JOBS = [job(1, { priceManwon: 950 }), job(2), job(0, { isPublished: false, publishedAt: null })];
const PHOTOS = [
  photoOf(1, 'job-1', 'before'),
  photoOf(2, 'job-1', 'after'),
  photoOf(3, 'job-2', 'during'),
  ...makePhotos(3).map((photo, index) => ({ ...photo, id: `plain-${index}` })),
];

function renderGallery(path: string) {
  const backend = fakePublicBackend(PHOTOS, JOBS);
  return { ...renderApp(path, { adapter: fakeAdapter(backend) }), backend };
}

describe('the gallery: 사진별 / 현장별', () => {
  it('lists one card per published job, the last published first, each with its before/after and facts, linking to its page', async () => {
    const { backend } = renderGallery('/projects?view=jobs');
    const list = await screen.findByRole('list', { name: '시공 현장 목록' });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/projects/jobs/job-2', '/projects/jobs/job-1']);
    // Job 1 has both a before and an after: both shown, each marked; job 2 only its one photo.
    expect(within(cards[1]!).getByText('시공 전')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('시공 후')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('시공 전')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('현장 1 지붕 교체')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('101㎡')).toBeInTheDocument();
    // The price only where staff entered it.
    expect(within(cards[1]!).getByText('공사비').nextSibling).toHaveTextContent('약 950만 원');
    expect(within(cards[0]!).queryByText('공사비')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('사진 2장')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '현장별' })).toHaveAttribute('aria-current', 'page');
    // The photo gallery's list and chips are not read or shown in this view.
    expect(screen.queryByRole('navigation', { name: '공사 종류별 보기' })).not.toBeInTheDocument();
    expect(backend.getPhotoPage).not.toHaveBeenCalled();
    expect(document.title).toBe('현장별 시공 사례 | JY건설');
  });

  it('switches back to 사진별, the default, which is the photo gallery as it was', async () => {
    renderGallery('/projects?view=jobs');
    await screen.findByRole('list', { name: '시공 현장 목록' });
    await userEvent.click(screen.getByRole('link', { name: '사진별' }));
    expect(await screen.findByRole('list', { name: '시공 사진 목록' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '사진별' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: '공사 종류별 보기' })).toBeInTheDocument();
  });

  it('says so when no job is published yet', async () => {
    const none = fakePublicBackend(PHOTOS, []);
    renderApp('/projects?view=jobs', { adapter: fakeAdapter(none) });
    expect(await screen.findByText(/아직 공개된 시공 현장이 없습니다/)).toBeInTheDocument();
  });

  it('a failed read says so, and 다시 시도 reads again', async () => {
    const backend = fakePublicBackend(PHOTOS, JOBS);
    backend.getPublishedJobs.mockRejectedValueOnce(new Error('offline'));
    renderApp('/projects?view=jobs', { adapter: fakeAdapter(backend) });
    expect(await screen.findByText('시공 현장을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('list', { name: '시공 현장 목록' })).toBeInTheDocument();
  });
});
