import { INQUIRY_STATUSES } from './categories';
import type { InquiryStatus } from './types';

/**
 * Inquiry statuses as Firestore and the demo's IndexedDB hold them: the Korean words of the first release, kept so
 * that inquiries already stored (in production and in visitors' browsers) and the activity entries that quote them
 * stay valid. Code uses the English values of INQUIRY_STATUSES; the adapters (and the scripts and tests that write
 * documents) map at their edge with the two functions below (docs/decisions/021-status-values-in-english-in-code.md).
 * In INQUIRY_STATUSES' order: the first is a new inquiry's. Mirrored by firestore.rules (inquiryStatuses).
 */
export const STORED_INQUIRY_STATUSES = ['신규', '확인중', '답변완료'] as const;
export type StoredInquiryStatus = (typeof STORED_INQUIRY_STATUSES)[number];

const STORED = {
  new: '신규',
  checking: '확인중',
  answered: '답변완료',
} as const satisfies Record<InquiryStatus, StoredInquiryStatus>;

/** The value to store (and to query stored documents by) for a status. */
export function toStoredInquiryStatus(status: InquiryStatus): StoredInquiryStatus {
  return STORED[status];
}

/**
 * The status of a stored value; null for a value no inquiry should hold (firestore.rules allow only the stored
 * statuses, but a document written past them may hold anything): the reader decides what that is.
 */
export function fromStoredInquiryStatus(stored: unknown): InquiryStatus | null {
  return INQUIRY_STATUSES.find((status) => STORED[status] === stored) ?? null;
}
