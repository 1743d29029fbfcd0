import type { SiteSettings } from '../../src/pages/site-bundle.js';
import type { SiteSettingsSource } from '../../src/site-settings/site-settings-reader.js';

/**
 * The site bundle's settings reader for the functions' tests (the bundle itself is built from the site's build, see
 * functions/src/pages/site-bundle.ts): the part of SiteSettings the functions read, each stored value or else the
 * first version's, as siteSettingsFromStored (src/backend/shared/site-settings.ts) does.
 */
export const FIRST_SETTINGS: SiteSettings = {
  company: {
    name: 'JY건설',
    phone: '033-123-4567',
    email: 'info@jy-construction.co.kr',
    hours: { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
  },
  channels: { kakaoChannelId: '' },
};

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose => (value && typeof value === 'object' ? (value as Loose) : {});
const textOr = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export const fakeSiteSettingsSource: SiteSettingsSource = {
  FIRST_SITE_SETTINGS: FIRST_SETTINGS,
  siteSettingsFromStored(data: unknown): SiteSettings {
    const company = record(record(data).company);
    const channels = record(record(data).channels);
    return {
      company: {
        name: textOr(company.name, FIRST_SETTINGS.company.name),
        phone: textOr(company.phone, FIRST_SETTINGS.company.phone),
        email: textOr(company.email, FIRST_SETTINGS.company.email),
        hours:
          company.hours && typeof company.hours === 'object'
            ? (company.hours as SiteSettings['company']['hours'])
            : FIRST_SETTINGS.company.hours,
      },
      channels: { kakaoChannelId: textOr(channels.kakaoChannelId, FIRST_SETTINGS.channels.kakaoChannelId) },
    };
  },
};

/** The stored settings/site (or a history entry's settings) with these contact details, as the adapter stores them. */
export function storedSettings(company: Partial<SiteSettings['company']> = {}, kakaoChannelId = ''): Loose {
  return {
    company: { ...FIRST_SETTINGS.company, ...company },
    channels: { kakaoChannelId },
  };
}
