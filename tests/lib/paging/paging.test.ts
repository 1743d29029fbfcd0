import { describe, expect, it } from 'vitest';
import type { Page } from '@/domain/paging';
import {
  firstPage,
  isGone,
  nextPage,
  openAt,
  pagerOf,
  positionOf,
  prevPage,
  readAgain,
  stepBack,
  type PageTarget,
  type Paging,
} from '@/lib/paging/paging';
import { fakeCursor } from '../../support/memory-paging';

const SIZE = 3;
const at = (n: number) => fakeCursor({ at: n, id: `item-${n}` });
const page = (items: number[], more: Partial<Page<number>> = {}): Page<number> => ({
  items,
  hasNext: true,
  hasPrev: true,
  startCursor: items.length ? at(items[0]!) : null,
  endCursor: items.length ? at(items.at(-1)!) : null,
  ...more,
});
const forward = (n: number, after: number): PageTarget => ({ page: n, query: { pageSize: SIZE, direction: 'next', cursor: at(after) } });
const backward = (n: number, before: number): PageTarget => ({ page: n, query: { pageSize: SIZE, direction: 'prev', cursor: at(before) } });

/** Pages 1 to 3 of items 1 to 9, reached forward. */
function onPage3(): Paging {
  let paging = firstPage(SIZE);
  paging = nextPage(paging, page([1, 2, 3]))!;
  return nextPage(paging, page([4, 5, 6]))!;
}

describe('paging moves', () => {
  it('go forward start-after the last item shown, and remember where each page starts', () => {
    const paging = onPage3();
    expect(paging.target).toEqual(forward(3, 6));
    expect(paging.known).toEqual([firstPage(SIZE).target, forward(2, 3), forward(3, 6)]);
    expect(positionOf(paging)).toEqual({ page: 3, direction: 'next', cursor: at(6) });
  });

  it('go back end-before the first item shown, and from page 2 to page 1 read from the top', () => {
    const two = prevPage(onPage3(), page([7, 8, 9]))!;
    expect(two.target).toEqual(backward(2, 7));
    const one = prevPage(two, page([4, 5, 6]))!;
    expect(one.target).toEqual(firstPage(SIZE).target);
    expect(positionOf(one)).toBeNull();
    expect(prevPage(one, page([1, 2, 3]))).toBeNull();
  });

  it('stop at the end: no next without the look-ahead', () => {
    expect(nextPage(onPage3(), page([7, 8], { hasNext: false }))).toBeNull();
  });

  it('read a page reached backwards again forward from where it starts, and step back to the page before', () => {
    const two = prevPage(onPage3(), page([7, 8, 9]))!;
    expect(readAgain(two).target).toEqual(forward(2, 3));
    expect(stepBack(onPage3()).target).toEqual(forward(2, 3));
    expect(stepBack(stepBack(onPage3()))).toEqual(firstPage(SIZE));
  });

  it('reopen a remembered position; stepping back from it with nothing known opens page 1', () => {
    const opened = openAt(SIZE, { page: 4, direction: 'prev', cursor: at(13) });
    expect(opened.target).toEqual(backward(4, 13));
    expect(stepBack(opened)).toEqual(firstPage(SIZE));
    expect(openAt(SIZE, null)).toEqual(firstPage(SIZE));
  });
});

describe('pages that are gone', () => {
  it('are pages above 1 that came back empty, or reached backwards with nothing before them', () => {
    expect(isGone({ ...page([]), target: forward(2, 3) })).toBe(true);
    expect(isGone({ ...page([4], { hasPrev: false }), target: backward(2, 7) })).toBe(true);
    expect(isGone({ ...page([4], { hasPrev: false }), target: forward(2, 3) })).toBe(false);
    // An empty list is page 1 of 1.
    expect(isGone({ ...page([]), target: firstPage(SIZE).target })).toBe(false);
  });
});

describe('the pager', () => {
  it('shows N / M from the count and bounds the look-ahead by it', () => {
    const shown = { ...page([4, 5, 6]), target: backward(2, 7) };
    expect(pagerOf(shown, 8)).toEqual({ hasNext: true, hasPrev: true, totalPages: 3 });
    expect(pagerOf(shown, 6)).toEqual({ hasNext: false, hasPrev: true, totalPages: 2 });
  });

  it('without a count, shows one page more while there is more', () => {
    expect(pagerOf({ ...page([4, 5, 6]), target: forward(2, 3) }, null)).toEqual({ hasNext: true, hasPrev: true, totalPages: 3 });
    expect(pagerOf(undefined, null)).toEqual({ hasNext: false, hasPrev: false, totalPages: 1 });
  });
});
