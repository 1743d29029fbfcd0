import { useEffect, useEffectEvent, useState } from 'react';
import { GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import type { PageDirection } from '@/domain/paging';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import type { GalleryFirstPage } from '@/lib/page-data/page-data';
import {
  firstPage,
  nextPage,
  openAt,
  pagerOf,
  positionOf,
  prevPage,
  readPageOf,
  settledAt,
  type Paging,
  type ReadPage,
} from '@/lib/paging/paging';
import { useAsyncValue } from '@/lib/use-async-value';
import { countGalleryPhotos, loadGalleryPage } from './gallery-service';
import type { GalleryPosition } from './nav-state';

/** The gallery's paging direction; idle once the page on screen has settled. */
export type GalleryDirection = PageDirection | 'idle';

export interface GalleryPageState {
  status: 'loading' | 'error' | 'ready';
  direction: GalleryDirection;
  /** The photos on screen (kept while the next page loads; empty on error). */
  items: GalleryPhoto[];
  page: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
  next: () => void;
  prev: () => void;
  retry: () => void;
}

const NO_ITEMS: GalleryPhoto[] = [];

/** Page 1 as the server-rendered gallery showed it, as if it had been read here. */
function renderedFirstPage(rendered: GalleryFirstPage): { page: ReadPage<GalleryPhoto>; total: number | null } {
  const { total, ...page } = rendered;
  return { page: { ...page, hasPrev: false, target: firstPage(GALLERY_PAGE_SIZE).target }, total };
}

/**
 * The gallery's paging: 9 photos a page, newest first, cursor paging both ways with the port's one-item
 * look-ahead; "N / M" from countPhotos, read once (and again with a retry), not on every page. `start` reopens a
 * page the visitor left; `onMove` hears every page change (to remember the position in history), also when a
 * remembered page no longer exists and page 1 opens instead. `workType` keeps the reads and the count within one
 * work type: the gallery page mounts a new list for another filter. `rendered`: page 1 as the server-rendered
 * gallery showed it (used when the list opens there). The page before stays on screen while the next one loads.
 */
export function useGalleryPage(
  start: GalleryPosition | null = null,
  onMove?: (position: GalleryPosition | null) => void,
  workType: WorkType | null = null,
  rendered?: GalleryFirstPage,
): GalleryPageState {
  const [chosen, setChosen] = useState<Paging>(() => openAt(GALLERY_PAGE_SIZE, start));
  // Bumped by a retry: the page and the count are read again.
  const [attempt, setAttempt] = useState(0);
  const initial = rendered && !start ? renderedFirstPage(rendered) : undefined;

  const read = useAsyncValue(
    () => readPageOf(chosen, (query) => loadGalleryPage(query.direction, query.cursor, workType)),
    JSON.stringify([chosen.target, attempt]),
    'Gallery page failed to load',
    initial && { value: initial.page },
  );
  const count = useAsyncValue<number | null>(
    () => countGalleryPhotos(workType),
    attempt,
    'Gallery count failed to load',
    initial && { value: initial.total },
  );

  const settled = read.status === 'ready' ? read.value : undefined;
  // Where the gallery stands: at the page before the chosen one when that was gone (its photos were deleted).
  const paging = settledAt(chosen, settled);
  const drifted = paging !== chosen;
  const tellDrift = useEffectEvent(() => onMove?.(positionOf(paging)));
  useEffect(() => {
    if (drifted) tellDrift();
  }, [drifted]);

  const failed = read.status === 'error' || count.status === 'error';
  const shown = failed ? undefined : read.status === 'loading' ? read.previous : settled;
  const status = failed ? 'error' : read.status === 'loading' || count.status === 'loading' ? 'loading' : 'ready';
  const pager = pagerOf(shown, count.status === 'ready' ? count.value : null);

  const move = (to: Paging | null) => {
    if (status !== 'ready' || !to) return;
    setChosen(to);
    onMove?.(positionOf(to));
  };

  return {
    status,
    direction: status === 'loading' ? chosen.target.query.direction : 'idle',
    items: shown?.items ?? NO_ITEMS,
    page: shown?.target.page ?? chosen.target.page,
    totalPages: pager.totalPages,
    // The buttons stay as they were while a page loads (a disabled button would drop keyboard focus);
    // next and prev ignore presses until it has settled.
    hasNext: pager.hasNext,
    hasPrev: pager.hasPrev,
    next: () => move(shown && pager.hasNext ? nextPage(paging, shown) : null),
    prev: () => move(shown ? prevPage(paging, shown) : null),
    retry: () => setAttempt((n) => n + 1),
  };
}
