/**
 * Errors that cross the backend port. `code` keeps the provider's code where there is one
 * (e.g. "auth/wrong-password") so the UI can map it to its Korean messages.
 */
export type BackendErrorCode =
  | 'auth/invalid-credential'
  | 'auth/user-not-found'
  | 'auth/wrong-password'
  | 'auth/invalid-email'
  | 'auth/too-many-requests'
  | 'auth/not-signed-in'
  | 'auth/not-admin'
  | 'upload/failed'
  | 'upload/metadata-failed'
  /** No upload progress for UPLOAD_STALL_TIMEOUT_MS: the upload was cancelled (nothing left behind). */
  | 'upload/stalled'
  /** The browser went offline during the upload (or was offline when it started): cancelled likewise. */
  | 'upload/offline'
  /** App Check's token did not come in time (reCAPTCHA could not load): sign-in was not attempted. */
  | 'app-check/unavailable'
  | 'not-found'
  /** A review link already used for a review: it works once. */
  | 'review-link/used'
  /** A review link older than REVIEW_LINK_VALID_DAYS. */
  | 'review-link/expired'
  /** A job already holds JOB_PHOTOS_MAX photos (in the gallery, or drafts): an upload to it is refused. */
  | 'job/full'
  /** A draft job published without the customer's consent to publication recorded (Job.consentDate). */
  | 'job/no-consent'
  /** An inquiry agreed to a privacy notice that is no longer in force (the owner changed the terms meanwhile). */
  | 'inquiry/consent-outdated'
  /** A site-settings save over a version that is no longer the stored one (another administrator saved first). */
  | 'settings/conflict'
  | 'invalid-argument'
  | 'unavailable'
  | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode | (string & {});

  constructor(code: BackendErrorCode | (string & {}), message?: string, options?: { cause?: unknown }) {
    super(message ?? code, options);
    this.name = 'BackendError';
    this.code = code;
  }
}

export function errorCode(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') return error.code;
  return undefined;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
