import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION, JOBS_COLLECTION } from '@/config/collections';
import { JOB_PHOTOS_MAX } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { errorCode } from '@/domain/errors';
import type { Job, JobInput, JobPhoto } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { isActivityDraft } from '../shared/input-rules';
import { checkConsentKept, checkJobFields, consentToPublish } from '../shared/job-consent';
import { jobNotFound } from '../shared/job-errors';
import { jobPhotosOf, storedJobFields } from '../shared/job-fields';
import { checkLimit } from '../shared/page-query';
import { activityFields, logActivity } from './activity-log';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toJob } from './job-mapper';
import { readJobPhotos } from './job-reads';
import { readList } from './paging';

/** Jobs (시공 현장) in the admin part: admin check first, activity last (publishJob: in its batch). */

function jobRef(ctx: AdminContext, id: string) {
  return doc(ctx.db, JOBS_COLLECTION, id);
}

export async function existingJob(ctx: AdminContext, id: string): Promise<DocumentSnapshot> {
  if (!isDocumentId(id)) throw jobNotFound(id);
  const snapshot = await getDoc(jobRef(ctx, id));
  if (!snapshot.exists()) throw jobNotFound(id);
  return snapshot;
}

export async function listJobs(ctx: AdminContext, count: number): Promise<Job[]> {
  await requireAdmin(ctx.auth);
  checkLimit(count);
  const list = {
    db: ctx.db,
    collectionName: JOBS_COLLECTION,
    orderField: 'createdAt',
    base: collection(ctx.db, JOBS_COLLECTION),
    map: toJob,
  };
  return readList(list, [limit(count)]);
}

export async function getJob(ctx: AdminContext, id: string): Promise<Job | null> {
  await requireAdmin(ctx.auth);
  if (!isDocumentId(id)) return null;
  const snapshot = await getDoc(jobRef(ctx, id));
  return snapshot.exists() ? toJob(id, snapshot.data()) : null;
}

export async function getJobPhotos(ctx: AdminContext, jobId: string): Promise<JobPhoto[]> {
  await requireAdmin(ctx.auth);
  const [published, drafts] = await Promise.all([readJobPhotos(ctx.db, 'images', jobId), readJobPhotos(ctx.db, 'drafts', jobId)]);
  return jobPhotosOf(published, drafts);
}

export async function createJob(ctx: AdminContext, input: JobInput): Promise<Job> {
  const user = await requireAdmin(ctx.auth);
  checkJobFields(input, ctx.now());
  const ref = doc(collection(ctx.db, JOBS_COLLECTION));
  const fields = { ...storedJobFields(input), isPublished: false, publishedAt: null };
  await setDoc(ref, { ...fields, createdAt: serverTimestamp() });
  await logActivity(ctx.db, activityDrafts.jobCreate(ref.id, input.title, user.uid));
  try {
    const saved = await getDoc(ref);
    if (saved.exists()) return toJob(ref.id, saved.data());
  } catch (error) {
    console.warn('[firebase] could not read back the new job', error);
  }
  return toJob(ref.id, { ...fields, createdAt: ctx.now() });
}

export async function updateJob(ctx: AdminContext, id: string, input: JobInput): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  checkJobFields(input, ctx.now());
  // Read first: for a missing document the rules would answer permission-denied, not not-found.
  const snapshot = await existingJob(ctx, id);
  checkConsentKept(toJob(id, snapshot.data() ?? {}), input.consentDate);
  await updateDoc(snapshot.ref, storedJobFields(input));
  await logActivity(ctx.db, activityDrafts.jobUpdate(id, input.title, user.uid));
}

/**
 * ONE batch: the job published (isPublished, publishedAt = server time; firestore.rules accept the flag only that
 * way, and only with a consentDate: the one given is written in it, shared/job-consent.ts), every draft of the job created in constructionImages under its id with uploadedAt = server time and
 * deleted from the drafts, and job_publish. Either all of it is visible, or none (a refused batch writes nothing).
 * A draft added after the drafts were read stays a draft: publishing again moves it.
 */
export async function publishJob(ctx: AdminContext, id: string, consentDate?: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const job = await existingJob(ctx, id);
  const drafts = await getDocs(query(collection(ctx.db, IMAGE_DRAFTS_COLLECTION), where('jobId', '==', id), limit(JOB_PHOTOS_MAX)));
  const published = job.get('isPublished') === true;
  if (published && drafts.empty) return;
  const consent = consentToPublish(toJob(id, job.data() ?? {}), consentDate, ctx.now());
  const activity = activityDrafts.jobPublish(id, String(job.get('title') ?? ''), drafts.size, user.uid);
  const batchOf = (withActivity: boolean) => {
    const batch = writeBatch(ctx.db);
    const withConsent = consent === null ? {} : { consentDate: consent };
    if (!published) batch.update(job.ref, { ...withConsent, isPublished: true, publishedAt: serverTimestamp() });
    else if (consent !== null) batch.update(job.ref, withConsent);
    for (const draft of drafts.docs) {
      // The publisher is the uploader of what enters the gallery (firestore.rules isUploader: always the writer).
      const uploader = { uploaderUid: user.uid, uploaderEmail: user.email };
      batch.set(doc(ctx.db, COLLECTIONS.images, draft.id), { ...draft.data(), ...uploader, uploadedAt: serverTimestamp() });
      batch.delete(draft.ref);
    }
    if (withActivity) batch.set(doc(collection(ctx.db, COLLECTIONS.activities)), activityFields(activity, ctx.now()));
    return batch;
  };
  if (isActivityDraft(activity)) {
    try {
      await batchOf(true).commit();
      return;
    } catch (error) {
      // Rules deployed before job_publish existed refuse the activity: publish without it (its failure is logged).
      if (errorCode(error) !== 'permission-denied') throw error;
      console.warn('[firebase] the publish batch was refused: publishing without its activity', id, error);
    }
  }
  await batchOf(false).commit();
  await logActivity(ctx.db, activity);
}
