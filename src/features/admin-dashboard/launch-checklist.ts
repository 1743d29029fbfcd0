import { SAMPLE_COMPANY_CONTACT } from '@/config/sample-contact';
import type { LaunchTickItem, LaunchTicks, SiteSettings } from '@/domain/site-settings/types';
import { isBlank } from '@/domain/text';

/**
 * 공개 전 점검: what a site needs before it goes public, each item decided from what is stored (the settings, the
 * alert recipients, the build's public address) or, for what is done in another company's console (the sitemap
 * submitted to Naver and Google, App Check), ticked by hand.
 */

export type LaunchItemId = 'privacyOfficer' | 'contact' | 'alertRecipients' | 'siteUrl' | 'searchVerification' | LaunchTickItem;

export interface LaunchItem {
  id: LaunchItemId;
  done: boolean;
  /** For an item ticked by hand: when it was ticked (null while not). */
  tickedAt?: Date | null;
}

export interface LaunchFacts {
  settings: SiteSettings;
  recipients: readonly string[];
  /** The public site address of this build (VITE_SITE_URL), '' when it has none. */
  siteUrl: string;
  ticks: LaunchTicks;
}

/** Which of the phone number and the address are still missing or the shipped samples. */
export function sampleContactParts(settings: SiteSettings): ('phone' | 'address')[] {
  const { phone, address } = settings.company;
  const parts: ('phone' | 'address')[] = [];
  if (isBlank(phone) || phone === SAMPLE_COMPANY_CONTACT.phone) parts.push('phone');
  if (isBlank(address) || address === SAMPLE_COMPANY_CONTACT.address) parts.push('address');
  return parts;
}

/** The checklist, in the order it is worked through: the privacy officer first (until then /privacy is a placeholder). */
export function launchItems({ settings, recipients, siteUrl, ticks }: LaunchFacts): LaunchItem[] {
  const tick = (id: LaunchTickItem): LaunchItem => ({ id, done: ticks[id] !== null, tickedAt: ticks[id] });
  return [
    { id: 'privacyOfficer', done: settings.privacy.officer !== null },
    { id: 'contact', done: sampleContactParts(settings).length === 0 },
    { id: 'alertRecipients', done: recipients.length > 0 },
    { id: 'siteUrl', done: siteUrl !== '' },
    { id: 'searchVerification', done: settings.search.naver !== '' && settings.search.google !== '' },
    tick('sitemapNaver'),
    tick('sitemapGoogle'),
    tick('appCheck'),
  ];
}
