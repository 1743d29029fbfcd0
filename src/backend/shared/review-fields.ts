import { INITIAL_REVIEW_STATUS } from '@/config/constants';
import { shownReviewName } from '@/domain/review-name';
import type { ReviewInput, ReviewLinkRequest } from '@/domain/types';

/**
 * The fields of a new review written through the link `token` (both adapters add the id and the creation time):
 * pending, the name masked unless shown, and where it came from copied from the link (firestore.rules isNewReview).
 */
export function newReviewFields(token: string, input: ReviewInput, link: ReviewLinkRequest) {
  return {
    linkId: token,
    rating: input.rating,
    text: input.text,
    name: shownReviewName(input.name, input.showName),
    nameShown: input.showName,
    photoCount: input.photoCount,
    status: INITIAL_REVIEW_STATUS,
    inquiryId: link.inquiryId,
    jobId: link.jobId,
    workType: link.workType,
  };
}
