import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jobPriceAmount } from '@/domain/jobs';
import { jobDescription } from '@/features/gallery/job/job-description';
import type { PageData } from '@/lib/page-data/page-data';
import { WONJU_AFTER as AFTER, WONJU_BEFORE as BEFORE, WONJU_DURING as DURING, WONJU_JOB as JOB } from '../../support/factories';
import { renderApp } from '../../support/render-app';
import { fakeAdapter, fakePublicBackend, never } from './fake-public-backend';

/** A job's own page (/projects/jobs/{id}): what a homeowner arriving from a shared link sees, in its order. */
configure({ asyncUtilTimeout: 5000 });

function renderJob(id = JOB.id, jobs = [JOB], pageData?: PageData) {
  const backend = fakePublicBackend([AFTER, DURING, BEFORE], jobs);
  return { ...renderApp(`/projects/jobs/${id}`, { adapter: fakeAdapter(backend), pageData }), backend };
}

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

describe("A job's page", () => {
  it('leads with the title and the facts, then the comparison, the story, the photos by stage and the way to ask', async () => {
    renderJob();
    const title = await screen.findByRole('heading', { level: 1, name: JOB.title });
    const facts = title.closest('article')!.querySelector('dl')!;
    expect(within(facts).getByText('공사 종류').nextSibling).toHaveTextContent('지붕 공사');
    expect(within(facts).getByText('지역').nextSibling).toHaveTextContent('원주시');
    expect(within(facts).getByText('시공 기간').nextSibling).toHaveTextContent('2025년 9월 ~ 10월');
    expect(within(facts).getByText('시공 면적').nextSibling).toHaveTextContent('120㎡');
    // No price entered: none mentioned.
    expect(within(facts).queryByText('공사비')).not.toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['시공 전·후 비교', '시공 이야기', '시공 과정']);
    expect(screen.getByRole('img', { name: '시공 전: 시공 전 지붕' })).toBeInTheDocument();
    expect(screen.getByText(/20년 된 슬레이트 지붕을 걷어내고/)).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: '시공 과정' });
    expect(
      within(steps)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([BEFORE, DURING, AFTER].map((photo) => `/projects/gallery/${photo.id}`));
    expect(screen.getByRole('link', { name: /이런 공사 견적 받기/ })).toHaveAttribute('href', '/contact?type=roofing');
  });

  it('shows the price among the facts when staff entered it, in 만 and 억 as a homeowner reads them', async () => {
    renderJob(JOB.id, [{ ...JOB, priceManwon: 1200 }]);
    const title = await screen.findByRole('heading', { level: 1, name: JOB.title });
    const facts = title.closest('article')!.querySelector('dl')!;
    expect(within(facts).getByText('공사비').nextSibling).toHaveTextContent('약 1,200만 원');
    expect(jobPriceAmount(12_500)).toBe('1억 2,500만 원');
    expect(jobPriceAmount(30_000)).toBe('3억 원');
    expect(jobPriceAmount(85)).toBe('85만 원');
  });

  it('is previewed as the job: its title, its story, its finished photo', async () => {
    renderJob();
    await screen.findByRole('heading', { level: 1, name: JOB.title });
    await waitFor(() => expect(meta('og:title')).toBe(`${JOB.title} | JY건설`));
    expect(meta('og:description')).toBe('20년 된 슬레이트 지붕을 걷어내고 아스팔트 슁글로 새로 덮었습니다.');
    expect(meta('og:image')).toBe(AFTER.imageUrl);
  });

  it('without a story, its preview says its facts; a long story is cut at a word', () => {
    expect(jobDescription({ ...JOB, story: '  ' })).toBe('원주시 · 지붕 공사 · 2025년 9월 ~ 10월 · 120㎡ 시공 현장입니다.');
    const long = jobDescription({ ...JOB, story: '지붕을 '.repeat(60) });
    expect(long.length).toBeLessThanOrEqual(150);
    expect(long).toMatch(/지붕을…$/);
  });

  it('a draft or an unknown job is not found, and kept out of search engines', async () => {
    renderJob(JOB.id, [{ ...JOB, isPublished: false }]);
    expect(await screen.findByRole('heading', { level: 1, name: '시공 현장을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('a failed read says so and reads again on 다시 시도', async () => {
    const backend = fakePublicBackend([BEFORE, DURING, AFTER], [JOB]);
    backend.getJob.mockRejectedValueOnce(new Error('offline'));
    renderApp(`/projects/jobs/${JOB.id}`, { adapter: fakeAdapter(backend) });
    expect(await screen.findByRole('heading', { level: 1, name: '시공 현장 정보를 불러오는 중 오류가 발생했습니다.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
  });

  it("a server-rendered job page shows the page's data at once, with no read answered", async () => {
    const backend = fakePublicBackend([BEFORE, DURING, AFTER], [JOB]);
    backend.getJob.mockImplementation(() => never());
    backend.getJobPhotos.mockImplementation(() => never());
    renderApp(`/projects/jobs/${JOB.id}`, {
      adapter: fakeAdapter(backend),
      pageData: { jobPage: { job: JOB, photos: [BEFORE, DURING, AFTER] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: '시공 과정' })).getAllByRole('link')).toHaveLength(3);
  });
});
