import { WORK_TYPES } from '@/config/constants';
import type { CallTime, InquiryRegion, WorkType } from '@/domain/types';

/**
 * What the contact form holds while a visitor types: untrimmed text, the optional details (null when not chosen),
 * the consent box and the honeypot. The photos live beside it (components/photo-picker).
 */
export interface InquiryFormValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  workType: WorkType | null;
  region: InquiryRegion | null;
  preferredCallTime: CallTime | null;
  consent: boolean;
  /** Hidden from people; anything typed here comes from a bot. */
  honeypot: string;
}

export type InquiryTextField = 'name' | 'phone' | 'email' | 'message';
/** A control that can be marked invalid, in the order the form shows them (focus goes to the first). */
export type InquiryFormField = InquiryTextField | 'consent';
export const INQUIRY_FIELD_ORDER: readonly InquiryFormField[] = ['name', 'phone', 'email', 'message', 'consent'];

/** Each invalid control's own message, shown under it and read with it. */
export type InquiryFieldErrors = Partial<Record<InquiryFormField, string>>;

export const EMPTY_INQUIRY_FORM: InquiryFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  workType: null,
  region: null,
  preferredCallTime: null,
  consent: false,
  honeypot: '',
};

/** An empty form with the work type of `#/contact?work=<type>` chosen, when it names one. */
export function emptyInquiryForm(workParam: string | null): InquiryFormValues {
  const workType = (WORK_TYPES as readonly string[]).includes(workParam ?? '') ? (workParam as WorkType) : null;
  return { ...EMPTY_INQUIRY_FORM, workType };
}

/** The honeypot's field name: looks like something an autofilling bot would complete. */
export const HONEYPOT_FIELD_NAME = 'company_website';

export function isHoneypotFilled(values: InquiryFormValues): boolean {
  return values.honeypot.trim() !== '';
}
