import { useCallback, useState } from 'react';
import { heroCopyUrl } from '../../config/hero-copy';
import { useHeroImageUrl } from './use-hero-image';
import { HERO_DEFAULT, HERO_DEFAULT_MOBILE } from './hero-images';

const imageClass = 'absolute inset-0 h-full w-full object-cover';
/** What both kinds of hero picture (the stable copy, the flagged image) share; tests find them by data-hero-image. */
const heroPicture = { alt: '', 'data-hero-image': '', width: HERO_DEFAULT.width, height: HERO_DEFAULT.height } as const;

/**
 * The hero's background.
 * - Firebase build (`copyUrl`): the current hero at its stable address, named in the page's HTML with high
 *   priority, so the browser fetches it before any JavaScript runs; the functions keep that copy in step with the
 *   hero, so a new background needs no redeploy. If the copy cannot be loaded (none made yet, the functions not
 *   deployed), the shipped picture and the image flagged as hero take its place, as below.
 * - Otherwise: the shipped picture right away (high fetch priority, no lazy loading, so it does not hold back the
 *   largest paint), then the image flagged as hero fades in over it once it has loaded.
 * A dark overlay keeps the white text readable on any photo.
 */
export function HeroBackground({ copyUrl = heroCopyUrl }: { copyUrl?: string | null }) {
  const [copyFailed, setCopyFailed] = useState(false);
  const showCopy = copyUrl !== null && !copyFailed;
  const heroUrl = useHeroImageUrl(!showCopy);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // A copy that failed before the app took over the page fired its error event unheard: look once it is attached.
  const checkCopy = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setCopyFailed(true);
  }, []);
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      {showCopy ? (
        <img
          {...heroPicture}
          ref={checkCopy}
          src={copyUrl}
          fetchPriority="high"
          onError={() => setCopyFailed(true)}
          className={imageClass}
        />
      ) : (
        <>
          <picture>
            <source media={HERO_DEFAULT_MOBILE.media} srcSet={HERO_DEFAULT_MOBILE.src} width={HERO_DEFAULT_MOBILE.width} height={HERO_DEFAULT_MOBILE.height} />
            <img src={HERO_DEFAULT.src} alt="" width={HERO_DEFAULT.width} height={HERO_DEFAULT.height} fetchPriority="high" className={imageClass} />
          </picture>
          {heroUrl && heroUrl !== failedUrl && (
            <img
              {...heroPicture}
              src={heroUrl}
              decoding="async"
              onLoad={() => setLoadedUrl(heroUrl)}
              onError={() => setFailedUrl(heroUrl)}
              className={`${imageClass} transition-opacity duration-700 ${loadedUrl === heroUrl ? 'opacity-100' : 'opacity-0'}`}
            />
          )}
        </>
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-950/80 to-ink-950/65 md:via-ink-950/75 md:to-ink-950/35" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-ink-950/90 to-transparent" />
    </div>
  );
}
