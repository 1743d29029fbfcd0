import { publicBackend } from '@/backend/registry';
import { FEATURED_IMAGES_LIMIT } from '@/config/constants';
import type { ConstructionImage } from '@/domain/types';
import type { HeroPicture } from '@/lib/page-data/page-data';

/** The home page's reads: the featured photos (at most three, newest first) and the hero background. */
export async function loadFeaturedImages(): Promise<ConstructionImage[]> {
  const backend = await publicBackend();
  const images = await backend.getFeaturedImages(FEATURED_IMAGES_LIMIT);
  return images.slice(0, FEATURED_IMAGES_LIMIT);
}

/** The picture of the image flagged as hero (display version and thumbnail), or null when none is flagged. */
export async function getHeroPicture(): Promise<HeroPicture | null> {
  const backend = await publicBackend();
  const hero = await backend.getHeroImage();
  return hero?.imageUrl ? { imageUrl: hero.imageUrl, thumbnailUrl: hero.thumbnailUrl || null } : null;
}
