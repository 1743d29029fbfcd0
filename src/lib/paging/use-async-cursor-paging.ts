import { useState } from 'react';
import { useAsyncValue } from '../use-async-value';
import { firstPage, type LoadedPage, type PagePosition } from './page-target';
import {
  initialRequest,
  requestKey,
  useCursorPaging,
  type CursorPagingOptions,
  type PageRequest,
  type PageSource,
  type PagedList,
} from './use-cursor-paging';

export interface AsyncCursorPagingOptions<T, F = undefined> extends CursorPagingOptions {
  /** Reads the page of a request (counting the list when `request.recount`). */
  read: (request: PageRequest<F>) => Promise<LoadedPage<T>>;
  /** The list's first filter (e.g. the gallery's work type); setFilter changes it. */
  filter?: F;
  /** The page to open first (a position remembered in history); page 1 when null. */
  start?: PagePosition | null;
  /** Reported with a failed read. */
  failure: string;
  /**
   * Page 1 as a server-rendered page showed it (items, look-ahead, count): shown from the first render, then read
   * again. Only when the list opens on page 1.
   */
  initialPage?: Omit<LoadedPage<T>, 'target'>;
}

/**
 * A page source on useAsyncValue: each request is read once, nothing is cached. The last page read stays at hand
 * (until a read fails) to be shown while the next one loads.
 */
function useAsyncPageSource<T, F>(
  request: PageRequest<F>,
  read: AsyncCursorPagingOptions<T, F>['read'],
  failure: string,
  initial?: { value: LoadedPage<T> },
): PageSource<T> {
  const state = useAsyncValue(() => read(request), JSON.stringify(requestKey(request)), failure, initial);
  const [last, setLast] = useState<LoadedPage<T>>();
  const settled = state.status === 'ready' ? state.value : undefined;
  if (state.status !== 'loading' && settled !== last) setLast(settled);
  if (state.status === 'ready') return { data: state.value, previous: false, loading: false, failed: false };
  if (state.status === 'error') return { data: undefined, previous: false, loading: false, failed: true };
  return { data: last, previous: true, loading: true, failed: false };
}

/** Cursor paging with the built-in loader: for public pages, which must stay light (no server-state library). */
export function useAsyncCursorPaging<T extends { id: string }, F = undefined>(options: AsyncCursorPagingOptions<T, F>): PagedList<T, F> {
  const [request, setRequest] = useState(() => initialRequest(options.pageSize, options.filter as F, options.start));
  const { initialPage, pageSize, start } = options;
  const initial = initialPage && !start ? { value: { ...initialPage, target: firstPage(pageSize) } } : undefined;
  const source = useAsyncPageSource(request, options.read, options.failure, initial);
  return useCursorPaging(request, setRequest, source, options);
}
