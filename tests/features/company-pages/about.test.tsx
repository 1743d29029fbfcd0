import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../support/render-app';

beforeAll(async () => {
  // Compile the lazy page chunks and the demo backend once, before the timed tests.
  await Promise.all([import('@/features/company-pages/about/AboutPage'), import('@/backend/demo/adapter')]);
}, 60_000);

describe('about page', () => {
  it('has a Korean title and description', async () => {
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('회사소개 | JY건설'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/연혁/);
  });

  it('shows the representative greeting, vision and mission', async () => {
    renderApp('/about');
    const greeting = (await screen.findByRole('heading', { level: 2, name: '한 번 맡은 지붕은 끝까지 책임지겠습니다' })).closest(
      'section',
    )!;
    expect(within(greeting).getByText('안녕하십니까. JY건설 대표 김정연입니다.')).toBeInTheDocument();
    expect(within(greeting).getByText('JY건설 대표 김정연')).toBeInTheDocument();

    const vision = screen.getByRole('heading', { level: 2, name: '우리가 향하는 곳' }).closest('section')!;
    expect(within(vision).getByText('비전')).toBeInTheDocument();
    expect(within(vision).getByText('미션')).toBeInTheDocument();
  });

  it('shows the timeline with exactly the years 2001, 2002, 2011, 2012, 2015 in order', async () => {
    renderApp('/about');
    const timeline = (await screen.findByRole('heading', { level: 2, name: '걸어온 길' })).closest('section')!;
    const entries = within(within(timeline).getByRole('list')).getAllByRole('listitem');
    const years = entries.map((entry) => entry.querySelector('time')?.getAttribute('datetime'));
    expect(years).toEqual(['2001', '2002', '2011', '2012', '2015']);
    expect(within(entries[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('창업');
    expect(within(entries[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('법인 전환');
  });

  it('shows three core values', async () => {
    renderApp('/about');
    const values = (await screen.findByRole('heading', { level: 2, name: '현장에서 지키는 세 가지 약속' })).closest('section')!;
    expect(
      within(values)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['정직한 견적', '책임 시공', '끝까지 사후 관리']);
  });
});
