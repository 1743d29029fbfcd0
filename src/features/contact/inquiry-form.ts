import { WORK_TYPES } from '@/domain/categories';
import type { CallTime, InquiryRegion, WorkType } from '@/domain/types';
import { formatPhoneAsTyped } from './phone-number';

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

/** The work type a value names, or null. (Not domain/work-type's: that is a chunk of its own this page need not load.) */
const workTypeOf = (value: string | null | undefined): WorkType | null =>
  (WORK_TYPES as readonly string[]).includes(value ?? '') ? (value as WorkType) : null;

/** An empty form with the work type of `#/contact?type=<type>` chosen, when it names one. */
export function emptyInquiryForm(workParam: string | null): InquiryFormValues {
  return { ...EMPTY_INQUIRY_FORM, workType: workTypeOf(workParam) };
}

/** The honeypot's field name: looks like something an autofilling bot would complete. */
export const HONEYPOT_FIELD_NAME = 'company_website';

/** The contact form's name in the page: the app finds its server-rendered copy by it (inquiryFormShown). */
export const INQUIRY_FORM_NAME = 'inquiry';

/**
 * What the contact form in the page shows: on a server-rendered contact page as the app takes it over, what the
 * visitor typed, chose and ticked before the app had started (index.html's start-up script keeps the form working
 * until then: docs/first-paint.md; React keeps what an input shows when it hydrates it, but does not know it). Null
 * where the page holds no contact form (the app renders it itself, or this is the server).
 */
export function inquiryFormShown(): InquiryFormValues | null {
  const form = typeof document === 'undefined' ? null : document.forms.namedItem(INQUIRY_FORM_NAME);
  if (!form) return null;
  // A field's value; of a radio group, the chosen one's ('' for none). These are the form's own options.
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return {
    name: value('name'),
    phone: formatPhoneAsTyped(value('phone')),
    email: value('email'),
    message: value('message'),
    // The work type chips are the form's only pressed buttons.
    workType: workTypeOf(form.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.value),
    region: (value('region') || null) as InquiryRegion | null,
    preferredCallTime: (value('preferredCallTime') || null) as CallTime | null,
    consent: form.querySelector<HTMLInputElement>('[name="privacyConsent"]')?.checked === true,
    honeypot: value(HONEYPOT_FIELD_NAME),
  };
}

export function isHoneypotFilled(values: InquiryFormValues): boolean {
  return values.honeypot.trim() !== '';
}
