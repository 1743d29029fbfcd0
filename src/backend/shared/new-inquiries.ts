import type { Inquiry } from '@/domain/types';
import type { NewInquiriesUpdate } from '../port';
import { arrivalsTracker } from './arrivals';

/**
 * What subscribeNewInquiries reports, from each successive set of 신규 inquiries: the count, and the inquiries that
 * joined the set, were never reported before and were submitted after `startedAt` (minus the tolerance), so one
 * that only changed back to 신규 is not announced (shared/arrivals.ts).
 */
export function newInquiriesTracker(startedAt: Date): (current: readonly Inquiry[]) => NewInquiriesUpdate {
  return arrivalsTracker<Inquiry>(startedAt, (inquiry) => inquiry.submittedAt);
}
