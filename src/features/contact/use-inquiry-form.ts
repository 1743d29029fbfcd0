import { useLayoutEffect } from 'react';
import { usePhotoForm, type PhotoFormReceipt, type PhotoFormState } from '@/components/form/use-photo-form';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { reportError } from '@/domain/report-error';
import type { InquiryInput } from '@/domain/types';
import { contactMessages } from './copy';
import {
  EMPTY_INQUIRY_FORM,
  emptyInquiryForm,
  inquiryFormShown,
  INQUIRY_FIELD_ORDER,
  isHoneypotFilled,
  type InquiryFormField,
  type InquiryFormValues,
} from './inquiry-form';
import { sendInquiry, sendInquiryPhotos } from './inquiry-service';
import { formSummary, validateInquiry } from './validate-inquiry';

/** The inquiry was received: its call time and work type (the confirmation shows them) and its photos' fate. */
export type InquiryReceipt = PhotoFormReceipt<InquiryInput>;

export interface InquiryFormState extends PhotoFormState<InquiryFormValues, InquiryInput, InquiryFormField> {
  /** The alert while a required field is still blank (formSummary): follows the fields as they are fixed. */
  summary: string | null;
  /** The fields that failed the check, in the form's order. */
  invalid: readonly InquiryFormField[];
}

function sendFailure(error: unknown): string {
  reportError('Inquiry submission failed', error);
  return contactMessages.failure;
}

/**
 * The contact form (usePhotoForm): the inquiry saved first and its photos after it, the form cleared and replaced by
 * the confirmation once received, everything typed or chosen kept when the inquiry itself fails. A filled honeypot
 * pretends to succeed without calling the backend. `workParam` (?work=) chooses the work type at first. Taking
 * over a server-rendered contact page, it holds at once (before the next paint) what the visitor typed and chose
 * before the app had started: the first render matches the page's HTML, as hydration needs.
 */
export function useInquiryForm(photoPicker: PhotoPickerState, workParam: string | null = null): InquiryFormState {
  const form = usePhotoForm(photoPicker, {
    initial: () => emptyInquiryForm(workParam),
    empty: EMPTY_INQUIRY_FORM,
    check: validateInquiry,
    send: sendInquiry,
    sendPhotos: sendInquiryPhotos,
    sendFailure,
    isBot: isHoneypotFilled,
  });
  useLayoutEffect(() => {
    // (Rendered by the app itself, the form shows what it holds: the same values again, one render.)
    const shown = inquiryFormShown();
    for (const field in shown) form.setField(field as keyof InquiryFormValues, shown[field as keyof InquiryFormValues] as never);
    // Once, as the form is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const invalid = INQUIRY_FIELD_ORDER.filter((field) => form.errors[field] !== undefined);
  return { ...form, summary: formSummary(form.errors), invalid };
}
