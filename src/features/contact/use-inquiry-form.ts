import { useCallback, useRef, useState } from 'react';
import {
  EMPTY_INQUIRY_FORM,
  isHoneypotFilled,
  type InquiryFormField,
  type InquiryFormValues,
} from './inquiry-form';
import { submitInquiry } from './submit-inquiry';
import { validateInquiry } from './validate-inquiry';
import { contactMessages } from './copy';

/** The outcome shown above the submit button: a validation alert, the red failure box or the green success box. */
export type InquiryResult =
  | { kind: 'invalid'; message: string }
  | { kind: 'failure'; message: string }
  | { kind: 'success'; message: string };

export interface InquiryFormState {
  values: InquiryFormValues;
  submitting: boolean;
  result: InquiryResult | null;
  invalid: readonly InquiryFormField[];
  /** Bumped on every failed validation so the form can move focus even when the same field fails twice. */
  validationAttempt: number;
  setField: <K extends keyof InquiryFormValues>(field: K, value: InquiryFormValues[K]) => void;
  submit: () => Promise<void>;
}

/**
 * State and behaviour of the contact form: validation with the spec's messages, one submission at a time,
 * the form cleared after success and kept as typed after a failure. A filled honeypot pretends to succeed
 * without calling the backend.
 */
export function useInquiryForm(): InquiryFormState {
  const [values, setValues] = useState<InquiryFormValues>(EMPTY_INQUIRY_FORM);
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<InquiryResult | null>(null);
  const [invalid, setInvalid] = useState<readonly InquiryFormField[]>([]);
  const [validationAttempt, setValidationAttempt] = useState(0);
  const inFlight = useRef(false);

  const setField = useCallback(<K extends keyof InquiryFormValues>(field: K, value: InquiryFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setInvalid((current) => (current.includes(field as InquiryFormField) ? current.filter((f) => f !== field) : current));
  }, []);

  const succeed = useCallback(() => {
    setValues(EMPTY_INQUIRY_FORM);
    setResult({ kind: 'success', message: contactMessages.success });
  }, []);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const validation = validateInquiry(values);
    if (!validation.ok) {
      setInvalid(validation.invalid);
      setResult({ kind: 'invalid', message: validation.message });
      setValidationAttempt((n) => n + 1);
      return;
    }
    setInvalid([]);
    setResult(null);
    if (isHoneypotFilled(values)) {
      succeed();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await submitInquiry(validation.input);
      succeed();
    } catch (error) {
      console.error('Inquiry submission failed', error);
      setResult({ kind: 'failure', message: contactMessages.failure });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [values, succeed]);

  return { values, submitting, result, invalid, validationAttempt, setField, submit };
}
