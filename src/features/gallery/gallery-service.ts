import type { PublicBackend } from '@/backend/port';
import { publicBackend } from '@/backend/registry';
import { GALLERY_PAGE_SIZE, RELATED_PHOTOS_LIMIT } from '@/config/page-sizes';
import type { Page, PageCursor, PageDirection } from '@/domain/paging';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import type { JobWithPhotos } from '@/lib/page-data/page-data';

/**
 * The gallery's 현장별 view: the last published jobs it lists (one query), each card then reading its photos (one
 * query of at most JOB_PHOTOS_MAX each): at most 1 + GALLERY_JOBS_LIMIT queries for the whole view.
 */
export const GALLERY_JOBS_LIMIT = 24;

/** Gallery reads, on the public part of the port only. */

export interface Neighbours {
  /** The newer photo: the previous arrow. */
  newer: GalleryPhoto | null;
  /** The older photo: the next arrow. */
  older: GalleryPhoto | null;
}

/** The gallery's page count comes from this (count of all documents; of one work type when filtered). */
export async function countGalleryPhotos(workType: WorkType | null = null): Promise<number> {
  const backend = await publicBackend();
  return workType ? backend.countPhotos(workType) : backend.countPhotos();
}

/**
 * One gallery page of GALLERY_PAGE_SIZE, newest first, of one work type when `workType` is given; `cursor` is
 * required for next and prev.
 */
export async function loadGalleryPage(
  direction: PageDirection,
  cursor?: PageCursor,
  workType: WorkType | null = null,
): Promise<Page<GalleryPhoto>> {
  const backend = await publicBackend();
  const filter = workType ? { workType } : {};
  return backend.getPhotoPage(
    direction === 'initial'
      ? { pageSize: GALLERY_PAGE_SIZE, direction, ...filter }
      : { pageSize: GALLERY_PAGE_SIZE, direction, cursor, ...filter },
  );
}

/** Up to RELATED_PHOTOS_LIMIT other photos of the same type, newest first; none when it has no type. */
export async function loadRelatedPhotos(photo: GalleryPhoto): Promise<GalleryPhoto[]> {
  if (!photo.workType) return [];
  return (await publicBackend()).getRelatedPhotos(photo, RELATED_PHOTOS_LIMIT);
}

/** One photo by id, or null when there is none. */
export async function loadPhoto(id: string): Promise<GalleryPhoto | null> {
  return (await publicBackend()).getPhoto(id);
}

/** The photos either side of the photo `photoId` in gallery order: two one-item queries, never the whole collection. */
export async function loadNeighbours(photoId: string): Promise<Neighbours> {
  return (await publicBackend()).getPhotoNeighbours(photoId);
}

/**
 * The published job `jobId` and its photos in stage order (two reads at once), or null when visitors may see no
 * such job: the photo page's read, which the server render makes too (src/app/server/page-reads.ts).
 */
export async function readPhotoJob(reads: Pick<PublicBackend, 'getJob' | 'getJobPhotos'>, jobId: string): Promise<JobWithPhotos | null> {
  const [job, photos] = await Promise.all([reads.getJob(jobId), reads.getJobPhotos(jobId)]);
  return job ? { job, photos } : null;
}

/** The photo's job, read from the backend (readPhotoJob). */
export async function loadPhotoJob(jobId: string): Promise<JobWithPhotos | null> {
  return readPhotoJob(await publicBackend(), jobId);
}

/**
 * The gallery's 현장별 view: the last published jobs (at most GALLERY_JOBS_LIMIT), each with its gallery photos in
 * stage order (its card shows the before and after): one list query, then one photo query per job, at once.
 */
export async function loadJobCards(): Promise<JobWithPhotos[]> {
  const backend = await publicBackend();
  const jobs = await backend.getPublishedJobs(GALLERY_JOBS_LIMIT);
  return Promise.all(jobs.map(async (job) => ({ job, photos: await backend.getJobPhotos(job.id) })));
}
