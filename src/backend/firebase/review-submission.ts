import { collection, doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore/lite';
import {
  REVIEW_LINK_DETAILS_COLLECTION,
  REVIEW_LINKS_COLLECTION,
  REVIEW_SOURCES_COLLECTION,
  REVIEWS_COLLECTION,
} from '@/config/collections';
import { newReviewDraft } from '@/domain/activity-base';
import { isReviewToken } from '@/domain/reviews';
import type { ReviewInput } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { reviewLinkError } from '../shared/errors';
import { checkReviewInput } from '../shared/input-rules';
import { newReviewFields } from '../shared/review-fields';
import { logActivity } from './activity-log';
import { startAppCheck } from './app-check';
import { linkStateOf } from './review-links';
import type { FirebaseSettings } from './settings';

/**
 * Writes the review and uses its link in ONE batch of four writes, which firestore.rules accept only together: the
 * review (public once approved: no link, no inquiry; no job until staff set the link's), its admin-only source (the
 * link), the link marked used, and the link's admin-only details marked with the time and the review's id. The
 * details name one review, so a link gives exactly one. The customer never reads the details (who made the link,
 * for which inquiry or job): staff join them to the review. The link is read first for a clear error; a link used
 * or expired meanwhile makes the batch fail, and reading it again says why. Then the new_review activity.
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
  // The work type as stored: the rules compare it with the link's.
  const fields = newReviewFields(input, workTypeOrNull(link.get('workType')));
  const batch = writeBatch(db);
  batch.set(reviewRef, { ...fields, jobId: null, createdAt: serverTimestamp() });
  batch.set(doc(db, REVIEW_SOURCES_COLLECTION, reviewRef.id), { linkId: token });
  batch.update(linkRef, { used: true });
  batch.update(doc(db, REVIEW_LINK_DETAILS_COLLECTION, token), { usedAt: serverTimestamp(), reviewId: reviewRef.id });
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
