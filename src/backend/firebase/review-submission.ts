import { collection, doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import { REVIEW_LINKS_COLLECTION, REVIEWS_COLLECTION } from '@/config/constants';
import { newReviewDraft } from '@/domain/activity-base';
import { isReviewToken } from '@/domain/reviews';
import type { ReviewInput } from '@/domain/types';
import { reviewLinkError } from '../shared/errors';
import { checkReviewInput } from '../shared/input-rules';
import { newReviewFields } from '../shared/review-fields';
import { logActivity } from './activity-log';
import { startAppCheck } from './app-check';
import { linkStateOf } from './review-links';
import type { FirebaseSettings } from './settings';

/**
 * Writes the review and marks its link used in ONE batch: firestore.rules accept the review only when the same
 * write marks its (unused, unexpired) link used with the review's id, and the link's use only with that review
 * (getAfter/existsAfter), so a link gives exactly one review. The link is read first for a clear error; a link
 * used or expired meanwhile makes the batch fail, and reading it again says why. Then the new_review activity.
 */
export async function submitReview(
  db: Firestore,
  settings: FirebaseSettings,
  token: string,
  input: ReviewInput,
  now: () => Date,
): Promise<string> {
  checkReviewInput(input);
  if (!isReviewToken(token)) throw reviewLinkError('not-found');
  await startAppCheck(settings);
  const linkRef = doc(db, REVIEW_LINKS_COLLECTION, token);
  const link = await getDoc(linkRef);
  const state = linkStateOf(link, now());
  if (state.state !== 'open') throw reviewLinkError(state.state);
  const reviewRef = doc(collection(db, REVIEWS_COLLECTION));
  // Copied as stored: the rules compare them with the link's.
  const fields = newReviewFields(token, input, {
    inquiryId: link.get('inquiryId') ?? null,
    jobId: link.get('jobId') ?? null,
    workType: link.get('workType') ?? null,
  });
  const batch = writeBatch(db);
  batch.set(reviewRef, { ...fields, createdAt: serverTimestamp() });
  batch.update(linkRef, { usedAt: serverTimestamp(), reviewId: reviewRef.id });
  try {
    await batch.commit();
  } catch (error) {
    const again = linkStateOf(await getDoc(linkRef).catch(() => null), now());
    if (again.state !== 'open') throw reviewLinkError(again.state);
    throw error;
  }
  await logActivity(db, newReviewDraft(reviewRef.id, fields.name, input.rating));
  return reviewRef.id;
}
