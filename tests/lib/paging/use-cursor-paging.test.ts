import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagePosition } from '@/lib/paging/page-target';
import { useAsyncCursorPaging } from '@/lib/paging/use-async-cursor-paging';
import { fakeCursor } from '../../support/memory-paging';
import { cursorOf, ids, item, items, memoryList, type Item, type MemoryList } from './memory-list';

/**
 * The cursor-paging state machine, driven through its built-in loader (the gallery's): 3 items a page over an
 * in-memory list with the port's contract. The TanStack loader of the admin lists: tests/lib/server-state.
 */
const PAGE_SIZE = 3;

function open(
  list: MemoryList,
  { start = null, onMove }: { start?: PagePosition | null; onMove?: (position: PagePosition | null) => void } = {},
) {
  return renderHook(() =>
    useAsyncCursorPaging<Item>({ pageSize: PAGE_SIZE, read: list.read, start, onMove, failure: 'List failed to load' }),
  );
}

type Paging = ReturnType<typeof open>['result'];
const settled = (result: Paging) => waitFor(() => expect(result.current.direction).toBe('idle'));
const nextQuery = (after: Item) => ({ pageSize: PAGE_SIZE, direction: 'next', cursor: cursorOf(after) });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('useCursorPaging: moving', () => {
  it('reads page 1 with the count, then pages both ways from the edge items with the look-ahead flags and N / M', async () => {
    const list = memoryList(items(1, 8));
    const onMove = vi.fn();
    const { result } = open(list, { onMove });
    expect(result.current).toMatchObject({ status: 'loading', direction: 'initial', items: [] });
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', page: 1, totalPages: 3, total: 8, hasPrev: false, hasNext: true });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });

    act(() => result.current.next());
    // The page on screen stays while the next one loads.
    expect(result.current).toMatchObject({ status: 'ready', refreshing: true, direction: 'next', page: 1 });
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
    // Page 1 is read from the top.
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, total: 8, totalPages: 3 });

    // Page turns keep the count read with the first page.
    expect(list.count).toHaveBeenCalledTimes(1);
    expect(onMove.mock.calls).toEqual([
      [{ page: 2, direction: 'next', cursor: cursorOf(item(3)) }],
      [{ page: 3, direction: 'next', cursor: cursorOf(item(6)) }],
      [{ page: 2, direction: 'prev', cursor: cursorOf(item(7)) }],
      [null],
    ]);
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

  it('opens a remembered position', async () => {
    const list = memoryList(items(1, 8));
    const { result } = open(list, { start: { page: 2, direction: 'next', cursor: cursorOf(item(3)) } });
    expect(result.current.direction).toBe('next');
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ page: 2, hasPrev: true, hasNext: true, totalPages: 3 });
  });

  it('shows an empty list as page 1 of 1', async () => {
    const { result } = open(memoryList([]));
    await settled(result);
    expect(result.current).toMatchObject({ status: 'ready', items: [], page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });
});

