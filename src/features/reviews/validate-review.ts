import { REVIEW_LIMITS } from '@/config/limits';
import { isBlank, trimBlank } from '@/domain/text';
import type { ReviewInput } from '@/domain/types';
import { reviewFormCopy, reviewMessages } from './copy';

export interface ReviewFormValues {
  rating: number | null;
  text: string;
  name: string;
  showName: boolean;
  /** Optional: the review may show on its job's page (ReviewInput.showOnJob); never checked for. */
  showOnJob: boolean;
  consent: boolean;
}

export const EMPTY_REVIEW_FORM: ReviewFormValues = { rating: null, text: '', name: '', showName: false, showOnJob: false, consent: false };

/** The controls that can be invalid, in form order (focus goes to the first). */
export const REVIEW_FIELD_ORDER = ['rating', 'text', 'name', 'consent'] as const;
export type ReviewFormField = (typeof REVIEW_FIELD_ORDER)[number];
export type ReviewFieldErrors = Partial<Record<ReviewFormField, string>>;

export type ReviewValidation = { ok: true; input: ReviewInput } | { ok: false; messages: string[]; errors: ReviewFieldErrors };

/**
 * Checks the whole form in one round, as the contact form does: a rating, a text and a name that are not blank
 * (src/domain/text.ts, as the backend and firestore.rules count blank), within their limits, and the consent.
 */
export function validateReview(values: ReviewFormValues, photoCount: number): ReviewValidation {
  const text = trimBlank(values.text);
  const name = trimBlank(values.name);
  const errors: ReviewFieldErrors = {};
  if (values.rating === null) errors.rating = reviewMessages.ratingMissing;
  if (isBlank(text)) errors.text = reviewMessages.textMissing;
  else if (text.length > REVIEW_LIMITS.text) errors.text = reviewMessages.tooLong(reviewFormCopy.text, REVIEW_LIMITS.text);
  if (isBlank(name)) errors.name = reviewMessages.nameMissing;
  else if (name.length > REVIEW_LIMITS.name) errors.name = reviewMessages.tooLong(reviewFormCopy.name, REVIEW_LIMITS.name);
  if (!values.consent) errors.consent = reviewMessages.consentMissing;
  const messages = REVIEW_FIELD_ORDER.map((field) => errors[field]).filter((message): message is string => message !== undefined);
  if (messages.length > 0 || values.rating === null) return { ok: false, messages, errors };
  return { ok: true, input: { rating: values.rating, text, name, showName: values.showName, showOnJob: values.showOnJob, photoCount } };
}
