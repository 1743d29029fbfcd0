import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's images and jobs screens ask of the backend. */
export type ImagesBackend = Pick<
  AdminBackend,
  | 'getImagePage'
  | 'countImages'
  | 'uploadImage'
  | 'updateImage'
  | 'setImageFeatured'
  | 'setHeroImage'
  | 'deleteImage'
  | 'listJobs'
  | 'getJobPhotos'
  | 'createJob'
  | 'updateJob'
  | 'publishJob'
>;

/** The admin images feature's one door to the backend (its jobs/ screens included). */
export async function imagesBackend(): Promise<ImagesBackend> {
  return adminBackend();
}
