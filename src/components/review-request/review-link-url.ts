import { siteUrl } from '../../config/env';
import { reviewHref } from '../../config/routes';

/**
 * The full address of a review link, as the customer's phone opens it: the site's public address (VITE_SITE_URL,
 * else the address this admin is open at) and the hash route #/review/{token}.
 */
export function reviewLinkUrl(token: string, here: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const base = siteUrl || `${here.origin}${here.pathname}`.replace(/\/$/, '');
  return `${base}/#${reviewHref(token)}`;
}

/**
 * An sms: link that opens the phone's messages with the number (when known) and the text filled in. `?&body=`
 * is read by both Android (?body=) and iOS (&body=).
 */
export function smsWithBody(phone: string | null, body: string): string {
  const number = phone ? phone.replace(/[^\d+]/g, '') : '';
  return `sms:${number}?&body=${encodeURIComponent(body)}`;
}
