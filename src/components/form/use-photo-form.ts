import { useCallback, useRef, useState } from 'react';
import type { InquiryPhotoUpload } from '@/backend/port';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';

/** A visitor form's progress: filled in, the record being saved, its photos being sent, received. */
export type PhotoFormPhase = 'editing' | 'sending' | 'photos' | 'done';

/** A form that was received: what it sent (as checked), its photo count, and the photos that did not arrive. */
export interface PhotoFormReceipt<I> {
  /** What was sent, as the check made it (also when a filled honeypot only pretended to send it). */
  input: I;
  /** Photos sent with it (0 when none). */
  photoTotal: number;
  /** Numbers of the photos that did not arrive. */
  failed: readonly number[];
  /** Sending the failed photos again. */
  retrying: boolean;
}

export type FormCheck<I, Field extends string> = { ok: true; input: I } | { ok: false; errors: Partial<Record<Field, string>> };

export interface PhotoFormOptions<V, I, Field extends string> {
  /** The form as it opens, and after it was received or started over. */
  initial: () => V;
  empty: V;
  /** Checks everything in one round (the number of photos picked included). */
  check: (values: V, photoCount: number) => FormCheck<I, Field>;
  /** Submits the record (saves it); resolves to its id. */
  submit: (input: I) => Promise<string>;
  /** Uploads the photos one by one after the record; resolves to the numbers of those that failed. */
  uploadPhotos: (id: string, photos: readonly InquiryPhotoUpload[], onProgress: (percent: number) => void) => Promise<number[]>;
  /**
   * The message to show when saving the record failed (null: nothing to show beside the form). `form`: the
   * fields, for a failure that asks the visitor to answer one again (a consent to a notice that changed).
   */
  submitFailure: (error: unknown, form: { setField: <K extends keyof V>(field: K, value: V[K]) => void }) => string | null;
  /** A filled honeypot: pretend to succeed without calling the backend. */
  isBot?: (values: V) => boolean;
}

export interface PhotoFormState<V, I, Field extends string> {
  values: V;
  phase: PhotoFormPhase;
  /** Progress of the photos being sent, 0-100; null when none are. */
  progress: number | null;
  /** The failure to send, until the next submit. */
  failure: string | null;
  errors: Partial<Record<Field, string>>;
  /** Bumped on every failed check so the form can move focus even when the same field fails twice. */
  validationAttempt: number;
  receipt: PhotoFormReceipt<I> | null;
  setField: <K extends keyof V>(field: K, value: V[K]) => void;
  submit: () => Promise<void>;
  /** Sends the photos that did not arrive again (only those). */
  retryPhotos: () => Promise<void>;
  /** Back to an empty form for another one. */
  startOver: () => void;
}

/**
 * The visitor forms' engine (the inquiry and the review): one check of everything, one submission at a time, the
 * record saved first and its photos after it (a photo that fails never fails the record), the form cleared once
 * received, and everything typed or chosen kept when the record itself fails.
 */
export function usePhotoForm<V, I, Field extends string>(
  photoPicker: PhotoPickerState,
  options: PhotoFormOptions<V, I, Field>,
): PhotoFormState<V, I, Field> {
  const { initial, empty, check, submit: submitRecord, uploadPhotos, submitFailure, isBot } = options;
  const [values, setValues] = useState<V>(initial);
  const [phase, setPhase] = useState<PhotoFormPhase>('editing');
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [validationAttempt, setValidationAttempt] = useState(0);
  const [receipt, setReceipt] = useState<PhotoFormReceipt<I> | null>(null);
  const inFlight = useRef(false);
  // What a retry needs: the record's id and the photos it announced.
  const sent = useRef<{ id: string; photos: readonly InquiryPhotoUpload[] } | null>(null);

  const setField = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field as unknown as Field]: _fixed, ...rest } = current;
      return rest as Partial<Record<Field, string>>;
    });
  }, []);

  const receive = (input: I, photoTotal: number, failed: readonly number[]) => {
    setValues(empty);
    photoPicker.clear();
    setFailure(null);
    setReceipt({ input, photoTotal, failed, retrying: false });
    setPhase('done');
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const picked = await photoPicker.ready();
      const checked = check(values, picked.length);
      if (!checked.ok) {
        setErrors(checked.errors);
        setFailure(null);
        setValidationAttempt((n) => n + 1);
        return;
      }
      setErrors({});
      setFailure(null);
      if (isBot?.(values)) {
        receive(checked.input, 0, []);
        return;
      }
      setPhase('sending');
      let id: string;
      try {
        id = await submitRecord(checked.input);
      } catch (error) {
        setFailure(submitFailure(error, { setField }));
        setPhase('editing');
        return;
      }
      const photos = picked.map((photo, index) => ({ number: index + 1, file: photo.blob }));
      sent.current = { id, photos };
      let failed: number[] = [];
      if (photos.length > 0) {
        setPhase('photos');
        setProgress(0);
        failed = await uploadPhotos(id, photos, setProgress);
        setProgress(null);
      }
      receive(checked.input, photos.length, failed);
    } finally {
      inFlight.current = false;
    }
  };

  const retryPhotos = async () => {
    const record = sent.current;
    if (inFlight.current || !record || !receipt || receipt.failed.length === 0) return;
    inFlight.current = true;
    setReceipt({ ...receipt, retrying: true });
    setProgress(0);
    try {
      const again = record.photos.filter((photo) => receipt.failed.includes(photo.number));
      setReceipt({ ...receipt, failed: await uploadPhotos(record.id, again, setProgress), retrying: false });
    } finally {
      setProgress(null);
      inFlight.current = false;
    }
  };

  const startOver = () => {
    if (inFlight.current) return;
    sent.current = null;
    setValues(empty);
    photoPicker.clear();
    setErrors({});
    setFailure(null);
    setReceipt(null);
    setPhase('editing');
  };

  return { values, phase, progress, failure, errors, validationAttempt, receipt, setField, submit, retryPhotos, startOver };
}
