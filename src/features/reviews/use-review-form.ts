import { useCallback, useRef, useState } from 'react';
import type { ReviewPhotoUpload } from '@/backend/port';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { reportError } from '@/domain/report-error';
import { reviewMessages } from './copy';
import { sendReview, sendReviewPhotos } from './review-service';
import { EMPTY_REVIEW_FORM, validateReview, type ReviewFieldErrors, type ReviewFormValues } from './validate-review';

/** Why the link stopped working while the form was open (someone used it in another tab, or the day passed). */
export type ClosedLink = 'used' | 'expired' | 'not-found';

export interface ReviewReceipt {
  photoTotal: number;
  failed: readonly number[];
  retrying: boolean;
}

export interface ReviewFormState {
  values: ReviewFormValues;
  phase: 'editing' | 'sending' | 'photos' | 'done';
  progress: number | null;
  /** The failure to send, shown in the red box (a failed check is said under each control only). */
  failure: string | null;
  errors: ReviewFieldErrors;
  /** Bumped on every failed check so the form moves focus even when the same field fails twice. */
  validationAttempt: number;
  receipt: ReviewReceipt | null;
  /** Set when a submit finds the link closed: the page then says why instead of the form. */
  closed: ClosedLink | null;
  setField: <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => void;
  submit: () => Promise<void>;
  retryPhotos: () => Promise<void>;
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
 * The review form, as the contact form works: one check of everything, one submission at a time, the review saved
 * first and its photos after it (a photo that fails never fails the review), everything kept when sending fails.
 */
export function useReviewForm(token: string, photoPicker: PhotoPickerState): ReviewFormState {
  const [values, setValues] = useState<ReviewFormValues>(EMPTY_REVIEW_FORM);
  const [phase, setPhase] = useState<ReviewFormState['phase']>('editing');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [validationAttempt, setValidationAttempt] = useState(0);
  const [receipt, setReceipt] = useState<ReviewReceipt | null>(null);
  const [closed, setClosed] = useState<ClosedLink | null>(null);
  const inFlight = useRef(false);
  const sent = useRef<{ id: string; photos: readonly ReviewPhotoUpload[] } | null>(null);

  const setField = useCallback(<K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as keyof ReviewFieldErrors]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const picked = await photoPicker.ready();
      const validation = validateReview(values, picked.length);
      if (!validation.ok) {
        setErrors(validation.errors);
        setFailure(null);
        setValidationAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setFailure(null);
      setPhase('sending');
      let id: string;
      try {
        id = await sendReview(token, validation.input);
      } catch (error) {
        const closedBy = CLOSED[codeOf(error)];
        if (closedBy) {
          setClosed(closedBy);
        } else {
          reportError('Review submission failed', error);
          setFailure(reviewMessages.failure);
        }
        setPhase('editing');
        return;
      }
      const photos = picked.map((photo, index) => ({ number: index + 1, file: photo.blob }));
      sent.current = { id, photos };
      let failed: number[] = [];
      if (photos.length > 0) {
        setPhase('photos');
        setProgress(0);
        failed = await sendReviewPhotos(id, photos, setProgress);
        setProgress(null);
      }
      photoPicker.clear();
      setReceipt({ photoTotal: photos.length, failed, retrying: false });
      setPhase('done');
    } finally {
      inFlight.current = false;
    }
  }, [photoPicker, token, values]);

  const retryPhotos = useCallback(async () => {
    const review = sent.current;
    if (inFlight.current || !review || !receipt || receipt.failed.length === 0) return;
    inFlight.current = true;
    setReceipt({ ...receipt, retrying: true });
    setProgress(0);
    try {
      const again = review.photos.filter((photo) => receipt.failed.includes(photo.number));
      setReceipt({ ...receipt, failed: await sendReviewPhotos(review.id, again, setProgress), retrying: false });
    } finally {
      setProgress(null);
      inFlight.current = false;
    }
  }, [receipt]);

  return { values, phase, progress, failure, errors, validationAttempt, receipt, closed, setField, submit, retryPhotos };
}
