import { GALLERY_PAGE_SIZE } from '@/config/constants';
import type { PageDirection } from '@/domain/paging';
import type { ConstructionImage, WorkType } from '@/domain/types';
import type { GalleryFirstPage } from '@/lib/page-data/page-data';
import { readPage, type LoadedPage } from '@/lib/paging/page-target';
import { useAsyncCursorPaging } from '@/lib/paging/use-async-cursor-paging';
import type { PageRequest } from '@/lib/paging/use-cursor-paging';
import { countGalleryImages, loadGalleryPage } from './gallery-service';
import type { GalleryPosition } from './nav-state';

/** The gallery's paging direction; idle once the page on screen has settled. */
export type GalleryDirection = PageDirection | 'idle';

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

/** The gallery's filter: one work type, or null for every photo (전체). */
type GalleryFilter = WorkType | null;

/** The page of a paging request; the count only with the first read and a retry (page turns keep it). */
function readGalleryPage(request: PageRequest<GalleryFilter>): Promise<LoadedPage<ConstructionImage>> {
  return readPage(request.target, {
    page: (query) => loadGalleryPage(query.direction, query.cursor, request.filter),
    count: request.recount ? () => countGalleryImages(request.filter) : undefined,
  });
}

/**
 * The gallery's paging: 9 photos a page, newest first, cursor paging both ways with the port's
 * one-item look-ahead; the page count comes from countImages, read with the first page (and a retry). `start`
 * reopens a page the visitor left; `onMove` hears every page change (to remember the position in history).
 * `workType` keeps every read, the count and so "N / M" within one work type. It is read once: the gallery page
 * mounts a new list for another filter (each filter is its own history entry with its own position).
 * `firstPage`: page 1 as the server-rendered gallery showed it (used when the list opens there).
 */
export function useGalleryPage(
  start: GalleryPosition | null = null,
  onMove?: (position: GalleryPosition | null) => void,
  workType: WorkType | null = null,
  firstPage?: GalleryFirstPage,
): GalleryPageState {
  const list = useAsyncCursorPaging<ConstructionImage, GalleryFilter>({
    filter: workType,
    pageSize: GALLERY_PAGE_SIZE,
    read: readGalleryPage,
    start,
    onMove,
    failure: 'Gallery page failed to load',
    initialPage: firstPage,
  });
  return {
    status: list.refreshing ? 'loading' : list.status,
    direction: list.direction,
    items: list.items,
    page: list.page,
    totalPages: list.totalPages,
    // The buttons stay as they were while a page loads (a disabled button would drop keyboard focus);
    // next and prev ignore presses until it has settled.
    hasNext: list.hasNext,
    hasPrev: list.hasPrev,
    next: list.next,
    prev: list.prev,
    retry: list.reload,
  };
}
