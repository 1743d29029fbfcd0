import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The "예시 이미지" mark over the drawn sample pictures: in a demo build only, never in a Firebase build (the build
 * kind is src/config/build.ts, fixed by vite.config.ts; here each build is simulated by replacing that module).
 */
async function sampleMarkIn(kind: 'demo' | 'firebase') {
  vi.resetModules();
  vi.doMock('@/config/build', () => ({ isDemoBuild: kind === 'demo' }));
  return import('@/components/ui/SampleMark');
}

afterEach(() => {
  vi.doUnmock('../../../src/config/build');
});

describe('SampleMark', () => {
  it('marks the shipped sample pictures in a demo build, and nothing else', async () => {
    const { SampleMark, isSamplePicture } = await sampleMarkIn('demo');
    for (const src of ['demo/works/roof-asphalt-shingle-house.webp', '/demo/works/a-thumb.webp', 'images/hero-default.webp']) {
      expect(isSamplePicture(src)).toBe(true);
    }
    // Photos staff uploaded (stored blobs in the demo, Storage URLs on Firebase) are real: no mark.
    for (const src of ['blob:http://localhost/1', 'https://firebasestorage.googleapis.com/v0/b/x/o/a.jpg', '', null, undefined]) {
      expect(isSamplePicture(src)).toBe(false);
    }
    render(<SampleMark src="demo/works/zinc-standing-seam-roof.webp" />);
    expect(screen.getByText('예시 이미지')).toBeInTheDocument();
  });

  it('marks nothing in a Firebase build', async () => {
    const { SampleMark, isSamplePicture } = await sampleMarkIn('firebase');
    expect(isSamplePicture('demo/works/roof-asphalt-shingle-house.webp')).toBe(false);
    render(<SampleMark src="demo/works/zinc-standing-seam-roof.webp" />);
    expect(screen.queryByText('예시 이미지')).not.toBeInTheDocument();
  });

  it('marks a sample review photo on the review card (the home page and a job show them), not a customer’s own', async () => {
    vi.resetModules();
    vi.doMock('@/config/build', () => ({ isDemoBuild: true }));
    const { ReviewCard } = await import('@/components/reviews/ReviewCard');
    const review = {
      id: 'r1',
      rating: 5,
      text: '깔끔하게 시공해 주셨습니다.',
      name: '김**',
      nameShown: false,
      photoCount: 2,
      showOnJob: false,
      status: 'approved' as const,
      createdAt: new Date('2026-10-02T10:00:00+09:00'),
      inquiryId: null,
      jobId: null,
      workType: null,
      photoUrls: ['demo/works/metal-sandwich-panel-factory-thumb.webp', 'blob:http://localhost/customer-photo'],
    };
    render(<ReviewCard review={review} />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveTextContent('예시 이미지');
    expect(links[1]).not.toHaveTextContent('예시 이미지');
  });
});
