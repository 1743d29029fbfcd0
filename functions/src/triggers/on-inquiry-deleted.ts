import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { defaultBucket } from '../admin.js';
import { deleteInquiryPhotos } from '../inquiry-photos/delete-inquiry-photos.js';
import { TRIGGER_OPTIONS } from '../config.js';

/**
 * An inquiry was deleted (its retention ended and the TTL policy removed it, or an administrator deleted it): its
 * photos under inquiries/{inquiryId}/ go with it.
 */
export const onInquiryDeleted = onDocumentDeleted(TRIGGER_OPTIONS, async (event) => {
  await deleteInquiryPhotos(await defaultBucket(), event.params.inquiryId);
  logger.info('Deleted the photos of a deleted inquiry', { inquiryId: event.params.inquiryId });
});
