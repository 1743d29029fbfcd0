import type { ProcessedImage } from '@/lib/images/image-processing';

/**
 * Stands in for src/lib/images/image-processing in component tests (jsdom has no canvas encoder; the real resize is
 * tested on its own in image-processing.test.ts):
 *   vi.mock('@/lib/images/image-processing', () => import('../../support/image-processing-stub'));
 */
export async function processImageForUpload(): Promise<ProcessedImage> {
  return {
    display: new Blob(['display'], { type: 'image/webp' }),
    thumbnail: new Blob(['thumb'], { type: 'image/webp' }),
    displaySize: { width: 1920, height: 1440 },
    thumbnailSize: { width: 640, height: 480 },
    type: 'image/webp',
  };
}
