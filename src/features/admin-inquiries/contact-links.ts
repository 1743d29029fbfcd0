import { telHref } from '../../config/site';

/** The phone's dialer (tel:) and messages (sms:) for a number as the visitor typed it: digits and a leading + only. */
export const callHref = telHref;

export function smsHref(phone: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}`;
}
