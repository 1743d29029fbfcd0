import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { pickRelatedPhotos } from '#app/domain/related-photos.js';
import { IMAGES_COLLECTION, JOBS_COLLECTION, JOB_PHOTOS_MAX, RELATED_PHOTOS_LIMIT, RELATED_PHOTOS_READ_EXTRA } from '../app-constants.js';
import type { StoredDoc, GalleryPhoto } from './site-bundle.js';

/**
 * The pages function's Firestore reads (Admin SDK), each bounded: a photo page is one document read, then at
 * most RELATED_PHOTOS_LIMIT + 1 + RELATED_PHOTOS_READ_EXTRA photos of its type for the related photos and two one-item neighbour queries, and for a photo of a job the
 * job's document and at most JOB_PHOTOS_MAX of its photos (one query on jobId: no composite index), all in
 * parallel (the queries the photo page itself makes, src/backend/firebase); a job's page is the same job read
 * (publishedJob); the sitemap pages through the photos and the published jobs SITEMAP_PAGE_SIZE at a time,
 * reading only the fields of its lastmod. Lists use the gallery's order (uploadedAt desc, then document id desc:
 * the composite indexes of firestore.indexes.json).
 */

/**
 * Photos per sitemap query: 5,000 photos are two round trips inside the region. Each query's time grows with the
 * documents it returns, not with their few fields; fewer, larger pages save round trips (measured on the emulator:
 * 5,000 photos read in 0.9 s in one query, 1.2-1.6 s in five of 1,000), and 2,500 ids and dates stay small.
 */
export const SITEMAP_PAGE_SIZE = 2500;

/** A photo page as stored: the photo, its related photos, its neighbours, its published job and that job's photos. */
export interface StoredPhotoPage {
  photo: StoredDoc;
  related: StoredDoc[];
  newer: StoredDoc | null;
  older: StoredDoc | null;
  job: StoredJob | null;
}

/** A job as stored, with its photos in the gallery (as read: the app puts them in stage order). */
export interface StoredJob {
  job: StoredDoc;
  photos: StoredDoc[];
}

/** How the web app reads a stored photo's type and job (an unknown stored value counts as none). */
export type PhotoFieldsOf = (photo: StoredDoc) => Pick<GalleryPhoto, 'workType' | 'jobId'>;

const ORDER_FIELD = 'uploadedAt';

export const stored = (snapshot: DocumentSnapshot): StoredDoc => ({ id: snapshot.id, data: snapshot.data() ?? {} });

