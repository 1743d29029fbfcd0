import { MAX_QUERY_LIMIT } from '@/config/limits';

/**
 * How far before the subscription's start (the browser's clock) an item's time (the server's clock on Firebase) may
 * lie and still count as arrived: a browser clock that runs a little fast must not hide a new inquiry or review.
 * The price: an item received in these minutes before the admin was opened, moved out of the watched set and back,
 * is announced once as new.
 */
export const ARRIVAL_CLOCK_TOLERANCE_MS = 2 * 60_000;

/** A count of the watched set (new inquiries, pending reviews) and the items that just arrived in it. */
export interface Arrivals<T> {
  count: number;
  arrived: T[];
}

/**
 * What a live "new items" subscription reports, from each successive set of watched items (both adapters feed it
 * their live query's results): the count, and the items that joined the set, were never reported before and are
 * timed after `startedAt` (minus the tolerance), so one that only came back into the set is not announced.
 * Newest first.
 */
export function arrivalsTracker<T extends { id: string }>(
  startedAt: Date,
  timeOf: (item: T) => Date | null,
): (current: readonly T[]) => Arrivals<T> {
  const seen = new Set<string>();
  const since = startedAt.getTime() - ARRIVAL_CLOCK_TOLERANCE_MS;
  let first = true;
  const time = (item: T) => timeOf(item)?.getTime() ?? null;
  return (current) => {
    const arrived = first
      ? []
      : current.filter((item) => {
          const at = time(item);
          return !seen.has(item.id) && at !== null && at >= since;
        });
    for (const item of current) seen.add(item.id);
    first = false;
    arrived.sort((a, b) => (time(b) ?? 0) - (time(a) ?? 0));
    return { count: Math.min(current.length, MAX_QUERY_LIMIT), arrived };
  };
}
