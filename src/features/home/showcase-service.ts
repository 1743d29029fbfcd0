import { FEATURED_WORKS_LIMIT } from '../../config/constants';
import type { ConstructionImage } from '../../domain/types';
import type { HeroPicture } from '../../lib/page-data/page-data';
import { publicBackend } from '../../backend/registry';

/** The home page's reads: the featured works (at most three, newest first) and the hero background. */
export async function getFeaturedWorks(): Promise<ConstructionImage[]> {
  const backend = await publicBackend();
  const works = await backend.getFeaturedImages(FEATURED_WORKS_LIMIT);
  return works.slice(0, FEATURED_WORKS_LIMIT);
}

/** The picture of the image flagged as hero (display version and thumbnail), or null when none is flagged. */
export async function getHeroPicture(): Promise<HeroPicture | null> {
  const backend = await publicBackend();
  const hero = await backend.getHeroImage();
  return hero?.imageUrl ? { imageUrl: hero.imageUrl, thumbnailUrl: hero.thumbnailUrl || null } : null;
}
