import { BackendError, errorCode, errorMessage, type BackendErrorCode } from '@/domain/errors';
import { backendMessages } from './messages';

/**
 * BackendError helpers both adapters use, so an error crosses the port the same way from either.
 */

/**
 * Any error as a BackendError that keeps the provider's code ("auth/wrong-password", "permission-denied",
 * "storage/unauthorized", ...), or `fallbackCode` when it has none. BackendErrors pass through unchanged.
 */
export function toBackendError(error: unknown, fallbackCode: BackendErrorCode = 'unknown'): BackendError {
  if (error instanceof BackendError) return error;
  return new BackendError(errorCode(error) ?? fallbackCode, errorMessage(error), { cause: error });
}

/** Runs an operation and rethrows its failure as a BackendError. */
export async function withBackendErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toBackendError(error);
  }
}

/**
 * A failure of one step of an upload, whatever it was, as the code the port promises for that step:
 * upload/failed (the files) or upload/metadata-failed (the document). The message and cause are kept.
 */
export function uploadError(code: 'upload/failed' | 'upload/metadata-failed', cause: unknown): BackendError {
  return new BackendError(code, errorMessage(cause), { cause });
}

export function photoNotFound(id: string): BackendError {
  return new BackendError('not-found', backendMessages.photoNotFound(id));
}

export function inquiryNotFound(id: string): BackendError {
  return new BackendError('not-found', backendMessages.inquiryNotFound(id));
}

export function reviewNotFound(id: string): BackendError {
  return new BackendError('not-found', backendMessages.reviewNotFound(id));
}

/** Why a review cannot be written through a link: not-found, review-link/used or review-link/expired. */
export function reviewLinkError(state: 'not-found' | 'used' | 'expired'): BackendError {
  if (state === 'used') return new BackendError('review-link/used', backendMessages.reviewLinkUsed);
  if (state === 'expired') return new BackendError('review-link/expired', backendMessages.reviewLinkExpired);
  return new BackendError('not-found', backendMessages.reviewLinkNotFound);
}
