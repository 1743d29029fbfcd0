import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's photos screen asks of the backend. */
export type PhotosBackend = Pick<
  AdminBackend,
  'getPhotoPage' | 'countPhotos' | 'updatePhoto' | 'setPhotoFeatured' | 'setHeroPhoto' | 'deletePhoto'
>;

/** The admin photos feature's one door to the backend. */
export async function photosBackend(): Promise<PhotosBackend> {
  return adminBackend();
}
