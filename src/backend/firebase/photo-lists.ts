import { collection, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { RELATED_PHOTOS_READ_EXTRA } from '@/config/limits';
import type { Page } from '@/domain/paging';
import { pickRelatedPhotos } from '@/domain/related-photos';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import type { PhotoPageQuery } from '../port';
import { checkLimit } from '../shared/page-query';
import { checkWorkTypeFilter } from '../shared/work-type-filter';
import { toPhoto } from './mappers';
import { countUpToLimit, readList, readPage, type OrderedList } from './paging';

/** The photo lists (gallery, featured, hero, admin), all ordered by uploadedAt desc (then document id desc). */

export function allPhotos(db: Firestore): OrderedList<GalleryPhoto> {
  return {
    db,
    collectionName: COLLECTIONS.images,
    orderField: 'uploadedAt',
    base: collection(db, COLLECTIONS.images),
    map: toPhoto,
  };
}

export function featuredPhotos(db: Firestore): OrderedList<GalleryPhoto> {
  const list = allPhotos(db);
  return { ...list, base: query(list.base, where('isFeatured', '==', true)) };
}

/**
 * The photos of one work type (the gallery's filter), or all: where('workType', '==', type) before the list order
 * (composite index workType, uploadedAt desc, __name__ desc in firestore.indexes.json).
 */
function photosOfType(db: Firestore, workType: WorkType | undefined): OrderedList<GalleryPhoto> {
  const list = allPhotos(db);
  return workType ? { ...list, base: query(list.base, where('workType', '==', workType)) } : list;
}

export function countPhotos(db: Firestore, workType?: WorkType): Promise<number> {
  return countUpToLimit(photosOfType(db, checkWorkTypeFilter(workType)).base);
}

export function getPhotoPage(db: Firestore, request: PhotoPageQuery): Promise<Page<GalleryPhoto>> {
  const workType = checkWorkTypeFilter(request.workType);
  return readPage(photosOfType(db, workType), request, workType);
}

/**
 * The newest limit + 1 + RELATED_PHOTOS_READ_EXTRA photos of the photo's type (one query), picked by
 * pickRelatedPhotos (itself, its job's other photos and a second photo of another job left out): at most `limit`
 * (port getRelatedPhotos).
 */
export async function getRelatedPhotos(db: Firestore, photo: GalleryPhoto, count: number): Promise<GalleryPhoto[]> {
  checkLimit(count);
  const workType = checkWorkTypeFilter(photo.workType);
  if (!workType) return [];
  const found = await readList(photosOfType(db, workType), [limit(count + 1 + RELATED_PHOTOS_READ_EXTRA)]);
  return pickRelatedPhotos(photo, found, count);
}
