import { collection, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import { REVIEWS_COLLECTION } from '@/config/collections';
import { reviewPhotoNumbers, reviewPhotoPath } from '@/domain/reviews';
import type { PublishedReview } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { checkPublicReviewLimit } from '../shared/review-rules';
import { toPublicReview } from './mappers';
import { readList, type OrderedList } from './paging';
import { EMULATOR_PORTS, type FirebaseSettings } from './settings';

/** An approved review's public fields, before its photos' addresses are added. */
type PublicReview = Omit<PublishedReview, 'photoUrls'>;

/**
 * What visitors read of the reviews (firestore.rules: status == 'approved' and a limit of at most
 * MAX_PUBLIC_REVIEWS_LIMIT), newest first; the mapper reads only the public fields. Photos need no Storage SDK:
 * storage.rules let anyone get the photos of an approved review, so each is named by its plain media URL (photo 1
 * to photoCount).
 */
function approvedList(db: Firestore, jobId?: string): OrderedList<PublicReview> {
  const all = collection(db, REVIEWS_COLLECTION);
  const approved = jobId
    ? query(all, where('jobId', '==', jobId), where('status', '==', 'approved'))
    : query(all, where('status', '==', 'approved'));
  return { db, collectionName: REVIEWS_COLLECTION, orderField: 'createdAt', base: approved, map: toPublicReview };
}

/** The media URL of a stored object (the emulator's when the app runs against the emulators). */
export function storageMediaUrl(settings: FirebaseSettings, path: string): string {
  const origin = settings.emulatorHost
    ? `http://${settings.emulatorHost}:${EMULATOR_PORTS.storage}`
    : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${settings.config.storageBucket}/o/${encodeURIComponent(path)}?alt=media`;
}

function published(settings: FirebaseSettings, reviews: PublicReview[]): PublishedReview[] {
  return reviews.map((review) => ({
    ...review,
    photoUrls: reviewPhotoNumbers(review.photoCount).map((number) => storageMediaUrl(settings, reviewPhotoPath(review.id, number))),
  }));
}

export async function getApprovedReviews(db: Firestore, settings: FirebaseSettings, count: number): Promise<PublishedReview[]> {
  return published(settings, await readList(approvedList(db), [limit(checkPublicReviewLimit(count))]));
}

export async function getJobReviews(db: Firestore, settings: FirebaseSettings, jobId: string, count: number): Promise<PublishedReview[]> {
  checkPublicReviewLimit(count);
  if (!isDocumentId(jobId)) return [];
  // A review names its job only with its customer's consent (showOnJob; the mapper drops the job otherwise): one
  // approved before the consent existed and not yet cleared by `npm run reviews:private-fields` is left out.
  const ofJob = await readList(approvedList(db, jobId), [limit(count)]);
  return published(
    settings,
    ofJob.filter((review) => review.jobId === jobId),
  );
}
