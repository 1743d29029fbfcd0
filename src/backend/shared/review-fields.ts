import { INITIAL_REVIEW_STATUS } from '@/domain/categories';
import { shownReviewName } from '@/domain/review-name';
import type { ReviewInput, WorkType } from '@/domain/types';

/**
 * The public fields of a new review (both adapters add the id, the creation time and where it came from): pending,
 * the name masked unless shown, whether it may show on its job's page, the work type copied from the link
 * (firestore.rules isNewReview).
 */
export function newReviewFields(input: ReviewInput, workType: WorkType | null) {
  return {
    rating: input.rating,
    text: input.text,
    name: shownReviewName(input.name, input.showName),
    nameShown: input.showName,
    photoCount: input.photoCount,
    showOnJob: input.showOnJob,
    status: INITIAL_REVIEW_STATUS,
    workType,
  };
}
