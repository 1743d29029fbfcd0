import { INQUIRY_PHOTO_FOLDER } from '../app-constants.js';

/** What deleting a folder needs of a Cloud Storage bucket (@google-cloud/storage's Bucket; a fake in the tests). */
export interface InquiryPhotoBucket {
  deleteFiles(query: { prefix: string; force?: boolean }): Promise<unknown>;
}

/**
 * The folder of an inquiry's photos, with its closing slash: inquiries/abc/ must not reach inquiries/abcd/.
 * An id that cannot name a Firestore document (empty, with a slash, '.' or '..') would widen the prefix to the
 * whole folder: refused.
 */
export function inquiryPhotoFolder(inquiryId: string): string {
  if (inquiryId === '' || inquiryId === '.' || inquiryId === '..' || inquiryId.includes('/')) {
    throw new Error(`Not an inquiry id: ${JSON.stringify(inquiryId)}`);
  }
  return `${INQUIRY_PHOTO_FOLDER}/${inquiryId}/`;
}

/**
 * Deletes every file of the inquiry's folder (its photos), whoever deleted the inquiry: the TTL policy at
 * retainUntil, or an administrator. `force`: one file that fails does not keep the others; the failure is still
 * thrown. No files is no error.
 */
export async function deleteInquiryPhotos(bucket: InquiryPhotoBucket, inquiryId: string): Promise<void> {
  await bucket.deleteFiles({ prefix: inquiryPhotoFolder(inquiryId), force: true });
}