describe('useCursorPaging: when the list changes', () => {
  it('goes back one page when the last item of a page above 1 is removed, read forward from where that page starts', async () => {
    const list = memoryList(items(1, 7));
    const onMove = vi.fn();
    const { result } = open(list, { onMove });
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    expect(ids(result.current.items)).toEqual([item(7).id]);

    list.remove(item(7));
    act(() => result.current.afterRemoval(item(7)));
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith(nextQuery(item(3)));
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    // Its own look-ahead says that nothing follows; the fresh count agrees.
    expect(result.current).toMatchObject({ page: 2, totalPages: 2, total: 6, hasNext: false, hasPrev: true });
    expect(onMove).toHaveBeenLastCalledWith({ page: 2, direction: 'next', cursor: cursorOf(item(3)) });
  });

  it('goes back to page 1 from page 2', async () => {
    const list = memoryList(items(1, 4));
    const { result } = open(list);
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    list.remove(item(4));
    act(() => result.current.afterRemoval(item(4)));
    await settled(result);
    expect(list.page).toHaveBeenLastCalledWith({ pageSize: PAGE_SIZE, direction: 'initial' });
    expect(result.current).toMatchObject({ page: 1, totalPages: 1, hasNext: false, hasPrev: false });
  });

  it('reads a page again from where it starts when one of several items is removed, so its boundaries do not drift', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    // Back to page 2, reached backwards (end-before item 7).
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));

    list.remove(item(5));
    act(() => result.current.afterRemoval(item(5)));
    await settled(result);
    // Read after page 1's last item, not before item 7 (which would pull item 3 of page 1 in).
    expect(list.page).toHaveBeenLastCalledWith(nextQuery(item(3)));
    expect(ids(result.current.items)).toEqual([item(4).id, item(6).id, item(7).id]);
    expect(result.current).toMatchObject({ page: 2, total: 8, totalPages: 3, hasNext: true });
  });

  it('reads page 1 again with a fresh count after an upload, from any page', async () => {
    const list = memoryList(items(1, 9));
    const onMove = vi.fn();
    const { result } = open(list, { onMove });
    await settled(result);
    act(() => result.current.next());
    await settled(result);

    list.add(item(0));
    act(() => result.current.first());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(0, 2)));
    expect(result.current).toMatchObject({ page: 1, total: 10, totalPages: 4, hasPrev: false, hasNext: true });
    expect(list.count).toHaveBeenCalledTimes(2);
    expect(onMove).toHaveBeenLastCalledWith(null);

    // Already on page 1: read again all the same.
    list.add({ id: 'item-newest', at: 2_000_000 });
    act(() => result.current.first());
    await settled(result);
    expect(result.current.items[0]?.id).toBe('item-newest');
    expect(result.current.total).toBe(11);
  });

  it('opens page 1 and says so when a remembered page no longer exists', async () => {
    const list = memoryList(items(1, 5));
    const onMove = vi.fn();
    const { result } = open(list, { start: { page: 4, direction: 'next', cursor: fakeCursor({ at: 0, id: 'gone' }) }, onMove });
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, totalPages: 2 });
    expect(onMove).toHaveBeenCalledWith(null);
    expect(onMove).toHaveBeenCalledTimes(1);
  });

  it('opens page 1 when moving back finds nothing before the page', async () => {
    const list = memoryList(items(1, 9));
    const onMove = vi.fn();
    const { result } = open(list, { onMove });
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    act(() => result.current.next());
    await settled(result);

    // Items 1 to 5 were deleted elsewhere: before item 7 there is only item 6.
    list.remove(...items(1, 5));
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(6, 8)));
    expect(result.current).toMatchObject({ page: 1, hasPrev: false, hasNext: true });
    expect(onMove).toHaveBeenLastCalledWith(null);
  });

  it('bounds the look-ahead by a count read with the page', async () => {
    const list = memoryList(items(1, 8), { countEveryRead: true });
    const { result } = open(list);
    await settled(result);
    act(() => result.current.next());
    await settled(result);
    act(() => result.current.next());
    await settled(result);

    // Items 7 and 8 were deleted elsewhere; a page read backwards only knows that there was more after it.
    list.remove(item(7), item(8));
    act(() => result.current.prev());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ page: 2, total: 6, totalPages: 2, hasNext: false });
  });
});

describe('useCursorPaging: failures', () => {
  it('shows a failure without items, and a retry shows the loading state, then the page, with a fresh count', async () => {
    const list = memoryList(items(1, 6));
    const { result } = open(list);
    await settled(result);
    list.failNext();
    act(() => result.current.next());
    await settled(result);
    expect(result.current).toMatchObject({ status: 'error', items: [], refreshing: false });
    expect(console.error).toHaveBeenCalledWith('List failed to load', expect.any(Error));

    list.hold();
    act(() => result.current.reload());
    // Not the page shown before the failure.
    expect(result.current).toMatchObject({ status: 'loading', items: [], refreshing: false });
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(4, 6)));
    expect(result.current).toMatchObject({ status: 'ready', page: 2, hasNext: false });
    expect(list.count).toHaveBeenCalledTimes(2);
  });

  it('drops a read that was overtaken by a newer request', async () => {
    const list = memoryList(items(1, 9));
    const { result } = open(list);
    await settled(result);
    list.hold();
    act(() => result.current.next());
    // A reload while page 2 loads: the first read's answer must not show.
    act(() => result.current.reload());
    act(() => list.release());
    await settled(result);
    expect(ids(result.current.items)).toEqual(ids(items(1, 3)));
    expect(result.current.page).toBe(1);
  });
});
