import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([import('@/features/company-pages/services/ServicesPage'), import('@/backend/demo/adapter')]);
}, 60_000);

const BLOCKS = ['지붕 공사 및 신축', '옥상·외벽 방수', '징크·금속 지붕', '외벽 리모델링·마감'];

describe('services page', () => {
  it('has a Korean title', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('사업분야 | JY건설'));
  });

  it('shows the four service blocks in order, each with a description and what it includes', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1 });
    const blocks = screen.getAllByRole('article');
    expect(blocks).toHaveLength(4);
    expect(blocks.map((block) => within(block).getByRole('heading', { level: 2 }).textContent)).toEqual(BLOCKS);
    for (const block of blocks) {
      expect(within(block).getByRole('heading', { level: 3, name: '주요 시공 내용' })).toBeInTheDocument();
      expect(within(block).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('mentions ground reinforcement and ends with a call to action to /contact', async () => {
    renderApp('/services');
    expect(await screen.findByRole('heading', { name: '지반 보강 공사도 함께 진행합니다' })).toBeInTheDocument();
    const cta = screen.getByRole('heading', { level: 2, name: '우리 건물에 맞는 공사가 궁금하신가요?' }).closest('section')!;
    expect(within(cta).getByRole('link', { name: '무료 견적 문의' })).toHaveAttribute('href', '/contact');
  });
});

describe('services page: each service leads to its photos', () => {
  it('links each block, and the ground note, to the gallery filtered to that work type', async () => {
    renderApp('/services');
    await screen.findByRole('heading', { level: 1 });
    const blocks = screen.getAllByRole('article');
    const links = blocks.map((block) => within(block).getByRole('link', { name: /시공 사례 보기$/ }));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['지붕 공사 및 신축 시공 사례 보기', '/projects?type=roofing'],
      ['옥상·외벽 방수 시공 사례 보기', '/projects?type=waterproofing'],
      ['징크·금속 지붕 시공 사례 보기', '/projects?type=metal-roofing'],
      ['외벽 리모델링·마감 시공 사례 보기', '/projects?type=exterior'],
    ]);
    for (const link of links) expect(link.className).toMatch(/min-h-11/);
    const ground = screen.getByRole('complementary', { name: '지반 보강 공사도 함께 진행합니다' });
    expect(within(ground).getByRole('link', { name: '지반 보강 시공 사례 보기' })).toHaveAttribute('href', '/projects?type=ground');
  });

  it('a service link opens the gallery with that filter chosen', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    renderApp('/services');
    await user.click(await screen.findByRole('link', { name: '징크·금속 지붕 시공 사례 보기' }));
    const filters = await screen.findByRole('navigation', { name: '공사 종류별 보기' });
    expect(within(filters).getByRole('link', { name: '징크·금속 지붕' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('list', { name: '징크·금속 지붕 시공 사진 목록' })).toBeInTheDocument();
  });
});
