import { describe, expect, it } from 'vitest';
import { pageFromResults, planPage } from '../../../src/backend/shared/page-plan';

/** The storage-free half of both adapters' cursor paging. Query behaviour itself: the contract suite. */
describe('page plan', () => {
  const cursor = { at: 1_700_000_000_000, id: 'img-05' };

  it('asks for one item more than the page in the direction of travel', () => {
    expect(planPage({ pageSize: 9, direction: 'initial' })).toEqual({ kind: 'initial', take: 10 });
    expect(planPage({ pageSize: 9, direction: 'next', cursor })).toEqual({ kind: 'after', take: 10 });
    expect(planPage({ pageSize: 9, direction: 'prev', cursor })).toEqual({ kind: 'before', take: 10 });
    // A direction without a cursor starts over.
    expect(planPage({ pageSize: 6, direction: 'next' })).toEqual({ kind: 'initial', take: 7 });
  });

  it('refuses a page size that is not a positive integer', () => {
    expect(() => planPage({ pageSize: 0, direction: 'initial' })).toThrow(RangeError);
    expect(() => planPage({ pageSize: 2.5, direction: 'initial' })).toThrow(RangeError);
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
