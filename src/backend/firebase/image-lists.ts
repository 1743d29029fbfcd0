import { collection, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../config/constants';
import type { ConstructionImage } from '../../domain/types';
import { toImage } from './mappers';
import { countUpToLimit, type OrderedList } from './paging';

/** The image lists of spec 7, all ordered by uploadedAt desc (then document id desc). */

export function allImages(db: Firestore): OrderedList<ConstructionImage> {
  return {
    db,
    collectionName: COLLECTIONS.images,
    orderField: 'uploadedAt',
    base: collection(db, COLLECTIONS.images),
    map: toImage,
  };
}

export function featuredImages(db: Firestore): OrderedList<ConstructionImage> {
  const list = allImages(db);
  return { ...list, base: query(list.base, where('isFeatured', '==', true)) };
}

export function countImages(db: Firestore): Promise<number> {
  return countUpToLimit(collection(db, COLLECTIONS.images));
}
