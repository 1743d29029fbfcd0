import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { Page, PageDirection, PageQuery } from '@/domain/paging';
import { reportError } from '@/domain/report-error';
import { firstPage, nextPage, pagerOf, prevPage, readAgain, readPageOf, settledAt, stepBack, type Paging } from '../paging/paging';
import { pagesOf, removeListedItem, type CountedPage } from './list-cache';

export interface PagedQueryOptions<T, F> {
  /** The list's key (queryKeys.*Lists): its pages and counts are cached under it, so invalidating it reads them again. */
  list: QueryKey;
  /**
   * What the list shows (e.g. a status). A new value opens page 1, so a filter is told apart by identity: pass one
   * value per choice (a memoized object, or a new object for each change), not a copy made on every render.
   */
  filter: F;
  pageSize: number;
  readPage: (filter: F, query: PageQuery) => Promise<Page<T>>;
  /** Read with every page, so the count and the page on screen agree; optional: the list shows without it. */
  count: (filter: F) => Promise<number>;
  /** Reported with a failed read. */
  failure: string;
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
  /** Reads the page on screen and the count again (also the retry after a failure). */
  reload: () => void;
  /** Page 1 (after an upload: the write's invalidation reads it). */
  first: () => void;
  /**
   * After `removed` left the list (deleted, or no longer matching the filter): it leaves every cached page and the
   * count at once; the page is read again from where it starts, or when it was the last item of a page above 1, the
   * page before.
   */
  afterRemoval: (removed: T) => void;
}

const NO_ITEMS: never[] = [];

/**
 * An admin list, cursor-paged, on TanStack Query: each page (with the list's count) is a query keyed by the filter
 * and where the page starts, so a write's invalidation reads exactly what is on screen again, and a write's cache update
 * (list-cache.ts) shows at once. The page before stays on screen while the next one loads. A page that the list no
 * longer reaches (emptied by a change elsewhere) is read as the page before (paging.ts, readPageOf).
 */
export function usePagedQuery<T extends { id: string }, F>(options: PagedQueryOptions<T, F>): PagedList<T, F> {
  const { list, filter, pageSize, readPage, count, failure } = options;
  const client = useQueryClient();
  // The page chosen, for the filter it was chosen under: another filter opens on its page 1.
  const [state, setState] = useState<{ filter: F; paging: Paging }>(() => ({ filter, paging: firstPage(pageSize) }));
  const chosen = Object.is(state.filter, filter) ? state.paging : firstPage(pageSize);
  const move = (to: Paging) => setState({ filter, paging: to });

  const pageKey = [...pagesOf(list), filter ?? null, chosen.target];
  const pageQuery = useQuery({
    queryKey: pageKey,
    queryFn: async (): Promise<CountedPage<T>> => {
      const counted = count(filter).catch((error: unknown) => {
        reportError(`${failure} (count)`, error);
        return null;
      });
      try {
        const [page, total] = await Promise.all([readPageOf(chosen, (query) => readPage(filter, query)), counted]);
        return { ...page, total };
      } catch (error) {
        reportError(failure, error);
        throw error;
      }
    },
    // The page before stays on screen while the next one loads; not while a page that failed is tried again.
    placeholderData: (previous) => (client.getQueryState(pageKey)?.errorUpdateCount ? undefined : keepPreviousData(previous)),
  });

  const shown = pageQuery.data;
  // Where the list stands: at the page before the chosen one when that was gone (the list changed elsewhere).
  const paging = pageQuery.isPlaceholderData ? chosen : settledAt(chosen, shown);
  const { target } = paging;
  const loading = pageQuery.isFetching;
  const status = shown ? 'ready' : pageQuery.isError && !loading ? 'error' : 'loading';
  const total = shown?.total ?? null;
  const pager = pagerOf(shown, total);
  const settledMove = (to: Paging | null) => {
    if (!loading && !pageQuery.isPlaceholderData && to) move(to);
  };
  // Drops the page being left because the list changed, so the write's invalidation does not read it again.
  const leave = (to: Paging) => {
    client.removeQueries({ queryKey: pageKey, exact: true });
    move(to);
  };

  return {
    status,
    refreshing: !!shown && loading,
    direction: loading ? chosen.target.query.direction : 'idle',
    filter,
    items: shown?.items ?? NO_ITEMS,
    page: shown?.target.page ?? target.page,
    total,
    totalPages: pager.totalPages,
    hasNext: pager.hasNext,
    hasPrev: pager.hasPrev,
    next: () => settledMove(shown && pager.hasNext ? nextPage(paging, shown) : null),
    prev: () => settledMove(shown ? prevPage(paging, shown) : null),
    reload: () => void pageQuery.refetch(),
    first: () => {
      if (target.page > 1) leave(firstPage(pageSize));
    },
    afterRemoval: (removed) => {
      const emptied = shown?.items.length === 1 && shown.items[0]?.id === removed.id;
      removeListedItem<T>(client, list, removed.id);
      if (emptied && target.page > 1) leave(stepBack(paging));
      else if (readAgain(paging).target !== target) leave(readAgain(paging));
    },
  };
}
