import { MAX_PUBLIC_REVIEWS_LIMIT } from '@/config/limits';
import { REVIEW_STATUSES } from '@/domain/categories';
import { BackendError } from '@/domain/errors';
import type { ReviewLinkState, ReviewStatus, WorkType } from '@/domain/types';
import { backendMessages } from './messages';
import { checkLimit } from './page-query';

/** The review rules both adapters apply: statuses, the public limit, and what a stored link's fields mean. */

export function isReviewStatus(value: unknown): value is ReviewStatus {
  return (REVIEW_STATUSES as readonly unknown[]).includes(value);
}

/** `status` when known; otherwise BackendError invalid-argument. */
export function requireReviewStatus(status: unknown): ReviewStatus {
  if (!isReviewStatus(status)) throw new BackendError('invalid-argument', backendMessages.unknownReviewStatus(status));
  return status;
}

/** A list's status filter: none (undefined or null) is every status; otherwise a known status. */
export function checkReviewStatusFilter(status: unknown): ReviewStatus | undefined {
  return status === undefined || status === null ? undefined : requireReviewStatus(status);
}

/** A public list's limit: 1 to MAX_PUBLIC_REVIEWS_LIMIT (firestore.rules refuse a larger one from visitors). */
export function checkPublicReviewLimit(limit: unknown): number {
  return checkLimit(limit, MAX_PUBLIC_REVIEWS_LIMIT);
}

/** A stored link's fields that decide its state (times in ms). */
export interface StoredLinkState {
  expiresAt: number | null;
  /** Whether a review was written through it. */
  used: boolean;
  workType: WorkType | null;
}

/**
 * What a stored link (or none) means at `now`: used once a review was written through it, expired from its
 * expiresAt on (as firestore.rules compare request.time < expiresAt), else open.
 */
export function reviewLinkStateOf(link: StoredLinkState | null, now: number): ReviewLinkState {
  if (!link) return { state: 'not-found' };
  if (link.used) return { state: 'used' };
  if (link.expiresAt === null || !(now < link.expiresAt)) return { state: 'expired' };
  return { state: 'open', expiresAt: new Date(link.expiresAt), workType: link.workType };
}
