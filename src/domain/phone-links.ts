/**
 * Links that open a phone's dialer (tel:) or messages (sms:) with a number filled in: the site's own number, a
 * visitor's number in the admin and in the alert e-mails (functions/ compiles this file into its build). A number
 * keeps its digits and a + (a country code) only: "033-123-4567" → "tel:0331234567".
 */

function dialable(phone: string): string {
  return phone.replace(/[^\d+]/g, '');
}

/** "033-123-4567" → "tel:0331234567" */
export function telHref(phone: string): string {
  return `tel:${dialable(phone)}`;
}

/**
 * "010-1234-5678" → "sms:01012345678"; with a `body`, the messages app opens with that text filled in (and without a
 * number when `phone` is null). `?&body=` is read by both Android (?body=) and iOS (&body=).
 */
export function smsHref(phone: string | null, body?: string): string {
  const number = phone ? dialable(phone) : '';
  return body === undefined ? `sms:${number}` : `sms:${number}?&body=${encodeURIComponent(body)}`;
}
