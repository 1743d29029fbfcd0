/** Longest photo id accepted from the URL (Firestore auto ids are 20 characters; the demo uses short ones). */
export const PHOTO_ID_MAX_LENGTH = 128;

/**
 * Whether a route's photoId can name a photo (a missing photoId gives the photo-ID-not-valid error).
 * Rejects missing, blank, surrounding whitespace, too long, '/', and the '.' and '..' names no document can have.
 */
export function isValidPhotoId(id: string | undefined): id is string {
  if (id === undefined) return false;
  if (id.trim() === '' || id.trim() !== id) return false;
  if (id.length > PHOTO_ID_MAX_LENGTH) return false;
  if (id.includes('/') || id === '.' || id === '..') return false;
  // No control characters.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(id);
}
