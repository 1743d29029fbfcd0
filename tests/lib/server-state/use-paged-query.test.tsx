import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageQuery } from '@/domain/paging';
import { updateListedItems } from '@/lib/server-state/list-cache';
import { createAdminQueryClient } from '@/lib/server-state/ServerStateProvider';
import { usePagedQuery } from '@/lib/server-state/use-paged-query';
import { cursorOf, ids, item, items, memoryList, type Item, type MemoryList } from '../paging/memory-list';

/** The admin lists' paging: 3 items a page over an in-memory list with the port's contract, each page a query. */
const PAGE_SIZE = 3;
const LIST = ['things', 'list'] as const;
/** One object per choice: the hook tells filters apart by identity. */
type Filter = { odd: boolean };
const ALL: Filter = { odd: false };

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

/** `odd` keeps the odd-numbered items of each page. */
function open(list: MemoryList, initialFilter: Filter = ALL) {
  const readPage = async (filter: Filter, query: PageQuery) => {
    const page = await list.page(query);
    return filter.odd ? { ...page, items: page.items.filter((entry) => Number(entry.id.slice(-3)) % 2 === 1) } : page;
  };
  return renderHook(
    ({ filter }: { filter: Filter }) =>
      usePagedQuery<Item, Filter>({
        list: LIST,
        filter,
        pageSize: PAGE_SIZE,
        readPage,
        count: list.count,
        failure: 'Things failed to load',
      }),
    { wrapper, initialProps: { filter: initialFilter } },
  );
}

type Paging = ReturnType<typeof open>['result'];
const settled = (result: Paging) => waitFor(() => expect(result.current.direction).toBe('idle'));
const nextQuery = (after: Item) => ({ pageSize: PAGE_SIZE, direction: 'next', cursor: cursorOf(after) });

async function toPage(result: Paging, page: number) {
  await settled(result);
  while (result.current.page < page) {
    act(() => result.current.next());
    await settled(result);
  }
}

/** As useAdminMutation does after a write: the screen's reaction, then the invalidation, in one go. */
function afterWrite(react: () => void) {
  act(() => {
    react();
    void client.invalidateQueries({ queryKey: ['things'] });
  });
}

beforeEach(() => {
  client = createAdminQueryClient();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('usePagedQuery: moving', () => {
  it('reads page 1 with the count, then pages both ways from the edge items with the look-ahead flags and N / M', async () => {
    const list = memoryList(items(1, 8));
    const { result } = open(list);
    expect(result.current).toMatchObject({ status: 'loading', direction: 'initial', items: [] });
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', page: 1, totalPages: 3, total: 8, hasPrev: false, hasNext: true });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });

    list.hold();
    act(() => result.current.next());
    // The page on screen stays while the next one loads.
    expect(result.current).toMatchObject({ status: 'ready', refreshing: true, direction: 'next', page: 1 });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    act(() => list.release());
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith(nextQuery(item(3)));
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ page: 2, totalPages: 3, hasPrev: true, hasNext: true, refreshing: false });

    act(() => result.current.next());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(7, 8)));
    // The look-ahead found nothing further.
    expect(result.current).toMatchObject({ page: 3, hasNext: false });
    act(() => result.current.next());
    expect(result.current.direction).toBe('idle');

    act(() => result.current.prev());
    expect(result.current.direction).toBe('prev');
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'prev', cursor: cursorOf(item(7)) });
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current.page).toBe(2);

    act(() => result.current.prev());
    await settled(result);
    // Page 1 is read from the top (here from the cache, and again since it may have changed).
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, total: 8, totalPages: 3 });
    // The count is read with every page, so the two agree.
    expect(list.count).toHaveBeenCalledTimes(list.page.mock.calls.length);
  });

  it('ignores next and prev while a page loads', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await settled(result);
    list.hold();
    act(() => result.current.next());
    act(() => result.current.next());
    act(() => result.current.prev());
    expect(list.page).toHaveBeenCalledTimes(2);
    act(() => list.release());
    await settled(result);
    expect(result.current.page).toBe(2);
    expect(list.page).toHaveBeenCalledTimes(2);
  });

  it('shows an empty list as page 1 of 1', async () => {
    const { result } = open(memoryList([]));
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', items: [], page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });

  it('reads page 1 under a new filter, with the rows of the old one on screen meanwhile', async () => {
    const list = memoryList(items(1, 8));
    const { result, rerender } = open(list);
    await toPage(result, 2);
    list.hold();
    rerender({ filter: { odd: true } });
    expect(result.current).toMatchObject({ filter: { odd: true }, refreshing: true, page: 2 });
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual([item(1).id, item(3).id]);
    expect(result.current).toMatchObject({ filter: { odd: true }, page: 1 });

    // Back to the filter before: its page 1, not the page it was left on.
    rerender({ filter: { odd: false } });
    await settled(result);
    expect(result.current).toMatchObject({ filter: { odd: false }, page: 1 });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
  });
});

