import { vi } from 'vitest';
import type { PageQuery } from '@/domain/paging';
import { fakeCursor, memoryPage, sortByListOrder } from '../../support/memory-paging';

/** A list item for the paging tests: item 1 is the newest. */
export interface Item {
  id: string;
  at: number;
}

export const item = (n: number): Item => ({ id: `item-${String(n).padStart(3, '0')}`, at: 1_000_000 - n * 1000 });
export const items = (from: number, to: number): Item[] => Array.from({ length: to - from + 1 }, (_, i) => item(from + i));
export const ids = (list: readonly Item[]) => list.map((entry) => entry.id);
/** The cursor the list gives for an item's place (a page starting or ending at it has it). */
export const cursorOf = (entry: Item) => fakeCursor({ at: entry.at, id: entry.id });

/**
 * An in-memory list with the port's paging contract (newest first, start-after / end-before cursors, one-item
 * look-ahead), whose contents a test can change between reads. `page` and `count` are spies; `hold()` keeps the
 * next reads pending until `release()`; `failNext()` makes the next page read fail.
 */
export function memoryList(initial: Item[]) {
  let list = [...initial];
  let held: (() => void)[] | null = null;
  const placeOf = (entry: Item) => ({ at: entry.at, id: entry.id });
  const later = <T>(value: () => T): Promise<T> =>
    held ? new Promise<T>((resolve) => held!.push(() => resolve(value()))) : Promise.resolve(value());
  const pageOf = (query: PageQuery) => memoryPage(sortByListOrder(list, placeOf), query, placeOf);

  const fail = { next: false };
  const page = vi.fn((query: PageQuery) => {
    if (!fail.next) return later(() => pageOf(query));
    fail.next = false;
    return Promise.reject(new Error('offline'));
  });
  const count = vi.fn(() => later(() => list.length));

  return {
    page,
    count,
    /** Makes the next read fail. */
    failNext: () => {
      fail.next = true;
    },
    remove: (...gone: Item[]) => {
      list = list.filter((entry) => !gone.some((other) => other.id === entry.id));
    },
    add: (...added: Item[]) => {
      list = [...list, ...added];
    },
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const resolve of waiting) resolve();
    },
  };
}

export type MemoryList = ReturnType<typeof memoryList>;
