import { describe, expect, it, vi } from 'vitest';
import { firstPage, readPage, sameTarget, targetAt, targetPosition } from '@/lib/paging/page-target';
import { fakeCursor } from '../../support/memory-paging';
import { cursorOf, ids, item, items, memoryList } from './memory-list';

describe('readPage', () => {
  it('reads the page and the count together', async () => {
    const list = memoryList(items(1, 5));
    const page = await readPage(targetAt(2, { page: 2, direction: 'next', cursor: cursorOf(item(2)) }), list);
    expect(ids(page.items)).toEqual(ids(items(3, 4)));
    expect(page).toMatchObject({ hasNext: true, total: 5, target: { page: 2 } });
  });

  it('leaves the total undefined when it does not count', async () => {
    const list = memoryList(items(1, 5));
    const page = await readPage(firstPage(2), { page: list.page });
    expect(page.total).toBeUndefined();
  });

  it('reads page 1 instead of a page above 1 that came back empty, keeping the count', async () => {
    const list = memoryList(items(1, 5));
    const gone = targetAt(2, { page: 3, direction: 'next', cursor: fakeCursor({ at: 0, id: 'gone' }) });
    const page = await readPage(gone, list);
    expect(page.target).toEqual(firstPage(2));
    expect(ids(page.items)).toEqual(ids(items(1, 2)));
    expect(page.total).toBe(5);
    expect(list.page).toHaveBeenCalledTimes(2);
    expect(list.count).toHaveBeenCalledTimes(1);
  });

  it('reads page 1 instead of a page reached backwards that has nothing before it', async () => {
    const list = memoryList(items(1, 5));
    // Page 2 asked backwards from item 2: only item 1 lies before, and nothing before that.
    const page = await readPage(targetAt(2, { page: 2, direction: 'prev', cursor: cursorOf(item(2)) }), list);
    expect(page.target).toEqual(firstPage(2));
    expect(ids(page.items)).toEqual(ids(items(1, 2)));
  });

  it('keeps an empty page 1 (an empty list)', async () => {
    const list = memoryList([]);
    const page = await readPage(firstPage(3), list);
    expect(page).toEqual({ target: firstPage(3), items: [], hasNext: false, startCursor: null, endCursor: null, total: 0 });
    expect(list.page).toHaveBeenCalledTimes(1);
  });

  it('fails when the page or the count fails', async () => {
    const page = vi.fn(async () => ({ items: [], hasNext: false, hasPrev: false, startCursor: null, endCursor: null }));
    await expect(readPage(firstPage(3), { page, count: () => Promise.reject(new Error('offline')) })).rejects.toThrow('offline');
  });
});

describe('page targets', () => {
  it('compare by page, size, direction and cursor', () => {
    const at = targetAt(3, { page: 2, direction: 'next', cursor: cursorOf(item(3)) });
    expect(sameTarget(at, targetAt(3, { page: 2, direction: 'next', cursor: cursorOf(item(3)) }))).toBe(true);
    expect(sameTarget(at, targetAt(3, { page: 2, direction: 'prev', cursor: cursorOf(item(3)) }))).toBe(false);
    expect(sameTarget(at, targetAt(3, { page: 2, direction: 'next', cursor: cursorOf(item(4)) }))).toBe(false);
    expect(sameTarget(firstPage(3), firstPage(3))).toBe(true);
  });

  it('stand for a position beyond page 1 only', () => {
    const position = { page: 2, direction: 'prev', cursor: cursorOf(item(7)) } as const;
    expect(targetPosition(targetAt(3, position))).toEqual(position);
    expect(targetPosition(firstPage(3))).toBeNull();
  });
});
