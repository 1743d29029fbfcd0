import { heroCopy } from '@/config/hero-copy';
import type { HeroPicture, PageData } from '@/lib/page-data/page-data';

/**
 * The shipped hero pictures, shown at once (they are the page's largest paint) when no photo is set as the
 * background, and until the flagged hero photo has loaded. Root paths: pages are served at nested clean paths.
 */
export const HERO_DEFAULT = { src: '/images/hero-default.webp', width: 1920, height: 1080 } as const;
export const HERO_DEFAULT_MOBILE = { src: '/images/hero-default-mobile.webp', width: 828, height: 1100 } as const;

/** Phones get the smaller picture: the hero sits under a dark overlay, and its bytes decide when the page paints. */
export const HERO_PHONE_MEDIA = '(max-width: 640px)';
export const HERO_WIDE_MEDIA = '(min-width: 641px)';

/** Which file a hero picture uses on phones and on wider screens (the home HTML preloads the same pair). */
export function heroSources(picture: HeroPicture | null): { phone: string; wide: string } {
  if (!picture) return { phone: HERO_DEFAULT_MOBILE.src, wide: HERO_DEFAULT.src };
  return { phone: picture.thumbnailUrl || picture.imageUrl, wide: picture.imageUrl };
}

/**
 * The picture the home page starts with (its HTML names it, the browser fetches it first): the one the page's data
 * names (a server-rendered page that read the hero); else, in a Firebase build, the hero's stable copies, which the
 * functions keep in step with the hero (src/config/hero-copy.ts); else none (the shipped picture).
 */
export function startingHero(data: PageData | null): HeroPicture | null {
  return data?.hero !== undefined ? data.hero : heroCopy;
}

/** Whether `picture` is the build's stable copy of the hero: it shows the current hero, nothing needs reading. */
export const isHeroCopy = (picture: HeroPicture | null): boolean => picture !== null && picture === heroCopy;
