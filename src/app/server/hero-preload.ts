import type { HeadTag } from '@/components/layout/page-head';
import { HERO_PHONE_MEDIA, HERO_WIDE_MEDIA, heroSources } from '@/features/home/hero-images';
import type { HeroPicture } from '@/lib/page-data/page-data';

/**
 * The home page's hero picture, named in its <head> so the browser fetches it before anything else (it is the
 * page's largest paint): the phone file and the wide one, each for the screens its <picture> source serves, so
 * exactly one is fetched. `hero` null: the shipped picture.
 */
export function heroPreloadTags(hero: HeroPicture | null): HeadTag[] {
  const { phone, wide } = heroSources(hero);
  const preload = (href: string, media: string): HeadTag => ({
    tag: 'link',
    attrs: { rel: 'preload', as: 'image', href, media, fetchpriority: 'high' },
  });
  return [preload(phone, HERO_PHONE_MEDIA), preload(wide, HERO_WIDE_MEDIA)];
}
