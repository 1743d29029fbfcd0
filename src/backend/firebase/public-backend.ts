import { collection, doc, getDoc, getDocs, limit, query, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { HERO_PHOTO_LIMIT } from '@/config/limits';
import type { InquiryInput } from '@/domain/types';
import type { PublicBackend } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { withBackendErrors } from '../shared/errors';
import { checkLimit } from '../shared/page-query';
import { timingOf, type BackendTiming } from '../shared/timing';
import { scheduleAppCheck } from './app-check';
import { liteFirestore } from './firestore-lite';
import { toPhoto } from './mappers';
import { readList, readNeighbours } from './paging';
import { allPhotos, countPhotos, featuredPhotos, getPhotoPage, getRelatedPhotos } from './photo-lists';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';
import { lazyStorage } from './storage-loader';

/**
 * Public reads and the inquiry form, on Firestore Lite; the inquiry's
 * photos through Cloud Storage, loaded only when a visitor sends some (`storage` replaces it in tests).
 */
export function createPublicBackend(
  settings: FirebaseSettings,
  storage?: StorageGateway,
  timing?: BackendTiming,
  now: () => Date = () => new Date(),
): PublicBackend {
  const db = liteFirestore(settings);
  const photoStorage = lazyStorage(settings, storage);
  const photos = allPhotos(db);
  scheduleAppCheck(settings);

  return {
    countPhotos: (workType) => withBackendErrors(() => countPhotos(db, workType)),

    getFeaturedPhotos: (count) => withBackendErrors(() => readList(featuredPhotos(db), [limit(checkLimit(count))])),

    getHeroPhoto: () =>
      withBackendErrors(async () => {
        const heroQuery = query(collection(db, COLLECTIONS.images), where('isHeroImage', '==', true), limit(HERO_PHOTO_LIMIT));
        const [hero] = (await getDocs(heroQuery)).docs;
        if (!hero) return null;
        return toPhoto(hero.id, hero.data());
      }),

    getPhotoPage: (request) => withBackendErrors(() => getPhotoPage(db, request)),

    getPhoto: (id) =>
      withBackendErrors(async () => {
        if (!isDocumentId(id)) return null; // an id no document can have names none
        const snapshot = await getDoc(doc(db, COLLECTIONS.images, id));
        if (!snapshot.exists()) return null;
        return toPhoto(id, snapshot.data());
      }),

    getPhotoNeighbours: (photoId) =>
      withBackendErrors(async () => (isDocumentId(photoId) ? readNeighbours(photos, photoId) : { newer: null, older: null })),

    getRelatedPhotos: (photo, count) => withBackendErrors(() => getRelatedPhotos(db, photo, count)),

    // The write path (its checks mirror firestore.rules) loads on the first submit: pages that only read skip it.
    submitInquiry: (input: InquiryInput) =>
      withBackendErrors(async () => (await import('./inquiry-submission')).storeFirestoreInquiry(db, settings, input)),

    uploadInquiryPhotos: (inquiryId, photos, onProgress) =>
      withBackendErrors(async () =>
        (await import('./inquiry-photos')).uploadInquiryPhotos(settings, photoStorage, timingOf(timing), inquiryId, photos, onProgress),
      ),

    // Customer reviews, each part loaded on first use: the customer's page (the link, the write, the photos), and the
    // approved reviews (read when their section comes near the screen).
    getReviewLink: (token) => withBackendErrors(async () => (await import('./review-links')).getReviewLink(db, token, now())),
    submitReview: (token, input) =>
      withBackendErrors(async () => (await import('./review-submission')).submitReview(db, settings, token, input, now)),
    uploadReviewPhotos: (reviewId, photos, onProgress) =>
      withBackendErrors(async () =>
        (await import('./review-photos')).uploadReviewPhotos(settings, photoStorage, timingOf(timing), reviewId, photos, onProgress),
      ),
    getApprovedReviews: (count) =>
      withBackendErrors(async () => (await import('./public-reviews')).getApprovedReviews(db, settings, count)),
    getJobReviews: (jobId, count) =>
      withBackendErrors(async () => (await import('./public-reviews')).getJobReviews(db, settings, jobId, count)),
    // Only a photo of a job reads these: the pages without one never fetch the code.
    getJob: (id) => withBackendErrors(async () => (await import('./job-reads')).getPublishedJob(db, id)),
    getJobPhotos: (jobId) => withBackendErrors(async () => (await import('./job-reads')).getGalleryJobPhotos(db, jobId)),
    getPublishedJobs: (count) => withBackendErrors(async () => (await import('./job-reads')).getPublishedJobs(db, count)),
    // On Firebase the page's HTML carries the settings (the pages function renders them): pages that never call this
    // never fetch its code.
    getSiteSettings: () => withBackendErrors(async () => (await import('./site-settings-read')).getSiteSettings(db)),
  };
}
