import { INQUIRY_STATUSES } from '../../config/constants';
import { BackendError } from '../../domain/errors';
import type { InquiryStatus } from '../../domain/types';
import { backendMessages } from './messages';

/** The inquiry status rules both adapters apply (spec 4). */

export function isInquiryStatus(value: unknown): value is InquiryStatus {
  return (INQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** `status` when the spec knows it; otherwise BackendError invalid-argument. */
export function requireInquiryStatus(status: unknown): InquiryStatus {
  if (!isInquiryStatus(status)) throw new BackendError('invalid-argument', backendMessages.unknownInquiryStatus(status));
  return status;
}

/** A list's status filter: none (undefined or null) is every status; otherwise a status the spec knows. */
export function checkStatusFilter(status: unknown): InquiryStatus | undefined {
  return status === undefined || status === null ? undefined : requireInquiryStatus(status);
}

/** Whether setting `next` on an inquiry whose status is `current` is a change: the same status writes and logs nothing. */
export function changesStatus(current: unknown, next: InquiryStatus): boolean {
  return current !== next;
}
