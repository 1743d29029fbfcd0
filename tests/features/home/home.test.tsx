import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BackendAdapter, PublicBackend } from '@/backend/port';
import { freshDemoAdapter } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([import('@/features/home/HomePage'), import('@/backend/demo/adapter')]);
}, 60_000);

async function featuredSection() {
  const heading = await screen.findByRole('heading', { level: 2, name: '최근 마친 현장을 직접 확인해 보세요' });
  return heading.closest('section')!;
}

/** The demo adapter with its public part's reads replaced. */
function adapterWith(overrides: Partial<PublicBackend>): BackendAdapter {
  const base = freshDemoAdapter();
  return {
    ...base,
    kind: base.kind,
    publicBackend: async () => ({ ...(await base.publicBackend()), ...overrides }),
  };
}

describe('home page', () => {
  it('has a Korean title and the hero with the free-estimate call to action to /contact', async () => {
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1, name: /지붕부터 제대로 짓습니다/ })).closest('section')!;
    const cta = within(hero).getByRole('link', { name: '무료 견적 문의' });
    expect(cta).toHaveAttribute('href', '/contact');
    await waitFor(() => expect(document.title).toBe('JY건설 | 강원 지붕·방수·외벽 리모델링 전문'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/무료 견적/);
  });

  it('shows the default hero picture at once with high priority, then the image flagged as hero', async () => {
    const adapter = freshDemoAdapter();
    const hero = await (await adapter.publicBackend()).getHeroPhoto();
    expect(hero).not.toBeNull();
    renderApp('/', { adapter });
    await screen.findByRole('heading', { level: 1 });
    const fallback = document.querySelector('img[src="/images/hero-default.webp"]');
    expect(fallback).not.toBeNull();
    expect(fallback).toHaveAttribute('fetchpriority', 'high');
    expect(fallback).not.toHaveAttribute('loading', 'lazy');
    expect(document.querySelector('source[srcset="/images/hero-default-mobile.webp"]')).not.toBeNull();

    await waitFor(() => expect(document.querySelector('img[data-hero-image]')).toHaveAttribute('src', hero!.imageUrl));
    await featuredSection();
    await screen.findAllByRole('link', { name: /원주 단독주택/ });
  });

  it('keeps only the default picture when no image is flagged as hero', async () => {
    renderApp('/', { adapter: adapterWith({ getHeroPhoto: async () => null }) });
    expect(await screen.findAllByRole('link', { name: /원주 단독주택/ })).toHaveLength(1);
    expect(document.querySelector('img[data-hero-image]')).toBeNull();
    expect(document.querySelector('img[src="/images/hero-default.webp"]')).not.toBeNull();
  });

  it('follows the backend over the hero its server-rendered HTML named: none flagged any more shows the shipped picture', async () => {
    const named = { imageUrl: '/demo/works/zinc-standing-seam-roof.webp', thumbnailUrl: '/demo/works/zinc-standing-seam-roof-thumb.webp' };
    renderApp('/', { adapter: adapterWith({ getHeroPhoto: async () => null }), pageData: { hero: named } });
    await screen.findByRole('heading', { level: 1 });
    // From the first render: the picture the HTML named.
    expect(document.querySelector('img[data-hero-image]')).toHaveAttribute('src', named.imageUrl);
    // Then the backend's answer: no hero, so the shipped picture fades in over it.
    await waitFor(() => expect(document.querySelector('img[src="/images/hero-default.webp"]')).not.toBeNull());
    const shipped = document.querySelector<HTMLImageElement>('img[src="/images/hero-default.webp"]')!;
    expect(shipped).toHaveClass('opacity-0');
    fireEvent.load(shipped);
    expect(shipped).toHaveClass('opacity-100');
  });

  it('follows the backend to another flagged hero, and keeps the named one when the read fails', async () => {
    const named = { imageUrl: '/demo/works/zinc-standing-seam-roof.webp', thumbnailUrl: null };
    const other = '/demo/works/clay-tile-roof-hanok.webp';
    const { unmount } = renderApp('/', {
      adapter: adapterWith({ getHeroPhoto: async () => ({ imageUrl: other, thumbnailUrl: '' }) as never }),
      pageData: { hero: named },
    });
    await waitFor(() => expect(document.querySelector(`img[src="${other}"]`)).not.toBeNull());
    unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { adapter: adapterWith({ getHeroPhoto: () => Promise.reject(new Error('offline')) }), pageData: { hero: named } });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((done) => setTimeout(done, 50));
    // The hero's own section holds the named picture alone (the featured photos below may have loaded meanwhile).
    const hero = document.querySelector('img[data-hero-image]');
    expect(hero).toHaveAttribute('src', named.imageUrl);
    expect(hero!.closest('section')!.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows three core service cards', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 2, name: '지붕에서 외벽까지, 건물의 겉을 책임집니다' });
    const cards = within(heading.closest('section')!).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(['지붕 공사', '옥상·외벽 방수', '외벽 리모델링']);
  });

  it('shows the featured photos, each linking to its photo detail with thumbnail, title and category', async () => {
    const adapter = freshDemoAdapter();
    const featured = await (await adapter.publicBackend()).getFeaturedPhotos(3);
    expect(featured).toHaveLength(3);
    renderApp('/', { adapter });
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
    for (const work of featured) {
      const link = within(section).getByRole('link', { name: new RegExp(work.title) });
      expect(link).toHaveAttribute('href', `/projects/gallery/${work.id}`);
      expect(link).toHaveTextContent(work.category);
      const img = link.querySelector('img');
      expect(img).toHaveAttribute('src', work.thumbnailUrl ?? work.imageUrl);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('decoding', 'async');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it("says a featured job photo's job facts on its card, still linking to the photo; a photo of no visible job says none", async () => {
    const base = await freshDemoAdapter().publicBackend();
    const jobPhoto = (await base.getPhoto('job-wonju-roof-after'))!;
    const job = (await base.getJob('job-wonju-roof'))!;
    const [other] = await base.getFeaturedPhotos(1);
    const ofDraft = { ...other!, id: 'of-a-draft', title: '초안 현장 사진', jobId: 'a-draft-job' };
    renderApp('/', { adapter: adapterWith({ getFeaturedPhotos: async () => [jobPhoto, ofDraft] }) });
    const section = await featuredSection();
    const link = await within(section).findByRole('link', { name: new RegExp(jobPhoto.title) });
    expect(link).toHaveAttribute('href', '/projects/gallery/job-wonju-roof-after');
    expect(job.areaM2).not.toBeNull();
    const area = `${new Intl.NumberFormat('ko-KR').format(job.areaM2!)}㎡`;
    expect(link).toHaveTextContent(new RegExp(`시공 현장: ${job.region} · \\d{4}년 \\d+월.* · ${area}`));
    const draftLink = within(section).getByRole('link', { name: /초안 현장 사진/ });
    expect(draftLink).not.toHaveTextContent('시공 현장:');
  });

  it('uses the display image when a photo has no thumbnail, and the fallback picture when it fails to load', async () => {
    const base = await freshDemoAdapter().publicBackend();
    const [first] = await base.getFeaturedPhotos(3);
    const work = { ...first!, thumbnailUrl: null, imageUrl: 'demo/works/broken.webp' };
    renderApp('/', { adapter: adapterWith({ getFeaturedPhotos: async () => [work] }) });
    const section = await featuredSection();
    const link = await within(section).findByRole('link', { name: new RegExp(work.title) });
    const img = link.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'demo/works/broken.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/photo-fallback.svg');
  });

  it('shows a loading state while the featured photos load', async () => {
    renderApp('/', { latencyMs: 200 });
    expect(await screen.findByText('대표 시공 사례를 불러오는 중입니다.')).toBeInTheDocument();
    const section = await featuredSection();
    await waitFor(() => expect(within(section).getAllByRole('link', { name: /\/projects|원주|춘천|강릉/ }).length).toBeGreaterThan(0));
    expect(screen.queryByText('대표 시공 사례를 불러오는 중입니다.')).not.toBeInTheDocument();
  });

  it('says so when no featured photos are selected', async () => {
    renderApp('/', { seed: 'empty' });
    expect(await screen.findByText('선정된 대표 시공 사례가 없습니다.')).toBeInTheDocument();
    const section = await featuredSection();
    expect(within(section).queryAllByRole('link', { name: /\/projects\/gallery/ })).toHaveLength(0);
    expect(document.querySelector('img[data-hero-image]')).toBeNull();
  });

  it('shows a message when the featured photos cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', {
      adapter: adapterWith({
        getFeaturedPhotos: () => Promise.reject(new Error('offline')),
      }),
    });
    expect(await screen.findByText('대표 시공 사례를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('ends with a call to action: phone as a tel: link and a link to /contact', async () => {
    renderApp('/');
    const closing = (await screen.findByRole('heading', { level: 2, name: '지붕이나 방수, 고민만 하고 계신가요?' })).closest('section')!;
    expect(within(closing).getByRole('link', { name: '무료 견적 문의' })).toHaveAttribute('href', '/contact');
    expect(within(closing).getByRole('link', { name: /033-123-4567/ })).toHaveAttribute('href', 'tel:0331234567');
  });
});
