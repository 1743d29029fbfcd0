import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readPage } from '@/lib/paging/page-target';
import type { PageRequest } from '@/lib/paging/use-cursor-paging';
import { createAdminQueryClient } from '@/lib/server-state/ServerStateProvider';
import { useQueryCursorPaging } from '@/lib/server-state/use-query-cursor-paging';
import { cursorOf, ids, item, items, memoryList, type Item, type MemoryList } from '../paging/memory-list';

/** The admin lists' loader: the same state machine, each read a TanStack query keyed [list, filter, target, seq]. */
const PAGE_SIZE = 3;
const LIST = ['things', 'list'] as const;

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

/** `odd` filters the list to odd-numbered items. */
function open(list: MemoryList) {
  const read = (request: PageRequest<'odd' | undefined>) =>
    request.filter === 'odd'
      ? readPage(request.target, {
          page: async (query) => {
            const page = await list.page(query);
            return { ...page, items: page.items.filter((entry) => Number(entry.id.slice(-3)) % 2 === 1) };
          },
        })
      : list.read(request);
  return renderHook(
    () =>
      useQueryCursorPaging<Item, 'odd' | undefined>({
        list: LIST,
        filter: undefined,
        pageSize: PAGE_SIZE,
        read,
        failure: 'Things failed to load',
      }),
    { wrapper },
  );
}

type Paging = ReturnType<typeof open>['result'];
const settled = (result: Paging) => waitFor(() => expect(result.current.direction).toBe('idle'));

async function toPage(result: Paging, page: number) {
  await settled(result);
  while (result.current.page < page) {
    act(() => result.current.next());
    await settled(result);
  }
}

beforeEach(() => {
  client = createAdminQueryClient();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useQueryCursorPaging', () => {
  it('pages both ways, counting with every read, with the page before on screen while the next loads', async () => {
    const list = memoryList(items(1, 8), { countEveryRead: true });
    const { result } = open(list);
    await toPage(result, 2);
    list.hold();
    act(() => result.current.next());
    expect(result.current).toMatchObject({ status: 'ready', refreshing: true, page: 2 });
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(7, 8)));
    expect(result.current).toMatchObject({ page: 3, totalPages: 3, hasNext: false, hasPrev: true });

    act(() => result.current.prev());
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'prev', cursor: cursorOf(item(7)) });
    expect(list.count).toHaveBeenCalledTimes(4);
  });

  it('reads the page on screen again, once, when its list is invalidated', async () => {
    const list = memoryList(items(1, 9), { countEveryRead: true });
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

  it('moves back one page and reads only that page when the removal and the invalidation come together', async () => {
    const list = memoryList(items(1, 7), { countEveryRead: true });
    const { result } = open(list);
    await toPage(result, 3);
    const reads = list.page.mock.calls.length;

    list.remove(item(7));
    act(() => {
      // As useAdminMutation does: the screen reacts, then the keys are invalidated, in one go.
      result.current.afterRemoval(item(7));
      void client.invalidateQueries({ queryKey: ['things'] });
    });
    // The removed item leaves the screen, and the count, at once.
    expect(result.current).toMatchObject({ items: [], total: 6, refreshing: true });
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ page: 2, totalPages: 2, hasNext: false });
    expect(list.page).toHaveBeenCalledTimes(reads + 1);
  });

  it('reads page 1 once after an upload from another page', async () => {
    const list = memoryList(items(1, 8), { countEveryRead: true });
    const { result } = open(list);
    await toPage(result, 2);
    const reads = list.page.mock.calls.length;

    list.add(item(0));
    act(() => {
      result.current.first();
      void client.invalidateQueries({ queryKey: ['things'] });
    });
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(0, 2)));
    expect(result.current).toMatchObject({ page: 1, total: 9 });
    expect(list.page).toHaveBeenCalledTimes(reads + 1);
  });

  it('patches the items on screen until the next read', async () => {
    const list = memoryList(items(1, 5), { countEveryRead: true });
    const { result } = open(list);
    await settled(result);
    act(() => result.current.patch((entry) => (entry.id === item(2).id ? { ...entry, id: 'renamed' } : entry)));
    expect(ids(result.current.items)).toEqual([item(1).id, 'renamed', item(3).id]);
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
  });

  it('reads page 1 under a new filter, with the rows of the old one on screen meanwhile', async () => {
    const list = memoryList(items(1, 8), { countEveryRead: true });
    const { result } = open(list);
    await toPage(result, 2);
    list.hold();
    act(() => result.current.setFilter('odd'));
    expect(result.current).toMatchObject({ filter: 'odd', refreshing: true, page: 2 });
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual([item(1).id, item(3).id]);
    expect(result.current).toMatchObject({ filter: 'odd', page: 1 });
  });

  it('logs and shows a failed read, and reads again on reload', async () => {
    const list = memoryList(items(1, 5), { countEveryRead: true });
    list.failNext();
    const { result } = open(list);
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.items).toEqual([]);
    expect(console.error).toHaveBeenCalledWith('Things failed to load', expect.any(Error));
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', page: 1, total: 5 });
  });
});
