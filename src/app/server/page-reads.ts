import type { PublicBackend } from '@/backend/port';
import { GALLERY_PAGE_SIZE, RELATED_PHOTOS_LIMIT } from '@/config/page-sizes';
import { publicRouteOf } from '@/config/routes';
import { readPhotoJob } from '@/features/gallery/gallery-service';
import { readFeaturedPhotos } from '@/features/home/showcase-service';
import type { PageData } from '@/lib/page-data/page-data';

/** The public reads a server-rendered page needs: the port's (the demo adapter at build time), or the same read another way. */
export type PageReads = Pick<
  PublicBackend,
  | 'getFeaturedPhotos'
  | 'getHeroPhoto'
  | 'getPhotoPage'
  | 'countPhotos'
  | 'getPhoto'
  | 'getPhotoNeighbours'
  | 'getRelatedPhotos'
  | 'getJob'
  | 'getJobPhotos'
>;

/** Home: the featured photos, the jobs they belong to and the hero, as the page's own reads get them. */
export async function readHomeData(reads: Pick<PageReads, 'getFeaturedPhotos' | 'getHeroPhoto' | 'getJob'>): Promise<PageData> {
  const [{ photos, jobs }, hero] = await Promise.all([readFeaturedPhotos(reads), reads.getHeroPhoto()]);
  return {
    featuredPhotos: photos,
    featuredJobs: jobs,
    hero: hero?.imageUrl ? { imageUrl: hero.imageUrl, thumbnailUrl: hero.thumbnailUrl || null } : null,
  };
}

/** The gallery's first page of every photo and the count. */
export async function readGalleryData(reads: Pick<PageReads, 'getPhotoPage' | 'countPhotos'>): Promise<PageData> {
  const [page, total] = await Promise.all([reads.getPhotoPage({ pageSize: GALLERY_PAGE_SIZE, direction: 'initial' }), reads.countPhotos()]);
  const { items, hasNext, startCursor, endCursor } = page;
  return { galleryFirstPage: { items, hasNext, startCursor, endCursor, total } };
}

/**
 * A photo's page: the photo, its neighbours in gallery order, the related photos and its job (when it belongs to
 * one); no `photoPage` when there is no such photo.
 */
export async function readPhotoData(
  reads: Pick<PageReads, 'getPhoto' | 'getPhotoNeighbours' | 'getRelatedPhotos' | 'getJob' | 'getJobPhotos'>,
  photoId: string,
): Promise<PageData> {
  const photo = await reads.getPhoto(photoId);
  if (!photo) return {};
  const [neighbours, related, job] = await Promise.all([
    reads.getPhotoNeighbours(photo.id),
    photo.workType ? reads.getRelatedPhotos(photo, RELATED_PHOTOS_LIMIT) : Promise.resolve([]),
    photo.jobId ? readPhotoJob(reads, photo.jobId) : Promise.resolve(null),
  ]);
  return { photoPage: { photo, newer: neighbours.newer, older: neighbours.older, related, job } };
}

/** A job's page: the published job and its gallery photos in stage order; no `jobPage` when visitors may see no such job. */
export async function readJobData(reads: Pick<PageReads, 'getJob' | 'getJobPhotos'>, jobId: string): Promise<PageData> {
  const job = await readPhotoJob(reads, jobId);
  return job ? { jobPage: job } : {};
}

/** The data of the public page at a clean path (empty for pages that read nothing). */
export async function readPageData(reads: PageReads, path: string): Promise<PageData> {
  const route = publicRouteOf(path);
  const lastSegment = () => decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  if (route?.key === 'home') return readHomeData(reads);
  if (route?.key === 'gallery') return readGalleryData(reads);
  if (route?.key === 'photo') return readPhotoData(reads, lastSegment());
  if (route?.key === 'job') return readJobData(reads, lastSegment());
  return {};
}
