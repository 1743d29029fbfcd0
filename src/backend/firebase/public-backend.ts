import { addDoc, collection, doc, getDoc, getDocs, limit, query, serverTimestamp, where } from 'firebase/firestore/lite';
import { COLLECTIONS, HERO_IMAGE_LIMIT, INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import type { InquiryInput } from '../../domain/types';
import type { PublicBackend } from '../port';
import { logActivity } from './activity-log';
import { scheduleAppCheck, startAppCheck } from './app-check';
import { toImage } from './mappers';
import { isDocumentId } from '../shared/document-ids';
import { withBackendErrors } from '../shared/errors';
import { checkInquiryInput } from '../shared/input-rules';
import { checkCursor, checkLimit } from '../shared/page-query';
import { readList, readNeighbours, readPage } from './paging';
import { liteFirestore } from './firestore-lite';
import { allImages, countImages, featuredImages } from './image-lists';
import { rememberPosition } from './list-positions';
import type { FirebaseSettings } from './settings';

/** Public reads and the inquiry form, on Firestore Lite (spec 7 "Public reads", "Inquiry submission"). */
export function createPublicBackend(settings: FirebaseSettings): PublicBackend {
  const db = liteFirestore(settings);
  const images = allImages(db);
  scheduleAppCheck(settings);

  return {
    countImages: () => withBackendErrors(() => countImages(db)),

    getFeaturedImages: (count) => withBackendErrors(() => readList(featuredImages(db), [limit(checkLimit(count))])),

    getHeroImage: () =>
      withBackendErrors(async () => {
        const heroQuery = query(collection(db, COLLECTIONS.images), where('isHeroImage', '==', true), limit(HERO_IMAGE_LIMIT));
        const [hero] = (await getDocs(heroQuery)).docs;
        if (!hero) return null;
        rememberPosition(db, COLLECTIONS.images, hero.id, hero.get('uploadedAt'));
        return toImage(hero.id, hero.data());
      }),

    getImagePage: (request) => withBackendErrors(() => readPage(images, request)),

    getImage: (id) =>
      withBackendErrors(async () => {
        if (!isDocumentId(id)) return null; // an id no document can have names none
        const snapshot = await getDoc(doc(db, COLLECTIONS.images, id));
        if (!snapshot.exists()) return null;
        rememberPosition(db, COLLECTIONS.images, id, snapshot.get('uploadedAt'));
        return toImage(id, snapshot.data());
      }),

    getImageNeighbours: (position) => withBackendErrors(() => readNeighbours(images, checkCursor(position))),

    submitInquiry: (input: InquiryInput) =>
      withBackendErrors(async () => {
        checkInquiryInput(input);
        await startAppCheck(settings);
        const created = await addDoc(collection(db, COLLECTIONS.inquiries), {
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message,
          submittedAt: serverTimestamp(),
          status: INITIAL_INQUIRY_STATUS,
          privacyConsentVersion: input.privacyConsentVersion,
          privacyConsentAt: serverTimestamp(),
        });
        await logActivity(db, activityDrafts.newInquiry(created.id, input.name, input.email));
        return created.id;
      }),
  };
}
