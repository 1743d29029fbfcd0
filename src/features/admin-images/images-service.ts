import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's image screen asks of the backend. */
export type ImagesBackend = Pick<
  AdminBackend,
  'getImagePage' | 'countImages' | 'updateImage' | 'setImageFeatured' | 'setHeroImage' | 'deleteImage'
>;

/** The admin images feature's one door to the backend. */
export async function imagesBackend(): Promise<ImagesBackend> {
  return adminBackend();
}
