import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeAdminBackend, makeImage } from './support/fake-admin-backend';
import { renderImagesPage } from './support/render-images-page';

// The site configured to show 시공 for the stored category 지보공사 (VITE_CATEGORY_LABEL_JIBO=시공).
vi.mock('@/config/site', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/config/site')>();
  return { ...original, categoryLabel: (category: '지보공사' | 'AS') => (category === '지보공사' ? '시공' : category) };
});

describe('Admin image rows: category labels from the site config', () => {
  it('shows staff the label visitors read, not the stored value', async () => {
    renderImagesPage({ backend: new FakeAdminBackend([makeImage(2, { title: '원주 지붕' }), makeImage(1, { title: '물받이 AS' })]) });
    await waitFor(() => expect(screen.getByRole('article', { name: '원주 지붕' })).toBeInTheDocument());
    const renamed = screen.getByRole('article', { name: '원주 지붕' });
    expect(within(renamed).getByText('시공')).toBeInTheDocument();
    expect(within(renamed).queryByText('지보공사')).not.toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '물받이 AS' })).getByText('AS')).toBeInTheDocument();
  });
});
