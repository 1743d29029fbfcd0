import { siteUrl } from '@/config/env';
import { reviewHref } from '@/config/routes';

/**
 * The full address of a review link, as the customer's phone opens it: the site's public address (VITE_SITE_URL,
 * else the address this admin is open at) and the hash route #/review/{token}.
 */
export function reviewLinkUrl(token: string, here: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  const base = siteUrl || `${here.origin}${here.pathname}`.replace(/\/$/, '');
  return `${base}/#${reviewHref(token)}`;
}
