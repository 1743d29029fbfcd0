import { useState } from 'react';
import { useAsyncValue } from '../use-async-value';
import type { LoadedPage, PagePosition } from './page-target';
import {
  initialRequest,
  requestKey,
  useCursorPaging,
  type CursorPagingOptions,
  type PageRequest,
  type PageSource,
  type PagedList,
} from './use-cursor-paging';

export interface AsyncCursorPagingOptions<T, F = undefined> extends CursorPagingOptions<T> {
  /** Reads the page of a request (counting the list when `request.recount`). */
  read: (request: PageRequest<F>) => Promise<LoadedPage<T>>;
  /** The list's first filter (e.g. the gallery's work type); setFilter changes it. */
  filter?: F;
  /** The page to open first (a position remembered in history); page 1 when null. */
  start?: PagePosition | null;
  /** Reported with a failed read. */
  failure: string;
}

/**
 * A page source on useAsyncValue: each request is read once, nothing is cached. The last page read stays at hand
 * (until a read fails) to be shown while the next one loads.
 */
function useAsyncPageSource<T, F>(request: PageRequest<F>, read: AsyncCursorPagingOptions<T, F>['read'], failure: string): PageSource<T> {
  const state = useAsyncValue(() => read(request), JSON.stringify(requestKey(request)), failure);
  const [last, setLast] = useState<LoadedPage<T>>();
  const settled = state.status === 'ready' ? state.value : undefined;
  if (state.status !== 'loading' && settled !== last) setLast(settled);
  if (state.status === 'ready') return { data: state.value, previous: false, loading: false, failed: false };
  if (state.status === 'error') return { data: undefined, previous: false, loading: false, failed: true };
  return { data: last, previous: true, loading: true, failed: false };
}

/** Cursor paging with the built-in loader: for public pages, which must stay light (no server-state library). */
export function useAsyncCursorPaging<T, F = undefined>(options: AsyncCursorPagingOptions<T, F>): PagedList<T, F> {
  const [request, setRequest] = useState(() => initialRequest(options.pageSize, options.filter as F, options.start));
  const source = useAsyncPageSource(request, options.read, options.failure);
  return useCursorPaging(request, setRequest, source, options);
}