describe('usePagedQuery: after a write', () => {
  it('reads the page on screen again, once, when its list is invalidated', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await toPage(result, 2);
    const reads = list.page.mock.calls.length;

    list.remove(item(5));
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    await settled(result);
    expect(ids(result.current.items)).toEqual([item(4).id, item(6).id, item(7).id]);
    expect(result.current.total).toBe(8);
    expect(list.page).toHaveBeenCalledTimes(reads + 1);
  });

  it('goes back one page when the last item of a page above 1 is removed, read forward from where that page starts', async () => {
    const list = memoryList(items(1, 7));
    const { result } = open(list);
    await toPage(result, 3);
    expect(ids(result.current.items)).toEqual([item(7).id]);
    const reads = list.page.mock.calls.length;

    list.remove(item(7));
    afterWrite(() => result.current.afterRemoval(item(7)));
    // The removed item leaves the screen, and the count, at once (page 2 shows from the cache while it is read).
    expect(ids(result.current.items)).not.toContain(item(7).id);
    expect(result.current).toMatchObject({ total: 6, refreshing: true });
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith(nextQuery(item(3)));
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    // Its own look-ahead says that nothing follows; the fresh count agrees.
    expect(result.current).toMatchObject({ page: 2, totalPages: 2, total: 6, hasNext: false, hasPrev: true });
    // Only that page was read: not the one left.
    expect(list.page).toHaveBeenCalledTimes(reads + 1);
  });

  it('goes back to page 1 from page 2', async () => {
    const list = memoryList(items(1, 4));
    const { result } = open(list);
    await toPage(result, 2);
    list.remove(item(4));
    afterWrite(() => result.current.afterRemoval(item(4)));
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });
    expect(result.current).toMatchObject({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });

  it('reads a page again from where it starts when one of several items is removed, so its boundaries do not drift', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await toPage(result, 3);
    // Back to page 2, reached backwards (end-before item 7).
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));

    list.remove(item(5));
    afterWrite(() => result.current.afterRemoval(item(5)));
    await settled(result);
    // Read after page 1's last item, not before item 7 (which would pull item 3 of page 1 in).
    expect(list.page).toHaveBeenLastCalledWith(nextQuery(item(3)));
    expect(ids(result.current.items)).toEqual([item(4).id, item(6).id, item(7).id]);
    expect(result.current).toMatchObject({ page: 2, total: 8, totalPages: 3, hasNext: true });
  });

  it('reads page 1 once after an upload from another page, with a fresh count', async () => {
    const list = memoryList(items(1, 8));
    const { result } = open(list);
    await toPage(result, 2);
    const reads = list.page.mock.calls.length;

    list.add(item(0));
    afterWrite(() => result.current.first());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(0, 2)));
    expect(result.current).toMatchObject({ page: 1, total: 9, totalPages: 3 });
    expect(list.page).toHaveBeenCalledTimes(reads + 1);

    // Already on page 1: the invalidation reads it again all the same.
    list.add({ id: 'item-newest', at: 2_000_000 });
    afterWrite(() => result.current.first());
    await settled(result);
    expect(result.current.items[0]?.id).toBe('item-newest');
    expect(result.current.total).toBe(10);
  });

  it('shows a change written to the cache at once, on every cached page, until the next read', async () => {
    const list = memoryList(items(1, 5));
    const { result } = open(list);
    await settled(result);
    act(() => updateListedItems<Item>(client, LIST, (entry) => (entry.id === item(2).id ? { ...entry, id: 'renamed' } : entry)));
    await waitFor(() => expect(ids(result.current.items)).toEqual([item(1).id, 'renamed', item(3).id]));
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
  });
});

describe('usePagedQuery: when the list changed elsewhere', () => {
  it('opens page 1 when moving back finds nothing before the page', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await toPage(result, 3);

    // Items 1 to 5 were deleted elsewhere: before item 7 there is only item 6.
    list.remove(...items(1, 5));
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(6, 8)));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, hasNext: true });
  });

  it('steps back when the page on screen comes back empty', async () => {
    const list = memoryList(items(1, 7));
    const { result } = open(list);
    await toPage(result, 3);
    list.remove(item(7));
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    await waitFor(() => expect(result.current.page).toBe(2));
    await settled(result);
    expect(result.current).toMatchObject({ page: 2, hasNext: false, total: 6 });
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
  });

  it('bounds the look-ahead by the count read with the page', async () => {
    const list = memoryList(items(1, 8));
    const { result } = open(list);
    await toPage(result, 3);

    // Items 7 and 8 were deleted elsewhere; a page read backwards only knows that there was more after it.
    list.remove(item(7), item(8));
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ page: 2, total: 6, totalPages: 2, hasNext: false });
  });
});

describe('usePagedQuery: failures', () => {
  it('shows a failure without items, and a retry shows the loading state, then the page, with a fresh count', async () => {
    const list = memoryList(items(1, 6));
    const { result } = open(list);
    await settled(result);
    list.failNext();
    act(() => result.current.next());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ items: [], refreshing: false });
    expect(console.error).toHaveBeenCalledWith('Things failed to load', expect.any(Error));
    const counts = list.count.mock.calls.length;

    list.hold();
    act(() => result.current.reload());
    // Not the page shown before the failure.
    await waitFor(() => expect(result.current).toMatchObject({ status: 'loading', items: [], refreshing: false }));
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ status: 'ready', page: 2, hasNext: false });
    expect(list.count).toHaveBeenCalledTimes(counts + 1);
  });

  it('shows the list without its count when the count cannot be read', async () => {
    const list = memoryList(items(1, 5));
    list.count.mockRejectedValueOnce(new Error('offline'));
    const { result } = open(list);
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', total: null, page: 1, hasNext: true, totalPages: 2 });
    expect(console.error).toHaveBeenCalledWith('Things failed to load (count)', expect.any(Error));
  });
});
