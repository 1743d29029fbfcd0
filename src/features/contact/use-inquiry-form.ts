import { useLayoutEffect } from 'react';
import { usePhotoForm, type PhotoFormReceipt, type PhotoFormState } from '@/components/form/use-photo-form';
import type { PhotoPickerState } from '@/components/photo-picker/use-photo-picker';
import { errorCode } from '@/domain/errors';
import { reportError } from '@/domain/report-error';
import type { InquiryInput } from '@/domain/types';
import { useReplaceSiteSettings, useSiteSettings } from '@/lib/site-settings/site-settings-context';
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
import { readSiteSettings, submitInquiry, uploadInquiryPhotos } from './inquiry-service';
import { formSummary, validateInquiry } from './validate-inquiry';

/** The inquiry was received: its call time and work type (the confirmation shows them) and its photos' fate. */
export type InquiryReceipt = PhotoFormReceipt<InquiryInput>;

export interface InquiryFormState extends PhotoFormState<InquiryFormValues, InquiryInput, InquiryFormField> {
  /** The alert while a required field is still blank (formSummary): follows the fields as they are fixed. */
  summary: string | null;
  /** The fields that failed the check, in the form's order. */
  invalid: readonly InquiryFormField[];
}

/**
 * The contact form (usePhotoForm): the inquiry saved first and its photos after it, the form cleared and replaced by
 * the confirmation once received, everything typed or chosen kept when the inquiry itself fails. A filled honeypot
 * pretends to succeed without calling the backend. `workParam` (the address's ?type=, or an old ?work=) chooses the work type at first. The visitor
 * agrees to the notice of the site settings in force (its consent version goes with the inquiry); when the owner
 * changed the terms meanwhile, the inquiry is refused, the new notice is shown and the box is unticked, nothing else lost.
 * Taking over a server-rendered contact page, it holds at once (before the next paint) what the visitor typed and
 * chose before the app had started: the first render matches the page's HTML, as hydration needs.
 */
export function useInquiryForm(photoPicker: PhotoPickerState, workParam: string | null = null): InquiryFormState {
  const consentVersion = useSiteSettings().privacy.consentVersion;
  const replaceSettings = useReplaceSiteSettings();
  const form = usePhotoForm(photoPicker, {
    initial: () => emptyInquiryForm(workParam),
    empty: EMPTY_INQUIRY_FORM,
    check: (values, photoCount) => validateInquiry(values, photoCount, consentVersion),
    submit: submitInquiry,
    uploadPhotos: uploadInquiryPhotos,
    submitFailure: (error, { setField }) => {
      if (errorCode(error) === 'inquiry/consent-outdated') {
        setField('consent', false);
        readSiteSettings().then(replaceSettings, (readError: unknown) => reportError('Site settings could not be read again', readError));
        return contactMessages.consentOutdated;
      }
      reportError('Inquiry submission failed', error);
      return contactMessages.failure;
    },
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
