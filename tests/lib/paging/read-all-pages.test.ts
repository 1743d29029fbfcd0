import { describe, expect, it } from 'vitest';
import type { Page, PageCursor, PageQuery } from '@/domain/paging';
import { readAllPages } from '@/lib/paging/read-all-pages';

/** A list of `total` numbers, newest (highest) first, served like the port: a page after a cursor, with the look-ahead. */
function numbers(total: number) {
  const all = Array.from({ length: total }, (_, i) => total - i);
  const reads: PageQuery[] = [];
  const readPage = async (query: PageQuery): Promise<Page<number>> => {
    reads.push(query);
    const start = query.cursor ? all.indexOf(Number(query.cursor)) + 1 : 0;
    const items = all.slice(start, start + query.pageSize);
    const cursor = (n: number | undefined) => (n === undefined ? null : (String(n) as PageCursor));
    return {
      items,
      hasPrev: start > 0,
      hasNext: start + query.pageSize < all.length,
      startCursor: cursor(items[0]),
      endCursor: cursor(items.at(-1)),
    };
  };
  return { readPage, reads };
}

describe('readAllPages', () => {
  it('reads page after page until there is no next one, reporting progress', async () => {
    const { readPage, reads } = numbers(25);
    const progress: number[] = [];
    const items = await readAllPages(readPage, { pageSize: 10, onProgress: (read) => progress.push(read) });
    expect(items).toEqual(Array.from({ length: 25 }, (_, i) => 25 - i));
    expect(reads.map((query) => [query.direction, query.cursor])).toEqual([
      ['initial', undefined],
      ['next', '16'],
      ['next', '6'],
    ]);
    expect(progress).toEqual([10, 20, 25]);
  });

  it('makes one read of an empty or short list', async () => {
    for (const total of [0, 3]) {
      const { readPage, reads } = numbers(total);
      expect(await readAllPages(readPage, { pageSize: 10 })).toHaveLength(total);
      expect(reads).toHaveLength(1);
    }
  });

  it('stops at maxItems: never an unbounded read', async () => {
    const { readPage, reads } = numbers(1000);
    const items = await readAllPages(readPage, { pageSize: 100, maxItems: 250 });
    expect(items).toHaveLength(250);
    expect(reads).toHaveLength(3);
    expect(reads.every((query) => query.pageSize === 100)).toBe(true);
  });
});
