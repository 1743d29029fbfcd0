import { BackendError, errorCode, errorMessage, type BackendErrorCode } from '../../domain/errors';

/**
 * Any Firebase error as a BackendError that keeps the SDK's code ("auth/wrong-password", "permission-denied",
 * "storage/unauthorized", ...). BackendErrors pass through unchanged.
 */
export function toBackendError(error: unknown, fallbackCode: BackendErrorCode = 'unknown'): BackendError {
  if (error instanceof BackendError) return error;
  return new BackendError(errorCode(error) ?? fallbackCode, errorMessage(error), { cause: error });
}

/** Runs an SDK call and rethrows its failure as a BackendError. */
export async function withBackendErrors<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw toBackendError(error);
  }
}
