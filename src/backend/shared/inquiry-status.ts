import { INQUIRY_STATUSES } from '@/domain/categories';
import { BackendError } from '@/domain/errors';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { InquiryStatus } from '@/domain/types';
import { backendMessages } from './messages';

/** The inquiry status rules both adapters apply. */

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** `status` when it is one of INQUIRY_STATUSES; otherwise BackendError invalid-argument. */
export function requireInquiryStatus(status: unknown): InquiryStatus {
  if (!isInquiryStatus(status)) throw new BackendError('invalid-argument', backendMessages.unknownInquiryStatus(status));
  return status;
}

/** A list's status filter: none (undefined or null) is every status; otherwise one of INQUIRY_STATUSES. */
export function checkStatusFilter(status: unknown): InquiryStatus | undefined {
  return status === undefined || status === null ? undefined : requireInquiryStatus(status);
}

/**
 * Whether setting `next` on an inquiry whose stored status is `stored` is a change: the same status writes and logs
 * nothing (an unknown stored value is always changed).
 */
export function changesStatus(stored: unknown, next: InquiryStatus): boolean {
  return stored !== toStoredInquiryStatus(next);
}
