import type { Firestore, Query } from 'firebase-admin/firestore';
import { IMAGES_COLLECTION } from '../app-constants.js';
import type { StoredListReads } from './site-bundle.js';
import { galleryOrder, stored } from './photo-reads.js';

/**
 * The lists of the home page and the gallery, read with the Admin SDK in the Firebase adapter's queries
 * (src/backend/firebase: public-backend.ts, photo-lists.ts), each one query of at most `limit` documents; the
 * bundle asks for what the page needs (functions/site-bundle/stored-page-data.ts).
 */
export function listReads(db: Firestore): StoredListReads {
  const photos = db.collection(IMAGES_COLLECTION);
  const read = async (query: Query) => (await query.get()).docs.map(stored);
  return {
    featuredPhotos: (limit) => read(galleryOrder(photos.where('isFeatured', '==', true)).limit(limit)),
    heroPhotos: (limit) => read(photos.where('isHeroImage', '==', true).limit(limit)),
    galleryPhotos: (limit) => read(galleryOrder(photos).limit(limit)),
    countPhotos: async (limit) => (await photos.limit(limit).count().get()).data().count,
  };
}
