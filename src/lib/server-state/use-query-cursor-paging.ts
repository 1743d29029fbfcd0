import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { LoadedPage } from '../paging/page-target';
import {
  initialRequest,
  requestKey,
  useCursorPaging,
  type CursorPagingOptions,
  type PageRequest,
  type PageSource,
  type PagedList,
} from '../paging/use-cursor-paging';
import { reportError } from '../report-error';

export interface QueryCursorPagingOptions<T, F> extends CursorPagingOptions {
  /** The key of the list's reads (queryKeys.*Lists): each read is keyed [...list, filter, target, seq]. */
  list: QueryKey;
  filter: F;
  /** Reads the page of a request, with the count. */
  read: (request: PageRequest<F>) => Promise<LoadedPage<T>>;
  /** Reported with a failed read. */
  failure: string;
}

/**
 * A page source on TanStack Query: the page on screen is a query, so invalidating the list's key (after an upload,
 * an edit, a delete) reads it again; the page before stays on screen while the next one loads.
 */
function useQueryPageSource<T, F>(options: QueryCursorPagingOptions<T, F>, request: PageRequest<F>): PageSource<T> {
  const { list, read, failure } = options;
  const queryClient = useQueryClient();
  const queryKey = [...list, ...requestKey(request)];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      read(request).catch((error: unknown) => {
        reportError(failure, error);
        throw error;
      }),
    placeholderData: keepPreviousData,
    // Every read is a new page, even when equal to the one before: changes shown on screen last until the next read.
    structuralSharing: false,
  });
  return {
    data: query.data,
    previous: query.isPlaceholderData,
    loading: query.isFetching,
    failed: query.isError,
    // Dropped at once rather than when the screen re-renders: an invalidation in the same tick must not read it again.
    release: () => queryClient.removeQueries({ queryKey, exact: true }),
  };
}

/** Cursor paging for the admin lists, read through TanStack Query (admin chunk only). */
export function useQueryCursorPaging<T extends { id: string }, F>(options: QueryCursorPagingOptions<T, F>): PagedList<T, F> {
  const [request, setRequest] = useState(() => initialRequest(options.pageSize, options.filter));
  const source = useQueryPageSource(options, request);
  return useCursorPaging(request, setRequest, source, options);
}
