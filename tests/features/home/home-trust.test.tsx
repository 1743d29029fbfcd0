import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendAdapter } from '@/backend/port';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { PublishedReview } from '@/domain/types';
import { lowestPricesByUnit } from '@/features/home/trust/lowest-prices';
import { ImmediateIntersectionObserver } from '../../components/map/naver-stub';
import { freshDemoAdapter } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';

/** Trust at a glance on the home page: rating, response promise, lowest prices per unit, 인증·보증; each only when set. */
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await Promise.all([import('@/features/home/HomePage'), import('@/features/home/trust/HomeTrustPanel'), import('@/backend/demo/adapter')]);
}, 60_000);
afterEach(() => vi.unstubAllGlobals());

const CONFIGURED: SiteSettings = {
  ...FIRST_SITE_SETTINGS,
  trust: { constructionLicense: '강원-2011-0123', defectWarranty: '시공 후 3년', insurance: '' },
  prices: {
    roofing: { minWon: 250_000, maxWon: 400_000, unit: '평', duration: '3~7일' },
    'metal-roofing': { minWon: 220_000, maxWon: 380_000, unit: '평', duration: '5일' },
    waterproofing: { minWon: 35_000, maxWon: 60_000, unit: '㎡', duration: '2~3일' },
    ground: { minWon: 3_000_000, maxWon: 3_000_000, unit: '건', duration: '1주' },
  },
  responsePromise: { kind: 'within-hours', hours: 2 },
};

const review = (rating: number): PublishedReview =>
  ({ id: `r${rating}`, rating, text: '좋았습니다', name: '김○○', photoUrls: [] }) as unknown as PublishedReview;

function withReviews(reviews: PublishedReview[]): BackendAdapter & { getApprovedReviews: ReturnType<typeof vi.fn> } {
  const base = freshDemoAdapter();
  const getApprovedReviews = vi.fn(async () => reviews);
  return { ...base, getApprovedReviews, publicBackend: async () => ({ ...(await base.publicBackend()), getApprovedReviews }) };
}

const trustSection = () => screen.findByRole('region', { name: '믿고 맡기셔도 되는 이유' });

describe("the home page's trust section", () => {
  it('shows the rating of the approved reviews, the promise, the lowest price of each unit and 인증·보증', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    renderApp('/', { settings: CONFIGURED, adapter: withReviews([review(5), review(4), review(5)]) });
    const section = await trustSection();
    expect(within(section).getByText('후기 3건 평균 4.7점')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: '후기 보기' })).toBeInTheDocument();
    expect(within(section).getByText('영업시간 기준 2시간 안에 연락드립니다')).toBeInTheDocument();
    // Per unit, never compared across units: 평 takes the lower of its two, ㎡ and 건 their own.
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['평당 22만 원부터', '㎡당 3만 5,000 원부터', '건당 300만 원부터']);
    expect(within(section).getByText('강원-2011-0123')).toBeInTheDocument();
    expect(within(section).queryByText('보험')).not.toBeInTheDocument();
  });

  it('leaves out what is not set; no section at all when nothing is', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const { unmount } = renderApp('/', {
      settings: { ...CONFIGURED, prices: {}, trust: { constructionLicense: '', defectWarranty: '', insurance: '' } },
      adapter: withReviews([]),
    });
    const section = await trustSection();
    expect(within(section).queryByText(/평균/)).not.toBeInTheDocument();
    expect(within(section).queryByText('시공 가격')).not.toBeInTheDocument();
    expect(within(section).getByText('영업시간 기준 2시간 안에 연락드립니다')).toBeInTheDocument();
    unmount();

    const empty = {
      ...CONFIGURED,
      prices: {},
      responsePromise: { kind: 'none' as const },
      trust: { constructionLicense: '', defectWarranty: '', insurance: '' },
    };
    const adapter = withReviews([]);
    renderApp('/', { settings: empty, adapter });
    await screen.findByRole('region', { name: /최근 마친 현장/ });
    await vi.waitFor(() => expect(adapter.getApprovedReviews).toHaveBeenCalledWith(20));
    expect(screen.queryByRole('region', { name: '믿고 맡기셔도 되는 이유' })).not.toBeInTheDocument();
  });

  it('reads the rating with a bound: the latest 20 at most, and says so when it hits it', async () => {
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    const adapter = withReviews(Array.from({ length: 20 }, () => review(5)));
    renderApp('/', { settings: CONFIGURED, adapter });
    const section = await trustSection();
    expect(within(section).getByText('최근 후기 20건 평균 5.0점')).toBeInTheDocument();
    expect(adapter.getApprovedReviews).toHaveBeenCalledWith(20);
  });

  it('lowest prices: one line per unit used, in the order 평, ㎡, 건', () => {
    expect(lowestPricesByUnit({})).toEqual([]);
    expect(lowestPricesByUnit(CONFIGURED.prices)).toEqual([
      { unit: '평', minWon: 220_000 },
      { unit: '㎡', minWon: 35_000 },
      { unit: '건', minWon: 3_000_000 },
    ]);
  });
});
