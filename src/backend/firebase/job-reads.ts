import { collection, doc, documentId, getDoc, getDocs, limit, orderBy, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION, JOBS_COLLECTION } from '@/config/collections';
import { JOB_PHOTOS_MAX } from '@/config/limits';
import { errorCode } from '@/domain/errors';
import { inStageOrder } from '@/domain/jobs';
import type { GalleryPhoto, Job } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { checkLimit } from '../shared/page-query';
import { toJob } from './job-mapper';
import { toPhoto } from './mappers';

/**
 * Job reads. A job's photos in the gallery are one query on jobId. Visitors may read a job only while it is
 * published: firestore.rules refuse a visitor's read of a draft, and of a job that does not exist, alike
 * (permission-denied), so nobody learns which draft ids exist; here both read as "no job". The public part loads
 * this module on its first job read.
 */

export async function getPublishedJob(db: Firestore, id: string): Promise<Job | null> {
  if (!isDocumentId(id)) return null;
  try {
    const snapshot = await getDoc(doc(db, JOBS_COLLECTION, id));
    // An administrator's browser may read a draft: the public part still shows published jobs only.
    return snapshot.exists() && snapshot.get('isPublished') === true ? toJob(id, snapshot.data()) : null;
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return null;
    throw error;
  }
}

/** The photos of one job in the gallery (`images`) or its drafts, at most JOB_PHOTOS_MAX, as read. */
export async function readJobPhotos(db: Firestore, from: 'images' | 'drafts', jobId: string): Promise<GalleryPhoto[]> {
  if (!isDocumentId(jobId)) return [];
  const name = from === 'images' ? COLLECTIONS.images : IMAGE_DRAFTS_COLLECTION;
  const found = await getDocs(query(collection(db, name), where('jobId', '==', jobId), limit(JOB_PHOTOS_MAX)));
  return found.docs.map((document) => toPhoto(document.id, document.data()));
}

/** A job's photos in the gallery, in stage order (never its drafts: they live in another collection). */
export async function getGalleryJobPhotos(db: Firestore, jobId: string): Promise<GalleryPhoto[]> {
  return inStageOrder(await readJobPhotos(db, 'images', jobId));
}

/**
 * The last published jobs first (publishedAt, then document id, descending), at most `count`: one query on
 * isPublished == true, as the rules require of a visitor's list (composite index in firestore.indexes.json).
 */
export async function getPublishedJobs(db: Firestore, count: number): Promise<Job[]> {
  checkLimit(count);
  const found = await getDocs(
    query(
      collection(db, JOBS_COLLECTION),
      where('isPublished', '==', true),
      orderBy('publishedAt', 'desc'),
      orderBy(documentId(), 'desc'),
      limit(count),
    ),
  );
  return found.docs.map((document) => toJob(document.id, document.data()));
}
