import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend/port';
import { MASKED_NAME_PATTERN } from '@/domain/review-name';
import { HOME_REVIEWS_LIMIT } from '@/features/home/HomeReviews';
import { ImmediateIntersectionObserver } from '../../components/map/naver-stub';
import { freshDemoAdapter } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([
    import('@/features/home/HomePage'),
    import('@/features/company-pages/about/AboutPage'),
    import('@/features/company-pages/services/ServicesPage'),
    import('@/components/reviews/ReviewList'),
    import('@/backend/demo/adapter'),
  ]);
}, 60_000);

afterEach(() => vi.unstubAllGlobals());

/** The reviews' section is near the screen at once (jsdom has no layout; its default observer never fires). */
const nearAtOnce = () => vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);

const authors = (section: HTMLElement) =>
  within(section)
    .getAllByRole('figure')
    .map((card) => card.querySelector('figcaption span')?.textContent ?? '');

describe('approved reviews on the site (sample data)', () => {
  it('reads them only when their section comes near the screen', async () => {
    const base = freshDemoAdapter();
    const getApprovedReviews = vi.fn();
    const adapter: BackendAdapter = { ...base, publicBackend: async () => ({ ...(await base.publicBackend()), getApprovedReviews }) };
    renderApp('/', { adapter });
    await screen.findByRole('region', { name: /최근 마친 현장/ });
    expect(getApprovedReviews).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: '공사를 맡겨 주신 분들의 이야기' })).not.toBeInTheDocument();
  });

  it('the home page shows the latest three, stars and words, names masked unless shown', async () => {
    nearAtOnce();
    renderApp('/');
    const section = await screen.findByRole('region', { name: '공사를 맡겨 주신 분들의 이야기' });
    const cards = within(section).getAllByRole('figure');
    expect(cards).toHaveLength(HOME_REVIEWS_LIMIT);
    for (const card of cards) expect(within(card).getByRole('img', { name: /^별점 5점 만점에 \d점$/ })).toBeInTheDocument();
    const names = authors(section).map((author) => author.replace(/ 고객$/, ''));
    expect(names.some((name) => MASKED_NAME_PATTERN.test(name))).toBe(true);
    expect(names).toContain('오태현');
    // Only approved ones: the hidden sample review (it held a phone number) never shows.
    expect(section).not.toHaveTextContent('010-3333-2222');
  });

  it('About shows them too', async () => {
    nearAtOnce();
    renderApp('/about');
    const section = await screen.findByRole('region', { name: '고객이 말하는 JY건설' });
    expect(within(section).getAllByRole('figure').length).toBeGreaterThan(HOME_REVIEWS_LIMIT);
  });

  it('a site without approved reviews has no such section', async () => {
    nearAtOnce();
    const base = freshDemoAdapter({ seed: 'empty' });
    const real = await base.publicBackend();
    const getApprovedReviews = vi.fn((limit: number) => real.getApprovedReviews(limit));
    renderApp('/', { adapter: { ...base, publicBackend: async () => ({ ...real, getApprovedReviews }) } });
    await screen.findByText('선정된 대표 시공 사례가 없습니다.');
    await waitFor(() => expect(getApprovedReviews).toHaveBeenCalled());
    expect(await getApprovedReviews.mock.results[0]!.value).toEqual([]);
    expect(screen.queryByRole('region', { name: '공사를 맡겨 주신 분들의 이야기' })).not.toBeInTheDocument();
  });

  it('shows no price, duration or promise while none is configured (the default build)', async () => {
    renderApp('/services');
    await screen.findByRole('article', { name: /지붕 공사/ });
    expect(screen.queryByText('참고 가격')).not.toBeInTheDocument();
    expect(screen.queryByText('공사 기간')).not.toBeInTheDocument();
  });
});
