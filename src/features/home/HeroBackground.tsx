import { useState } from 'react';
import { SampleMark } from '../../components/ui/SampleMark';
import { useHeroImageUrl } from './use-hero-image';
import { HERO_DEFAULT, HERO_DEFAULT_MOBILE } from './hero-images';

/**
 * The hero's background: the shipped picture right away (high fetch priority, no lazy loading, so it does not
 * hold back the largest paint), then the image flagged as hero fades in over it once it has loaded.
 * A dark overlay keeps the white text readable on any photo.
 */
export function HeroBackground() {
  const heroUrl = useHeroImageUrl();
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageClass = 'absolute inset-0 h-full w-full object-cover';
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <picture>
        <source media={HERO_DEFAULT_MOBILE.media} srcSet={HERO_DEFAULT_MOBILE.src} width={HERO_DEFAULT_MOBILE.width} height={HERO_DEFAULT_MOBILE.height} />
        <img src={HERO_DEFAULT.src} alt="" width={HERO_DEFAULT.width} height={HERO_DEFAULT.height} fetchPriority="high" className={imageClass} />
      </picture>
      {heroUrl && heroUrl !== failedUrl && (
        <img
          src={heroUrl}
          alt=""
          data-hero-image=""
          width={HERO_DEFAULT.width}
          height={HERO_DEFAULT.height}
          decoding="async"
          onLoad={() => setLoadedUrl(heroUrl)}
          onError={() => setFailedUrl(heroUrl)}
          className={`${imageClass} transition-opacity duration-700 ${loadedUrl === heroUrl ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-950/80 to-ink-950/65 md:via-ink-950/75 md:to-ink-950/35" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-ink-950/90 to-transparent" />
      <SampleMark src={heroUrl && loadedUrl === heroUrl ? heroUrl : HERO_DEFAULT.src} className="right-3 bottom-3" />
    </div>
  );
}
