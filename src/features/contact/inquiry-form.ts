/** What the contact form holds while a visitor types: untrimmed text, the consent box and the honeypot. */
export interface InquiryFormValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  consent: boolean;
  /** Hidden from people; anything typed here comes from a bot. */
  honeypot: string;
}

export type InquiryTextField = 'name' | 'phone' | 'email' | 'message';
/** A control that can be marked invalid, in the order the form shows them (focus goes to the first). */
export type InquiryFormField = InquiryTextField | 'consent';
export const INQUIRY_FIELD_ORDER: readonly InquiryFormField[] = ['name', 'phone', 'email', 'message', 'consent'];

export const EMPTY_INQUIRY_FORM: InquiryFormValues = {
  name: '',
  phone: '',
  email: '',
  message: '',
  consent: false,
  honeypot: '',
};

/** The honeypot's field name: looks like something an autofilling bot would complete. */
export const HONEYPOT_FIELD_NAME = 'company_website';

export function isHoneypotFilled(values: InquiryFormValues): boolean {
  return values.honeypot.trim() !== '';
}
