import { FieldPath, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import { pickRelatedPhotos } from '#app/domain/related-photos.js';
import { IMAGES_COLLECTION, JOBS_COLLECTION, JOB_PHOTOS_MAX, RELATED_PHOTOS_LIMIT, RELATED_PHOTOS_READ_EXTRA } from '../app-constants.js';
import type { StoredDoc, Work } from './site-bundle.js';

/**
 * The pages function's Firestore reads (Admin SDK), each bounded: a work's page is one document read, then at
 * most RELATED_PHOTOS_LIMIT + 1 + RELATED_PHOTOS_READ_EXTRA works of its type for the related works and two one-item neighbour queries, and for a photo of a job the
 * job's document and at most JOB_PHOTOS_MAX of its works (one query on jobId: no composite index), all in
 * parallel (the queries the photo page itself makes, src/backend/firebase); a job's page is the same job read
 * (publishedJob); the sitemap pages through the works and the published jobs SITEMAP_PAGE_SIZE at a time,
 * reading only the fields of its lastmod. Lists use the gallery's order (uploadedAt desc, then document id desc:
 * the composite indexes of firestore.indexes.json).
 */

/**
 * Works per sitemap query: 5,000 works are two round trips inside the region. Each query's time grows with the
 * documents it returns, not with their few fields; fewer, larger pages save round trips (measured on the emulator:
 * 5,000 works read in 0.9 s in one query, 1.2-1.6 s in five of 1,000), and 2,500 ids and dates stay small.
 */
export const SITEMAP_PAGE_SIZE = 2500;

/** A work's page as stored: the work, its related works, its neighbours, its published job and that job's works. */
export interface StoredPhotoPage {
  work: StoredDoc;
  related: StoredDoc[];
  newer: StoredDoc | null;
  older: StoredDoc | null;
  job: StoredJob | null;
}

/** A job as stored, with its works in the gallery (as read: the app puts them in stage order). */
export interface StoredJob {
  job: StoredDoc;
  photos: StoredDoc[];
}

/** How the web app reads a stored work's type and job (an unknown stored value counts as none). */
export type PhotoFieldsOf = (work: StoredDoc) => Pick<Work, 'workType' | 'jobId'>;

const ORDER_FIELD = 'uploadedAt';

export const stored = (snapshot: DocumentSnapshot): StoredDoc => ({ id: snapshot.id, data: snapshot.data() ?? {} });

/** The gallery's order (the composite indexes of firestore.indexes.json): newest first, ties by document id. */
export function galleryOrder(query: Query): Query {
  return query.orderBy(ORDER_FIELD, 'desc').orderBy(FieldPath.documentId(), 'desc');
}

/** The works just newer and just older than `work` in the gallery's order (none for a work without uploadedAt). */
async function neighbours(db: Firestore, work: StoredDoc): Promise<Pick<StoredPhotoPage, 'newer' | 'older'>> {
  // A document without the order field is outside every ordered list, so it has no place between neighbours.
  if (!(ORDER_FIELD in work.data)) return { newer: null, older: null };
  const position = [work.data[ORDER_FIELD], work.id];
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
 * Up to RELATED_PHOTOS_LIMIT other works of the same type, newest first, as the app picks them (pickRelatedPhotos:
 * not the work's own job, one photo per other job): one query of limit + 1 + RELATED_PHOTOS_READ_EXTRA.
 */
async function related(db: Firestore, work: StoredDoc, workOf: PhotoFieldsOf): Promise<StoredDoc[]> {
  const { workType, jobId } = workOf(work);
  if (!workType) return [];
  const query = galleryOrder(db.collection(IMAGES_COLLECTION).where('workType', '==', workType)).limit(
    RELATED_PHOTOS_LIMIT + 1 + RELATED_PHOTOS_READ_EXTRA,
  );
  const snapshot = await query.get();
  const candidates = snapshot.docs.map(stored).map((doc) => ({ doc, id: doc.id, jobId: workOf(doc).jobId }));
  return pickRelatedPhotos({ id: work.id, jobId }, candidates, RELATED_PHOTOS_LIMIT).map((picked) => picked.doc);
}

/**
 * A published job and its works in the gallery (the job document and one query on jobId, at once), or null when
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
 * Everything a work's page shows, as stored, or null when `id` names no work. `workOf` reads the work's type and
 * job as the web app does (no type: no related works; no job: no job read).
 */
export async function readPhotoPage(db: Firestore, id: string, workOf: PhotoFieldsOf): Promise<StoredPhotoPage | null> {
  const snapshot = await db.collection(IMAGES_COLLECTION).doc(id).get();
  if (!snapshot.exists) return null;
  const work = stored(snapshot);
  const { jobId } = workOf(work);
  const [others, around, job] = await Promise.all([
    related(db, work, workOf),
    neighbours(db, work),
    jobId ? publishedJob(db, jobId) : Promise.resolve(null),
  ]);
  return { work, related: others, ...around, job };
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
 * Every work's id with the fields of its lastmod (uploadedAt, and the older text field `date` the app falls back
 * to), in id order, SITEMAP_PAGE_SIZE at a time, at most `maxWorks`: select() keeps every other field home.
 */
export async function readSitemapPhotos(
  db: Firestore,
  { maxWorks, pageSize = SITEMAP_PAGE_SIZE }: { maxWorks: number; pageSize?: number },
): Promise<StoredDoc[]> {
  const works: StoredDoc[] = [];
  let last: DocumentSnapshot | null = null;
  while (works.length < maxWorks) {
    const take = Math.min(pageSize, maxWorks - works.length);
    let query = db.collection(IMAGES_COLLECTION).orderBy(FieldPath.documentId()).select(ORDER_FIELD, 'date').limit(take);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    works.push(...page.docs.map(stored));
    if (page.size < take) break;
    last = page.docs[page.docs.length - 1] ?? null;
  }
  return works;
}
