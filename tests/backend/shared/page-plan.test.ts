import { describe, expect, it } from 'vitest';
import { pageFromResults, planPage } from '@/backend/shared/page-plan';
import { MAX_PAGE_SIZE } from '@/config/limits';
import type { PageCursor } from '@/domain/paging';

/** The storage-free half of both adapters' cursor paging. Query behaviour itself: the contract suite. */
describe('page plan', () => {
  const cursor = 'opaque' as PageCursor;

  it('asks for one item more than the page in the direction of travel', () => {
    expect(planPage({ pageSize: 9, direction: 'initial' })).toEqual({ kind: 'initial', take: 10 });
    expect(planPage({ pageSize: 9, direction: 'next', cursor })).toEqual({ kind: 'after', take: 10 });
    expect(planPage({ pageSize: 9, direction: 'prev', cursor })).toEqual({ kind: 'before', take: 10 });
    // A direction without a cursor starts over.
    expect(planPage({ pageSize: 6, direction: 'next' })).toEqual({ kind: 'initial', take: 7 });
  });

  it('refuses a page size that is not a positive integer (BackendError invalid-argument, both adapters)', () => {
    const invalid = expect.objectContaining({ name: 'BackendError', code: 'invalid-argument' });
    expect(() => planPage({ pageSize: 0, direction: 'initial' })).toThrow(invalid);
    expect(() => planPage({ pageSize: 2.5, direction: 'initial' })).toThrow(invalid);
    expect(() => planPage({ pageSize: MAX_PAGE_SIZE + 1, direction: 'initial' })).toThrow(invalid);
    expect(planPage({ pageSize: MAX_PAGE_SIZE, direction: 'initial' })).toEqual({ kind: 'initial', take: MAX_PAGE_SIZE + 1 });
  });

  it('refuses an unknown direction; the cursor is left to the adapter that decodes it', () => {
    const invalid = expect.objectContaining({ code: 'invalid-argument' });
    expect(() => planPage({ pageSize: 2, direction: 'up' as 'next' })).toThrow(invalid);
    expect(planPage({ pageSize: 2, direction: 'prev', cursor })).toEqual({ kind: 'before', take: 3 });
    // The first page ignores the cursor.
    expect(planPage({ pageSize: 2, direction: 'initial', cursor })).toEqual({ kind: 'initial', take: 3 });
  });

  it('forward: the look-ahead item is dropped and tells there is a next page', () => {
    expect(pageFromResults({ kind: 'initial', take: 3 }, 2, ['a', 'b', 'c'])).toEqual({ items: ['a', 'b'], hasNext: true, hasPrev: false });
    expect(pageFromResults({ kind: 'after', take: 3 }, 2, ['c', 'd'])).toEqual({ items: ['c', 'd'], hasNext: false, hasPrev: true });
    expect(pageFromResults({ kind: 'initial', take: 3 }, 2, [])).toEqual({ items: [], hasNext: false, hasPrev: false });
  });

  it('backward (limit-to-last): the extra item is the first one and tells there is a previous page', () => {
    expect(pageFromResults({ kind: 'before', take: 3 }, 2, ['a', 'b', 'c'])).toEqual({ items: ['b', 'c'], hasNext: true, hasPrev: true });
    expect(pageFromResults({ kind: 'before', take: 3 }, 2, ['a', 'b'])).toEqual({ items: ['a', 'b'], hasNext: true, hasPrev: false });
  });
});
