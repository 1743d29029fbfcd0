import type { PhotoCategory, JobStage, WorkType } from '@/domain/types';

/** One sample photo as sample-photos.ts and sample-jobs.ts write it; sample-photos.ts turns it into a stored record. */
export interface SamplePhoto {
  slug: string;
  category: PhotoCategory;
  workType: WorkType;
  title: string;
  description: string | null;
  /** ISO date-time of the upload, or null for documents without uploadedAt. */
  uploadedAt: string | null;
  /** ISO date-time the photo was taken (its EXIF date), for some photos; the others show their upload date. */
  takenAt?: string;
  /** Legacy text date of old documents (read when uploadedAt is missing). */
  legacyDate?: string;
  isFeatured?: boolean;
  isHeroImage?: boolean;
  /** A job's photo (sample-jobs.ts): the job and the stage it shows. */
  job?: { id: string; stage: JobStage };
}
