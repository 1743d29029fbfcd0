import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import type { InquiryStatus } from '@/domain/types';

/**
 * The first-contact clock's rules both adapters apply (firestore.rules repeats them: only administrators, only
 * once, never before the inquiry was submitted).
 */

/** Whether a status change to `next` records the first contact: a move past 신규 of an inquiry nobody reached yet. */
export function statusRecordsFirstContact(next: InquiryStatus, storedFirstContact: unknown): boolean {
  return next !== INITIAL_INQUIRY_STATUS && (storedFirstContact === undefined || storedFirstContact === null);
}

/** The first-contact time for `now`: never before the inquiry's own time (a clock behind the server's). */
export function firstContactTime(now: Date, submittedAt: number | null): Date {
  return new Date(Math.max(now.getTime(), submittedAt ?? 0));
}
