import { MAX_QUERY_LIMIT } from '../../config/constants';
import type { Inquiry } from '../../domain/types';
import type { NewInquiriesUpdate } from '../port';

/**
 * How far before the subscription's start (the browser's clock) an inquiry's submittedAt (the server's clock on
 * Firebase) may lie and still count as arrived: a browser clock that runs a little fast must not hide a new inquiry.
 * The price: an inquiry received in these minutes before the admin was opened, set to 확인중 and back to 신규, is
 * announced once as new.
 */
export const ARRIVAL_CLOCK_TOLERANCE_MS = 2 * 60_000;

/**
 * What subscribeNewInquiries reports, from each successive set of 신규 inquiries (both adapters feed it their live
 * query's results): the count, and the inquiries that joined the set, were never reported before and were
 * submitted after `startedAt` (minus the tolerance), so one that only changed back to 신규 is not announced.
 */
export function newInquiriesTracker(startedAt: Date): (current: readonly Inquiry[]) => NewInquiriesUpdate {
  const seen = new Set<string>();
  const since = startedAt.getTime() - ARRIVAL_CLOCK_TOLERANCE_MS;
  let first = true;
  return (current) => {
    const arrived = first
      ? []
      : current.filter((inquiry) => !seen.has(inquiry.id) && inquiry.submittedAt !== null && inquiry.submittedAt.getTime() >= since);
    for (const inquiry of current) seen.add(inquiry.id);
    first = false;
    arrived.sort((a, b) => (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0));
    return { count: Math.min(current.length, MAX_QUERY_LIMIT), arrived };
  };
}
