import type { PublicBackend } from '@/backend/port';
import { publicBackend } from '@/backend/registry';
import { MAX_PUBLIC_REVIEWS_LIMIT } from '@/config/limits';
import { FEATURED_PHOTOS_LIMIT } from '@/config/page-sizes';
import type { GalleryPhoto, Job } from '@/domain/types';
import type { HeroPicture } from '@/lib/page-data/page-data';

/** The featured photos (at most three, newest first) and the published jobs they belong to (their cards show its facts). */
export interface FeaturedPhotos {
  photos: GalleryPhoto[];
  jobs: Job[];
}

/**
 * The home page's featured photos and their jobs: one list read, then one read per job among them (at most three,
 * at once); a job visitors may not see (a draft, one deleted) is left out and its photo shown without facts. The
 * server render makes the same reads (src/app/server/page-reads.ts).
 */
export async function readFeaturedPhotos(reads: Pick<PublicBackend, 'getFeaturedPhotos' | 'getJob'>): Promise<FeaturedPhotos> {
  const photos = (await reads.getFeaturedPhotos(FEATURED_PHOTOS_LIMIT)).slice(0, FEATURED_PHOTOS_LIMIT);
  const jobIds = [...new Set(photos.flatMap((photo) => (photo.jobId ? [photo.jobId] : [])))];
  const jobs = await Promise.all(jobIds.map((id) => reads.getJob(id)));
  return { photos, jobs: jobs.filter((job): job is Job => job !== null) };
}

/** The home page's reads: the featured photos with their jobs, and the hero background. */
export async function loadFeaturedPhotos(): Promise<FeaturedPhotos> {
  return readFeaturedPhotos(await publicBackend());
}

/** The picture of the photo flagged as hero (display version and thumbnail), or null when none is flagged. */
export async function getHeroPicture(): Promise<HeroPicture | null> {
  const backend = await publicBackend();
  const hero = await backend.getHeroPhoto();
  return hero?.imageUrl ? { imageUrl: hero.imageUrl, thumbnailUrl: hero.thumbnailUrl || null } : null;
}

/** The approved reviews' rating for the home page: the average and count of the latest ones read (see loadRatingSummary). */
export interface RatingSummary {
  /** Average rating, one decimal. */
  average: number;
  count: number;
  /** The read hit its bound: the summary is of the latest `count` reviews, there may be more. */
  capped: boolean;
}

/**
 * The average of the latest approved reviews, at most MAX_PUBLIC_REVIEWS_LIMIT (20: the largest public read of
 * reviews the rules allow; one query); null when none is approved. When the bound is hit the summary says it is of
 * the latest ones.
 */
export async function loadRatingSummary(): Promise<RatingSummary | null> {
  const reviews = await (await publicBackend()).getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT);
  if (reviews.length === 0) return null;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return {
    average: Math.round((total / reviews.length) * 10) / 10,
    count: reviews.length,
    capped: reviews.length >= MAX_PUBLIC_REVIEWS_LIMIT,
  };
}
