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

/** Whether setting `next` on an inquiry whose status is `current` is a change: the same status writes and logs nothing. */
export function changesStatus(current: unknown, next: InquiryStatus): boolean {
  return current !== next;
}
