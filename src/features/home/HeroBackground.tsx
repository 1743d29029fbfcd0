import { useState } from 'react';
import { SampleMark } from '@/components/ui/SampleMark';
import { cn } from '@/lib/cn';
import type { HeroPicture } from '@/lib/page-data/page-data';
import { HERO_DEFAULT, HERO_DEFAULT_MOBILE, HERO_PHONE_MEDIA, heroSources } from './hero-images';
import { useHeroPicture } from './use-hero-image';

const imageClass = 'absolute inset-0 h-full w-full object-cover';

interface HeroPictureProps {
  picture: HeroPicture | null;
  /** The page's largest paint: fetched at once, with high priority. */
  priority?: boolean;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
}

/** One hero picture (null: the shipped one): the smaller file on phones, the display version on wider screens. */
function HeroPictureElement({ picture, priority = false, className = '', onLoad, onError }: HeroPictureProps) {
  const { phone, wide } = heroSources(picture);
  return (
    <picture>
      <source
        media={HERO_PHONE_MEDIA}
        srcSet={phone}
        width={picture ? undefined : HERO_DEFAULT_MOBILE.width}
        height={picture ? undefined : HERO_DEFAULT_MOBILE.height}
      />
      <img
        ref={(img) => {
          // A server-rendered picture may have failed before the app took over (no error event to hear then).
          if (img && onError && img.complete && img.naturalWidth === 0 && img.currentSrc) onError();
        }}
        src={wide}
        alt=""
        data-hero-image={picture ? '' : undefined}
        width={HERO_DEFAULT.width}
        height={HERO_DEFAULT.height}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        onLoad={onLoad}
        onError={onError}
        className={cn(imageClass, className)}
      />
    </picture>
  );
}

/**
 * The hero's background. The picture the page starts with shows at once (high fetch priority, never lazy: it is
 * the largest paint): on a server-rendered home page the photo set as the background (the HTML preloads it), in a
 * Firebase build the hero's stable copies (startingHero), else the shipped picture. When the backend says otherwise
 * (another hero, or none any more: the shipped picture), that fades in over it once loaded, whatever the page's
 * HTML named. A dark overlay keeps the white text readable on any photo.
 */
export function HeroBackground() {
  const [firstFailed, setFirstFailed] = useState(false);
  const { first, current } = useHeroPicture(firstFailed);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const base = first && !firstFailed ? first : null;
  const baseUrl = heroSources(base).wide;
  const nextUrl = current === undefined ? baseUrl : heroSources(current).wide;
  const next = nextUrl !== baseUrl && nextUrl !== failedUrl ? (current ?? null) : undefined;
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <HeroPictureElement picture={base} priority onError={base ? () => setFirstFailed(true) : undefined} />
      {next !== undefined && (
        <HeroPictureElement
          key={nextUrl}
          picture={next}
          onLoad={() => setLoadedUrl(nextUrl)}
          onError={() => setFailedUrl(nextUrl)}
          className={cn('transition-opacity duration-700', loadedUrl === nextUrl ? 'opacity-100' : 'opacity-0')}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-ink-950/95 via-ink-950/80 to-ink-950/65 md:via-ink-950/75 md:to-ink-950/35" />
      <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-t from-ink-950/90 to-transparent" />
      <SampleMark src={next !== undefined && loadedUrl === nextUrl ? nextUrl : baseUrl} className="right-3 bottom-3" />
    </div>
  );
}
