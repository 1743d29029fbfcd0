import { vi } from 'vitest';
import type { BackendAdapter, PhotoPageQuery, PublicBackend } from '@/backend/port';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { inStageOrder } from '@/domain/jobs';
import type { Page } from '@/domain/paging';
import type { GalleryPhoto, Job, PublishedReview, ReviewLinkState, WorkType } from '@/domain/types';
import { compareListOrder, memoryPage, positionOf, sortByListOrder } from '../../support/memory-paging';

const position = (photo: GalleryPhoto) => positionOf(photo.uploadedAt, photo.id);

/**
 * An in-memory PublicBackend with the port's paging contract (newest first, cursors both ways, one-item look-ahead),
 * for the gallery's service and edge-state tests. Every method is a vi.fn so a test can make one fail or hang.
 * `jobs`: the jobs getJob knows (only published ones are found, as for visitors).
 */
export function fakePublicBackend(photos: GalleryPhoto[], jobs: Job[] = []) {
  const sorted = (workType?: WorkType) =>
    sortByListOrder(
      photos.filter((photo) => !workType || photo.workType === workType),
      position,
    );

  function page(query: PhotoPageQuery): Page<GalleryPhoto> {
    return memoryPage(sorted(query.workType), query, position);
  }

  const backend = {
    countPhotos: vi.fn(async (workType?: WorkType) => sorted(workType).length),
    getFeaturedPhotos: vi.fn(async (limit: number) =>
      sorted()
        .filter((photo) => photo.isFeatured)
        .slice(0, limit),
    ),
    getHeroPhoto: vi.fn(async () => photos.find((photo) => photo.isHeroImage) ?? null),
    getPhotoPage: vi.fn(async (query: PhotoPageQuery) => page(query)),
    getPhoto: vi.fn(async (id: string) => photos.find((photo) => photo.id === id) ?? null),
    getPhotoNeighbours: vi.fn(async (photoId: string) => {
      const photo = photos.find((other) => other.id === photoId);
      if (!photo) return { newer: null, older: null };
      const at = position(photo);
      const list = sorted();
      const newer = list.filter((photo) => compareListOrder(position(photo), at) < 0).at(-1) ?? null;
      const older = list.find((photo) => compareListOrder(position(photo), at) > 0) ?? null;
      return { newer, older };
    }),
    getRelatedPhotos: vi.fn(async (photo: GalleryPhoto, limit: number) =>
      photo.workType
        ? sorted(photo.workType)
            .filter((other) => other.id !== photo.id)
            .slice(0, limit)
        : [],
    ),
    submitInquiry: vi.fn(async () => 'inquiry-1'),
    uploadInquiryPhotos: vi.fn(async () => ({ failed: [] as number[] })),
    // Customer reviews: none (the pages that show them have their own tests on the demo backend).
    getReviewLink: vi.fn(async (): Promise<ReviewLinkState> => ({ state: 'not-found' })),
    submitReview: vi.fn(async () => 'review-1'),
    uploadReviewPhotos: vi.fn(async () => ({ failed: [] as number[] })),
    getApprovedReviews: vi.fn(async (): Promise<PublishedReview[]> => []),
    getJobReviews: vi.fn(async (): Promise<PublishedReview[]> => []),
    getJob: vi.fn(async (id: string) => jobs.find((job) => job.id === id && job.isPublished) ?? null),
    getJobPhotos: vi.fn(async (jobId: string) => inStageOrder(photos.filter((photo) => photo.jobId === jobId))),
    getPublishedJobs: vi.fn(async (limit: number) =>
      jobs
        .filter((job) => job.isPublished)
        .sort((a, b) => (b.publishedAt?.getTime() ?? 0) - (a.publishedAt?.getTime() ?? 0))
        .slice(0, limit),
    ),
    getSiteSettings: vi.fn(async () => FIRST_SITE_SETTINGS),
  } satisfies PublicBackend;
  return backend;
}

export type FakePublicBackend = ReturnType<typeof fakePublicBackend>;

/** A BackendAdapter whose public part is `backend`; the admin parts are never used by public pages. */
export function fakeAdapter(backend: PublicBackend): BackendAdapter {
  const unused = () => Promise.reject(new Error('not used by public pages'));
  return { kind: 'demo', publicBackend: async () => backend, authBackend: unused, adminBackend: unused };
}

/** A promise that never settles: keeps a page in its loading state. */
export function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}
