import { useState } from 'react';
import { usePhotoForm, type PhotoFormReceipt, type PhotoFormState } from '@/components/form/use-photo-form';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { reportError } from '@/domain/report-error';
import type { ReviewInput } from '@/domain/types';
import { reviewMessages } from './copy';
import { submitReview, uploadReviewPhotos } from './review-service';
import { EMPTY_REVIEW_FORM, validateReview, type ReviewFormField, type ReviewFormValues } from './validate-review';

/** Why the link stopped working while the form was open (someone used it in another tab, or the day passed). */
export type ClosedLink = 'used' | 'expired' | 'not-found';

export type ReviewReceipt = PhotoFormReceipt<ReviewInput>;

export interface ReviewFormState extends PhotoFormState<ReviewFormValues, ReviewInput, ReviewFormField> {
  /** Set when a submit finds the link closed: the page then says why instead of the form. */
  closed: ClosedLink | null;
}

const CLOSED: Record<string, ClosedLink> = { 'review-link/used': 'used', 'review-link/expired': 'expired', 'not-found': 'not-found' };

/**
 * The BackendError code of a failed submit (domain/errors.ts errorCode does the same; written out here so this page
 * shares no module with the backend adapter's chunk, which would split that chunk on every page).
 */
function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
}

/**
 * The review form (usePhotoForm, as the contact form works): the review saved first and its photos after it,
 * everything kept when sending fails; a link that closed meanwhile is said instead of the form.
 */
export function useReviewForm(token: string, photoPicker: PhotoPickerState): ReviewFormState {
  const [closed, setClosed] = useState<ClosedLink | null>(null);
  const form = usePhotoForm(photoPicker, {
    initial: () => EMPTY_REVIEW_FORM,
    empty: EMPTY_REVIEW_FORM,
    check: validateReview,
    submit: (input: ReviewInput) => submitReview(token, input),
    uploadPhotos: uploadReviewPhotos,
    submitFailure: (error) => {
      const closedBy = CLOSED[codeOf(error)];
      if (closedBy) {
        setClosed(closedBy);
        return null;
      }
      reportError('Review submission failed', error);
      return reviewMessages.failure;
    },
  });
  return { ...form, closed };
}
