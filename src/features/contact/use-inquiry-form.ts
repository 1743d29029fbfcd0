import { useCallback, useRef, useState } from 'react';
import type { InquiryPhotoUpload } from '@/backend/port';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { reportError } from '@/domain/report-error';
import type { CallTime, WorkType } from '@/domain/types';
import { contactMessages } from './copy';
import {
  EMPTY_INQUIRY_FORM,
  emptyInquiryForm,
  INQUIRY_FIELD_ORDER,
  isHoneypotFilled,
  type InquiryFieldErrors,
  type InquiryFormField,
  type InquiryFormValues,
} from './inquiry-form';
import { sendInquiry, sendInquiryPhotos } from './inquiry-service';
import { formSummary, validateInquiry } from './validate-inquiry';

/** The inquiry was received: what the confirmation panel shows, and the photos kept to send again. */
export interface InquiryReceipt {
  preferredCallTime: CallTime | null;
  /** The work type chosen (its typical price and duration show on the confirmation when configured). */
  workType: WorkType | null;
  /** Photos sent with it (0 when none). */
  photoTotal: number;
  /** Numbers of the photos that did not arrive. */
  failed: readonly number[];
  /** Sending the failed photos again. */
  retrying: boolean;
}

export type InquiryPhase = 'editing' | 'sending' | 'photos' | 'done';

export interface InquiryFormState {
  values: InquiryFormValues;
  phase: InquiryPhase;
  /** Progress of the photos being sent, 0-100; null when none are. */
  progress: number | null;
  /** The alert while a required field is still blank (formSummary): follows the fields as they are fixed. */
  summary: string | null;
  /** The failure to send, until the next submit. */
  failure: string | null;
  errors: InquiryFieldErrors;
  invalid: readonly InquiryFormField[];
  /** Bumped on every failed check so the form can move focus even when the same field fails twice. */
  validationAttempt: number;
  receipt: InquiryReceipt | null;
  setField: <K extends keyof InquiryFormValues>(field: K, value: InquiryFormValues[K]) => void;
  submit: () => Promise<void>;
  /** Sends the photos that did not arrive again (only those). */
  retryPhotos: () => Promise<void>;
  /** Back to an empty form for another inquiry. */
  startOver: () => void;
}

/**
 * State and behaviour of the contact form: one check of everything, one submission at a time, the inquiry saved
 * first and its photos after it (a photo that fails never makes the inquiry fail), the form cleared and replaced by
 * the confirmation once received, and everything typed or chosen kept when the inquiry itself fails. A filled
 * honeypot pretends to succeed without calling the backend.
 */
export function useInquiryForm(photoPicker: PhotoPickerState, workParam: string | null = null): InquiryFormState {
  const [values, setValues] = useState<InquiryFormValues>(() => emptyInquiryForm(workParam));
  const [phase, setPhase] = useState<InquiryPhase>('editing');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<InquiryFieldErrors>({});
  const [validationAttempt, setValidationAttempt] = useState(0);
  const [receipt, setReceipt] = useState<InquiryReceipt | null>(null);
  const inFlight = useRef(false);
  // What a retry needs: the inquiry's id and the photos it announced.
  const sent = useRef<{ id: string; photos: readonly InquiryPhotoUpload[] } | null>(null);

  const setField = useCallback(<K extends keyof InquiryFormValues>(field: K, value: InquiryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as InquiryFormField]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const receive = useCallback(
    (preferredCallTime: CallTime | null, workType: WorkType | null, photoTotal: number, failed: readonly number[]) => {
      setValues(EMPTY_INQUIRY_FORM);
      photoPicker.clear();
      setFailure(null);
      setReceipt({ preferredCallTime, workType, photoTotal, failed, retrying: false });
      setPhase('done');
    },
    [photoPicker],
  );

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const picked = await photoPicker.ready();
      const validation = validateInquiry(values, picked.length);
      if (!validation.ok) {
        setErrors(validation.errors);
        setFailure(null);
        setValidationAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setFailure(null);
      if (isHoneypotFilled(values)) {
        receive(values.preferredCallTime, values.workType, 0, []);
        return;
      }
      setPhase('sending');
      let id: string;
      try {
        id = await sendInquiry(validation.input);
      } catch (error) {
        reportError('Inquiry submission failed', error);
        setFailure(contactMessages.failure);
        setPhase('editing');
        return;
      }
      const photos = picked.map((photo, index) => ({ number: index + 1, file: photo.blob }));
      sent.current = { id, photos };
      let failed: number[] = [];
      if (photos.length > 0) {
        setPhase('photos');
        setProgress(0);
        failed = await sendInquiryPhotos(id, photos, setProgress);
        setProgress(null);
      }
      receive(validation.input.preferredCallTime, validation.input.workType, photos.length, failed);
    } finally {
      inFlight.current = false;
    }
  }, [photoPicker, values, receive]);

  const retryPhotos = useCallback(async () => {
    const inquiry = sent.current;
    if (inFlight.current || !inquiry || !receipt || receipt.failed.length === 0) return;
    inFlight.current = true;
    setReceipt({ ...receipt, retrying: true });
    setProgress(0);
    try {
      const again = inquiry.photos.filter((photo) => receipt.failed.includes(photo.number));
      const failed = await sendInquiryPhotos(inquiry.id, again, setProgress);
      setReceipt({ ...receipt, failed, retrying: false });
    } finally {
      setProgress(null);
      inFlight.current = false;
    }
  }, [receipt]);

  const startOver = useCallback(() => {
    if (inFlight.current) return;
    sent.current = null;
    setValues(EMPTY_INQUIRY_FORM);
    photoPicker.clear();
    setErrors({});
    setFailure(null);
    setReceipt(null);
    setPhase('editing');
  }, [photoPicker]);

  const invalid = INQUIRY_FIELD_ORDER.filter((field) => errors[field] !== undefined);
  const summary = formSummary(errors);
  return {
    values,
    phase,
    progress,
    summary,
    failure,
    errors,
    invalid,
    validationAttempt,
    receipt,
    setField,
    submit,
    retryPhotos,
    startOver,
  };
}
