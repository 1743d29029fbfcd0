import { INQUIRY_PHOTO_FOLDER } from '../config/collections';
import { INQUIRY_RETENTION_DAYS } from '../config/limits';

/**
 * Where a visitor's inquiry photos are stored, and how long an inquiry is kept; used by both adapters.
 * Photo n (1 to the inquiry's photoCount) of inquiry X lives at inquiries/X/photo-n.{jpg|png|webp}: the extension
 * follows the file's content type. storage.rules accept exactly these names (isInquiryPhotoName).
 */
export const INQUIRY_PHOTO_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

export type InquiryPhotoType = keyof typeof INQUIRY_PHOTO_EXTENSIONS;

export function isInquiryPhotoType(type: string): type is InquiryPhotoType {
  return Object.hasOwn(INQUIRY_PHOTO_EXTENSIONS, type);
}

/** The folder of an inquiry's photos: inquiries/{inquiryId}. */
export function inquiryPhotoFolder(inquiryId: string): string {
  return `${INQUIRY_PHOTO_FOLDER}/${inquiryId}`;
}

/** inquiries/{inquiryId}/photo-{number}.{extension of the type} */
export function inquiryPhotoPath(inquiryId: string, number: number, type: InquiryPhotoType): string {
  return `${inquiryPhotoFolder(inquiryId)}/photo-${number}.${INQUIRY_PHOTO_EXTENSIONS[type]}`;
}

/** The photo number of a stored path of that shape, or null for any other name. */
export function inquiryPhotoNumber(path: string): number | null {
  const match = /\/photo-([1-9][0-9]*)\.(jpg|png|webp)$/.exec(path);
  return match?.[1] ? Number(match[1]) : null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * retainUntil of an inquiry submitted at `submittedAt`: INQUIRY_RETENTION_DAYS later. The Firestore TTL policy on
 * inquiries.retainUntil deletes it then (the demo purges it when it opens); firestore.rules accept the value only
 * within RETAIN_UNTIL_TOLERANCE_MINUTES of the server's time plus the same period.
 */
export function inquiryRetainUntil(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + INQUIRY_RETENTION_DAYS * DAY_MS);
}
