import { doc, getDoc, type DocumentSnapshot, type Firestore } from 'firebase/firestore/lite';
import { REVIEW_LINKS_COLLECTION } from '@/config/collections';
import { isReviewToken } from '@/domain/reviews';
import type { ReviewLinkState } from '@/domain/types';
import { workTypeOrNull } from '@/domain/work-type';
import { reviewLinkStateOf } from '../shared/review-rules';
import { toDate } from './mappers';

/**
 * A stored link (or none) as the shared state rules read it. A link stored before the public and admin-only halves
 * were split has usedAt instead of used (until `npm run reviews:private-fields` rewrites it).
 */
export function linkStateOf(snapshot: DocumentSnapshot | null, now: Date): ReviewLinkState {
  if (!snapshot?.exists()) return reviewLinkStateOf(null, now.getTime());
  const used = snapshot.get('used') === true || toDate(snapshot.get('usedAt')) !== null;
  return reviewLinkStateOf(
    { expiresAt: toDate(snapshot.get('expiresAt'))?.getTime() ?? null, used, workType: workTypeOrNull(snapshot.get('workType')) },
    now.getTime(),
  );
}

/**
 * The state of the link a token names: anyone may get a link's public half by its token (firestore.rules), never
 * list them. Loaded with the customer's review page only. The browser's clock decides "expired" for the message;
 * the rules decide with the server's when the review is written.
 */
export async function getReviewLink(db: Firestore, token: string, now: Date): Promise<ReviewLinkState> {
  if (!isReviewToken(token)) return { state: 'not-found' };
  return linkStateOf(await getDoc(doc(db, REVIEW_LINKS_COLLECTION, token)), now);
}
