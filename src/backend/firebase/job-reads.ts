import { collection, documentId, getDocs, limit, query, where, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION, JOBS_COLLECTION, JOB_PHOTOS_MAX } from '../../config/constants';
import { inStageOrder } from '../../domain/jobs';
import type { ConstructionImage, Job } from '../../domain/types';
import { isDocumentId } from '../shared/document-ids';
import { toImage, toJob } from './mappers';

/**
 * Job reads. Visitors may read a job only while it is published: firestore.rules check `isPublished == true` on
 * every public read of jobs, so the public one asks for exactly that (a query on the id and the flag: a draft is
 * simply not found, never a permission error). A job's photos in the gallery are one query on jobId.
 */

export async function getPublishedJob(db: Firestore, id: string): Promise<Job | null> {
  if (!isDocumentId(id)) return null;
  const found = await getDocs(
    query(collection(db, JOBS_COLLECTION), where(documentId(), '==', id), where('isPublished', '==', true), limit(1)),
  );
  const [job] = found.docs;
  return job ? toJob(job.id, job.data()) : null;
}

/** The photos of one job in the gallery (`images`) or its drafts, at most JOB_PHOTOS_MAX, as read. */
export async function readJobPhotos(db: Firestore, from: 'images' | 'drafts', jobId: string): Promise<ConstructionImage[]> {
  if (!isDocumentId(jobId)) return [];
  const name = from === 'images' ? COLLECTIONS.images : IMAGE_DRAFTS_COLLECTION;
  const found = await getDocs(query(collection(db, name), where('jobId', '==', jobId), limit(JOB_PHOTOS_MAX)));
  return found.docs.map((document) => toImage(document.id, document.data()));
}

/** A job's photos in the gallery, in stage order (never its drafts: they live in another collection). */
export async function getGalleryJobPhotos(db: Firestore, jobId: string): Promise<ConstructionImage[]> {
  return inStageOrder(await readJobPhotos(db, 'images', jobId));
}
