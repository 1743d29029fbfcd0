import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshDemoAdapter } from '../../support/demo-backend';
import { renderApp } from '../../support/render-app';

// The site configured to show 시공 for the stored category 지보공사 (VITE_CATEGORY_LABEL_JIBO=시공).
vi.mock('@/config/site', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/site')>();
  return { ...original, categoryLabel: (category: '지보공사' | 'AS') => (category === '지보공사' ? '시공' : category) };
});

describe('Category labels from the site config', () => {
  it('shows the configured label on gallery cards and the photo detail; the stored value stays', async () => {
    const adapter = freshDemoAdapter();
    renderApp('/projects', { adapter });
    const card = await screen.findByRole('link', { name: /^원주 단독주택 아스팔트 슁글 지붕 교체/ });
    expect(within(card).getByText('시공')).toBeInTheDocument();
    expect(within(card).queryByText('지보공사')).not.toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^원주 주택 처마 물받이 교체/ })).getByText('AS')).toBeInTheDocument();

    renderApp('/projects/gallery/roof-asphalt-shingle-house', { adapter });
    const details = await screen.findByRole('region', { name: '시공 정보' });
    expect(within(details).getByText('시공')).toBeInTheDocument();
    expect((await (await adapter.publicBackend()).getImage('roof-asphalt-shingle-house'))?.category).toBe('지보공사');
  });
});
