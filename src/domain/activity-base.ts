/**
 * What every activity needs and nothing more: its draft shape, expiry and document id, and the visitor's new_inquiry
 * draft (whose text has no particle to choose). The admin types' texts are in activity.ts, which needs es-hangul for
 * their particles: the visitor's write path and the demo's sample data (written when the home page first opens the
 * database) import only this, so a visitor never downloads es-hangul.
 */
import { ACTIVITY_TTL_DAYS } from '../config/limits';
import type { ActivityType } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** expireAt of an activity created at `createdAt`: 90 days later. */
export function activityExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + ACTIVITY_TTL_DAYS * DAY_MS);
}

/** An activity as an adapter writes it; the adapter adds id and timestamp. */
export interface ActivityDraft {
  type: ActivityType;
  text: string;
  relatedId: string | null;
  userId: string | null;
  details: Record<string, unknown>;
}

/**
 * The document id of an activity when it is fixed, else null (an automatic id). The new_inquiry activity of an
 * inquiry is named after the inquiry: firestore.rules accept it only there and only once, so nobody can replay it
 * (both adapters write it with a create that fails when it exists).
 */
export function activityDocumentId(draft: ActivityDraft): string | null {
  return draft.type === 'new_inquiry' || draft.type === 'new_review' ? draft.relatedId : null;
}

/**
 * The new_review activity, written from the customer's browser right after the review (its id is the review's id, as
 * for new_inquiry). firestore.rules (isNewReviewActivity) check this text word for word against the stored review's
 * name and rating: change both together.
 */
export function newReviewDraft(reviewId: string, name: string, rating: number): ActivityDraft {
  return {
    type: 'new_review',
    text: `${name}님이 별점 ${rating}점 후기를 남겼습니다.`,
    relatedId: reviewId,
    userId: null,
    details: { reviewName: name, rating },
  };
}

/**
 * The new_inquiry activity, written from the visitor's browser. firestore.rules (isNewInquiryActivity) check this text
 * word for word: change both together.
 */
export function newInquiryDraft(inquiryId: string, name: string, email: string | null): ActivityDraft {
  return {
    type: 'new_inquiry',
    text: `${name}님의 새 문의가 접수되었습니다.`,
    relatedId: inquiryId,
    userId: null,
    details: { inquiryName: name, inquiryEmail: email },
  };
}
