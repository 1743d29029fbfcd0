import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Pagination } from '@/components/ui/Pagination';
import { galleryHref } from '@/config/routes';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { galleryCopy } from './copy';
import { GalleryCard } from './GalleryCard';
import { GalleryMessage } from './GalleryMessage';
import { GallerySkeleton } from './GallerySkeleton';
import { galleryNavState, readGalleryPosition, type GalleryPosition } from './nav-state';
import { useFirstImageFirst } from './use-first-image-first';
import { useGalleryPage } from './use-gallery-page';

/**
 * The gallery's photos for one filter: 9 a page, previous/next and "N / M" within the filter.
 * The page mounts one per filter, so a new filter starts on page 1 and a history entry reopens its own page.
 */
export function GalleryResults({ work }: { work: WorkType | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  // The page the visitor left (history state), read once: coming back from a photo reopens it.
  const [start] = useState(() => readGalleryPosition(location.state));
  const [position, setPosition] = useState<GalleryPosition | null>(start);
  const remember = useCallback(
    (next: GalleryPosition | null) => {
      setPosition(next);
      navigate(galleryHref(work), { replace: true, state: galleryNavState(next) ?? null });
    },
    [navigate, work],
  );
  // The server-rendered gallery is page 1 of every photo: it applies to that list only.
  const firstPage = usePageData()?.galleryFirstPage;
  const gallery = useGalleryPage(start, remember, work, work === null ? firstPage : undefined);

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

  const label = work ? WORK_TYPE_LABELS[work] : null;
  const listLabel = label ? galleryCopy.filteredListLabel(label) : galleryCopy.listLabel;
  const firstLoad = status === 'loading' && items.length === 0;
  const { othersMayLoad, firstImageSettled } = useFirstImageFirst(items.length > 0);
  return (
    <section ref={listRef} aria-labelledby="gallery-list-heading" className="scroll-mt-24 pt-6 sm:pt-8">
      <h2 id="gallery-list-heading" className="sr-only">
        {listLabel}
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
          <p className="font-medium">{label ? galleryCopy.filteredEmpty(label) : galleryCopy.empty}</p>
          {label && (
            <Link
              to={galleryHref(null)}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-700 dark:text-brand-300 dark:hover:text-brand-200"
            >
              {galleryCopy.showAll}
            </Link>
          )}
        </GalleryMessage>
      )}
      {items.length > 0 && (
        <ul
          aria-labelledby="gallery-list-heading"
          aria-busy={status === 'loading'}
          className={cn(
            'grid grid-cols-1 gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 lg:gap-8',
            status === 'loading' ? 'opacity-60' : '',
          )}
        >
          {items.map((photo, index) => (
            <GalleryCard
              key={photo.id}
              photo={photo}
              position={position}
              work={work}
              priority={index === 0}
              deferImage={index > 0 && !othersMayLoad}
              onImageSettled={index === 0 ? firstImageSettled : undefined}
            />
          ))}
        </ul>
      )}
      {/* An empty gallery shows its message only: no "이전 1 / 1 다음" under it. */}
      {status !== 'error' && items.length > 0 && (
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
  );
}
