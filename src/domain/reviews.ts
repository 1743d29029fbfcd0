import { REVIEW_PHOTO_FOLDER } from '../config/collections';
import { REVIEW_LINK_TOKEN_LENGTH, REVIEW_LINK_VALID_DAYS } from '../config/limits';

/**
 * Review links and review photos, as both adapters name and time them.
 * - A token is REVIEW_LINK_TOKEN_LENGTH characters of base64url (A-Z a-z 0-9 - _): 24 random bytes, 192 bits.
 * - A link works until REVIEW_LINK_VALID_DAYS after it was made (expiresAt), and only once.
 * - Photo n of review X lives at reviews/X/photo-n (no extension: its content type says what it is), so a visitor's
 *   page can name the photos of an approved review from its photoCount alone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export const REVIEW_TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${REVIEW_LINK_TOKEN_LENGTH}}$`);

/** Whether a value has the shape of a review link token (anything else names no link). */
export function isReviewToken(value: unknown): value is string {
  return typeof value === 'string' && REVIEW_TOKEN_PATTERN.test(value);
}

/** A new token from the browser's cryptographic random source. */
export function newReviewToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array((REVIEW_LINK_TOKEN_LENGTH * 3) / 4));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_');
}

/** When a link made at `createdAt` stops working. */
export function reviewLinkExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_LINK_VALID_DAYS * DAY_MS);
}

/** The folder of a review's photos: reviews/{reviewId}. */
export function reviewPhotoFolder(reviewId: string): string {
  return `${REVIEW_PHOTO_FOLDER}/${reviewId}`;
}

/** reviews/{reviewId}/photo-{number} */
export function reviewPhotoPath(reviewId: string, number: number): string {
  return `${reviewPhotoFolder(reviewId)}/photo-${number}`;
}

/** The photo number of a stored path of that shape, or null for any other name. */
export function reviewPhotoNumber(path: string): number | null {
  const match = /\/photo-([1-9][0-9]*)$/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

/** The numbers of a review's photos: 1 to photoCount. */
export function reviewPhotoNumbers(photoCount: number): number[] {
  return Array.from({ length: Math.max(0, photoCount) }, (_, index) => index + 1);
}
