import type { HeadTag } from '@/components/layout/page-head';
import { heroCopy } from '@/config/hero-copy';
import { HERO_PHONE_MEDIA, HERO_WIDE_MEDIA, heroSources } from '@/features/home/hero-images';
import type { HeroPicture, PageData } from '@/lib/page-data/page-data';

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

/**
 * What the home page's <head> preloads: only a picture known to exist. The picture the render read (`data.hero`:
 * the hero, or null for the shipped picture), or, when the render read nothing, the shipped picture of a build that
 * has no hero copies (the demo's). A Firebase build's prerender that read nothing preloads nothing: the hero's
 * stable copies (src/config/hero-copy.ts) exist only once staff have set a background, and a preload of a missing
 * file is a 404 on the page's most important request. (The page itself still shows the copies and falls back.)
 */
export function homeHeroPreloadTags(data: PageData | null): HeadTag[] {
  if (data?.hero !== undefined) return heroPreloadTags(data.hero);
  return heroCopy ? [] : heroPreloadTags(null);
}
