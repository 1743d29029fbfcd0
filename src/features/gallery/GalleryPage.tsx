import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Seo } from '../../components/layout/Seo';
import { Button } from '../../components/ui/Button';
import { Pagination } from '../../components/ui/Pagination';
import { paths } from '../../config/routes';
import { galleryCopy } from './copy';
import { galleryNavState, readGalleryPosition, type GalleryPosition } from './nav-state';
import { useGalleryPage } from './use-gallery-page';
import { GalleryCard } from './GalleryCard';
import { GalleryMessage } from './GalleryMessage';
import { GallerySkeleton } from './GallerySkeleton';
import { useFirstImageFirst } from './use-first-image-first';

/** Spec 2 "Gallery": 9 photos a page, previous/next and "N / M". */
export default function GalleryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The page the visitor left (history state), read once: coming back from a photo reopens it.
  const [start] = useState(() => readGalleryPosition(location.state));
  const [position, setPosition] = useState<GalleryPosition | null>(start);
  const remember = useCallback(
    (next: GalleryPosition | null) => {
      setPosition(next);
      navigate(paths.gallery, { replace: true, state: galleryNavState(next) ?? null });
    },
    [navigate],
  );
  const gallery = useGalleryPage(start, remember);

  const listRef = useRef<HTMLElement>(null);
  const pagerRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const { status, items } = gallery;
  useEffect(() => {
    if (!moved.current || status === 'loading') return;
    moved.current = false;
    // After a page change: bring the top of the grid into view, and keep keyboard focus on the pager.
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
    const active = document.activeElement;
    if (!active || active === document.body || (active instanceof HTMLButtonElement && active.disabled)) {
      pagerRef.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus({ preventScroll: true });
    }
  }, [status, items]);

  const turn = (go: () => void) => () => {
    moved.current = true;
    go();
  };

  const firstLoad = status === 'loading' && items.length === 0;
  const { othersMayLoad, firstImageSettled } = useFirstImageFirst(items.length > 0);
  return (
    <>
      <Seo title={galleryCopy.seoTitle} description={galleryCopy.seoDescription} path={paths.gallery} />
      <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 dark:text-brand-400">{galleryCopy.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{galleryCopy.heading}</h1>
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-slate-600 sm:text-lg dark:text-slate-300">{galleryCopy.intro}</p>
        </div>
      </header>

      <section ref={listRef} aria-labelledby="gallery-list-heading" className="container-page scroll-mt-24 py-10 sm:py-14">
        <h2 id="gallery-list-heading" className="sr-only">
          {galleryCopy.listLabel}
        </h2>
        {firstLoad && <GallerySkeleton label={galleryCopy.loading} />}
        {status === 'loading' && !firstLoad && (
          <p role="status" className="sr-only">
            {galleryCopy.loading}
          </p>
        )}
        {status === 'error' && (
          <GalleryMessage tone="error" role="alert">
            <p className="font-medium">{galleryCopy.loadError}</p>
            <Button variant="secondary" onClick={gallery.retry}>
              {galleryCopy.retry}
            </Button>
          </GalleryMessage>
        )}
        {status === 'ready' && items.length === 0 && (
          <GalleryMessage role="status">
            <p className="font-medium">{galleryCopy.empty}</p>
          </GalleryMessage>
        )}
        {items.length > 0 && (
          <ul
            aria-labelledby="gallery-list-heading"
            aria-busy={status === 'loading'}
            className={`grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 lg:gap-8 ${status === 'loading' ? 'opacity-60' : ''}`}
          >
            {items.map((image, index) => (
              <GalleryCard
                key={image.id}
                image={image}
                position={position}
                priority={index === 0}
                deferImage={index > 0 && !othersMayLoad}
                onImageSettled={index === 0 ? firstImageSettled : undefined}
              />
            ))}
          </ul>
        )}
        {status !== 'error' && !firstLoad && (
          <div ref={pagerRef} className="mt-10 sm:mt-12">
            <Pagination
              label={galleryCopy.paginationLabel}
              page={gallery.page}
              totalPages={gallery.totalPages}
              hasPrev={gallery.hasPrev}
              hasNext={gallery.hasNext}
              onPrev={turn(gallery.prev)}
              onNext={turn(gallery.next)}
            />
          </div>
        )}
      </section>
    </>
  );
}
