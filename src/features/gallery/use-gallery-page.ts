import { useCallback, useEffect, useMemo, useState } from 'react';
import { GALLERY_PAGE_SIZE } from '../../config/constants';
import { pageCount, type Page, type PageCursor, type PageDirection } from '../../domain/paging';
import type { ConstructionImage } from '../../domain/types';
import { countGalleryImages, loadGalleryPage, positionOf } from './gallery-service';
import type { GalleryPosition } from './nav-state';

/** Spec 4: the gallery's paging direction; idle once the page on screen has settled. */
export type GalleryDirection = PageDirection | 'idle';

interface GalleryRequest {
  page: number;
  direction: PageDirection;
  cursor?: PageCursor;
  /** Also (re)count the images for the page count. */
  withCount: boolean;
}

interface Settled {
  request: GalleryRequest;
  result: Page<ConstructionImage> | null;
  error: unknown;
}

export interface GalleryPageState {
  status: 'loading' | 'error' | 'ready';
  direction: GalleryDirection;
  /** The photos on screen (kept while the next page loads; empty on error). */
  items: ConstructionImage[];
  page: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
  next: () => void;
  prev: () => void;
  retry: () => void;
}

const FIRST: GalleryRequest = { page: 1, direction: 'initial', withCount: true };

function requestFor(start: GalleryPosition | null): GalleryRequest {
  return start ? { page: start.page, direction: start.direction, cursor: start.cursor, withCount: true } : FIRST;
}

/**
 * The gallery's paging (spec 4 and 7): 9 photos a page, newest first, cursor paging both ways with the port's
 * one-item look-ahead; the page count comes from countImages. `start` reopens a page the visitor left;
 * `onMove` hears every page change (to remember the position in history).
 */
export function useGalleryPage(
  start: GalleryPosition | null = null,
  onMove?: (position: GalleryPosition | null) => void,
): GalleryPageState {
  const [request, setRequest] = useState<GalleryRequest>(() => requestFor(start));
  const [settled, setSettled] = useState<Settled | null>(null);
  const [total, setTotal] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    const count = request.withCount ? countGalleryImages() : Promise.resolve(null);
    Promise.all([loadGalleryPage(request.direction, request.cursor), count]).then(
      ([result, counted]) => {
        if (!active) return;
        if (counted !== null) setTotal(counted);
        if (result.items.length === 0 && request.direction !== 'initial') {
          // The photos of a remembered page are gone: start again from the first page.
          setRequest({ ...FIRST, withCount: false });
          onMove?.(null);
          return;
        }
        setSettled({ request, result, error: null });
      },
      (error: unknown) => {
        if (!active) return;
        console.error('Gallery page failed to load', error);
        setSettled({ request, result: null, error });
      },
    );
    return () => {
      active = false;
    };
    // onMove is a notification only; a new callback must not reload the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const loading = settled?.request !== request;
  const result = settled?.result ?? null;
  const items = useMemo(() => result?.items ?? [], [result]);
  // A page with nothing before it is the first page, whatever number it was reached under.
  const page = settled?.result ? (settled.result.hasPrev ? settled.request.page : 1) : request.page;
  const totalPages = Math.max(pageCount(total ?? 0, GALLERY_PAGE_SIZE), page);
  const hasNext = result?.hasNext ?? false;
  const hasPrev = result?.hasPrev ?? false;

  const move = useCallback(
    (direction: 'next' | 'prev') => {
      if (loading || !result) return;
      const edge = direction === 'next' ? items.at(-1) : items[0];
      if (!edge || (direction === 'next' ? !hasNext : !hasPrev)) return;
      const target = Math.max(1, direction === 'next' ? page + 1 : page - 1);
      const cursor = positionOf(edge);
      setRequest({ page: target, direction, cursor, withCount: false });
      onMove?.(target > 1 ? { page: target, direction, cursor } : null);
    },
    [loading, result, items, hasNext, hasPrev, page, onMove],
  );
  const next = useCallback(() => move('next'), [move]);
  const prev = useCallback(() => move('prev'), [move]);
  const retry = useCallback(() => {
    setRequest((current) => ({ ...current, withCount: true }));
  }, []);

  const status = loading ? 'loading' : settled?.error ? 'error' : 'ready';
  return {
    status,
    direction: loading ? request.direction : 'idle',
    items: status === 'error' ? [] : items,
    page,
    totalPages,
    // The buttons stay as they were while a page loads (a disabled button would drop keyboard focus);
    // next and prev ignore presses until it has settled.
    hasNext,
    hasPrev,
    next,
    prev,
    retry,
  };
}