/** The gallery's order (the composite indexes of firestore.indexes.json): newest first, ties by document id. */
export function galleryOrder(query: Query): Query {
  return query.orderBy(ORDER_FIELD, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** The photos just newer and just older than `photo` in the gallery's order (none for a photo without uploadedAt). */
async function neighbours(db: Firestore, photo: StoredDoc): Promise<Pick<StoredPhotoPage, 'newer' | 'older'>> {
  // A document without the order field is outside every ordered list, so it has no place between neighbours.
  if (!(ORDER_FIELD in photo.data)) return { newer: null, older: null };
  const position = [photo.data[ORDER_FIELD], photo.id];
  const list = galleryOrder(db.collection(IMAGES_COLLECTION));
  const [newer, older] = await Promise.all([
    list
      .endBefore(...position)
      .limitToLast(1)
      .get(),
    list
      .startAfter(...position)
      .limit(1)
      .get(),
  ]);
  const first = (docs: DocumentSnapshot[]) => (docs[0] ? stored(docs[0]) : null);
  return { newer: first(newer.docs), older: first(older.docs) };
}

/**
 * Up to RELATED_PHOTOS_LIMIT other photos of the same type, newest first, as the app picks them (pickRelatedPhotos:
 * not the photo's own job, one photo per other job): one query of limit + 1 + RELATED_PHOTOS_READ_EXTRA.
 */
async function related(db: Firestore, photo: StoredDoc, photoFieldsOf: PhotoFieldsOf): Promise<StoredDoc[]> {
  const { workType, jobId } = photoFieldsOf(photo);
  if (!workType) return [];
  const query = galleryOrder(db.collection(IMAGES_COLLECTION).where('workType', '==', workType)).limit(
    RELATED_PHOTOS_LIMIT + 1 + RELATED_PHOTOS_READ_EXTRA,
  );
  const snapshot = await query.get();
  const candidates = snapshot.docs.map(stored).map((doc) => ({ doc, id: doc.id, jobId: photoFieldsOf(doc).jobId }));
  return pickRelatedPhotos({ id: photo.id, jobId }, candidates, RELATED_PHOTOS_LIMIT).map((picked) => picked.doc);
}

/**
 * A published job and its photos in the gallery (the job document and one query on jobId, at once), or null when
 * there is no such job or it is a draft: visitors never see a draft, as the web app's reads (firestore.rules).
 */
export async function publishedJob(db: Firestore, jobId: string): Promise<StoredJob | null> {
  const [job, photos] = await Promise.all([
    db.collection(JOBS_COLLECTION).doc(jobId).get(),
    db.collection(IMAGES_COLLECTION).where('jobId', '==', jobId).limit(JOB_PHOTOS_MAX).get(),
  ]);
  if (!job.exists || job.get('isPublished') !== true) return null;
  return { job: stored(job), photos: photos.docs.map(stored) };
}

/**
 * Everything a photo page shows, as stored, or null when `id` names no photo. `photoFieldsOf` reads the photo's type and
 * job as the web app does (no type: no related photos; no job: no job read).
 */
export async function readPhotoPage(db: Firestore, id: string, photoFieldsOf: PhotoFieldsOf): Promise<StoredPhotoPage | null> {
  const snapshot = await db.collection(IMAGES_COLLECTION).doc(id).get();
  if (!snapshot.exists) return null;
  const photo = stored(snapshot);
  const { jobId } = photoFieldsOf(photo);
  const [others, around, job] = await Promise.all([
    related(db, photo, photoFieldsOf),
    neighbours(db, photo),
    jobId ? publishedJob(db, jobId) : Promise.resolve(null),
  ]);
  return { photo, related: others, ...around, job };
}

/**
 * Every published job's id with the field of its lastmod (publishedAt), in id order, SITEMAP_PAGE_SIZE at a time,
 * at most `maxJobs`: one equality filter (its single-field index), select() keeps the stories home.
 */
export async function readSitemapJobs(
  db: Firestore,
  { maxJobs, pageSize = SITEMAP_PAGE_SIZE }: { maxJobs: number; pageSize?: number },
): Promise<StoredDoc[]> {
  const jobs: StoredDoc[] = [];
  let last: DocumentSnapshot | null = null;
  while (jobs.length < maxJobs) {
    const take = Math.min(pageSize, maxJobs - jobs.length);
    let query = db
      .collection(JOBS_COLLECTION)
      .where('isPublished', '==', true)
      .orderBy(FieldPath.documentId())
      .select('publishedAt', 'isPublished')
      .limit(take);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    jobs.push(...page.docs.map(stored));
    if (page.size < take) break;
    last = page.docs[page.docs.length - 1] ?? null;
  }
  return jobs;
}

/**
 * Every photo's id with the fields of its lastmod (uploadedAt, and the older text field `date` the app falls back
 * to), in id order, SITEMAP_PAGE_SIZE at a time, at most `maxPhotos`: select() keeps every other field home.
 */
export async function readSitemapPhotos(
  db: Firestore,
  { maxPhotos, pageSize = SITEMAP_PAGE_SIZE }: { maxPhotos: number; pageSize?: number },
): Promise<StoredDoc[]> {
  const photos: StoredDoc[] = [];
  let last: DocumentSnapshot | null = null;
  while (photos.length < maxPhotos) {
    const take = Math.min(pageSize, maxPhotos - photos.length);
    let query = db.collection(IMAGES_COLLECTION).orderBy(FieldPath.documentId()).select(ORDER_FIELD, 'date').limit(take);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    photos.push(...page.docs.map(stored));
    if (page.size < take) break;
    last = page.docs[page.docs.length - 1] ?? null;
  }
  return photos;
}
