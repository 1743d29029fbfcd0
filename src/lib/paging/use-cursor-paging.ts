import { useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { pageCount, type PageCursor, type PageDirection } from '@/domain/paging';
import { firstPage, sameTarget, targetAt, targetPosition, type LoadedPage, type PagePosition, type PageTarget } from './page-target';

/**
 * The one cursor-paging state machine of the site (the gallery and both admin lists). It decides which page to read;
 * reading is pluggable (a PageSource): the public gallery reads with a small built-in loader (use-async-cursor-paging),
 * the admin lists through TanStack Query (lib/server-state), so the gallery never ships a server-state library.
 */

/** What to read: the filter, the page target, and what the read should do around it. */
export interface PageRequest<F> {
  filter: F;
  target: PageTarget;
  /** Bumped by every change: a request is read once, and a reload of the same target is a new request. */
  seq: number;
  /** Count the list with this read: on the first read and when the list is read again; page turns keep the count. */
  recount: boolean;
  /** The count when this request was made: the total while a read that does not count is on screen. */
  knownTotal: number | null;
  /** Keep the page on screen while this one loads; not after a failure (the retry shows the loading state). */
  keepShown: boolean;
  /** starts[p]: the start-after cursor of page p (the last item of page p - 1), learnt when moving forward, so a
   *  page can be read again after a change without its boundaries drifting. */
  starts: readonly (PageCursor | undefined)[];
}

/** The parts of a request a read depends on: a source reads again when, and only when, they change. */
export function requestKey<F>(request: PageRequest<F>): [F | null, PageTarget, number] {
  return [request.filter ?? null, request.target, request.seq];
}

export function initialRequest<F>(pageSize: number, filter: F, start: PagePosition | null = null): PageRequest<F> {
  return {
    filter,
    target: start ? targetAt(pageSize, start) : firstPage(pageSize),
    seq: 0,
    recount: true,
    knownTotal: null,
    keepShown: true,
    starts: [],
  };
}

/** How a page is read for a request (see use-async-cursor-paging.ts and lib/server-state/use-query-cursor-paging.ts). */
export interface PageSource<T> {
  /** The page read for the request; while it loads, the page read before it (`previous`), if that read succeeded. */
  data: LoadedPage<T> | undefined;
  previous: boolean;
  /** A read is in flight. */
  loading: boolean;
  /** The last read of the request failed. */
  failed: boolean;
  /** The request is being left for another: drop what is kept for it. */
  release?: () => void;
}

export interface CursorPagingOptions {
  pageSize: number;
  /** Hears every page change: the position reached, null for page 1 (also when a remembered page no longer exists). */
  onMove?: (position: PagePosition | null) => void;
}

export interface PagedList<T, F> {
  /** loading: nothing to show yet; error: the last read failed (no items); ready: `items` are those of `page`. */
  status: 'loading' | 'ready' | 'error';
  /** A read is in flight while the items of the page before stay on screen. */
  refreshing: boolean;
  /** The direction of the read in flight; idle when none. */
  direction: PageDirection | 'idle';
  filter: F;
  items: T[];
  page: number;
  /** The list's count, or null when it could not be read. */
  total: number | null;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
  /** The next page (start-after the page's end); ignored while a page loads. */
  next: () => void;
  /** The page before (end-before the page's start; page 1 is read from the top); ignored while a page loads. */
  prev: () => void;
  /** Reads the page on screen again from where it starts, with a fresh count (also the retry after a failure). */
  reload: () => void;
  /** Page 1, read again (after an upload). */
  first: () => void;
  setFilter: (filter: F) => void;
  /**
   * After `removed` left the list (deleted, or no longer matching the filter): it leaves the screen and the count at
   * once; then the page is read again, or the page before when it was the last item of a page above 1.
   */
  afterRemoval: (removed: T) => void;
  /** Applies a change the backend accepted to the items on screen (until the next read). */
  patch: (update: (item: T) => T) => void;
}

const NO_ITEMS: never[] = [];

/**
 * The state machine over `request` (kept by the caller, read by `source`): what is on screen, "N / M" from the
 * count, the look-ahead flags, and the moves. The count bounds the look-ahead when it was read with the page (a page
 * reached backwards only knows that there was more).
 */
export function useCursorPaging<T extends { id: string }, F>(
  request: PageRequest<F>,
  setRequest: Dispatch<SetStateAction<PageRequest<F>>>,
  source: PageSource<T>,
  { pageSize, onMove }: CursorPagingOptions,
): PagedList<T, F> {
  const data = source.failed || (source.previous && !request.keepShown) ? undefined : source.data;
  const loading = source.loading;
  const status = data ? 'ready' : source.failed && !loading ? 'error' : 'loading';
  const page = data?.target.page ?? request.target.page;
  // Changes the backend accepted (edits, removals), shown on the page read until the next read replaces it.
  const [edited, setEdited] = useState<{ of: LoadedPage<T>; items: T[]; removed: number } | null>(null);
  const shown = data && edited?.of === data ? edited : null;
  const items = shown?.items ?? data?.items ?? NO_ITEMS;
  const less = (count: number | null) => (count === null ? null : Math.max(0, count - (shown?.removed ?? 0)));
  const edit = (update: (current: T[]) => T[], removed = 0) => {
    if (!data) return;
    setEdited((current) => {
      const before = current?.of === data ? current : { items: data.items, removed: 0 };
      return { of: data, items: update(before.items), removed: before.removed + removed };
    });
  };

  const total = less(data?.total !== undefined ? data.total : request.knownTotal);
  const counted = typeof data?.total === 'number' ? less(data.total) : null;
  const hasNext = !!data?.hasNext && (counted === null || page < pageCount(counted, pageSize));
  const hasPrev = !!data && page > 1;

  // The page asked for no longer exists and page 1 was read instead: tell whoever remembers positions.
  const drifted = data && !source.previous && !sameTarget(data.target, request.target) ? data : null;
  const notifyDrift = useEffectEvent(() => onMove?.(null));
  useEffect(() => {
    if (drifted) notifyDrift();
  }, [drifted]);

  const go = (target: PageTarget, changes: Partial<PageRequest<F>> = {}) => {
    source.release?.();
    setRequest({
      ...request,
      target,
      seq: request.seq + 1,
      recount: false,
      knownTotal: total,
      keepShown: status !== 'error',
      ...changes,
    });
  };

  /** The page on screen, read from where it starts when that is known. */
  const here = (starts: PageRequest<F>['starts']): PageTarget => {
    const start = starts[page];
    if (page === 1) return firstPage(pageSize);
    return start ? targetAt(pageSize, { page, direction: 'next', cursor: start }) : (data?.target ?? request.target);
  };

  const next = () => {
    const last = data?.endCursor;
    if (loading || !last || !hasNext) return;
    const position: PagePosition = { page: page + 1, direction: 'next', cursor: last };
    const starts = [...request.starts];
    starts[position.page] = position.cursor;
    go(targetAt(pageSize, position), { starts });
    onMove?.(position);
  };

  const prev = () => {
    const first = data?.startCursor;
    if (loading || !first || !hasPrev) return;
    const position: PagePosition | null = page - 1 > 1 ? { page: page - 1, direction: 'prev', cursor: first } : null;
    go(position ? targetAt(pageSize, position) : firstPage(pageSize));
    onMove?.(position);
  };

  const reload = () => go(here(request.starts), { recount: true });

  const first = () => {
    go(firstPage(pageSize), { recount: true, starts: [] });
    onMove?.(null);
  };

  const setFilter = (filter: F) => {
    go(firstPage(pageSize), { filter, recount: true, knownTotal: null, starts: [] });
    onMove?.(null);
  };

  const afterRemoval = (removed: T) => {
    const onScreen = items.some((item) => item.id === removed.id);
    const emptied = onScreen && items.length === 1;
    edit((current) => current.filter((item) => item.id !== removed.id), onScreen ? 1 : 0);
    // Pages after this one have new boundaries.
    const starts = request.starts.slice(0, page + 1);
    if (!emptied || page === 1) {
      go(here(starts), { recount: true, starts });
      return;
    }
    // Read the page before forward from its known start, so its look-ahead sees that nothing follows.
    const back = page - 1;
    const start = starts[back];
    // Without a known start, read backwards from where this page began (the removed item's place).
    const end = data?.startCursor;
    const target =
      back > 1 && start
        ? targetAt(pageSize, { page: back, direction: 'next', cursor: start })
        : back > 1 && end
          ? targetAt(pageSize, { page: back, direction: 'prev', cursor: end })
          : firstPage(pageSize);
    go(target, { recount: true, starts });
    onMove?.(targetPosition(target));
  };

  const patch = (update: (item: T) => T) => edit((current) => current.map(update));

  return {
    status,
    refreshing: !!data && loading,
    direction: loading ? request.target.query.direction : 'idle',
    filter: request.filter,
    items,
    page,
    total,
    totalPages: total === null ? page + (hasNext ? 1 : 0) : Math.max(pageCount(total, pageSize), page),
    hasNext,
    hasPrev,
    next,
    prev,
    reload,
    first,
    setFilter,
    afterRemoval,
    patch,
  };
}
