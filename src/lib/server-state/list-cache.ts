import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ReadPage } from '../paging/paging';

/**
 * Writes to the cached pages of an admin list (use-paged-query.ts keys each page under `pagesOf(list)`), so a change
 * the backend accepted shows at once on every page that holds the item; the write's invalidation then reads them
 * again.
 */

/** A page of an admin list as cached: with the list's count, read together with it (null when it could not be). */
export type CountedPage<T> = ReadPage<T> & { total: number | null };

/** The key under which a list's pages are cached. */
export const pagesOf = (list: QueryKey): QueryKey => [...list, 'page'];

/** Applies `update` to every cached item of the list. */
export function updateListedItems<T>(client: QueryClient, list: QueryKey, update: (item: T) => T): void {
  client.setQueriesData<CountedPage<T>>({ queryKey: pagesOf(list) }, (page) => page && { ...page, items: page.items.map(update) });
}

/**
 * Takes an item off every cached page of the list, and one off the count of every cached page read under a filter
 * that listed it (the pages of one filter share its count).
 */
export function removeListedItem<T extends { id: string }>(client: QueryClient, list: QueryKey, id: string): void {
  const pages = pagesOf(list);
  const filterOf = (key: QueryKey) => JSON.stringify(key[pages.length] ?? null);
  const cached = client.getQueriesData<CountedPage<T>>({ queryKey: pages });
  const listing = new Set(cached.filter(([, page]) => page?.items.some((item) => item.id === id)).map(([key]) => filterOf(key)));
  for (const [key, page] of cached) {
    if (!page || !listing.has(filterOf(key))) continue;
    const total = page.total === null ? null : Math.max(0, page.total - 1);
    client.setQueryData<CountedPage<T>>(key, { ...page, items: page.items.filter((item) => item.id !== id), total });
  }
}
